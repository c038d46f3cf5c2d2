/**
 * A static estimate of each state's final VPs from a position, used by the
 * heuristic bot to compare moves and by MCTS to score cut-off playouts.
 *
 * It starts from the score sheet as if the game ended now (computeScores:
 * comparative places included) and adds what the position is still worth:
 * military VPs the stationed units will earn in the remaining maintenances,
 * resources and cards (which become VPs only while rounds remain), minus the
 * upkeep they will cost and the deficits a short supply will bring. The
 * weights are judgement, documented in docs/bots.md; nothing here reads
 * hidden information beyond what the caller's view holds.
 */
import { EMPEROR_RANK, LAST_ROUND, MAX_DEVELOPMENT, STATIONED_GENERALS_TO_END, DEFICIT_VP } from '../../game/threeKingdomsRedux/data/board';
import { upkeepOwed, stationedUnitCount } from '../../game/threeKingdomsRedux/maintenance';
import { enhancementCount } from '../../game/threeKingdomsRedux/playerView';
import { occupation, placelessVP, scoreTotals, stateListeners, type StateListeners } from '../../game/threeKingdomsRedux/scoring';
import { scoringListeners, type ScoringListeners } from '../../game/threeKingdomsRedux/hooks';
import type { GameState, PlayerState } from '../../game/threeKingdomsRedux/state';
import { STATES, WEAPON_TYPES, type StateId } from '../../game/threeKingdomsRedux/types';
import { cardTerm } from './cardWorth';

/**
 * Which evaluation the bots score positions with. `legacy` is the one the
 * heuristic bot was built with (the golden corpus plays it, so it must not
 * change); `cards` adds what the cards are still worth (cardWorth.ts). The
 * bots' pricing (actionValue.ts, bidChoice.ts) calls evaluateAll deep inside,
 * so the profile is set around a whole decision (withEvaluation) rather than
 * passed down every call; decisions are synchronous, so one decision's
 * profile can never leak into another's.
 */
export type EvaluationProfile = 'legacy' | 'cards';
let activeProfile: EvaluationProfile = 'legacy';

/** The profile positions are scored with now (part of every memo key that caches scores). */
export const evaluationProfile = (): EvaluationProfile => activeProfile;

/** Runs `decide` with positions scored by `profile`, restoring the previous profile afterwards. */
export function withEvaluation<T>(profile: EvaluationProfile, decide: () => T): T {
  const previous = activeProfile;
  activeProfile = profile;
  try {
    return decide();
  } finally {
    activeProfile = previous;
  }
}

/** VP worth of a resource while the game has rounds to run (judgement; see docs/bots.md). */
const RESOURCE_VP = {
  gold: 0.3,
  rice: 0.25,
  trained: 1.0,
  untrained: 0.5,
  weapon: 0.3,
  flippedFarm: 1.2,
  flippedMarketplace: 1.1,
  enhancementCard: 1.2,
  popularSupportForBids: 0.2,
} as const;

/** Upkeep the stock will not cover: to be won by later actions or paid in deficits (-3 VP). */
const UNCOVERED_UPKEEP_VP = 1.0;

/** Maintenances (military VPs, upkeep) still expected before the game ends. */
export function horizon(G: GameState): number {
  if (G.result) return 0;
  // Maintenance of round r runs after its resolution unless the game ends then.
  let h = Math.max(0, LAST_ROUND - G.round);
  for (const s of STATES) {
    const p = G.players[s];
    const nearEnd =
      p.stationed.length >= STATIONED_GENERALS_TO_END - 1 ||
      p.rank >= EMPEROR_RANK - 1 ||
      p.farm.level + p.marketplace.level >= 2 * MAX_DEVELOPMENT - 1;
    if (nearEnd) h = Math.min(h, 1);
  }
  return h;
}

function weapons(p: PlayerState): number {
  let n = 0;
  for (const w of WEAPON_TYPES) n += p.weapons[w];
  return n;
}

/**
 * What one state's estimate adds to its score-sheet total, term by term, in
 * the order evaluateAll adds them (so a memo's copy adds up to the very same
 * number): stationed units for the maintenances left; then, while rounds
 * remain, the next upkeep's deficits, later upkeeps, resources, tribal
 * relations and (card-aware) the cards; then the tiebreak.
 */
interface StateTerms {
  units: number;
  /** Set while rounds remain (h > 0). */
  shortfall: number;
  laterRice: number;
  laterGold: number;
  resources: number;
  /** Whether tribal relations add a term (level 3 or below), and it. */
  hasTribal: boolean;
  tribal: number;
  /** The card-aware profile only. */
  cards: number;
  tiebreak: number;
}

