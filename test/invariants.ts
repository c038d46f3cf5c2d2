/**
 * Invariants of a game state that every rule must preserve, checked after
 * every move of the random-play property test (as `playGame`'s `afterMove`).
 * Each violation is reported with a message naming the state, the component
 * and the values, so a failing seed can be read without a debugger.
 */
import { GENERALS, generalsOf, type GeneralId } from '../src/game/threeKingdomsRedux/data/generals';
import { ENHANCEMENT_IDS, type EnhancementId } from '../src/game/threeKingdomsRedux/data/enhancements';
import {
  LOCATION_IDS,
  LOCATIONS,
  LAST_ROUND,
  MAX_DEVELOPMENT,
  MAX_TRIBAL_LEVEL,
  MIN_TRIBAL_LEVEL,
  EMPEROR_RANK,
  STATIONED_GENERALS_TO_END,
  type LocationId,
} from '../src/game/threeKingdomsRedux/data/board';
import type { Move } from '../src/game/threeKingdomsRedux/moves';
import { ALL_SPACES, isBattle, isTribal, mayBidOn } from '../src/game/threeKingdomsRedux/spaces';
import { bidUnitCount, bidUnitGroups, type GameState } from '../src/game/threeKingdomsRedux/state';
import { stationingRules } from '../src/game/threeKingdomsRedux/battle';
import { STATES, WEAPON_OF, WEAPON_TYPES, type StateId, type WeaponType } from '../src/game/threeKingdomsRedux/types';

import { hanDangTokens } from '../src/game/threeKingdomsRedux/cards/generals/wu/hanDang';
import { storeTokensFromCards } from '../src/game/threeKingdomsRedux/cards/shared/storeToken';
import { zhouYuTokens } from '../src/game/threeKingdomsRedux/cards/generals/wu/zhouYu';

class InvariantError extends Error {}

/** Written as the negation of the violation, so a NaN bound (from a broken level) flags nothing, as a comparison with NaN never does. */
const isCount = (n: unknown, lo: number, hi: number): boolean => !(typeof n !== 'number' || !Number.isInteger(n) || n < lo || n > hi);

/**
 * Collects violations; `check` throws them all at once with the context.
 * Names are built only for a violation: the checks run after every move of
 * thousands of games, where a sound state should cost no strings.
 */
class Violations {
  readonly list: string[] = [];
  add(msg: string): void {
    this.list.push(msg);
  }
  count(what: string, n: unknown, lo = 0, hi = Infinity): void {
    if (!isCount(n, lo, hi)) this.report(what, n, lo, hi);
  }
  /** `count` of the field `${owner}.${name}`. */
  field(owner: string, name: string, n: unknown, lo = 0, hi = Infinity): void {
    if (!isCount(n, lo, hi)) this.report(`${owner}.${name}`, n, lo, hi);
  }
  private report(what: string, n: unknown, lo: number, hi: number): void {
    this.add(`${what} = ${String(n)} (expected an integer in ${lo}..${hi === Infinity ? '∞' : hi})`);
  }
}

/**
 * Where each card or token was seen: one place name, or the list of them when
 * there are several (a sound state has one each, so it builds no lists).
 */
type Places<K> = Map<K, string | string[]>;

function put<K>(places: Places<K>, key: K, where: string): void {
  const seen = places.get(key);
  if (seen === undefined) places.set(key, where);
  else if (typeof seen === 'string') places.set(key, [seen, where]);
  else seen.push(where);
}

const placeList = (where: string | string[] | undefined): string[] =>
  where === undefined ? [] : typeof where === 'string' ? [where] : where;

/** The place names of each state, made once (they are the same for every state checked). */
const named = (suffix: string) => Object.fromEntries(STATES.map((s) => [s, `${s} ${suffix}`])) as Record<StateId, string>;
const HAND = named('hand');
const CONSTRUCTED = named('constructed');
const TREASURY = named('treasury');
const GRANARY = named('granary');
const WEAPON_FIELDS = Object.fromEntries(WEAPON_TYPES.map((w) => [w, `weapons.${w}`])) as Record<WeaponType, string>;
const ENHANCEMENT_SET: ReadonlySet<string> = new Set(ENHANCEMENT_IDS);

