/**
 * The game state `G`: plain JSON, no class instances, no closures, so it can be
 * cloned, serialised, stored by the server and searched by the bots. Pending
 * decisions are data (`step`), never callbacks.
 */
import type { GeneralId } from './data/generals';
import type { EnhancementId } from './data/enhancements';
import type { Deck } from './data/cardTypes';
import type { CardId } from './cardIds';
import type { LocationId } from './data/board';
import type { ActionSpaceId, ArmyType, CommonSpaceId, Criterion, StateId, WeaponType } from './types';

export type Phase = 'conflict' | 'resolution' | 'maintenance' | 'gameOver';
type Mode = 'full' | 'tutorial';

/** Army units assigned with a general: all of one type (rulebook, Bid For Action Spaces d). */
export interface UnitGroup {
  type: ArmyType;
  count: number;
}

/** One general token placed on an action space, with everything placed with it. */
export interface Bid {
  state: StateId;
  general: GeneralId;
  units: UnitGroup | null;
  /** A second army type (Liao Hua from round 6); bidUnitGroups lists both. */
  units2?: UnitGroup | null;
  /** Gold assigned with the general (improve tribal relations only). */
  gold: number;
  popularSupport: number;
  hanEmperorToken: boolean;
  /** Value of bid tokens placed by skills or enhancements (e.g. Sun Jian's +1). */
  bidTokens: number;
  /** Global order of assignment, for the tie rule. */
  seq: number;
}

/**
 * Records `generals` (one, or several in the order they join) as recruited by
 * the state in `round`: a new record in place of the old one (see
 * PlayerState.recruitedIn: an in-place write would leave the state's hook
 * index stale; the Readonly type makes one a compile error). A general
 * already there keeps his key's place, as an in-place write would: G's JSON
 * is the same. One record per recruitment, not per general: each is a copy.
 * The record has no prototype (dictionaryRecord) and is not frozen: every game
 * recruits in its own order (docs/performance.md, "How the code stays fast").
 */
export function setRecruitedIn(p: Pick<PlayerState, 'recruitedIn'>, generals: GeneralId | readonly GeneralId[], round: number): void {
  // No one joins: the record (and so the state's hook index) stays.
  if (typeof generals !== 'string' && generals.length === 0) return;
  const next = dictionaryRecord();
  const before = p.recruitedIn;
  // The keys by Object.keys, not a for-in: a dictionary-mode record has no enumeration cache, so a for-in
  // checks every key again as it walks.
  const keys = Object.keys(before) as GeneralId[];
  for (let i = 0; i < keys.length; i++) next[keys[i]] = before[keys[i]]!;
  if (typeof generals === 'string') next[generals] = round;
  else for (const g of generals) next[g] = round;
  p.recruitedIn = next;
}

/** Removes `general` from the state's recruitment record (a new record, as setRecruitedIn). */
export function clearRecruitedIn(p: Pick<PlayerState, 'recruitedIn'>, general: GeneralId): void {
  const next = dictionaryRecord();
  const before = p.recruitedIn;
  // By Object.keys, as setRecruitedIn.
  const keys = Object.keys(before) as GeneralId[];
  for (let i = 0; i < keys.length; i++) if (keys[i] !== general) next[keys[i]] = before[keys[i]]!;
  p.recruitedIn = next;
}

/**
 * An empty record without a prototype: V8 keeps it as a hash table, so keys added in any order cost one insert,
 * and a lookup of a key it lacks stops at the record (docs/performance.md, "How the code stays fast").
 */
function dictionaryRecord(): Record<string, number> {
  return Object.create(null) as Record<string, number>;
}

/** The army units placed with a bid: its one group, or two (Liao Hua). */
export function bidUnitGroups(bid: Pick<Bid, 'units' | 'units2'>): readonly UnitGroup[] {
  // Most bids hold no units: one shared empty list, and no intermediate list for the others (every
  // assignment, returned bid and battle judgement asks this).
  const { units, units2 } = bid;
  const first = !!units && units.count > 0;
  const second = !!units2 && units2.count > 0;
  if (first && second) return [units!, units2!];
  if (first) return [units!];
  if (second) return [units2!];
  return NO_UNIT_GROUPS;
}

const NO_UNIT_GROUPS: readonly UnitGroup[] = Object.freeze([]);

/** How many army units a bid holds, of every type. */
export function bidUnitCount(bid: Pick<Bid, 'units' | 'units2'>): number {
  const { units, units2 } = bid;
  return (units && units.count > 0 ? units.count : 0) + (units2 && units2.count > 0 ? units2.count : 0);
}

