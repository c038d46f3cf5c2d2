/**
 * Card hooks: the named points where a general's skill or a state
 * enhancement's effect acts. The phase code calls these points and knows no
 * card by name; a card module defines the hooks it needs (Terraforming Mars
 * style), so one card's behaviour lives in one file (src/game/threeKingdomsRedux/cards/), and
 * cards/index.ts lists every card for the engine to install.
 *
 * A card is active for a state when it is a recruited general of that state
 * (not in the beginners' tutorial, where skills are ignored) or an enhancement
 * the state has constructed.
 */
import type { GameState, PlayerState } from './state';
import type { StateId } from './types';
import type { EnhancementId } from './data/enhancements';
import type { CardId } from './cardIds';
import type { CardHooks, HookContext } from './cardHooks';
import type { GeneralId } from './data/generals';

const registry = new Map<CardId, CardHooks>();
/** Bumped whenever the registry changes, so the hook indexes built before are rebuilt (see hookIndex). */
let registryVersion = 0;

/** One card's behaviour: the hooks it attaches. Each card module exports one; cards/index.ts lists them all. */
export interface CardDefinition {
  readonly card: CardId;
  readonly hooks: CardHooks;
}

/**
 * A card's definition. A hook name no hook point has (a misspelling) is refused here, naming the card, rather
 * than failing at the first hook index built for a state holding the card (NO_HOOKS lists the names every
 * index has).
 */
export function defineCard(card: CardId, hooks: CardHooks): CardDefinition {
  checkHookNames(card, hooks);
  return { card, hooks };
}

function checkHookNames(card: CardId, hooks: CardHooks): void {
  for (const name in hooks)
    if (!Object.hasOwn(NO_HOOKS, name)) throw new Error(`card ${card} registers a hook named ${name}, which no hook point has`);
}

/** Gives the hook points their cards: the engine installs the list of cards/index.ts once, when it is loaded. */
export function installCards(cards: readonly CardDefinition[]): void {
  for (const { card, hooks } of cards) registerCard(card, hooks);
}

/** Attaches `hooks` to `card` (installCards; tests replace a card's hooks with it). Returns what was there before. */
export function registerCard(card: CardId, hooks: CardHooks): CardHooks | undefined {
  checkHookNames(card, hooks);
  const before = registry.get(card);
  registry.set(card, hooks);
  registryVersion++;
  return before;
}

/** For tests only: removes a card's hooks again, or puts back what was there before. */
export function unregisterCard(card: CardId, restore?: CardHooks): void {
  if (restore) registry.set(card, restore);
  else registry.delete(card);
  registryVersion++;
}

export function hooksOf(card: CardId): CardHooks | undefined {
  return registry.get(card);
}

/** Whether `card` has registered behaviour (docs/cards.md and the coverage tests). */
export function isImplemented(card: CardId): boolean {
  return registry.has(card);
}

/**
 * The hook index of one state: its active cards and, per hook name, the cards
 * listening to it (all names at once). It is keyed by the state's recruitment
 * record (`recruitedIn`), so the copies that keep that record (the bots'
 * cloneForAction, afterBeforeEffects' trial record) find it without being
 * registered; a deep copy of G registers it with shareHookIndex. A record is
 * never written in place (a recruitment makes a new one: setRecruitedIn in
 * state.ts), so the same record means the same generals and is not counted
 * at each lookup (the count was a for-in over its keys per hook point); the
 * list of constructed enhancements is checked (cards only ever join a state,
 * and two copies may construct different enhancements). A hook point nobody
 * listens to costs one lookup and a length check.
 */
interface HookIndex {
  mode: GameState['mode'];
  /** The constructed enhancements it was built for: copies sharing the recruitment record may construct different ones. */
  constructed: readonly EnhancementId[];
  /** The state's own list it was built from: still that list and as long, nothing changed (cards only join, by push). */
  constructedList: readonly EnhancementId[];
  version: number;
  cards: readonly CardId[];
  listeners: ListenersByName;
  /** The afterAction listeners in the order they run (worked out when first asked). */
  afterActionRunOrder?: readonly Listener[];
  /** The listeners a position's evaluation asks for (worked out when first asked). */
  scoring?: ScoringListeners;
}