function checkPlayers(G: GameState, v: Violations): void {
  for (const s of STATES) {
    const p = G.players[s];
    v.field(s, 'gold', p.gold);
    v.field(s, 'rice', p.rice);
    v.field(s, 'untrained', p.untrained);
    v.field(s, 'trained', p.trained);
    for (const w of WEAPON_TYPES) v.field(s, WEAPON_FIELDS[w], p.weapons[w]);
    v.field(s, 'popularSupport', p.popularSupport);
    v.field(s, 'deficits', p.deficits);
    v.field(s, 'militaryVP', p.militaryVP);
    v.field(s, 'tribalLevel', p.tribalLevel, MIN_TRIBAL_LEVEL, MAX_TRIBAL_LEVEL);
    v.field(s, 'rank', p.rank, 0, EMPEROR_RANK);
    checkDevelopment(G, v, s, 'farm', 'granary');
    checkDevelopment(G, v, s, 'marketplace', 'treasury');
    // A state may win both battle spaces in the round it reaches its 5th general (4 -> 6);
    // the game then ends after that resolution phase, so more than 5 never outlives it.
    if (
      p.stationed.length > STATIONED_GENERALS_TO_END + 1 ||
      (p.stationed.length > STATIONED_GENERALS_TO_END && G.phase !== 'resolution' && G.phase !== 'gameOver')
    )
      v.add(`${s} has ${p.stationed.length} stationed generals in phase ${G.phase} (the 5th ends the game)`);
  }
}

function checkDevelopment(G: GameState, v: Violations, s: StateId, name: 'farm' | 'marketplace', storeName: 'granary' | 'treasury'): void {
  const p = G.players[s];
  const dev = p[name];
  const store = p[storeName];
  v.field(s, `${name}.level`, dev.level, 0, MAX_DEVELOPMENT);
  v.field(s, `${name}.flipped`, dev.flipped, 0, dev.level);
  v.field(s, `${storeName}.devTokens`, store.devTokens);
  // Each flipped token is on the development space, on the store, or removed from the game;
  // Han Dang, Zhou Yu, Roadways, Wooden Ox and Nine Bestowments add tokens from the general supply that are no development.
  // The cards' count (a number of cards, never negative) is asked only when the others leave too many tokens.
  const wuTokens = s === 'wu' ? hanDangTokens(G, storeName) + zhouYuTokens(G, storeName) : 0;
  if (dev.flipped + store.devTokens - wuTokens <= dev.level) return;
  const fromSupply = wuTokens + storeTokensFromCards(G, s, storeName);
  if (dev.flipped + store.devTokens - fromSupply > dev.level)
    v.add(
      `${s}.${name}: ${dev.flipped} flipped + ${store.devTokens} stored tokens (${fromSupply} from the supply) exceed level ${dev.level}`,
    );
}

/** Every general of each state in exactly one place; recruited ones and only those in recruitedIn. */
function checkGenerals(G: GameState, v: Violations): void {
  for (const s of STATES) {
    const p = G.players[s];
    const places: Places<GeneralId> = new Map();
    for (const g of p.secret.hand) put(places, g, 'hand');
    for (const g of p.secret.undrawn) put(places, g, 'undrawn');
    for (const g of p.secret.drawn) put(places, g, 'drawn');
    for (const space of ALL_SPACES) {
      const bids = G.bids[space];
      if (bids) for (const bid of bids) if (bid.state === s) put(places, bid.general, `bid on ${space}`);
    }
    if (G.hanEmperorFaceDown?.state === s) put(places, G.hanEmperorFaceDown.general, 'hanEmperorFaceDown');
    if (G.hanEmperorNewFaceDown?.state === s) put(places, G.hanEmperorNewFaceDown.general, 'hanEmperorNewFaceDown');
    for (const st of p.stationed) put(places, st.general, `stationed at ${st.locations.join('+')}`);

    const own = generalsOf(s);
    if (own.length !== 23) v.add(`${s} has ${own.length} general cards in the data, expected 23`);
    for (const g of own) {
      const where = places.get(g);
      if (where === undefined) {
        v.add(`${s}'s general ${g} is nowhere`);
        continue;
      }
      if (typeof where !== 'string') v.add(`${s}'s general ${g} is in ${where.length} places: ${where.join(', ')}`);
      const inDeck =
        typeof where === 'string' ? where === 'undrawn' || where === 'drawn' : where.includes('undrawn') || where.includes('drawn');
      const recruitedIn = p.recruitedIn[g];
      if (!inDeck && recruitedIn === undefined)
        v.add(`${s}'s general ${g} is recruited (${placeList(where).join(', ')}) but not in recruitedIn`);
      if (inDeck && recruitedIn !== undefined)
        v.add(`${s}'s general ${g} is ${placeList(where).join(', ')} but has recruitedIn = ${recruitedIn}`);
    }
    for (const g of places.keys())
      if (!(g in GENERALS) || GENERALS[g].state.value !== s)
        v.add(`${String(g)} is not a general of ${s} but is in its ${placeList(places.get(g)).join(', ')}`);
    for (const g of p.revealed) if (GENERALS[g]?.state.value !== s) v.add(`${s}.revealed holds ${String(g)}, not its general`);
  }
}

