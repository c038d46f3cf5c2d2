/**
 * Cheap samplers for the fast random policy: they draw one candidate move
 * directly instead of enumerating every legal move. The candidates are shaped
 * to be legal most of the time, but callers must still validate them with the
 * engine's own validators (`assignError`, `actionError`, ...), which stay the
 * only judge of legality.
 */
import { GENERALS } from '../../game/threeKingdomsRedux/data/generals';
import { hanEmperorTokenAvailable } from '../../game/threeKingdomsRedux/conflict';
import type { ActionChoice, AssignArgs, TradeDirection } from '../../game/threeKingdomsRedux/moves';
import { randomInt, type Rng } from '../../game/rng';
import { BIDDABLE_SPACES, isBattle, isTribal } from '../../game/threeKingdomsRedux/spaces';
import type { GameState, PlayerState } from '../../game/threeKingdomsRedux/state';
import { ARMY_TYPES, WEAPON_OF, WEAPON_TYPES, type ArmyType, type StateId, type WeaponType } from '../../game/threeKingdomsRedux/types';
import { TRADE } from '../../game/threeKingdomsRedux/trade';

/** A uniformly random element (the array must not be empty). */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[randomInt(rng, items.length)];
}

/** A uniformly random k-subset, in random order. */
export function sampleSubset<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const pool = [...items];
  const n = Math.min(k, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(rng, pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

/** Army types the state could form at least one unit of now (a trained army and the weapon). */
function formableArmyTypes(p: PlayerState): ArmyType[] {
  if (p.trained < 1) return [];
  return ARMY_TYPES.filter((t) => p.weapons[WEAPON_OF[t]] >= 1);
}

interface AssignSampling {
  /** Chance of assigning army units on a battle space when any can be formed. */
  unitsOnBattle: number;
  /** Chance of assigning popular support tokens when the state has some. */
  popularSupport: number;
  /** Chance of assigning the Han emperor token when it is available. */
  hanEmperorToken: number;
}

const DEFAULT_ASSIGN_SAMPLING: AssignSampling = { unitsOnBattle: 0.85, popularSupport: 0.25, hanEmperorToken: 0.3 };

/**
 * One candidate assignment: a general from hand, a space the state may bid
 * on, then extras within the state's supply and the general's leadership.
 * Returns null when the state has no general in hand. Not validated.
 */
export function sampleAssign(G: GameState, state: StateId, rng: Rng, opts: AssignSampling = DEFAULT_ASSIGN_SAMPLING): AssignArgs | null {
  const p = G.players[state];
  if (p.secret.hand.length === 0) return null;
  const general = pick(rng, p.secret.hand);
  const space = pick(rng, BIDDABLE_SPACES[state]);
  const lead = GENERALS[general].leadership.value;
  const args: AssignArgs = { general, space };
  const types = formableArmyTypes(p);
  const addUnits = () => {
    const type = pick(rng, types);
    const max = Math.min(lead, p.trained, p.weapons[WEAPON_OF[type]]);
    args.units = { type, count: 1 + randomInt(rng, max) };
  };
  if (isBattle(space)) {
    if (types.length > 0 && rng.next() < opts.unitsOnBattle) addUnits();
  } else if (isTribal(space)) {
    // Units, gold or neither (both are not allowed together).
    const r = randomInt(rng, 3);
    const maxGold = Math.min(lead, p.gold);
    if (r === 0 && types.length > 0) addUnits();
    else if (r === 1 && maxGold >= 1) args.gold = 1 + randomInt(rng, maxGold);
    return args;
  }
  if (p.popularSupport > 0 && rng.next() < opts.popularSupport) args.popularSupport = 1 + randomInt(rng, p.popularSupport);
  if (hanEmperorTokenAvailable(G, state) && rng.next() < opts.hanEmperorToken) args.hanEmperorToken = true;
  return args;
}

/** `k` weapons of random types (with repetition). */
function randomWeapons(rng: Rng, k: number): WeaponType[] {
  return Array.from({ length: k }, () => pick(rng, WEAPON_TYPES));
}

/** `k` weapons drawn without replacement from the state's supply, or null if it has fewer. */
function weaponsFromSupply(rng: Rng, p: PlayerState, k: number): WeaponType[] | null {
  const bag: WeaponType[] = [];
  for (const w of WEAPON_TYPES) for (let i = 0; i < p.weapons[w]; i++) bag.push(w);
  if (bag.length < k) return null;
  return sampleSubset(rng, bag, k);
}

/**
 * One candidate trade: a rice trade, a weapon trade or both, sized to what
 * the state holds. Not validated (purchases after sales may still lack gold).
 */
export function sampleTrade(G: GameState, state: StateId, rng: Rng): Extract<ActionChoice, { kind: 'trade' }> {
  const p = G.players[state];
  const choice: Extract<ActionChoice, { kind: 'trade' }> = { kind: 'trade' };
  // 0: none, 1: rice only, 2: weapons only, 3: both.
  const what = 1 + randomInt(rng, 3);
  if (what & 1) {
    const direction: TradeDirection = rng.next() < 0.5 ? 'buy' : 'sell';
    const max =
      direction === 'sell'
        ? Math.min(TRADE.maxRiceLots, Math.floor(p.rice / TRADE.riceLot))
        : Math.min(TRADE.maxRiceLots, Math.max(1, Math.floor(p.gold / TRADE.riceBuyGold)));
    choice.rice = { direction, lots: 1 + randomInt(rng, Math.max(1, max)) };
  }
  if (what & 2) {
    const direction: TradeDirection = rng.next() < 0.5 ? 'buy' : 'sell';
    const size = rng.next() < 0.7 ? TRADE.weaponLot : TRADE.maxWeapons;
    const items = direction === 'sell' ? weaponsFromSupply(rng, p, size) : randomWeapons(rng, size);
    if (items) choice.weapons = { direction, items };
  }
  return choice;
}
