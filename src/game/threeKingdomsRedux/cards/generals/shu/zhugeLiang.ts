/**
 * Zhuge Liang, Ingenuity (compendium): "After Zhuge Liang takes the "develop
 * marketplace action"/"develop farm action" and there is at most 2 flipped
 * marketplace/farm tokens on Shu's marketplace/farm development space after
 * he does so, he receives 2 gold/rice." Developing, not collecting tax or
 * harvesting on the same space.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

export const zhugeLiang = defineCard('zhugeLiang', {
  afterAction(ctx, info) {
    if (!info.generals.includes('zhugeLiang')) return;
    const p = ctx.G.players[ctx.state];
    if (info.choice?.kind === 'developMarketplace' && p.marketplace.flipped <= 2) {
      p.gold += 2;
      logCard(ctx.G, ctx.state, 'zhugeLiang', "Zhuge Liang's Ingenuity: Shu receives 2 gold.");
    } else if (info.choice?.kind === 'developFarm' && p.farm.flipped <= 2) {
      p.rice += 2;
      logCard(ctx.G, ctx.state, 'zhugeLiang', "Zhuge Liang's Ingenuity: Shu receives 2 rice.");
    }
  },
});
