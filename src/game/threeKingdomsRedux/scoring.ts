/**
 * End-of-game scoring (rulebook, Game End and the Scoring Sheet), with the
 * comparative-place rules of tkr-reference §5 and the final tiebreak.
 */
import { BORDERS, bordersOf, DEFICIT_VP, HAN_EMPEROR_TOKEN_VP, LOCATION_IDS, LOCATIONS, locationsAt, opponentAt } from './data/board';
import { ENHANCEMENTS, type EnhancementId } from './data/enhancements';
import { cardName, type CardId } from './cardIds';
import { scoringListeners, type Listener, type ScoringListeners } from './hooks';
import { STATE_NAMES } from './spaces';
import type { GameState } from './state';
import { STATES, type BorderId, type BorderResult, type ScoreCategory, type StateId } from './types';
import type { CardHooks, ComparativePlaces, Place } from './cardHooks';
import { borderVPOf, PLACE_VP, placeThree, tribalBonus } from './vpTables';

export type { BorderResult, ScoreCategory } from './types';

export const SCORE_CATEGORIES: readonly ScoreCategory[] = [
  'military',
  'border',
  'borderLocation',
  'domesticDevelopment',
  'civilHarmony',
  'rank',
  'hanEmperorToken',
  'stateEnhancement',
  'deficit',
];

/** Row labels of the rulebook's Scoring Sheet, in its order. */
export const SCORE_CATEGORY_LABELS: Record<ScoreCategory, string> = {
  military: 'Military',
  border: 'Border',
  borderLocation: 'Border Location',
  domesticDevelopment: 'Domestic Development',
  civilHarmony: 'Civil Harmony',
  rank: 'Rank',
  hanEmperorToken: 'Han Emperor Token',
  stateEnhancement: 'State Enhancement',
  deficit: 'Deficit Token',
};

export function occupiedAt(G: GameState, state: StateId, border: BorderId): number {
  let n = 0;
  for (const l of locationsAt(border)) if (G.locations[l]?.state === state) n++;
  return n;
}

interface StateScore {
  categories: Record<ScoreCategory, number>;
  total: number;
  /** Inputs, for the board's score sheet. */
  domesticDevelopmentLevel: number;
  civilHarmonyLevel: number;
  borderResults: Record<BorderId, BorderResult>;
  enhancementVP: Partial<Record<EnhancementId, number>>;
  goldAndRice: number;
}

/** A card that changed the score sheet (logged as its activation when the game ends). */
interface ScoringEffect {
  state: StateId;
  card: CardId;
  text: string;
}

export interface FinalResult {
  scores: Record<StateId, StateScore>;
  /** Which cards changed the score, and how (enhancements' scoring effects). */
  cardEffects: ScoringEffect[];
  places: ComparativePlaces;
  /** Best first, after the tiebreak (gold + rice, then Shu, Wu, Wei). */
  ranking: StateId[];
  winner: StateId;
  endReasons: string[];
}

const TIEBREAK_ORDER: StateId[] = ['shu', 'wu', 'wei'];
const TIEBREAK_RANK = Object.fromEntries(TIEBREAK_ORDER.map((s, i) => [s, i])) as Record<StateId, number>;
const COMPARATIVE_CATEGORIES = ['domesticDevelopment', 'civilHarmony', 'rank'] as const;

function sumValues(o: Partial<Record<string, number>>): number {
  let t = 0;
  for (const k in o) t += o[k] ?? 0;
  return t;
}

/** Whether a borderResults hook changed a result (it only sets the results of the state's own borders). */
function changedResults(before: Partial<Record<BorderId, BorderResult>>, after: Partial<Record<BorderId, BorderResult>>): boolean {
  let n = 0;
  for (const b in after) {
    n++;
    if (before[b as BorderId] !== after[b as BorderId]) return true;
  }
  for (const _ in before) n--;
  return n !== 0;
}

