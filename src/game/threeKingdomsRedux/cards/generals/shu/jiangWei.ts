/**
 * Jiang Wei, Inspiration (compendium): "When Jiang Wei takes the "construct
 * state enhancement action", he may replace 1 of the construction costs with
 * 1 gold." Any 1 cost token (popular support, weapon, army, rice, ...): the
 * payment's `replaceWithGold`. Only via the construct space, never with Li Yan.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

export const jiangWei = defineCard('jiangWei', {
  terms(_ctx, info, terms) {
    if (info.space === 'construct' && info.generals.includes('jiangWei')) terms.constructReplaceWithGold = true;
  },
  afterAction(ctx, info) {
    const c = info.choice;
    if (info.space === 'construct' && info.generals.includes('jiangWei') && c?.kind === 'construct' && c.payment?.replaceWithGold)
      logCard(ctx.G, ctx.state, 'jiangWei', `Jiang Wei's Inspiration: 1 ${c.payment.replaceWithGold} of the cost is replaced with 1 gold.`);
  },
});