/** All 42 enhancement cards: in a deck, a hand or constructed, once each. */
function checkEnhancements(G: GameState, v: Violations): void {
  const places: Places<EnhancementId> = new Map();
  for (const c of G.decks.separation) put(places, c, 'separation deck');
  for (const c of G.decks.unification) put(places, c, 'unification deck');
  for (const s of STATES) {
    for (const c of G.players[s].secret.enhancementHand) put(places, c, HAND[s]);
    for (const c of G.players[s].constructed) put(places, c, CONSTRUCTED[s]);
  }
  if (ENHANCEMENT_IDS.length !== 42) v.add(`${ENHANCEMENT_IDS.length} enhancement cards in the data, expected 42`);
  for (const c of ENHANCEMENT_IDS) {
    const where = places.get(c);
    if (typeof where === 'string') continue;
    const list = placeList(where);
    v.add(`enhancement ${c} is in ${list.length} places${list.length ? ': ' + list.join(', ') : ''}`);
  }
  for (const c of places.keys()) if (!ENHANCEMENT_SET.has(c)) v.add(`unknown enhancement ${String(c)}`);
}

/** Border location tokens, occupied locations and stationed entries agree. */
function checkBorders(G: GameState, v: Violations): void {
  const tokenPlaces: Places<LocationId> = new Map();
  for (const l of G.boardBorderTokens) put(tokenPlaces, l, 'board');
  for (const s of STATES) {
    for (const t of G.players[s].treasury.borderTokens) put(tokenPlaces, t.location, TREASURY[s]);
    for (const t of G.players[s].granary.borderTokens) put(tokenPlaces, t.location, GRANARY[s]);
  }
  for (const l of LOCATION_IDS) {
    const where = tokenPlaces.get(l);
    const occupant = G.locations[l];
    if (typeof where === 'string') {
      // The one place of a sound token.
      const onBoard = where === 'board';
      if (occupant && onBoard) v.add(`${l} is occupied by ${occupant.state} but its token is still on the board`);
      if (!occupant && !onBoard) v.add(`${l} is unoccupied but its token is in ${where}`);
      if (occupant && !onBoard && !where.startsWith(occupant.state))
        v.add(`${l} is occupied by ${occupant.state} but its token is in ${where}`);
      continue;
    }
    const list = placeList(where);
    v.add(`border token ${l} is in ${list.length} places${list.length ? ': ' + list.join(', ') : ''}`);
    if (occupant && list.includes('board')) v.add(`${l} is occupied by ${occupant.state} but its token is still on the board`);
  }
  for (const l of tokenPlaces.keys()) if (!(l in LOCATIONS)) v.add(`unknown border location token ${String(l)}`);

  // Occupied locations <-> stationed entries.
  for (const key in G.locations) {
    const l = key as LocationId;
    const occ = G.locations[l];
    if (!occ) continue;
    const entry = G.players[occ.state]?.stationed.find((st) => st.general === occ.general);
    if (!entry) v.add(`${l} is occupied by ${occ.state}'s ${occ.general}, who has no stationed entry`);
    else if (!entry.locations.includes(l))
      v.add(`${l} is occupied by ${occ.general}, whose stationed entry lists ${entry.locations.join(', ')}`);
  }
  for (const s of STATES) {
    const seen = new Set<GeneralId>();
    for (const st of G.players[s].stationed) {
      if (seen.has(st.general)) v.add(`${s} has two stationed entries for ${st.general}`);
      seen.add(st.general);
      if (st.locations.length === 0) v.add(`${s}'s stationed ${st.general} occupies no location`);
      for (const l of st.locations) {
        const occ = G.locations[l];
        if (!occ || occ.state !== s || occ.general !== st.general)
          v.add(`${s}'s ${st.general} is stationed at ${l}, but G.locations[${l}] = ${JSON.stringify(occ ?? null)}`);
        if (LOCATIONS[l]?.border !== st.border) v.add(`${s}'s ${st.general} is stationed at ${l}, not on border ${st.border}`);
      }
      // Cards change the stationing rules (hooks.ts StationingRules: Xu Huang, Huang Zhong).
      const rules = stationingRules(G, s, st.general);
      const lead = GENERALS[st.general].leadership.value + (rules.extraUnitOf ? 1 : 0);
      let units = 0;
      for (const u of st.units) {
        if (!isCount(u.count, 0, Infinity)) v.count(`${s}'s stationed ${st.general} ${u.type} units`, u.count);
        units += u.count;
        if (u.count > 0 && rules.anyLocationWith !== u.type && !st.locations.some((l) => LOCATIONS[l]?.armyType.value === u.type))
          v.add(`${s}'s ${st.general} is stationed with ${u.type} units at ${st.locations.join(', ')}, which require other types`);
      }
      if (units > lead) v.add(`${s}'s ${st.general} is stationed with ${units} units, over leadership ${lead}`);
    }
  }
}

