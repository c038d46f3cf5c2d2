/**
 * Pulp Papermaking (compendium, Separation deck): "At the end of the game,
 * you earn 2 VPs if you have constructed the most number of state
 * enhancements, or 1 VP if you tie for the most number." Every constructed
 * enhancement counts, Pulp Papermaking itself included; a tie of two or of
 * all three states for the most is "tie for the most" (1 VP).
 */
import { defineCard } from '../../hooks';
import { STATES } from '../../types';

export const pulpPapermaking = defineCard('pulpPapermaking', {
  extraVP(ctx) {
    const count = (s: (typeof STATES)[number]) => ctx.G.players[s].constructed.length;
    const most = Math.max(...STATES.map(count));
    if (count(ctx.state) < most) return 0;
    return STATES.filter((s) => count(s) === most).length === 1 ? 2 : 1;
  },
});
