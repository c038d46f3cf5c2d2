/**
 * Card hooks: the named points where a general's skill or a state
 * enhancement's effect acts. The phase code calls these points and knows no
 * card by name; a card module registers the hooks it needs (Terraforming Mars
 * style), so adding a card never touches the rules' flow.
 *
 * A card is active for a state when it is a recruited general of that state
 * (not in the beginners' tutorial, where skills are ignored) or an enhancement
 * the state has constructed.
 */
import type { GameState, Bid, Stationed } from './state';
import type { ActionSpaceId, StateId } from './types';
import type { GeneralId } from './data/generals';
import type { EnhancementId } from './data/enhancements';
import type { ScoreCategory } from './scoring';

export type CardId = GeneralId | EnhancementId;

export interface HookContext {
  G: GameState;
  state: StateId;
  card: CardId;
}

export interface CardHooks {
  /** Extra value a bid is worth on a space (e.g. Sun Jian's +1, Battering Ram). */
  bidBonus?(ctx: HookContext, bid: Bid, space: ActionSpaceId): number;
  /** Whether this card makes its state prevail in a bidding tie on `space` (Cao Cao). */
  winsBidTies?(ctx: HookContext, bids: readonly Bid[], space: ActionSpaceId): boolean;
  /** Runs just before the state takes the action of `space` (mandatory effects). */
  beforeAction?(ctx: HookContext, space: ActionSpaceId): void;
  /** Runs just after the state took the action of `space` (mandatory effects). */
  afterAction?(ctx: HookContext, space: ActionSpaceId): void;
  /** Runs when a general of the state has just been stationed. */
  onStationed?(ctx: HookContext, stationed: Stationed): void;
  /** Runs when this enhancement has just been constructed (immediate effects). */
  onConstructed?(ctx: HookContext): void;
  /** Whether the state's tribal level is kept this round instead of reduced (Jia Xu, Pang De, Ling Cao). */
  skipsTribalReduction?(ctx: HookContext): boolean;
  /** Receive/Activate Benefits at the end of each round (mandatory effects). */
  endOfRound?(ctx: HookContext): void;
  /** Change to the rice owed for popular-support upkeep (negative reduces it). */
  popularSupportUpkeep?(ctx: HookContext, owed: number): number;
  /** Whether the state prevails in ties of a comparative category (Armistice, ...). */
  prevailsInTies?(ctx: HookContext, category: ScoreCategory): boolean;
  /** Extra end-of-game VPs this card earns (beyond its printed VP). */
  extraVP?(ctx: HookContext, places: ComparativePlaces): number;
}

/** Places in the comparative categories, as scored: 'first' | 'jointFirst' | ... */
export type Place = 'first' | 'jointFirst' | 'second' | 'jointSecond' | 'third';
export type ComparativePlaces = Record<'domesticDevelopment' | 'civilHarmony' | 'rank', Record<StateId, Place>>;

const registry = new Map<CardId, CardHooks>();

/** Cards call this at module load to attach their behaviour. */
export function registerCard(card: CardId, hooks: CardHooks): void {
  registry.set(card, hooks);
}

/** For tests only: removes a card's hooks again. */
export function unregisterCard(card: CardId): void {
  registry.delete(card);
}

/** Recruited generals on the board or in hand, plus constructed enhancements. */
export function activeCards(G: GameState, state: StateId): CardId[] {
  const p = G.players[state];
  const cards: CardId[] = [];
  if (G.mode === 'full') cards.push(...(Object.keys(p.recruitedIn) as GeneralId[]));
  cards.push(...p.constructed);
  return cards;
}

/** Calls `fn` for each active card of `state` that has the hook `name`. */
export function forEachHook<K extends keyof CardHooks>(
  G: GameState,
  state: StateId,
  name: K,
  fn: (hook: NonNullable<CardHooks[K]>, ctx: HookContext) => void,
): void {
  if (registry.size === 0) return;
  for (const card of activeCards(G, state)) {
    const hook = registry.get(card)?.[name];
    if (hook) fn(hook as NonNullable<CardHooks[K]>, { G, state, card });
  }
}

/** Sums a numeric hook over the state's active cards. */
export function sumHooks<K extends keyof CardHooks>(
  G: GameState,
  state: StateId,
  name: K,
  call: (hook: NonNullable<CardHooks[K]>, ctx: HookContext) => number,
): number {
  let total = 0;
  forEachHook(G, state, name, (hook, ctx) => {
    total += call(hook, ctx);
  });
  return total;
}

export function anyHook<K extends keyof CardHooks>(
  G: GameState,
  state: StateId,
  name: K,
  call: (hook: NonNullable<CardHooks[K]>, ctx: HookContext) => boolean,
): boolean {
  let any = false;
  forEachHook(G, state, name, (hook, ctx) => {
    if (call(hook, ctx)) any = true;
  });
  return any;
}
