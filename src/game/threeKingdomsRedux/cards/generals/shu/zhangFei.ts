/**
 * Zhang Fei, Defiance (compendium): "When Zhang Fei takes the "recruit armies
 * action", he may "train armies" instead. When he takes the "train armies
 * action", he may "recruit armies" instead." Two action variants. The state
 * takes one action per space: if Guan Yu's recruitment is taken on the same
 * space, Zhang Fei cannot train instead (the ruling), and recruiting on the
 * "train armies" space is not Guan Yu's "recruit armies action".
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { actionTerms } from '../../../actionTerms';

export const zhangFei = defineCard('zhangFei', {
  actionVariants: {
    trainInstead: {
      options(ctx, info) {
        if (info.space !== 'recruitArmies' || !info.generals.includes('zhangFei')) return [];
        const most = Math.min(actionTerms(ctx.G, ctx.state, info).trainMax, ctx.G.players[ctx.state].untrained);
        const out: { train: number }[] = [];
        for (let n = 1; n <= most; n++) out.push({ train: n });
        return out;
      },
      describe: (_ctx, _info, option) => `Zhang Fei: train ${(option as { train: number }).train} arm(ies) instead of recruiting`,
      perform(ctx, _info, option) {
        const n = (option as { train: number }).train;
        const p = ctx.G.players[ctx.state];
        p.untrained -= n;
        p.trained += n;
        logCard(ctx.G, ctx.state, 'zhangFei', `Zhang Fei's Defiance: Shu trains ${n} arm${n === 1 ? 'y' : 'ies'} instead of recruiting.`);
      },
    },
    recruitInstead: {
      options(_ctx, info) {
        return info.space === 'trainArmies' && info.generals.includes('zhangFei') ? ['recruit'] : [];
      },
      describe: () => 'Zhang Fei: recruit armies instead of training',
      perform(ctx, info) {
        const n = actionTerms(ctx.G, ctx.state, info).recruitUntrained;
        ctx.G.players[ctx.state].untrained += n;
        logCard(ctx.G, ctx.state, 'zhangFei', `Zhang Fei's Defiance: Shu recruits ${n} untrained armies instead of training.`);
      },
    },
  },
});
