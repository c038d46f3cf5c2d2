/**
 * Li Yan, Prowess (compendium): "At the end of rounds 3, 6, 9 and 12, Li Yan
 * may construct 1 state enhancement." Prerequisites and costs as usual, and
 * never with the construct action's cost changes (Jiang Wei, Lu Su): an
 * optional choice among Shu's legal constructions. He acts from anywhere,
 * stationed included (a recruited general's skill).
 */
import { defineCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { construct } from '../../../construct';
import { ENHANCEMENTS } from '../../../data/enhancements';
import { constructChoices } from '../../../listings';
import { logCard } from '../../../log';

const LI_YAN_ROUNDS = [3, 6, 9, 12];

type Build = ReturnType<typeof constructChoices>[number];

export const liYan = defineCard('liYan', {
  // Spending and construction last, with everything received (docs/rulings.md R13).
  endOfRoundOrder: 2,
  endOfRound(ctx) {
    if (!LI_YAN_ROUNDS.includes(ctx.G.round)) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'liYan', kind: 'construct', optional: true });
  },
  choices: {
    construct: {
      prompt: () => 'Li Yan (Prowess): construct 1 state enhancement?',
      // No cost changes: those belong to the construct action.
      options: (G, pc) => constructChoices(G, pc.state),
      describe: (_G, _pc, option) => `Construct ${ENHANCEMENTS[(option as Build).card].name.value}`,
      apply(G, pc, option) {
        const { card, payment } = option as Build;
        logCard(G, pc.state, 'liYan', "Li Yan's Prowess: Shu constructs a state enhancement at the end of the round.");
        construct(G, pc.state, card, payment);
      },
    },
  },
});
