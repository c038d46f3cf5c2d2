/**
 * Zhang Zhao, Frugality (compendium): "Immediately before Zhang Zhao takes
 * the "collect tax action", he receives 2 gold for each flipped marketplace
 * token on Wu's marketplace development space." Only when he takes "collect
 * tax" via the "develop marketplace or collect tax" space (ruling: not with
 * Office of Minister of Finance).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { takenAs, takes } from '../../shared/taking';

export const zhangZhao = defineCard('zhangZhao', {
  beforeAction(ctx, info) {
    if (info.space !== 'developMarketplace' || !takes(info, 'zhangZhao') || !takenAs(info, 'collectTax')) return;
    const p = ctx.G.players[ctx.state];
    const gold = 2 * p.marketplace.flipped;
    p.gold += gold;
    logCard(ctx.G, ctx.state, 'zhangZhao', `Zhang Zhao's Frugality: Wu receives ${gold} gold before collecting tax.`);
  },
});
