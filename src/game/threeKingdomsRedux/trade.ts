/**
 * Trade Rice and/or Weapons (rulebook, Take Actions): the lots and rates, why a trade
 * is not allowed, and the trade carried out.
 */
import type { ActionChoice } from './moves';
import type { PlayerState } from './state';
import { addWeapons, isInt, WEAPON_TYPES, type WeaponType } from './types';

/** Trade lot sizes and rates (rulebook, Trade Rice and/or Weapons; tkr-reference §5). */
export const TRADE = {
  riceLot: 4,
  riceBuyGold: 3,
  riceSellGold: 5,
  maxRiceLots: 3,
  weaponLot: 3,
  weaponBuyGold: 5,
  weaponSellGold: 7,
  maxWeapons: 6,
} as const;

function countWeapons(items: readonly WeaponType[]): Record<WeaponType, number> {
  const n = { spear: 0, horse: 0, crossbow: 0, vessel: 0 };
  for (let i = 0; i < items.length; i++) addWeapons(n, items[i], 1);
  return n;
}

export function tradeError(p: PlayerState, c: Extract<ActionChoice, { kind: 'trade' }>): string | null {
  if (!c.rice && !c.weapons) return 'Choose a rice trade, a weapon trade or both (or decline the action).';
  // Its shape first, then what it costs (tradeShortfall).
  if (c.rice) {
    if (c.rice.direction !== 'buy' && c.rice.direction !== 'sell') return 'Trade rice by buying or selling.';
    if (!isInt(c.rice.lots, 1, TRADE.maxRiceLots)) return 'Rice is traded in lots of 4, at most 12 rice (3 lots).';
  }
  if (c.weapons) {
    const { direction, items } = c.weapons;
    if (direction !== 'buy' && direction !== 'sell') return 'Trade weapons by buying or selling.';
    if (!Array.isArray(items) || (items.length !== 3 && items.length !== 6)) return 'Weapons are traded in lots of 3, at most 6 weapons.';
    if (items.some((w) => !WEAPON_TYPES.includes(w))) return 'Only spears, horses, crossbows and vessels are weapons.';
  }
  const short = tradeShortfall(p, c, c.weapons ? countWeapons(c.weapons.items) : NO_WEAPONS);
  if (short === null) return null;
  const lots = (short === 'goldForWeapons' ? c.weapons!.items.length / TRADE.weaponLot : c.rice?.lots) ?? 0;
  switch (short) {
    case 'riceToSell':
      return `Selling ${lots * TRADE.riceLot} rice needs that much rice.`;
    case 'goldForWeapons':
      return `Buying ${c.weapons!.items.length} weapons costs ${lots * TRADE.weaponBuyGold} gold.`;
    case 'goldForRice':
      return `Buying ${lots * TRADE.riceLot} rice costs ${lots * TRADE.riceBuyGold} gold.`;
    default:
      return `You have only ${p.weapons[short]} ${short}s to sell.`;
  }
}

const NO_WEAPONS: Readonly<Record<WeaponType, number>> = Object.freeze({ spear: 0, horse: 0, crossbow: 0, vessel: 0 });

/**
 * What a well-formed trade lacks, or null when the state can make it: the
 * rice it sells, a weapon it sells (that weapon), the gold for the weapons it
 * buys or for the rice it buys. Sales are carried out before purchases, the
 * order most favourable to the player. `weapons` counts the trade's weapons by
 * type. tradeError words it; the listing of legal trades asks it alone, with
 * the counts of its fixed trades worked out once (legal.ts).
 */
export function tradeShortfall(
  p: PlayerState,
  c: Extract<ActionChoice, { kind: 'trade' }>,
  weapons: Readonly<Record<WeaponType, number>>,
): 'riceToSell' | 'goldForWeapons' | 'goldForRice' | WeaponType | null {
  let gold = p.gold;
  if (c.rice?.direction === 'sell') {
    if (p.rice < c.rice.lots * TRADE.riceLot) return 'riceToSell';
    gold += c.rice.lots * TRADE.riceSellGold;
  }
  if (c.weapons) {
    const lots = c.weapons.items.length / TRADE.weaponLot;
    if (c.weapons.direction === 'sell') {
      // Each type by name, in WEAPON_TYPES' order: a load by a type given at run time is megamorphic, and the
      // listing of legal trades asks this for each of its 1,462 trades.
      const have = p.weapons;
      if (have.spear < weapons.spear) return 'spear';
      if (have.horse < weapons.horse) return 'horse';
      if (have.crossbow < weapons.crossbow) return 'crossbow';
      if (have.vessel < weapons.vessel) return 'vessel';
      gold += lots * TRADE.weaponSellGold;
    } else {
      if (gold < lots * TRADE.weaponBuyGold) return 'goldForWeapons';
      gold -= lots * TRADE.weaponBuyGold;
    }
  }
  if (c.rice?.direction === 'buy' && gold < c.rice.lots * TRADE.riceBuyGold) return 'goldForRice';
  return null;
}

export function doTrade(p: PlayerState, c: Extract<ActionChoice, { kind: 'trade' }>): void {
  if (c.rice?.direction === 'sell') {
    p.rice -= c.rice.lots * TRADE.riceLot;
    p.gold += c.rice.lots * TRADE.riceSellGold;
  }
  if (c.weapons) {
    const lots = c.weapons.items.length / TRADE.weaponLot;
    const sign = c.weapons.direction === 'buy' ? 1 : -1;
    for (const w of c.weapons.items) p.weapons[w] += sign;
    p.gold += sign === 1 ? -lots * TRADE.weaponBuyGold : lots * TRADE.weaponSellGold;
  }
  if (c.rice?.direction === 'buy') {
    p.rice += c.rice.lots * TRADE.riceLot;
    p.gold -= c.rice.lots * TRADE.riceBuyGold;
  }
}