/** How many army units of `type` (of every type when omitted) the state has stationed. */
export function stationedUnits(p: Pick<PlayerState, 'stationed'>, type?: ArmyType): number {
  // Loops, not flatMap/filter: the bots' evaluation asks this for every position it scores.
  let t = 0;
  for (const s of p.stationed) for (const u of s.units) if (type === undefined || u.type === type) t += u.count;
  return t;
}

/** The army types among the state's stationed units. */
export function stationedArmyTypes(p: Pick<PlayerState, 'stationed'>): ArmyType[] {
  return [
    ...new Set(
      p.stationed
        .flatMap((s) => s.units)
        .filter((u) => u.count > 0)
        .map((u) => u.type),
    ),
  ];
}

interface BorderToken {
  location: LocationId;
  /** 1 when flipped to the 1 VP side (stationed with a specialised army type). */
  vp: 0 | 1;
}

interface Development {
  /** Tokens ever flipped (0-5): the development level. Harvest/collect tax never lower it. */
  level: number;
  /** Flipped tokens still on the development space (available to harvest/collect tax). */
  flipped: number;
}

export interface Store {
  /** Farm tokens (granary) or marketplace tokens (treasury). */
  devTokens: number;
  borderTokens: BorderToken[];
}

export interface Stationed {
  general: GeneralId;
  locations: LocationId[];
  units: UnitGroup[];
  border: import('./types').BorderId;
  round: number;
}

/** What only the owning seat may know. `playerView` removes it for everyone else. */
interface Secret {
  /** Recruited generals not on the board: available for bidding. */
  hand: GeneralId[];
  /** The state's remaining general cards (not yet recruited). */
  undrawn: GeneralId[];
  enhancementHand: EnhancementId[];
  /** Cards drawn during a recruitment, waiting for the selection. */
  drawn: GeneralId[];
}

export interface PlayerState {
  gold: number;
  rice: number;
  untrained: number;
  trained: number;
  weapons: Record<WeaponType, number>;
  popularSupport: number;
  deficits: number;
  farm: Development;
  marketplace: Development;
  granary: Store;
  treasury: Store;
  tribalLevel: number;
  rank: number;
  militaryVP: number;
  constructed: EnhancementId[];
  stationed: Stationed[];
  /** Generals this state has shown on the board at some time (public knowledge). */
  revealed: GeneralId[];
  /**
   * Set only in a view for another seat (see playerView): how many hidden cards
   * the secret part held before it was emptied.
   */
  hiddenCounts?: { hand: number; undrawn: number; enhancementHand: number; drawn: number };
  /**
   * Round in which each recruited general joined (shown to others only once revealed).
   * Never written in place: a recruitment makes a new record (setRecruitedIn). A
   * state's hook index is keyed by this record (hooks.ts), so the same record
   * always means the same generals and a hook point needs no count of its keys.
   */
  recruitedIn: Readonly<Partial<Record<GeneralId, number>>>;
  secret: Secret;
}

export type Step =
  /** Initial draft and rounds 3/5/9: every state with `drawn` cards selects at once. */
  | { kind: 'recruit' }
  | { kind: 'selectAlliance' }
  /** `next` indexes bidOrder: the first seat to consider for the next assignment. */
  | { kind: 'bidding'; next: number; passed: StateId[] }
  /** `index` indexes actionOrder: the state now taking its actions; `begun`: states whose turn has started. */
  | { kind: 'actions'; index: number; begun?: StateId[] }
  /** All bids are in: end-of-conflict card effects (Huang Gai), then the resolution phase. */
  | { kind: 'endConflict' }
  /** Every action is taken: reduce tribal relations, then receive/activate benefits. */
  | { kind: 'endRound' }
  /** Receive/activate benefits: the cards still to act, in order; each one's choices are answered before the next acts. */
  | { kind: 'benefits'; queue: { state: StateId; card: CardId }[] }
  /** Benefits are done (and their choices made): the game-end check. */
  | { kind: 'roundEndCheck' }
  /** Automatic steps that open a phase (run by the phase's onBegin in boardgame.io). */
  | { kind: 'startResolution' }
  | { kind: 'maintenance' }
  | { kind: 'startConflict' }
  | { kind: 'gameOver' };

/**
 * A decision a card's text hands its owner in the middle of the flow: "you
 * may ..." (optional) or "... of your choice" (mandatory). The card module
 * that offers it also enumerates its options and applies the chosen one
 * (cardHooks.ts `choices`), so the engine, the bots and the board treat every
 * card's choice alike. Pending choices are answered front first, before the
 * flow goes on.
 */