export function computeScores(G: GameState, endReasons: string[] = []): FinalResult {
  const { scores, places, cardEffects } = tally(G, true);
  // Best first: total, then gold and rice, then the tiebreak order (a total order, so any sort gives this one;
  // an insertion sort of three, as Array.prototype.sort's set-up showed in the bots' profile).
  const ranking = [...STATES];
  const before = (a: StateId, b: StateId) =>
    (scores[b].total - scores[a].total || scores[b].goldAndRice - scores[a].goldAndRice || TIEBREAK_RANK[a] - TIEBREAK_RANK[b]) < 0;
  for (let i = 1; i < ranking.length; i++)
    for (let j = i; j > 0 && before(ranking[j], ranking[j - 1]); j--) [ranking[j - 1], ranking[j]] = [ranking[j], ranking[j - 1]];
  return { scores, places, cardEffects, ranking, winner: ranking[0], endReasons };
}

/**
 * Each state's total VPs as if the game ended now, exactly as computeScores
 * counts them (the same tally), without the score sheet's detail: no
 * per-category record, no texts of the cards' effects, no ranking. For the
 * bots, which score many positions and read only the totals. (The VPs are
 * whole numbers, so the totals are the same whatever order they are added in.)
 */
export function scoreTotals(
  G: GameState,
  listeners?: StateListeners,
  occupied?: readonly number[],
  placeless?: KnownPlacelessVP,
): Record<StateId, number> {
  return tally(G, false, listeners, occupied, placeless).totals;
}

/**
 * What a caller that scores many positions sharing records already knows:
 * per state (STATES index), its placelessVP on this position, or undefined.
 * Read only for a state with no borderResults or extraVP listener.
 */
type KnownPlacelessVP = readonly (number | undefined)[];

/**
 * `s`'s VPs outside the comparative places, as the tally counts them for a
 * state with no borderResults or extraVP listener (no card hook of it runs
 * in the tally): military, border, border location, the enhancements'
 * printed VPs, civil harmony's tribal bonus, rank, the Han emperor token and
 * deficits. It reads the state's record, the occupation counts (occupation)
 * and the Han emperor token's holder, nothing else. Whole numbers, so added
 * to the places' VPs they make the very total the score sheet's order does.
 */
export function placelessVP(G: GameState, s: StateId, occupied: readonly number[]): number {
  const p = G.players[s];
  let wins = 0;
  let ties = 0;
  const count = bordersOf(s).length;
  for (let j = 0; j < count; j++) {
    const r = borderResultOf(occupied, s, j);
    if (r === 'win') wins++;
    else if (r === 'tie') ties++;
  }
  let vp = p.militaryVP + borderVPOf(wins, ties) + tribalBonus(p.tribalLevel) + p.rank + p.deficits * DEFICIT_VP;
  if (G.hanEmperorHolder === s) vp += HAN_EMPEROR_TOKEN_VP;
  for (let j = 0; j < p.constructed.length; j++) vp += ENHANCEMENTS[p.constructed[j]].vp.value;
  const treasuryTokens = p.treasury.borderTokens;
  for (let j = 0; j < treasuryTokens.length; j++) vp += treasuryTokens[j].vp;
  const granaryTokens = p.granary.borderTokens;
  for (let j = 0; j < granaryTokens.length; j++) vp += granaryTokens[j].vp;
  return vp;
}

/** Each state's scoring listeners (scoringListeners), in STATES order: looked up once by a caller that also reads them. */
export type StateListeners = readonly [ScoringListeners, ScoringListeners, ScoringListeners];

export function stateListeners(G: GameState): StateListeners {
  return [scoringListeners(G, STATES[0]), scoringListeners(G, STATES[1]), scoringListeners(G, STATES[2])];
}

interface Tally {
  totals: Record<StateId, number>;
  places: ComparativePlaces;
  /** With detail only (empty otherwise). */
  scores: Record<StateId, StateScore>;
  cardEffects: ScoringEffect[];
}

/** Each location's border, as an index into BORDERS (occupation counts by board order). */
const BORDER_INDEX_OF_LOCATION = LOCATION_IDS.map((l) => BORDERS.indexOf(LOCATIONS[l].border));
const STATE_INDEX: Record<StateId, number> = { wei: 0, wu: 1, shu: 2 };
const NO_LISTENERS: readonly Listener[] = [];
/** Stands for the places when nothing reads them (frozen: a write would throw). */
const NO_PLACES = Object.freeze({}) as ComparativePlaces;
/** Stands for the per-card record the totals alone never write (frozen: a write would throw). */
const NO_DETAIL: Partial<Record<EnhancementId, number>> = Object.freeze({});

