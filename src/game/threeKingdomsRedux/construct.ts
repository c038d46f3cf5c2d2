/**
 * Constructing state enhancements (rulebook, Construct State Enhancement):
 * prerequisite, cost (with the either-army and any-weapon icons) and payment.
 */
import { ENHANCEMENTS, type EnhancementId } from './data/enhancements';
import type { Cost, CostToken, Prerequisite } from './data/cardTypes';
import { RANKS } from './data/board';
import { forEachHook } from './hooks';
import { log } from './log';
import type { Payment } from './moves';
import { STATE_NAMES } from './spaces';
import { stationedArmyTypes, stationedUnits, type GameState, type PlayerState } from './state';
import { addWeapons, WEAPON_TYPES, type StateId, type WeaponType } from './types';

export function occupiedLocations(G: GameState, state: StateId): number {
  return Object.values(G.locations).filter((o) => o?.state === state).length;
}

/** Why `state` does not meet the prerequisite, or null when it does. */
export function prerequisiteError(G: GameState, state: StateId, pre: Prerequisite | null): string | null {
  if (!pre) return null;
  const p = G.players[state];
  switch (pre.kind) {
    case 'stationedUnitsOfType': {
      const n = stationedUnits(p, pre.armyType);
      return n >= pre.min ? null : `Requires at least ${pre.min} stationed ${pre.armyType} unit(s); you have ${n}.`;
    }
    case 'occupiedLocations': {
      const n = occupiedLocations(G, state);
      return n >= pre.min ? null : `Requires occupying at least ${pre.min} border location(s); you occupy ${n}.`;
    }
    case 'stationedArmyTypes': {
      const n = stationedArmyTypes(p).length;
      return n >= pre.min ? null : `Requires stationed units of at least ${pre.min} army types; you have ${n}.`;
    }
    case 'tribalLevel':
      return p.tribalLevel >= pre.min ? null : `Requires tribal relations level ${pre.min} or more.`;
    case 'rank':
      return p.rank >= pre.min ? null : `Requires rank ${RANKS[pre.min].value} or higher.`;
    case 'marketplaceLevel':
      return p.marketplace.level >= pre.min ? null : `Requires marketplace development level ${pre.min} or more.`;
    case 'farmLevel':
      return p.farm.level >= pre.min ? null : `Requires farm development level ${pre.min} or more.`;
    case 'farmAndMarketplaceLevels':
      return p.farm.level >= pre.min && p.marketplace.level >= pre.min
        ? null
        : `Requires farm and marketplace development levels of ${pre.min} or more.`;
    case 'constructedEnhancements':
      return p.constructed.length >= pre.min ? null : `Requires at least ${pre.min} constructed state enhancements.`;
  }
}

/** The tokens a payment takes from the state's supply, fully resolved. */
interface ResolvedPayment {
  gold: number;
  rice: number;
  popularSupport: number;
  untrained: number;
  trained: number;
  weapons: Record<WeaponType, number>;
}

/** What a construction may change about the printed cost (skills via the construct action only). */
export interface CostChanges {
  /** Lu Su: reduce by 1 gold or 1 rice. */
  reduce?: boolean;
  /** Jiang Wei: replace 1 cost token with 1 gold. */
  replaceWithGold?: boolean;
}

/** The printed cost after the payment's allowed changes (Lu Su, Jiang Wei), or why they do not apply. */
function adjustedCost(cost: Cost, payment: Payment, changes: CostChanges): Cost | string {
  // No change asked (every payment but Lu Su's and Jiang Wei's): the printed cost itself, only read, not a copy
  // per payment judged (a construction's listing judges every payment of every card in hand).
  if (payment.reduce === undefined && payment.replaceWithGold === undefined) return cost;
  const out: Partial<Record<CostToken, number>> = { ...cost };
  if (payment.reduce !== undefined) {
    if (!changes.reduce) return 'Only Lu Su, taking the construct action, reduces a construction cost.';
    if (payment.reduce !== 'gold' && payment.reduce !== 'rice') return 'Lu Su reduces the cost by 1 gold or 1 rice.';
    if (!out[payment.reduce]) return `The cost has no ${payment.reduce} to reduce.`;
    out[payment.reduce]! -= 1;
  }
  if (payment.replaceWithGold !== undefined) {
    if (!changes.replaceWithGold) return 'Only Jiang Wei, taking the construct action, replaces a cost with gold.';
    const t = payment.replaceWithGold;
    if (typeof t !== 'string' || !out[t]) return `The cost has no "${String(t)}" to replace with 1 gold.`;
    out[t]! -= 1;
    out.gold = (out.gold ?? 0) + 1;
  }
  return out;
}