/** Bids: allowed spaces, units and gold within leadership, at most one Han emperor token. */
function checkBids(G: GameState, v: Violations): void {
  let hanTokens = 0;
  for (const key in G.bids) {
    const space = key as (typeof ALL_SPACES)[number];
    const bids = G.bids[space];
    if (!ALL_SPACES.includes(space)) v.add(`bids on unknown space ${space}`);
    for (const bid of bids ?? []) {
      const where = () => `${bid.state}'s bid of ${bid.general} on ${space}`;
      if (!mayBidOn(bid.state, space)) v.add(`${where()}: the state may not bid there`);
      const lead = GENERALS[bid.general]?.leadership.value ?? 0;
      if (bid.units) {
        const units = bidUnitCount(bid);
        if (!isCount(units, 1, lead)) v.count(`${where()}: units`, units, 1, lead);
        if (!isBattle(space) && !isTribal(space)) v.add(`${where()}: army units on a space that takes none`);
      }
      if (bid.units2 && !bid.units) v.add(`${where()}: a second army type without a first`);
      const maxGold = isTribal(space) ? lead : 0;
      if (!isCount(bid.gold, 0, maxGold)) v.count(`${where()}: gold`, bid.gold, 0, maxGold);
      if (!isCount(bid.popularSupport, 0, Infinity)) v.count(`${where()}: popularSupport`, bid.popularSupport);
      if (bid.units && bid.gold > 0) v.add(`${where()}: both units and gold`);
      if (bid.hanEmperorToken) {
        hanTokens++;
        if (G.hanEmperorHolder !== bid.state) v.add(`${where()} carries the Han emperor token held by ${G.hanEmperorHolder}`);
      }
    }
    if (isTribal(space) && (bids?.length ?? 0) > 1) v.add(`${bids!.length} bids on ${space}`);
  }
  if (hanTokens > 1) v.add(`the Han emperor token is on ${hanTokens} bids`);
}

function checkFlow(G: GameState, v: Violations): void {
  v.count('round', G.round, 1, LAST_ROUND);
  if ((G.phase === 'gameOver') !== (G.result !== null)) v.add(`phase ${G.phase} but result ${G.result ? 'set' : 'null'}`);
  if ((G.phase === 'gameOver') !== (G.step.kind === 'gameOver')) v.add(`phase ${G.phase} but step ${G.step.kind}`);
  for (const s of STATES) {
    const pending = G.pendingActions[s];
    if (pending)
      for (const space of pending)
        if (!(G.bids[space] ?? []).some((b) => b.state === s)) v.add(`${s} has a pending action on ${space} without a bid there`);
  }
}

/** Everything checkable from G alone; returns the violations (empty when G is sound). */
export function invariantViolations(G: GameState): string[] {
  const v = new Violations();
  checkPlayers(G, v);
  checkGenerals(G, v);
  checkEnhancements(G, v);
  checkBorders(G, v);
  checkBids(G, v);
  checkFlow(G, v);
  return v.list;
}