/**
 * How many locations of each border each state occupies (index border * 3 +
 * state, in BORDERS and STATES order), in one pass over the board's locations.
 * scoreTotals takes it from a caller that scores many positions sharing one
 * board (the bots' evaluation memo), so it is counted once per board.
 */
export function occupation(G: GameState): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < LOCATION_IDS.length; i++) {
    const occupant = G.locations[LOCATION_IDS[i]];
    if (occupant) counts[BORDER_INDEX_OF_LOCATION[i] * 3 + STATE_INDEX[occupant.state]]++;
  }
  return counts;
}

/** Per state, per border of its (bordersOf order): where its and its opponent's counts are in occupation's list. */
const BORDER_SLOTS = Object.fromEntries(
  STATES.map((s) => [
    s,
    bordersOf(s).map((border) => ({
      mine: BORDERS.indexOf(border) * 3 + STATE_INDEX[s],
      theirs: BORDERS.indexOf(border) * 3 + STATE_INDEX[opponentAt(border, s)],
    })),
  ]),
) as unknown as Record<StateId, readonly { mine: number; theirs: number }[]>;

/** The result of the `j`th of `state`'s borders (bordersOf order). */
function borderResultOf(occupied: readonly number[], state: StateId, j: number): BorderResult {
  const slot = BORDER_SLOTS[state][j];
  const mine = occupied[slot.mine];
  const theirs = occupied[slot.theirs];
  return mine > theirs ? 'win' : mine === theirs ? 'tie' : 'loss';
}

/** The places of one comparative category, by STATES index, and the order they were given in. */
interface CategoryPlaces {
  placed: Place[];
  order: number[];
}

/**
 * Three slots each, every one written by placeThree: arrays of their final size (writing index 2 of an
 * empty array grew it to V8's default capacity; the bots' evaluation tallies every position it scores).
 */
const unplaced = (): CategoryPlaces => ({ placed: ['third', 'third', 'third'], order: [0, 0, 0] });
/** One per comparative category, rewritten by every tally that needs no places record (see tally). */
const SCRATCH_PLACES: CategoryPlaces[] = [unplaced(), unplaced(), unplaced()];

function placesRecord(c: CategoryPlaces): Record<StateId, Place> {
  const places = {} as Record<StateId, Place>;
  for (let k = 0; k < 3; k++) places[STATES[c.order[k]]] = c.placed[c.order[k]];
  return places;
}

/**
 * The score sheet: every state's total, and with `detail` its categories,
 * inputs and the cards' effects. The bots score many positions with it
 * (`scoreTotals`), so each state's hook listeners are looked up once, and the
 * records a hook or the sheet reads (a state's border results, the places)
 * are built only when the sheet's detail or a listening card asks for them.
 */
