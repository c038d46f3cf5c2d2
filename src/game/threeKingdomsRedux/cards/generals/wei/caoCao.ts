/**
 * Cao Cao, Authority (compendium): "Cao Cao prevails in cases of ties of
 * totals during bidding." Ruling: "if Wei reaches a bid total after another
 * state does so and Cao Cao is part of Wei's bid, then Wei wins that bid
 * instead." Every contested space: common spaces, battle spaces and the
 * alliance space (where Wei's side may be the alliance). The hook only
 * answers; removeLosingBids (resolution.ts) logs the activation when it
 * decided a space.
 */
import { defineCard } from '../../../hooks';

export const caoCao = defineCard('caoCao', {
  winsBidTies: (_ctx, bids) => bids.some((b) => b.general === 'caoCao'),
});