/**
 * A state's listeners of the hooks the score sheet and the upkeep ask for,
 * undefined where none listens: fields read where the bots' evaluation asks
 * a Map by name several times per scored position.
 */
export interface ScoringListeners {
  prevailsInTies: readonly Listener[] | undefined;
  borderResults: readonly Listener[] | undefined;
  extraVP: readonly Listener[] | undefined;
  popularSupportUpkeep: readonly Listener[] | undefined;
}

/** One active card's hook of some name (the hook is typed by its name where it is called). */
export interface Listener {
  card: CardId;
  hook: unknown;
}

const NO_LISTENERS: readonly Listener[] = [];

/** Per hook name, its listeners (NO_LISTENERS when none). */
type ListenersByName = Readonly<Record<keyof CardHooks, readonly Listener[]>>;

/**
 * Every hook name, each with no listener: the template of an index's
 * listeners. A record with every name in one order has one shape for every
 * index, so `hookList`'s read by name is a property load, not a Map's hash
 * lookup (the lookup was the largest line of the fast-random profile's hook
 * points). `satisfies` makes a new hook name in CardHooks a compile error here.
 */
const NO_HOOKS = {
  attribute: NO_LISTENERS,
  bidBonus: NO_LISTENERS,
  winsBidTies: NO_LISTENERS,
  losesBidTies: NO_LISTENERS,
  afterAllianceSelected: NO_LISTENERS,
  endOfConflict: NO_LISTENERS,
  assignmentArmyTypes: NO_LISTENERS,
  onAssigned: NO_LISTENERS,
  onBidReturned: NO_LISTENERS,
  beginActions: NO_LISTENERS,
  actionRefusal: NO_LISTENERS,
  terms: NO_LISTENERS,
  beforeActionOptions: NO_LISTENERS,
  beforeAction: NO_LISTENERS,
  afterAction: NO_LISTENERS,
  onActionDeclined: NO_LISTENERS,
  afterActionOrder: NO_LISTENERS,
  actionVariants: NO_LISTENERS,
  stationing: NO_LISTENERS,
  onStationed: NO_LISTENERS,
  onConstructed: NO_LISTENERS,
  onPopularSupportGained: NO_LISTENERS,
  skipsTribalReduction: NO_LISTENERS,
  raisesTribalInstead: NO_LISTENERS,
  endOfRound: NO_LISTENERS,
  endOfRoundOrder: NO_LISTENERS,
  popularSupportUpkeep: NO_LISTENERS,
  prevailsInTies: NO_LISTENERS,
  borderResults: NO_LISTENERS,
  extraVP: NO_LISTENERS,
  choices: NO_LISTENERS,
  skillMove: NO_LISTENERS,
} satisfies ListenersByName;
/**
 * Keyed by the state's recruitment record (G.players[state].recruitedIn): the
 * indexes built for it, newest first. More than one, because the copies that
 * share a record may construct different enhancements (the bots try each
 * construction on its own copy): each keeps its index instead of rebuilding
 * the one before; the oldest fall off the end.
 */
const indexes = new WeakMap<object, HookIndex[]>();
const INDEXES_PER_RECORD = 8;