function tally(
  G: GameState,
  detail: boolean,
  listeners?: StateListeners,
  occupiedGiven?: readonly number[],
  placeless?: KnownPlacelessVP,
): Tally {
  const p0 = G.players[STATES[0]];
  const p1 = G.players[STATES[1]];
  const p2 = G.players[STATES[2]];
  const hooks = listeners ?? stateListeners(G);
  const cardEffects: ScoringEffect[] = [];
  // The states that prevail in each category's ties, as bits (bit 3c + i: STATES[i] in COMPARATIVE_CATEGORIES[c];
  // no Map or closure per position: the bots tally every position they score), and with detail the card that
  // does it, in STATES order (the hook is pure: each state's listeners are asked about all three categories in one walk).
  let prevailingBits = 0;
  let prevailingIn: Partial<Record<keyof ComparativePlaces, Map<StateId, CardId>>> | undefined;
  for (let i = 0; i < 3; i++) {
    const list = hooks[i].prevailsInTies;
    if (list === undefined) continue;
    const s = STATES[i];
    for (let j = 0; j < list.length; j++) {
      const { card, hook } = list[j];
      const prevails = hook as NonNullable<CardHooks['prevailsInTies']>;
      const ctx = { G, state: s, card };
      for (let c = 0; c < COMPARATIVE_CATEGORIES.length; c++) {
        const category = COMPARATIVE_CATEGORIES[c];
        if (!prevails(ctx, category)) continue;
        prevailingBits |= 1 << (3 * c + i);
        if (detail) ((prevailingIn ??= {})[category] ??= new Map()).set(s, card);
      }
    }
  }
  // The places as records (the score sheet's, and extraVP hooks' argument), only when read.
  const placesRead = detail || hooks[0].extraVP !== undefined || hooks[1].extraVP !== undefined || hooks[2].extraVP !== undefined;
  // Totals alone, with no card hook to run before they are added up (extraVP, borderResults): the places go
  // in arrays kept for that (nothing can tally again before they are read), not three new ones per position.
  const scratch =
    !placesRead && hooks[0].borderResults === undefined && hooks[1].borderResults === undefined && hooks[2].borderResults === undefined;
  // Each comparative category's places (COMPARATIVE_CATEGORIES order), from the three values read once.
  const categoryPlaces: CategoryPlaces[] = scratch ? SCRATCH_PLACES : [];
  for (let c = 0; c < COMPARATIVE_CATEGORIES.length; c++) {
    const category = COMPARATIVE_CATEGORIES[c];
    const v0 = c === 0 ? p0.farm.level + p0.marketplace.level : c === 1 ? p0.tribalLevel + p0.popularSupport : p0.rank;
    const v1 = c === 0 ? p1.farm.level + p1.marketplace.level : c === 1 ? p1.tribalLevel + p1.popularSupport : p1.rank;
    const v2 = c === 0 ? p2.farm.level + p2.marketplace.level : c === 1 ? p2.tribalLevel + p2.popularSupport : p2.rank;
    const prevailing = (prevailingBits >> (3 * c)) & 7;
    const placed = scratch ? SCRATCH_PLACES[c] : unplaced();
    placeThree(v0, v1, v2, prevailing, placed.placed, placed.order);
    if (!scratch) categoryPlaces.push(placed);
    // The places without the card are worked out only when a card prevails, for its effect's text.
    if (prevailing === 0 || !detail) continue;
    const printed = unplaced();
    placeThree(v0, v1, v2, 0, printed.placed, printed.order);
    for (const [s, card] of prevailingIn![category]!) {
      const i = STATE_INDEX[s];
      if (printed.placed[i] !== placed.placed[i])
        cardEffects.push({
          state: s,
          card,
          text: `${cardName(card)}: ${STATE_NAMES[s]} prevails in the ${SCORE_CATEGORY_LABELS[category].toLowerCase()} tie.`,
        });
    }
  }
  const places = (
    placesRead
      ? {
          domesticDevelopment: placesRecord(categoryPlaces[0]),
          civilHarmony: placesRecord(categoryPlaces[1]),
          rank: placesRecord(categoryPlaces[2]),
        }
      : NO_PLACES
  ) as ComparativePlaces;
  const totals = {} as Record<StateId, number>;
  const scores = {} as Record<StateId, StateScore>;
  const occupied = occupiedGiven ?? occupation(G);
  for (let i = 0; i < 3; i++) {
    const s = STATES[i];
    // Totals alone, for a state none of whose card hooks runs here: its placeless VPs (or the caller's) and its places.
    if (!detail && hooks[i].borderResults === undefined && hooks[i].extraVP === undefined) {
      totals[s] =
        (placeless?.[i] ?? placelessVP(G, s, occupied)) +
        PLACE_VP[categoryPlaces[0].placed[i]] +
        PLACE_VP[categoryPlaces[1].placed[i]] +
        PLACE_VP[categoryPlaces[2].placed[i]];
      continue;
    }
    const p = G.players[s];
    const borderHooks = hooks[i].borderResults ?? NO_LISTENERS;
    let wins = 0;
    let ties = 0;
    // The results as a record only for a card that changes them or for the sheet's detail.
    let borderResults: Record<BorderId, BorderResult> | undefined;
    if (detail || borderHooks.length > 0) {
      const results = {} as Record<BorderId, BorderResult>;
      const borders = bordersOf(s);
      for (let j = 0; j < borders.length; j++) results[borders[j]] = borderResultOf(occupied, s, j);
      for (const { card, hook } of borderHooks) {
        const before = detail ? { ...results } : undefined;
        (hook as NonNullable<CardHooks['borderResults']>)({ G, state: s, card }, results);
        if (before && changedResults(before, results))
          cardEffects.push({ state: s, card, text: `${cardName(card)}: a tied border of ${STATE_NAMES[s]} counts as a win.` });
      }
      for (const b in results) {
        const r = results[b as BorderId];
        if (r === 'win') wins++;
        else if (r === 'tie') ties++;
      }
      borderResults = results;
    } else {
      const count = bordersOf(s).length;
      for (let j = 0; j < count; j++) {
        const r = borderResultOf(occupied, s, j);
        if (r === 'win') wins++;
        else if (r === 'tie') ties++;
      }
    }
    // The enhancements' VPs, per card with detail; their sum is what the total needs.
    const enhancementVP: Partial<Record<EnhancementId, number>> = detail ? {} : NO_DETAIL;
    let enhancementTotal = 0;
    for (let j = 0; j < p.constructed.length; j++) {
      const card = p.constructed[j];
      const vp = ENHANCEMENTS[card].vp.value;
      if (detail) enhancementVP[card] = vp;
      enhancementTotal += vp;
    }
    let borderLocationVP = 0;
    const treasuryTokens = p.treasury.borderTokens;
    for (let j = 0; j < treasuryTokens.length; j++) borderLocationVP += treasuryTokens[j].vp;
    const granaryTokens = p.granary.borderTokens;
    for (let j = 0; j < granaryTokens.length; j++) borderLocationVP += granaryTokens[j].vp;
    const extraHooks = hooks[i].extraVP ?? NO_LISTENERS;
    for (let j = 0; j < extraHooks.length; j++) {
      const { card: listener, hook } = extraHooks[j];
      const card = listener as EnhancementId;
      const extra = (hook as NonNullable<CardHooks['extraVP']>)({ G, state: s, card }, places);
      // Only an enhancement's extra VPs are counted (under state enhancement).
      if (Object.hasOwn(ENHANCEMENTS, card)) {
        if (detail) enhancementVP[card] = (enhancementVP[card] ?? 0) + extra;
        enhancementTotal += extra;
      }
      if (detail && extra) cardEffects.push({ state: s, card, text: `${cardName(card)}: ${STATE_NAMES[s]} earns ${extra} more VP.` });
    }
    const military = p.militaryVP;
    const border = borderVPOf(wins, ties);
    const domesticDevelopment = PLACE_VP[categoryPlaces[0].placed[i]];
    const civilHarmony = PLACE_VP[categoryPlaces[1].placed[i]] + tribalBonus(p.tribalLevel);
    const rankVP = PLACE_VP[categoryPlaces[2].placed[i]] + p.rank;
    const hanEmperorToken = G.hanEmperorHolder === s ? HAN_EMPEROR_TOKEN_VP : 0;
    const deficit = p.deficits * DEFICIT_VP;
    if (!detail) {
      totals[s] =
        military + border + borderLocationVP + domesticDevelopment + civilHarmony + rankVP + hanEmperorToken + enhancementTotal + deficit;
      continue;
    }
    const categories: Record<ScoreCategory, number> = {
      military,
      border,
      borderLocation: borderLocationVP,
      domesticDevelopment,
      civilHarmony,
      rank: rankVP,
      hanEmperorToken,
      stateEnhancement: sumValues(enhancementVP),
      deficit,
    };
    const total = sumValues(categories);
    totals[s] = total;
    scores[s] = {
      categories,
      total,
      domesticDevelopmentLevel: p.farm.level + p.marketplace.level,
      civilHarmonyLevel: p.tribalLevel + p.popularSupport,
      borderResults: borderResults!,
      enhancementVP,
      goldAndRice: p.gold + p.rice,
    };
  }
  return { totals, places, scores, cardEffects };
}
