/**
 * Fa Zheng, Support (compendium): "At the end of each round, if Shu is
 * occupying at least 1 border location, Fa Zheng may train 1 untrained army."
 */
import { defineCard } from '../../../hooks';
import { offerChoice } from '../../../choices';
import { occupiedLocations } from '../../../construct';
import { logCard } from '../../../log';

export const faZheng = defineCard('faZheng', {
  // Gains first, training after them (docs/rulings.md R13).
  endOfRoundOrder: 1,
  endOfRound(ctx) {
    if (occupiedLocations(ctx.G, ctx.state) < 1) return;
    offerChoice(ctx.G, { state: ctx.state, card: 'faZheng', kind: 'train', optional: true });
  },
  choices: {
    train: {
      prompt: () => 'Fa Zheng (Support): train 1 untrained army?',
      options: (G, pc) => (G.players[pc.state].untrained >= 1 ? ['train'] : []),
      describe: () => 'Train 1 untrained army',
      apply(G, pc) {
        const p = G.players[pc.state];
        p.untrained -= 1;
        p.trained += 1;
        logCard(G, pc.state, 'faZheng', "Fa Zheng's Support: Shu trains 1 untrained army.");
      },
    },
  },
});