/** Supply plus what sits on bids, per state: constant while the state bids. */
interface BiddingTotals {
  round: number;
  trained: number;
  weapons: Record<WeaponType, number>;
  gold: number;
  popularSupport: number;
  generals: number;
}

function biddingTotals(G: GameState, s: StateId): BiddingTotals {
  const p = G.players[s];
  const t: BiddingTotals = {
    round: G.round,
    trained: p.trained,
    weapons: { ...p.weapons },
    gold: p.gold,
    popularSupport: p.popularSupport,
    generals: p.secret.hand.length,
  };
  for (const space of ALL_SPACES)
    for (const bid of G.bids[space] ?? []) {
      if (bid.state !== s) continue;
      t.generals++;
      t.gold += bid.gold;
      t.popularSupport += bid.popularSupport;
      for (const g of bidUnitGroups(bid)) {
        t.trained += g.count;
        t.weapons[WEAPON_OF[g.type]] += g.count;
      }
    }
  return t;
}

/** Equal as JSON (what the message prints): a non-finite number is null there. */
const sameJsonNumber = (x: number, y: number): boolean => x === y || (!Number.isFinite(x) && !Number.isFinite(y));

function sameTotals(a: BiddingTotals, b: BiddingTotals): boolean {
  if (
    !sameJsonNumber(a.round, b.round) ||
    !sameJsonNumber(a.trained, b.trained) ||
    !sameJsonNumber(a.gold, b.gold) ||
    !sameJsonNumber(a.popularSupport, b.popularSupport) ||
    !sameJsonNumber(a.generals, b.generals)
  )
    return false;
  for (const w of WEAPON_TYPES) if (!sameJsonNumber(a.weapons[w], b.weapons[w])) return false;
  return true;
}

export interface MoveContext {
  seed?: string | number;
  mode?: string;
}

/**
 * A stateful checker for `playGame`'s `afterMove`: checks `invariantViolations`
 * after every move, and during bidding that units, gold, popular support and
 * generals placed on bids are exactly what left the state's supply.
 */
export function invariantChecker(ctx: MoveContext = {}) {
  let previous: Record<StateId, BiddingTotals> | null = null;
  let moves = 0;
  return (G: GameState, state: StateId, move: Move): void => {
    moves++;
    const violations = invariantViolations(G);
    if (G.step.kind === 'bidding') {
      const now: Record<StateId, BiddingTotals> = {
        wei: biddingTotals(G, 'wei'),
        wu: biddingTotals(G, 'wu'),
        shu: biddingTotals(G, 'shu'),
      };
      if (previous)
        for (const s of STATES) {
          const a = previous[s];
          const b = now[s];
          // Skill moves trade supply tokens during bidding (Lu Fan's gold for rice).
          if (a.round !== b.round || move.type === 'useSkill') continue;
          if (!sameTotals(a, b))
            violations.push(`${s}: supply + bids changed during bidding: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
        }
      if (move.type === 'assign') {
        const bid = (G.bids[move.args.space] ?? []).find((b) => b.general === move.args.general && b.state === state);
        if (!bid) violations.push(`after assigning ${move.args.general} to ${move.args.space}, no such bid`);
        else {
          const expectUnits = move.args.units ? JSON.stringify(move.args.units) : 'null';
          if (JSON.stringify(bid.units) !== expectUnits)
            violations.push(`bid units ${JSON.stringify(bid.units)} != assigned ${expectUnits}`);
          if (bid.gold !== (move.args.gold ?? 0)) violations.push(`bid gold ${bid.gold} != assigned ${move.args.gold ?? 0}`);
          if (bid.popularSupport !== (move.args.popularSupport ?? 0))
            violations.push(`bid popular support ${bid.popularSupport} != assigned ${move.args.popularSupport ?? 0}`);
        }
      }
      previous = now;
    } else previous = null;
    if (violations.length > 0)
      throw new InvariantError(
        `invariant violated (seed ${String(ctx.seed)}, ${ctx.mode ?? G.mode} mode, move #${moves}, round ${G.round}, ` +
          `${state} played ${JSON.stringify(move)}):\n  - ${violations.join('\n  - ')}`,
      );
  };
}