function sameCards(a: readonly EnhancementId[], b: readonly EnhancementId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Per state, the recruitment record asked last and its index: hook points
 * mostly ask for the states of the position at hand (scoring asks all three in
 * turn), so this saves the WeakMap lookup. One record per state, picked by
 * name (lastOf), not a record keyed by the state: a keyed load by three names
 * is megamorphic.
 */
interface LastAsked {
  record: object | undefined;
  index: HookIndex | undefined;
}
const lastWei: LastAsked = { record: undefined, index: undefined };
const lastWu: LastAsked = { record: undefined, index: undefined };
const lastShu: LastAsked = { record: undefined, index: undefined };

function lastOf(state: StateId): LastAsked {
  return state === 'wei' ? lastWei : state === 'wu' ? lastWu : lastShu;
}

function fits(index: HookIndex, G: GameState, p: PlayerState): boolean {
  return (
    index.mode === G.mode &&
    index.version === registryVersion &&
    ((p.constructed === index.constructedList && p.constructed.length === index.constructed.length) ||
      sameCards(index.constructed, p.constructed))
  );
}

/**
 * The record and index asked last of all (whatever the state): consecutive hook points mostly ask about the
 * same state, and this check needs no lookup by the state's name (two such keyed loads per call showed in
 * the fast-random profile).
 */
let latestRecord: object | undefined;
let latestIndex: HookIndex | undefined;

function hookIndex(G: GameState, state: StateId): HookIndex {
  // Named loads, not G.players[state]: a keyed load by three names is megamorphic (a stub-cache probe per hook point).
  const p = state === 'wei' ? G.players.wei : state === 'wu' ? G.players.wu : G.players.shu;
  const key = p.recruitedIn;
  if (key === latestRecord && fits(latestIndex!, G, p)) return latestIndex!;
  return otherIndex(G, state, p, key);
}

/**
 * hookIndex when the index asked last does not fit: the state's own last index, one built before for the
 * record, or a new one. Apart, so that hookIndex stays small enough for the compiler to inline it into
 * every hook point (the common case is the one check above).
 */
function otherIndex(G: GameState, state: StateId, p: PlayerState, key: object): HookIndex {
  const last = lastOf(state);
  if (key === last.record && fits(last.index!, G, p)) {
    latestRecord = key;
    latestIndex = last.index;
    return last.index!;
  }
  const built = indexes.get(key);
  if (built)
    for (const index of built)
      if (fits(index, G, p)) {
        last.record = latestRecord = key;
        last.index = latestIndex = index;
        return index;
      }
  // The record's generals by Object.keys, not a for-in: the record is in dictionary mode, where a for-in checks
  // every key again as it walks (no enumeration cache).
  const cards: CardId[] = G.mode === 'full' ? (Object.keys(p.recruitedIn) as GeneralId[]) : [];
  for (const e of p.constructed) cards.push(e);
  const fresh: HookIndex = {
    mode: G.mode,
    constructed: [...p.constructed],
    constructedList: p.constructed,
    version: registryVersion,
    cards,
    listeners: listenersByName(cards),
  };
  if (built) {
    built.unshift(fresh);
    if (built.length > INDEXES_PER_RECORD) built.pop();
  } else indexes.set(key, [fresh]);
  last.record = latestRecord = key;
  last.index = latestIndex = fresh;
  return fresh;
}

/**
 * Every hook name's listeners among `cards`, in the cards' order, in one pass
 * over the hooks each card has (a card has a few of the many hook names).
 */
function listenersByName(cards: readonly CardId[]): ListenersByName {
  const listeners: Record<keyof CardHooks, Listener[]> = { ...(NO_HOOKS as Record<keyof CardHooks, Listener[]>) };
  for (const card of cards) {
    const own = cardListeners(card);
    for (let i = 0; i < own.length; i++) {
      const { name, listener } = own[i];
      let list = listeners[name];
      // Not yet a list of its own: the shared empty one.
      if (list === NO_LISTENERS) listeners[name] = list = [];
      list.push(listener);
    }
  }
  return listeners;
}

/** Per card, its hooks as listeners by name (made once per registry version: an index is rebuilt whenever a card joins a state). */
const ownListeners = new Map<CardId, readonly { name: keyof CardHooks; listener: Listener }[]>();
let ownListenersVersion = -1;

function cardListeners(card: CardId): readonly { name: keyof CardHooks; listener: Listener }[] {
  if (ownListenersVersion !== registryVersion) {
    ownListeners.clear();
    ownListenersVersion = registryVersion;
  }
  let own = ownListeners.get(card);
  if (own === undefined) {
    const list: { name: keyof CardHooks; listener: Listener }[] = [];
    const hooks = registry.get(card);
    if (hooks !== undefined)
      for (const name in hooks) {
        const hook = hooks[name as keyof CardHooks];
        if (hook !== undefined) list.push({ name: name as keyof CardHooks, listener: { card, hook } });
      }
    ownListeners.set(card, (own = list));
  }
  return own;
}

/**
 * Every hook name's listeners among `state`'s active cards, in the cards' order (empty when none): a hook
 * point walked often reads its name's list as a property (`stateHooks(G, state).terms`), a load the
 * compiler specialises at each call site, without forEachHook's closure.
 */
export function stateHooks(G: GameState, state: StateId): ListenersByName {
  return hookIndex(G, state).listeners;
}

/**
 * The listeners of hook `name` among `state`'s active cards (stateHooks by a name given at run time: a keyed
 * load every name goes through, so one the compiler cannot specialise; for the hook points asked rarely).
 */
export function hookList(G: GameState, state: StateId, name: keyof CardHooks): readonly Listener[] {
  return hookIndex(G, state).listeners[name];
}

function orNone(list: readonly Listener[]): readonly Listener[] | undefined {
  return list.length > 0 ? list : undefined;
}

/** `state`'s ScoringListeners, worked out once per hook index. */
export function scoringListeners(G: GameState, state: StateId): ScoringListeners {
  const index = hookIndex(G, state);
  return (index.scoring ??= {
    prevailsInTies: orNone(index.listeners.prevailsInTies),
    borderResults: orNone(index.listeners.borderResults),
    extraVP: orNone(index.listeners.extraVP),
    popularSupportUpkeep: orNone(index.listeners.popularSupportUpkeep),
  });
}

/**
 * `state`'s afterAction listeners in the order they run: lower
 * `afterActionOrder` first (default 0), equal orders in the cards' order (a
 * stable sort). Worked out once per hook index, not at every action taken.
 */
export function afterActionListeners(G: GameState, state: StateId): readonly Listener[] {
  const index = hookIndex(G, state);
  return (index.afterActionRunOrder ??= [...index.listeners.afterAction].sort(
    (a, b) => (registry.get(a.card)?.afterActionOrder ?? 0) - (registry.get(b.card)?.afterActionOrder ?? 0),
  ));
}

/**
 * Lets `copy`, a copy of G.players[state] with the same cards, use the index
 * already built for the original: needed only when the copy has a recruitment
 * record of its own (cloneForSearch's deep copy).
 */
export function shareHookIndex(original: PlayerState, copy: PlayerState): void {
  if (copy.recruitedIn === original.recruitedIn) return;
  const built = indexes.get(original.recruitedIn);
  // Its own list (newest first), so indexes built for the copy later stay the copy's.
  if (built) indexes.set(copy.recruitedIn, [...built]);
}

/** Recruited generals on the board or in hand, plus constructed enhancements. */
export function activeCards(G: GameState, state: StateId): CardId[] {
  return [...hookIndex(G, state).cards];
}

/** Whether `card` is active for `state` (see activeCards). */
export function isActive(G: GameState, state: StateId, card: CardId): boolean {
  const p = G.players[state];
  return (G.mode === 'full' && Object.hasOwn(p.recruitedIn, card)) || p.constructed.includes(card as EnhancementId);
}

/** Whether any active card of `state` has the hook `name`. */
export function hasHook(G: GameState, state: StateId, name: keyof CardHooks): boolean {
  return hookList(G, state, name).length > 0;
}

/** Calls `fn` for each active card of `state` that has the hook `name`. */
export function forEachHook<K extends keyof CardHooks>(
  G: GameState,
  state: StateId,
  name: K,
  fn: (hook: NonNullable<CardHooks[K]>, ctx: HookContext) => void,
): void {
  const list = hookList(G, state, name);
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    fn(hook as NonNullable<CardHooks[K]>, { G, state, card });
  }
}

/** Sums a numeric hook over the state's active cards. */
export function sumHooks<K extends keyof CardHooks>(
  G: GameState,
  state: StateId,
  name: K,
  call: (hook: NonNullable<CardHooks[K]>, ctx: HookContext) => number,
): number {
  // The listeners walked here, not through forEachHook: no closure per call (the bots' evaluation sums upkeep hooks).
  const list = hookList(G, state, name);
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    total += call(hook as NonNullable<CardHooks[K]>, { G, state, card });
  }
  return total;
}

export function anyHook<K extends keyof CardHooks>(
  G: GameState,
  state: StateId,
  name: K,
  call: (hook: NonNullable<CardHooks[K]>, ctx: HookContext) => boolean,
): boolean {
  // Every listener is asked, as before (a hook may log its activation).
  const list = hookList(G, state, name);
  let any = false;
  for (let i = 0; i < list.length; i++) {
    const { card, hook } = list[i];
    if (call(hook as NonNullable<CardHooks[K]>, { G, state, card })) any = true;
  }
  return any;
}