const noTerms = (): StateTerms => ({
  units: 0,
  shortfall: 0,
  laterRice: 0,
  laterGold: 0,
  resources: 0,
  hasTribal: false,
  tribal: 0,
  cards: 0,
  tiebreak: 0,
});

/** The terms of a state not kept in a memo, written here and added up at once (estimate): no object per evaluation. */
const SCRATCH_TERMS = noTerms();

/** `s`'s terms, written into `terms` (every field). */
function stateTerms(
  G: GameState,
  s: StateId,
  h: number,
  listeners: ScoringListeners,
  profile: EvaluationProfile,
  terms: StateTerms,
): StateTerms {
  const p = G.players[s];
  terms.units = stationedUnitCount(p) * h;
  terms.shortfall = 0;
  terms.laterRice = 0;
  terms.laterGold = 0;
  terms.resources = 0;
  terms.hasTribal = false;
  terms.tribal = 0;
  terms.cards = 0;
  terms.tiebreak = (p.gold + p.rice) * 0.001;
  if (h > 0) {
    const owed = upkeepOwed(G, s, listeners);
    const riceOwed = owed.armyRice + owed.popularSupportRice;
    // Next upkeep: every missing token is a deficit (-3 VP).
    const shortRice = Math.max(0, riceOwed - p.rice);
    const shortGold = Math.max(0, owed.armyGold - p.gold);
    terms.shortfall = (shortRice + shortGold) * DEFICIT_VP * 0.8;
    // Later upkeeps eat the stock first; what the stock cannot cover must be won by actions or
    // becomes deficits, so it costs more than the stock's own worth.
    const later = Math.max(0, h - 1);
    const riceLeft = Math.max(0, p.rice - riceOwed);
    const goldLeft = Math.max(0, p.gold - owed.armyGold);
    const riceNeed = riceOwed * later;
    const goldNeed = owed.armyGold * later;
    terms.laterRice = Math.min(riceLeft, riceNeed) * RESOURCE_VP.rice + Math.max(0, riceNeed - riceLeft) * UNCOVERED_UPKEEP_VP;
    terms.laterGold = Math.min(goldLeft, goldNeed) * RESOURCE_VP.gold + Math.max(0, goldNeed - goldLeft) * UNCOVERED_UPKEEP_VP;
    // Resources and cards turn into VPs only while rounds remain.
    const late = h >= 2 ? 1 : 0.5;
    terms.resources =
      late *
      (p.gold * RESOURCE_VP.gold +
        p.rice * RESOURCE_VP.rice +
        p.trained * RESOURCE_VP.trained +
        p.untrained * RESOURCE_VP.untrained +
        weapons(p) * RESOURCE_VP.weapon +
        p.farm.flipped * RESOURCE_VP.flippedFarm +
        p.marketplace.flipped * RESOURCE_VP.flippedMarketplace +
        p.popularSupport * RESOURCE_VP.popularSupportForBids +
        (h >= 2 ? enhancementCount(p) * RESOURCE_VP.enhancementCard : 0));
    // Tribal relations fall by 1 each round without the action; level 1 is a rebellion (deficit).
    if (p.tribalLevel === 1) {
      terms.hasTribal = true;
      terms.tribal = DEFICIT_VP;
    } else if (p.tribalLevel <= 3) {
      terms.hasTribal = true;
      terms.tribal = DEFICIT_VP * 0.25 * (4 - p.tribalLevel);
    }
    // Card-aware: each card's own worth replaces the flat figure per card in hand, plus skills and effects to come.
    if (profile === 'cards') {
      const handWeight = h >= 2 ? late : 0;
      terms.cards = cardTerm(G, s, h, handWeight) - handWeight * enhancementCount(p) * RESOURCE_VP.enhancementCard;
    }
  }
  return terms;
}

/** A state's estimate: its score-sheet total plus its terms, added one by one in their order. */
function estimate(total: number, t: StateTerms, h: number, profile: EvaluationProfile): number {
  let v = total;
  v += t.units;
  if (h > 0) {
    v += t.shortfall;
    v -= t.laterRice;
    v -= t.laterGold;
    v += t.resources;
    if (t.hasTribal) v += t.tribal;
    if (profile === 'cards') v += t.cards;
  }
  v += t.tiebreak;
  return v;
}

