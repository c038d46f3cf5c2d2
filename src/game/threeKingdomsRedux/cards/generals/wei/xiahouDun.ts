/**
 * Xiahou Dun, Endeavour (compendium): "When Xiahou Dun takes the "produce
 * spears/horses action" or "produce crossbows/vessels action", he may receive
 * 1 corresponding weapon and train 1 untrained army instead." An action
 * variant: one weapon of the space's two types, and 1 untrained army trained
 * (it needs an untrained army in the supply before the action: docs/rulings.md R22).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import type { WeaponType } from '../../../types';
import { takes } from '../../shared/taking';

const PRODUCED: Partial<Record<string, WeaponType[]>> = {
  produceSpearsHorses: ['spear', 'horse'],
  produceCrossbowsVessels: ['crossbow', 'vessel'],
};

export const xiahouDun = defineCard('xiahouDun', {
  actionVariants: {
    endeavour: {
      options(ctx, info) {
        const weapons = PRODUCED[info.space];
        if (!weapons || !takes(info, 'xiahouDun') || ctx.G.players[ctx.state].untrained < 1) return [];
        return weapons.map((weapon) => ({ weapon }));
      },
      describe: (_ctx, _info, option) => `Receive 1 ${(option as { weapon: WeaponType }).weapon} and train 1 untrained army (Xiahou Dun)`,
      perform(ctx, _info, option) {
        const { weapon } = option as { weapon: WeaponType };
        const p = ctx.G.players[ctx.state];
        p.weapons[weapon] += 1;
        p.untrained -= 1;
        p.trained += 1;
        logCard(
          ctx.G,
          ctx.state,
          'xiahouDun',
          `Xiahou Dun's Endeavour: Wei receives 1 ${weapon} and trains 1 untrained army instead of producing.`,
        );
      },
    },
  },
});
