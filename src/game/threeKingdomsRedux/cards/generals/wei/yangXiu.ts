/**
 * Yang Xiu, Presumption (compendium): "When Yang Xiu takes the "develop farm
 * or harvest action", he may "develop marketplace" instead. When he takes the
 * "develop marketplace or collect tax action", he may "develop farm" instead."
 * An action variant: only the other development, never the other space's
 * harvest or collect tax.
 */
import { MAX_DEVELOPMENT } from '../../../data/board';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takes } from '../../shared/taking';

type Option = { develop: 'farm' | 'marketplace' };

const OTHER: Partial<Record<string, Option['develop']>> = { developFarm: 'marketplace', developMarketplace: 'farm' };

export const yangXiu = defineCard('yangXiu', {
  actionVariants: {
    presumption: {
      options(ctx, info) {
        const develop = OTHER[info.space];
        if (!develop || !takes(info, 'yangXiu') || ctx.G.players[ctx.state][develop].level >= MAX_DEVELOPMENT) return [];
        return [{ develop }];
      },
      describe: (_ctx, _info, option) => `Develop ${(option as Option).develop} instead (Yang Xiu)`,
      perform(ctx, _info, option) {
        const { develop } = option as Option;
        const d = ctx.G.players[ctx.state][develop];
        d.level++;
        d.flipped++;
        logCard(ctx.G, ctx.state, 'yangXiu', `Yang Xiu's Presumption: Wei develops its ${develop} to level ${d.level} instead.`);
      },
    },
  },
});
