/**
 * Sun Quan, Influence (compendium): "When Sun Quan takes the "win popular
 * support action", he receives 2 popular support tokens instead." Only via
 * the "win popular support" space (Overarching Principle 2).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takenAs, takes } from '../../shared/taking';

export const sunQuan = defineCard('sunQuan', {
  terms(_ctx, info, terms) {
    if (info.space === 'winPopularSupport' && takes(info, 'sunQuan')) terms.popularSupportWon = 2;
  },
  afterAction(ctx, info) {
    if (info.space !== 'winPopularSupport' || !takes(info, 'sunQuan') || !takenAs(info, 'winPopularSupport')) return;
    logCard(ctx.G, ctx.state, 'sunQuan', "Sun Quan's Influence: Wu wins 2 popular support tokens instead of 1.");
  },
});