/**
 * The other states' parts of the evaluation, kept while one decision of
 * `actor` scores its candidate positions (every choice of its won spaces, or
 * every space it prices for a bid). Those positions are copies of one G that
 * share the other states' records with it, and nothing writes those records
 * while the decision scores (cloneForAction and hypotheticalGain copy only
 * the actor's; test/game/threeKingdomsRedux/judging.test.ts scores every choice on a deep-frozen G).
 * So a state's hook listeners and its terms are found once per record and
 * reused: the terms by what else they read (the maintenances left, the
 * face-down generals, the evaluation profile), never when a card of the
 * state changes its upkeep (that hook is asked every time). Use one memo for
 * one decision on one G, and never across a change of G.
 *
 * The score sheet's parts are found once too. The board's occupation counts,
 * per locations record: the positions share G's, except a battle's, which gets
 * its own copy written before the position is scored and never after. An
 * other state's VPs outside the comparative places (scoring.ts placelessVP:
 * its record, the occupation and the Han emperor token's holder), per record,
 * locations record and holder, when no card hook of the state runs in the
 * tally. And the actor's listeners: its copies share its recruitment record
 * with G (nothing writes it while the decision scores) and differ only in what
 * they construct, so the hook index's answer is the same while the
 * constructed list is.
 */
export class EvaluationMemo {
  /** What is kept per other state's record; the record asked last per state (STATES index) is checked first. */
  private readonly kept = new Map<PlayerState, KeptParts>();
  private readonly lastRecord: (PlayerState | undefined)[] = [undefined, undefined, undefined];
  private readonly lastKept: (KeptParts | undefined)[] = [undefined, undefined, undefined];
  private readonly occupied = new Map<GameState['locations'], readonly number[]>();
  /** The placeless VPs known for the position being scored, by STATES index (scoreTotals' argument; rewritten per position). */
  private readonly known: (number | undefined)[] = [undefined, undefined, undefined];
  /** The position's listeners (rewritten per position, read while it is scored). */
  private readonly listening: ScoringListeners[] = [];
  /** advantageAfter's estimates (rewritten per position, read at once). */
  readonly estimates: Record<StateId, number> = { wei: 0, wu: 0, shu: 0 };
  private actorRecruitedIn: PlayerState['recruitedIn'] | undefined;
  private actorConstructed: PlayerState['constructed'] = [];
  private actorListeners: ScoringListeners | undefined;

  constructor(readonly actor: StateId) {}

  /** How many locations of each border each state occupies (scoring.ts occupation), once per locations record. */
  occupationOf(G: GameState): readonly number[] {
    let found = this.occupied.get(G.locations);
    if (found === undefined) this.occupied.set(G.locations, (found = occupation(G)));
    return found;
  }

  /**
   * The placeless VPs of the position's other states, where the tally would work them out alone (their
   * listeners in `listeners`); the actor's are always worked out (its record is the copy's own).
   */
  knownPlaceless(G: GameState, listeners: StateListeners, occupied: readonly number[]): readonly (number | undefined)[] {
    for (let i = 0; i < 3; i++) {
      const s = STATES[i];
      const l = listeners[i];
      if (s === this.actor || l.borderResults !== undefined || l.extraVP !== undefined) {
        this.known[i] = undefined;
        continue;
      }
      const entries = this.keptFor(G, i).placeless;
      let vp: number | undefined;
      for (let j = 0; j < entries.length; j++)
        if (entries[j].locations === G.locations && entries[j].holder === G.hanEmperorHolder) {
          vp = entries[j].vp;
          break;
        }
      if (vp === undefined) entries.push({ locations: G.locations, holder: G.hanEmperorHolder, vp: (vp = placelessVP(G, s, occupied)) });
      this.known[i] = vp;
    }
    return this.known;
  }

  /** Each state's listeners on this position, in STATES order. */
  stateListeners(G: GameState): StateListeners {
    const l = this.listening;
    l[0] = this.listenersOf(G, STATES[0]);
    l[1] = this.listenersOf(G, STATES[1]);
    l[2] = this.listenersOf(G, STATES[2]);
    return l as unknown as StateListeners;
  }

  listenersOf(G: GameState, s: StateId): ScoringListeners {
    if (s === this.actor) return this.actorListenersOf(G);
    return this.keptFor(G, STATE_INDEX[s]).listeners;
  }

  /** The parts kept for the record of STATES[i] on this position (never the actor's). */
  private keptFor(G: GameState, i: number): KeptParts {
    const s = STATES[i];
    const p = G.players[s];
    if (p === this.lastRecord[i]) return this.lastKept[i]!;
    let found = this.kept.get(p);
    if (found === undefined) this.kept.set(p, (found = { listeners: scoringListeners(G, s), terms: [], placeless: [] }));
    this.lastRecord[i] = p;
    this.lastKept[i] = found;
    return found;
  }

