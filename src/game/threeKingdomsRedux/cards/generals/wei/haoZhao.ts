/**
 * Hao Zhao, Anticipation (compendium): "At the end of each round after Hao
 * Zhao has been stationed with 1 army unit, he may construct 1 state
 * enhancement." Stationed with exactly 1 unit; an optional choice among the
 * legal constructions from hand, prerequisite and full printed cost (no
 * action-space discount, and not the construct action: Liu Ye does not
 * apply). Runs last among Wei's end-of-round benefits (R13).
 */
import { offerChoice } from '../../../choices';
import { construct } from '../../../construct';
import { ENHANCEMENTS, type EnhancementId } from '../../../data/enhancements';
import { defineCard } from '../../../hooks';
import { constructChoices } from '../../../listings';
import { logCard } from '../../../log';
import type { Payment } from '../../../moves';

type Option = { card: EnhancementId; payment: Payment };

export const haoZhao = defineCard('haoZhao', {
  endOfRoundOrder: 2,
  endOfRound(ctx) {
    const stationed = ctx.G.players[ctx.state].stationed.find((s) => s.general === 'haoZhao');
    if (!stationed || stationed.units.reduce((n, u) => n + u.count, 0) !== 1) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'haoZhao', kind: 'construct', optional: true });
  },
  choices: {
    construct: {
      prompt: () => 'Hao Zhao (Anticipation): you may construct 1 state enhancement.',
      options: (G, pc) => constructChoices(G, pc.state),
      describe: (_G, _pc, option) => `Construct ${ENHANCEMENTS[(option as Option).card].name.value}`,
      apply(G, pc, option) {
        const { card, payment } = option as Option;
        logCard(
          G,
          pc.state,
          'haoZhao',
          `Hao Zhao's Anticipation: Wei constructs ${ENHANCEMENTS[card].name.value} at the end of the round.`,
        );
        construct(G, pc.state, card, payment);
      },
    },
  },
});
