/**
 * Guan Ping, Flexibility (compendium): "Guan Ping may trade any weapon for
 * another weapon type at any time, except during the round he is recruited."
 * A skill move: 1 weapon of Shu's supply for 1 of another type, as often as
 * Shu likes whenever it may act. Weapons with assigned or stationed units
 * are not in the supply, so they cannot be traded.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { WEAPON_TYPES, type WeaponType } from '../../../types';

type Swap = { from: WeaponType; to: WeaponType };

export const guanPing = defineCard('guanPing', {
  skillMove: {
    options(ctx) {
      const p = ctx.G.players[ctx.state];
      if (p.recruitedIn.guanPing === ctx.G.round) return [];
      const out: Swap[] = [];
      for (const from of WEAPON_TYPES) if (p.weapons[from] > 0) for (const to of WEAPON_TYPES) if (to !== from) out.push({ from, to });
      return out;
    },
    describe: (_ctx, option) => `Guan Ping: trade 1 ${(option as Swap).from} for 1 ${(option as Swap).to}`,
    apply(ctx, option) {
      const { from, to } = option as Swap;
      const p = ctx.G.players[ctx.state];
      p.weapons[from] -= 1;
      p.weapons[to] += 1;
      logCard(ctx.G, ctx.state, 'guanPing', `Guan Ping's Flexibility: Shu trades 1 ${from} for 1 ${to}.`);
    },
  },
});