  private actorListenersOf(G: GameState): ScoringListeners {
    const p = G.players[this.actor];
    if (this.actorListeners !== undefined && p.recruitedIn === this.actorRecruitedIn && sameList(p.constructed, this.actorConstructed))
      return this.actorListeners;
    this.actorRecruitedIn = p.recruitedIn;
    this.actorConstructed = [...p.constructed];
    return (this.actorListeners = scoringListeners(G, this.actor));
  }

  termsOf(G: GameState, s: StateId, h: number, listeners: ScoringListeners, profile: EvaluationProfile): StateTerms {
    if (s === this.actor || listeners.popularSupportUpkeep !== undefined) return stateTerms(G, s, h, listeners, profile, SCRATCH_TERMS);
    const faceDown = G.hanEmperorFaceDown?.state === s ? G.hanEmperorFaceDown.general : null;
    const newFaceDown = G.hanEmperorNewFaceDown?.state === s ? G.hanEmperorNewFaceDown.general : null;
    const entries = this.keptFor(G, STATE_INDEX[s]).terms;
    for (const e of entries)
      if (e.h === h && e.faceDown === faceDown && e.newFaceDown === newFaceDown && e.profile === profile) return e.terms;
    const terms = stateTerms(G, s, h, listeners, profile, noTerms());
    entries.push({ h, faceDown, newFaceDown, profile, terms });
    return terms;
  }
}

/** An other state's evaluation parts kept by a memo, for one record of it. */
interface KeptParts {
  listeners: ScoringListeners;
  /** Its terms, by what else they read. */
  terms: { h: number; faceDown: string | null; newFaceDown: string | null; profile: EvaluationProfile; terms: StateTerms }[];
  /** Its placeless VPs, by the locations record and the Han emperor token's holder. */
  placeless: { locations: GameState['locations']; holder: StateId | null; vp: number }[];
}

const STATE_INDEX: Record<StateId, number> = { wei: 0, wu: 1, shu: 2 };

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Expected final VPs of every state from this position. With `memo`, the
 * other states' parts come from the memo (see EvaluationMemo): the same numbers.
 */
export function evaluateAll(G: GameState, memo?: EvaluationMemo): Record<StateId, number> {
  return evaluateInto(G, memo, {} as Record<StateId, number>);
}

/**
 * advantage(evaluateAll(G, memo), s): the estimates written into the memo's
 * own record instead of a new one per scored position (read at once, never kept).
 */
export function advantageAfter(G: GameState, s: StateId, memo: EvaluationMemo): number {
  return advantage(evaluateInto(G, memo, memo.estimates), s);
}

function evaluateInto(G: GameState, memo: EvaluationMemo | undefined, out: Record<StateId, number>): Record<StateId, number> {
  if (G.result) {
    for (const s of STATES) out[s] = G.result.scores[s].total;
    return out;
  }
  // computeScores' totals without the score sheet's detail (scoring.ts); each state's hook listeners
  // looked up once, for the tally and the upkeep.
  const listeners: StateListeners = memo ? memo.stateListeners(G) : stateListeners(G);
  let totals: Record<StateId, number>;
  if (memo) {
    const occupied = memo.occupationOf(G);
    totals = scoreTotals(G, listeners, occupied, memo.knownPlaceless(G, listeners, occupied));
  } else totals = scoreTotals(G, listeners);
  const h = horizon(G);
  const profile = activeProfile;
  for (let i = 0; i < STATES.length; i++) {
    const s = STATES[i];
    const terms = memo ? memo.termsOf(G, s, h, listeners[i], profile) : stateTerms(G, s, h, listeners[i], profile, SCRATCH_TERMS);
    out[s] = estimate(totals[s], terms, h, profile);
  }
  return out;
}

/** One state's advantage: its estimate minus the mean of the other two (what the heuristic bot maximises). */
export function advantage(values: Record<StateId, number>, s: StateId): number {
  // The other two in STATES order (the same sum as before; no list per call: every scored position asks).
  const [first, second] = OTHERS[s];
  return values[s] - (values[first] + values[second]) / 2;
}

const OTHERS = Object.fromEntries(STATES.map((s) => [s, STATES.filter((o) => o !== s)])) as unknown as Record<
  StateId,
  readonly [StateId, StateId]
>;
