/**
 * "At the end of each round when you did not take the "trade rice and/or
 * weapons action", you may trade 1, and only 1, weapon for 2 <gold/rice>"
 * (Weapon Trading Post, Barter Market). Their rulings: buy 1 weapon of your
 * choice for 2 gold (rice) or sell 1 weapon from your supply for 2 gold
 * (rice). At Receive/Activate Benefits (endOfRoundOrder 0, docs/rulings.md
 * R13) an optional choice among the trades the state can make, offered only
 * when the state did not take the action of the "trade" space this round
 * (G.actionsTaken: winning and declining it, or another card's trade such as
 * Gu Yong's, is not taking it; docs/rulings.md R68).
 */
import { cardName } from '../../cardIds';
import { offerChoice } from '../../choices';
import type { EnhancementId } from '../../data/enhancements';
import { defineCard, type CardDefinition } from '../../hooks';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import { WEAPON_TYPES, type WeaponType } from '../../types';

const BARTER_PRICE = 2;
const BARTER = 'barter';

interface BarterOption {
  direction: 'buy' | 'sell';
  weapon: WeaponType;
}

export function weaponBarterCard(card: EnhancementId, resource: 'gold' | 'rice'): CardDefinition {
  const describe = (o: BarterOption) => `${o.direction === 'buy' ? 'Buy' : 'Sell'} 1 ${o.weapon} for ${BARTER_PRICE} ${resource}`;
  return defineCard(card, {
    endOfRoundOrder: 0,
    endOfRound(ctx) {
      if (ctx.G.actionsTaken[ctx.state].includes('trade')) return;
      offerChoice(ctx.G, { state: ctx.state, card, kind: BARTER, optional: true });
    },
    choices: {
      [BARTER]: {
        prompt: () => `${cardName(card)}: you may buy or sell 1 weapon for ${BARTER_PRICE} ${resource}.`,
        options(G, pc) {
          const p = G.players[pc.state];
          const out: BarterOption[] = [];
          if (p[resource] >= BARTER_PRICE) for (const weapon of WEAPON_TYPES) out.push({ direction: 'buy', weapon });
          for (const weapon of WEAPON_TYPES) if (p.weapons[weapon] >= 1) out.push({ direction: 'sell', weapon });
          return out;
        },
        describe: (_G, _pc, option) => describe(option as BarterOption),
        apply(G, pc, option) {
          const o = option as BarterOption;
          const p = G.players[pc.state];
          const sign = o.direction === 'buy' ? 1 : -1;
          p.weapons[o.weapon] += sign;
          p[resource] -= sign * BARTER_PRICE;
          logCard(
            G,
            pc.state,
            card,
            `${cardName(card)}: ${STATE_NAMES[pc.state]} ${o.direction === 'buy' ? 'buys' : 'sells'} 1 ${o.weapon} for ${BARTER_PRICE} ${resource}.`,
          );
        },
      },
    },
  });
}