/** Resolves a cost against a chosen payment, or explains why it cannot be paid. */
export function resolvePayment(
  p: PlayerState,
  printed: Cost,
  payment: Payment | null | undefined = {},
  changes: CostChanges = {},
): ResolvedPayment | string {
  if (payment === null || payment === undefined) payment = {};
  if (typeof payment !== 'object' || Array.isArray(payment)) return 'A payment says how many armies are paid trained and which weapons.';
  const cost = adjustedCost(printed, payment, changes);
  if (typeof cost === 'string') return cost;
  const out: ResolvedPayment = {
    gold: 0,
    rice: 0,
    popularSupport: 0,
    untrained: 0,
    trained: 0,
    weapons: { spear: 0, horse: 0, crossbow: 0, vessel: 0 },
  };
  let armies = 0;
  let anyWeapons = 0;
  // The cost's own tokens, each read once: a cost names 2 or 3 of the 9 kinds, in some 20 shapes, and a read of
  // every kind (the absent ones too) was a megamorphic lookup each, at every payment a listing judges.
  for (const t in cost) {
    const n = cost[t as CostToken]!;
    switch (t as CostToken) {
      case 'gold':
        out.gold = n;
        break;
      case 'rice':
        out.rice = n;
        break;
      case 'popularSupport':
        out.popularSupport = n;
        break;
      case 'spear':
      case 'horse':
      case 'crossbow':
      case 'vessel':
        addWeapons(out.weapons, t as WeaponType, n);
        break;
      case 'army':
        armies = n;
        break;
      case 'weapon':
        anyWeapons = n;
        break;
    }
  }
  if (payment.trainedArmies !== undefined) {
    const t = payment.trainedArmies;
    if (!Number.isInteger(t) || t < 0 || t > armies) return `Pay between 0 and ${armies} of the armies with trained armies.`;
    out.trained = t;
    out.untrained = armies - t;
  } else {
    // Default: untrained armies first, they are worth less.
    out.untrained = Math.min(armies, p.untrained);
    out.trained = armies - out.untrained;
  }
  let chosen = payment.weapons;
  if (chosen === undefined && anyWeapons > 0) {
    // Default: the most plentiful weapon types left after the specific costs.
    chosen = [];
    const left = { ...p.weapons };
    for (const w of WEAPON_TYPES) left[w] -= out.weapons[w];
    for (let i = 0; i < anyWeapons; i++) {
      const w = [...WEAPON_TYPES].sort((a, b) => left[b] - left[a])[0];
      chosen.push(w);
      left[w]--;
    }
  }
  chosen ??= [];
  if (!Array.isArray(chosen) || chosen.length !== anyWeapons) return `Choose exactly ${anyWeapons} weapon(s) for the "any weapon" cost.`;
  for (const w of chosen) {
    if (!WEAPON_TYPES.includes(w)) return `"${String(w)}" is not a weapon type.`;
    addWeapons(out.weapons, w, 1);
  }
  const lacking: string[] = [];
  if (p.gold < out.gold) lacking.push(`${out.gold} gold`);
  if (p.rice < out.rice) lacking.push(`${out.rice} rice`);
  if (p.popularSupport < out.popularSupport) lacking.push(`${out.popularSupport} popular support`);
  if (p.untrained < out.untrained) lacking.push(`${out.untrained} untrained armies`);
  if (p.trained < out.trained) lacking.push(`${out.trained} trained armies`);
  // Each weapon type by name, in WEAPON_TYPES' order: a load by a type given at run time is megamorphic.
  const have = p.weapons;
  const needs = out.weapons;
  if (have.spear < needs.spear) lacking.push(`${needs.spear} spears`);
  if (have.horse < needs.horse) lacking.push(`${needs.horse} horses`);
  if (have.crossbow < needs.crossbow) lacking.push(`${needs.crossbow} crossbows`);
  if (have.vessel < needs.vessel) lacking.push(`${needs.vessel} vessels`);
  return lacking.length ? `You cannot pay the cost: it needs ${lacking.join(', ')}.` : out;
}

function pay(p: PlayerState, r: ResolvedPayment): void {
  p.gold -= r.gold;
  p.rice -= r.rice;
  p.popularSupport -= r.popularSupport;
  p.untrained -= r.untrained;
  p.trained -= r.trained;
  for (const w of WEAPON_TYPES) p.weapons[w] -= r.weapons[w];
}

/** Why `state` cannot construct `card` with `payment` now, or null when it can. */
export function constructError(G: GameState, state: StateId, card: unknown, payment?: Payment, changes: CostChanges = {}): string | null {
  if (typeof card !== 'string' || !Object.hasOwn(ENHANCEMENTS, card)) return `"${String(card)}" is not a state enhancement.`;
  const id = card as EnhancementId;
  const p = G.players[state];
  if (!p.secret.enhancementHand.includes(id)) return `${ENHANCEMENTS[id].name.value} is not in your hand.`;
  const pre = prerequisiteError(G, state, ENHANCEMENTS[id].prerequisite.value);
  if (pre) return pre;
  const r = resolvePayment(p, ENHANCEMENTS[id].cost.value, payment, changes);
  return typeof r === 'string' ? r : null;
}

/** Plays `card` from hand: pays its cost, places it face up, runs its immediate effect. */
export function construct(G: GameState, state: StateId, card: EnhancementId, payment?: Payment, changes: CostChanges = {}): void {
  const p = G.players[state];
  const r = resolvePayment(p, ENHANCEMENTS[card].cost.value, payment, changes);
  if (typeof r === 'string') throw new Error(r);
  pay(p, r);
  p.secret.enhancementHand = p.secret.enhancementHand.filter((c) => c !== card);
  p.constructed.push(card);
  log(G, state, `${STATE_NAMES[state]} constructs ${ENHANCEMENTS[card].name.value}.`);
  forEachHook(G, state, 'onConstructed', (hook, ctx) => {
    if (ctx.card === card) hook(ctx);
  });
}
