/**
 * Liu Bei, Charisma (compendium): "If Liu Bei bids for an action space with
 * popular support tokens, 1 of the popular support tokens is returned to
 * Shu's supply after he takes his action or when he returns to Shu's supply."
 * The engine calls onBidReturned for a losing bid, a declined action and
 * after the action (also when he stays face down on "control Han emperor" or
 * is stationed). Until then the token is on the board, not in Shu's supply.
 */
import { defineCard } from '../../../hooks';
import { gainPopularSupport } from '../../../gains';
import { logCard } from '../../../log';

export const liuBei = defineCard('liuBei', {
  onBidReturned(ctx, bid) {
    if (bid.general !== 'liuBei' || bid.popularSupport < 1) return;
    logCard(ctx.G, ctx.state, 'liuBei', "Liu Bei's Charisma: 1 of the popular support tokens he bid with returns to Shu.");
    gainPopularSupport(ctx.G, ctx.state, 1);
  },
});
