/**
 * Zhou Cang, Helmsmanship (compendium): "After Zhou Cang takes the "control
 * Han emperor action", he receives 1 popular support token. After he takes
 * the "win popular support action", he receives 1 vessel." He need not be
 * the general left face down on "control Han emperor".
 */
import { defineCard } from '../../../hooks';
import { gainPopularSupport } from '../../../gains';
import { logCard } from '../../../log';

export const zhouCang = defineCard('zhouCang', {
  afterAction(ctx, info) {
    if (!info.generals.includes('zhouCang')) return;
    if (info.space === 'controlHanEmperor') {
      logCard(ctx.G, ctx.state, 'zhouCang', "Zhou Cang's Helmsmanship: Shu receives 1 popular support token.");
      gainPopularSupport(ctx.G, ctx.state, 1);
    } else if (info.space === 'winPopularSupport') {
      ctx.G.players[ctx.state].weapons.vessel += 1;
      logCard(ctx.G, ctx.state, 'zhouCang', "Zhou Cang's Helmsmanship: Shu receives 1 vessel.");
    }
  },
});
