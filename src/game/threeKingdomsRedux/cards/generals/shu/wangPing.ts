/**
 * Wang Ping, Honour (compendium): "Wang Ping receives 1 popular support token
 * whenever Shu occupies a border location." For every location Shu occupies
 * once he is recruited (not those occupied before); Liao Hua occupying 2
 * locations gives 2 tokens.
 */
import { defineCard } from '../../../hooks';
import { gainPopularSupport } from '../../../gains';
import { logCard } from '../../../log';

export const wangPing = defineCard('wangPing', {
  onStationed(ctx, stationed) {
    const n = stationed.locations.length;
    logCard(
      ctx.G,
      ctx.state,
      'wangPing',
      `Wang Ping's Honour: Shu occupies ${n} border location${n === 1 ? '' : 's'} and receives ${n} popular support token${n === 1 ? '' : 's'}.`,
    );
    gainPopularSupport(ctx.G, ctx.state, n);
  },
});
