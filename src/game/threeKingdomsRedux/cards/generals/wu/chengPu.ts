/**
 * Cheng Pu, Governance (compendium): "At the end of the round when Cheng Pu
 * is recruited, he may construct 1 Separation deck and 1 Unification deck
 * state enhancement." 0 or 1 from each deck (ruling), prerequisites met and
 * full costs paid (ruling): no action-space discount, Lu Su's Wit does not
 * apply (ruling). An optional choice among the legal constructions from
 * either deck still open; after one is built, the other deck is offered
 * again (in either order); declining ends the skill. Runs last among Wu's
 * end-of-round benefits (R13).
 */
import { offerChoice } from '../../../choices';
import { construct } from '../../../construct';
import type { Deck } from '../../../data/cardTypes';
import { ENHANCEMENTS, type EnhancementId } from '../../../data/enhancements';
import { defineCard } from '../../../hooks';
import { constructChoices } from '../../../listings';
import { logCard } from '../../../log';
import type { Payment } from '../../../moves';

type Option = { card: EnhancementId; payment: Payment };

export const chengPu = defineCard('chengPu', {
  endOfRoundOrder: 2,
  endOfRound(ctx) {
    if (ctx.G.players[ctx.state].recruitedIn.chengPu !== ctx.G.round) return;
    offerChoice(ctx.G, {
      state: ctx.state,
      card: 'chengPu',
      kind: 'construct',
      data: { decks: ['separation', 'unification'] },
      optional: true,
    });
  },
  choices: {
    construct: {
      prompt: (_G, pc) =>
        `Cheng Pu (Governance): you may construct 1 state enhancement from the ${(pc.data.decks as Deck[]).join(' or the ')} deck.`,
      // No cost changes: Cheng Pu's construction is not the construct action.
      options: (G, pc) => constructChoices(G, pc.state).filter((o) => (pc.data.decks as Deck[]).includes(ENHANCEMENTS[o.card].deck.value)),
      describe: (_G, _pc, option) => `Construct ${ENHANCEMENTS[(option as Option).card].name.value}`,
      apply(G, pc, option) {
        const { card, payment } = option as Option;
        const deck = ENHANCEMENTS[card].deck.value;
        logCard(
          G,
          pc.state,
          'chengPu',
          `Cheng Pu's Governance: Wu constructs ${ENHANCEMENTS[card].name.value} (${deck} deck) at the end of the round.`,
        );
        construct(G, pc.state, card, payment);
        const decks = (pc.data.decks as Deck[]).filter((d) => d !== deck);
        if (decks.length)
          offerChoice(G, { state: pc.state, card: 'chengPu', kind: 'construct', data: { decks }, optional: true }, { first: true });
      },
    },
  },
});
