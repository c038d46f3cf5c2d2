/**
 * Lu Fan, Rectitude (compendium): "Lu Fan may trade 1 gold for 1 rice and
 * vice versa at any time." A skill move, open whenever Wu may act once he is
 * recruited; each use trades 1 token, with no limit on the uses (rulings).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

type Option = 'goldForRice' | 'riceForGold';

export const luFan = defineCard('luFan', {
  skillMove: {
    options(ctx) {
      const p = ctx.G.players[ctx.state];
      const out: Option[] = [];
      if (p.gold >= 1) out.push('goldForRice');
      if (p.rice >= 1) out.push('riceForGold');
      return out;
    },
    describe: (_ctx, option) => (option === 'goldForRice' ? 'Lu Fan: trade 1 gold for 1 rice' : 'Lu Fan: trade 1 rice for 1 gold'),
    apply(ctx, option) {
      const p = ctx.G.players[ctx.state];
      if (option === 'goldForRice') {
        p.gold -= 1;
        p.rice += 1;
      } else {
        p.rice -= 1;
        p.gold += 1;
      }
      logCard(
        ctx.G,
        ctx.state,
        'luFan',
        `Lu Fan's Rectitude: Wu trades 1 ${option === 'goldForRice' ? 'gold for 1 rice' : 'rice for 1 gold'}.`,
      );
    },
  },
});
