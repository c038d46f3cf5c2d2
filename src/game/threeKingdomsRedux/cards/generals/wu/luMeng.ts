/**
 * Lu Meng, Potential (compendium): "After Lu Meng takes the "win popular
 * support action", he receives 1 untrained army or 1 weapon of his choice.
 * Starting from round 4, Lu Meng's administration increases to 4." The
 * second part changes his administration (the `attribute` hook), which the
 * table shows with a +2 bid token placed with him (ruling, R34).
 */
import { offerChoice } from '../../../choices';
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { criterionOf, isBattle, isTribal, spaceName } from '../../../spaces';
import type { WeaponType } from '../../../types';
import { takenAs, takes } from '../../shared/taking';
import { WEAPON_TYPES } from '../../../types';

const LU_MENG_FROM_ROUND = 4;
const LU_MENG_ADMINISTRATION = 4;

export const luMeng = defineCard('luMeng', {
  attribute(ctx, general, criterion, value) {
    if (general !== 'luMeng' || criterion !== 'administration' || ctx.G.round < LU_MENG_FROM_ROUND) return value;
    return Math.max(value, LU_MENG_ADMINISTRATION);
  },
  bidBonus(ctx, bid, space) {
    // Only marks the activation: the value itself comes from `attribute`.
    if (bid.general === 'luMeng' && ctx.G.round >= LU_MENG_FROM_ROUND && !isBattle(space) && !isTribal(space))
      if (criterionOf(ctx.G, space) === 'administration')
        logCard(
          ctx.G,
          ctx.state,
          'luMeng',
          `Lu Meng's Potential: administration ${LU_MENG_ADMINISTRATION} from round ${LU_MENG_FROM_ROUND} on "${spaceName(space)}" (+2 bid token).`,
        );
    return 0;
  },
  afterAction(ctx, info) {
    if (info.space !== 'winPopularSupport' || !takes(info, 'luMeng') || !takenAs(info, 'winPopularSupport')) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'luMeng', kind: 'reward' }, { first: true });
  },
  choices: {
    reward: {
      prompt: () => 'Lu Meng (Potential): receive 1 untrained army or 1 weapon of your choice.',
      options: () => ['untrained', ...WEAPON_TYPES],
      describe: (_G, _pc, option) => (option === 'untrained' ? '1 untrained army' : `1 ${option as string}`),
      apply(G, pc, option) {
        const p = G.players[pc.state];
        if (option === 'untrained') p.untrained += 1;
        else p.weapons[option as WeaponType] += 1;
        logCard(
          G,
          pc.state,
          'luMeng',
          `Lu Meng's Potential: Wu receives ${option === 'untrained' ? '1 untrained army' : `1 ${option as string}`}.`,
        );
      },
    },
  },
});