export interface PendingChoice {
  state: StateId;
  /** The card whose text offers the choice. */
  card: CardId;
  /** Which of the card's choices (a card may offer several). */
  kind: string;
  /** Plain-JSON details the card needs later (an amount, a space, ...). */
  data: Record<string, unknown>;
  /** "You may": the owner may decline (choose null). */
  optional: boolean;
}

interface WonSpace {
  space: ActionSpaceId;
  /** States entitled to take the action (both alliance states can win together). */
  winners: StateId[];
}

export interface LogEntry {
  round: number;
  state?: StateId;
  text: string;
  /** Set when a card's skill or effect fired (see logCard). */
  card?: CardId;
  /** Set on the heading entry that opens a phase (see logPhase): the board draws it as a marker. */
  phase?: Phase;
}

export interface GameState {
  mode: Mode;
  round: number;
  phase: Phase;
  step: Step;
  /** Bid order for the current round's conflict phase (after resolution: next round's). */
  bidOrder: StateId[];
  /** Action order for the current round's resolution phase. */
  actionOrder: StateId[];
  /** Criterion of "control Han emperor"; "win popular support" always has the other. */
  hanEmperorCriterion: Criterion;
  allianceSpace: CommonSpaceId | null;
  /** This round's alliance: the second and third states in bid order (Yu Jin may add Wei). */
  alliance: StateId[];
  previousAllianceSpace: CommonSpaceId | null;
  /** Holder of the Han emperor token, or null when it is in the general supply. */
  hanEmperorHolder: StateId | null;
  /** General left face down on "control Han emperor" last round (unavailable this round). */
  hanEmperorFaceDown: { state: StateId; general: GeneralId } | null;
  /** General left face down this round by the winner (becomes hanEmperorFaceDown next round). */
  hanEmperorNewFaceDown: { state: StateId; general: GeneralId } | null;
  bids: Partial<Record<ActionSpaceId, Bid[]>>;
  bidSeq: number;
  /** Resolution phase: spaces won and whose action is still to be taken or declined. */
  pendingActions: Record<StateId, ActionSpaceId[]>;
  /** Winners of each contested space this round (for counting and card hooks). */
  won: WonSpace[];
  /** Actions taken this round, per state, in order. */
  actionsTaken: Record<StateId, ActionSpaceId[]>;
  players: Record<StateId, PlayerState>;
  /** Occupant of each border location. */
  locations: Partial<Record<LocationId, { state: StateId; general: GeneralId }>>;
  /** Locations whose border token is still on the board. */
  boardBorderTokens: LocationId[];
  /** Enhancement decks, top card first. Hidden from every client. */
  decks: Record<Deck, EnhancementId[]>;
  /** Card choices waiting for their owner, front first (see PendingChoice). */
  pending: PendingChoice[];
  /** Card-specific data (bid tokens on Yu Jin, horses on Ma Chao, ...), keyed by card. */
  cardData: Record<string, unknown>;
  log: LogEntry[];
  /** Set when the game has ended: the final score sheet. */
  result: import('./scoring').FinalResult | null;
}

/**
 * An empty \`G.bids\` (dictionaryRecord): spaces gain their bid lists in a
 * different order every round. Keys keep their insertion order, so the JSON
 * (and every golden hash) is the same.
 */
export function emptyBids(): GameState['bids'] {
  return dictionaryRecord() as GameState['bids'];
}

/**
 * A shallow copy of G with every field written out, for the trial positions
 * the engine and the bots make (a before-action trial, the bots' copies): a
 * spread ({ ...G }) is a slow generic copy when the positions come in many
 * object shapes, as states the rules change in place and determinized samples
 * do (docs/performance.md, "How the code stays fast"). The caller replaces what it must not share.
 */
export function shallowState(G: GameState): GameState {
  return {
    mode: G.mode,
    round: G.round,
    phase: G.phase,
    step: G.step,
    bidOrder: G.bidOrder,
    actionOrder: G.actionOrder,
    hanEmperorCriterion: G.hanEmperorCriterion,
    allianceSpace: G.allianceSpace,
    alliance: G.alliance,
    previousAllianceSpace: G.previousAllianceSpace,
    hanEmperorHolder: G.hanEmperorHolder,
    hanEmperorFaceDown: G.hanEmperorFaceDown,
    hanEmperorNewFaceDown: G.hanEmperorNewFaceDown,
    bids: G.bids,
    bidSeq: G.bidSeq,
    pendingActions: G.pendingActions,
    won: G.won,
    actionsTaken: G.actionsTaken,
    players: G.players,
    locations: G.locations,
    boardBorderTokens: G.boardBorderTokens,
    decks: G.decks,
    pending: G.pending,
    cardData: G.cardData,
    log: G.log,
    result: G.result,
  };
}
