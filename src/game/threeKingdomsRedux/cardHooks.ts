/**
 * What a card may hook into: the hook points' types (CardHooks and what its
 * hooks are called with) and the printed numbers of an action that `terms`
 * hooks change. hooks.ts registers the cards and finds their listeners.
 *
 * Choices. A card whose text says "you may" or "... of your choice" hands its
 * owner a decision. There are four shapes, all enumerable for the bots:
 *  - `choices`: a pending choice offered mid-flow (offerChoice), answered by
 *    the `choose` move before anything else happens;
 *  - `beforeActionOptions`: a choice made together with taking an action
 *    (the `before` field of the action choice), applied before the action;
 *  - `actionVariants`: another way to take an action ("... instead"), the
 *    action choice `{ kind: 'skill', card, option }`;
 *  - `skillMove`: a move usable whenever the owner may act ("at any time",
 *    Xun Yu during recruitment), the `useSkill` move.
 */
import type { GameState, Bid, Stationed, PendingChoice } from './state';
import type { ActionSpaceId, ArmyType, BorderId, Criterion, StateId } from './types';
import type { GeneralId } from './data/generals';
import type { BorderResult, ScoreCategory } from './types';
import type { ActionChoice } from './moves';
import type { CardId } from './cardIds';

/**
 * What a hook is called with. Read its fields, never copy it: a before-action effect's context, while the action
 * is judged, makes its `G` (a trial copy) when first read (TrialContext in actions.ts).
 */
export interface HookContext {
  G: GameState;
  state: StateId;
  card: CardId;
}

/** Who takes an action, and how (skills that "take the action" check `generals`: Overarching Principle 2). */
export interface ActionInfo {
  space: ActionSpaceId;
  /** The state's generals whose winning bid is on the space (empty for actions not taken via a space). */
  generals: GeneralId[];
  /** The chosen way of taking the action (absent before it is chosen, e.g. in `terms`). */
  choice?: ActionChoice;
  /** The state's gold before the action and its before-effects (set while the action is taken): what it received is the difference (Imperial Jade Seal). */
  goldAtStart?: number;
}

/**
 * The numbers an action uses. Skills that change how an action works when
 * their general takes it (Guan Yu's 3 armies, Dian Wei's 3 trainings, Guo
 * Jia's free instructor, ...) adjust these in `terms`; validators and effects
 * read them, so the board and the bots see the changed limits too.
 */
export interface ActionTerms {
  /** Armies gained by "recruit armies": untrained and trained. */
  recruitUntrained: number;
  recruitTrained: number;
  /** Most armies trained by "train armies". */
  trainMax: number;
  /** Rice paid to hire an instructor, and most armies it trains. */
  hireRice: number;
  hireTrainMax: number;
  /** Import technology draws from one chosen deck, or one card from each deck (Sima Yi). */
  importBothDecks: boolean;
  /** Popular support tokens won by "win popular support". */
  popularSupportWon: number;
  /** Extra tribal relations levels gained by "improve tribal relations". */
  tribalBonus: number;
  /** Construction: reduce the cost by 1 gold or 1 rice (Lu Su). */
  constructReduce: boolean;
  /** Construction: replace 1 of the cost tokens with 1 gold (Jiang Wei). */
  constructReplaceWithGold: boolean;
}

/**
 * The printed numbers, a fresh record a card's `terms` may change. Written out, not spread from the frozen
 * DEFAULT_TERMS: a spread of a frozen object takes V8's slow generic copy (1.2% of a fast-random game).
 */
export function printedTerms(): ActionTerms {
  return {
    recruitUntrained: 2,
    recruitTrained: 0,
    trainMax: 2,
    hireRice: 1,
    hireTrainMax: 2,
    importBothDecks: false,
    popularSupportWon: 1,
    tribalBonus: 0,
    constructReduce: false,
    constructReplaceWithGold: false,
  };
}

/** The printed numbers, shared and only read (actionTerms when no card changes them). */
export const DEFAULT_TERMS: Readonly<ActionTerms> = Object.freeze(printedTerms());

/** A pending choice's behaviour, registered by the card that offers it. */
export interface ChoiceHandler {
  /** The question, in words for the board ("Cao Ren: take 5 gold or 5 rice?"). */
  prompt(G: GameState, choice: PendingChoice): string;
  /** Every legal answer (plain JSON). An optional choice may also be answered null (decline). */
  options(G: GameState, choice: PendingChoice): unknown[];
  /** A short label for an answer (the board's button). */
  describe?(G: GameState, choice: PendingChoice, option: unknown): string;
  /** Carries out a legal answer. */
  apply(G: GameState, choice: PendingChoice, option: unknown): void;
  /** Carries out a decline (optional choices only), when declining has an effect of its own. */
  decline?(G: GameState, choice: PendingChoice): void;
}

/** An alternative way of taking an action ("... instead"). */
interface ActionVariant {
  /** The legal options for this variant now (empty: not available). */
  options(ctx: HookContext, info: ActionInfo): unknown[];
  describe(ctx: HookContext, info: ActionInfo, option: unknown): string;
  /** Carries out the variant in place of the action's usual effect. */
  perform(ctx: HookContext, info: ActionInfo, option: unknown): void;
}

/**
 * Ways a general may be stationed beyond the printed Battle rules (the
 * `stationing` hook). The engine merges what every active card says.
 */
export interface StationingRules {
  /** Zhao Yun: may be stationed with no army units, at any unoccupied location of the border; may then flip the token (1 VP). */
  withoutUnits?: boolean;
  /** Xu Huang (infantry): units of this type may go to any location of the border; there the token may be flipped (1 VP). */
  anyLocationWith?: ArmyType;
  /** Huang Zhong (archery): stationed with units of this type, 1 more unit of it may come from the supply. */
  extraUnitOf?: ArmyType;
  /** Liao Hua from round 6: may occupy 2 locations of the border with 1 army unit each. */
  twoLocations?: boolean;
}

/** A move the owner may use whenever it may act ("at any time"). */
export interface SkillMove {
  options(ctx: HookContext): unknown[];
  describe(ctx: HookContext, option: unknown): string;
  apply(ctx: HookContext, option: unknown): void;
}

export interface CardHooks {
  // --- conflict phase ---
  /** Changes a general's printed administration or combat (Lu Meng from round 4). */
  attribute?(ctx: HookContext, general: GeneralId, criterion: Criterion, value: number): number;
  /** Extra value a bid is worth on a space (e.g. Sun Jian's +1, Battering Ram). */
  bidBonus?(ctx: HookContext, bid: Bid, space: ActionSpaceId): number;
  /** Whether this card makes its state prevail in a bidding tie on `space` (Cao Cao). */
  winsBidTies?(ctx: HookContext, bids: readonly Bid[], space: ActionSpaceId): boolean;
  /** Whether this card makes its state lose a bidding tie on `space` (Huang Gai's left space). */
  losesBidTies?(ctx: HookContext, space: ActionSpaceId): boolean;
  /** Runs right after the alliance action space is selected (Yu Jin). */
  afterAllianceSelected?(ctx: HookContext): void;
  /** Runs when every general is assigned or every state passed, before tokens are removed (Huang Gai). */
  endOfConflict?(ctx: HookContext): void;
  /**
   * How many army types `general` (of this card's state) may be assigned with
   * to a battle or improve tribal relations space (printed: 1; Liao Hua from
   * round 6: 2). The engine takes the largest answer.
   */
  assignmentArmyTypes?(ctx: HookContext, general: GeneralId): number;
  /** Runs after a general of the state was assigned by the assign move (Liao Hua's two army types). */
  onAssigned?(ctx: HookContext, bid: Bid, space: ActionSpaceId): void;
  /** Runs when a bid's general goes home or its action is taken (Liu Bei's token). */
  onBidReturned?(ctx: HookContext, bid: Bid): void;
  // --- resolution phase: actions ---
  /** Runs when the state begins taking its actions (Zhuge Jin's and Pang Tong's second parts). */
  beginActions?(ctx: HookContext): void;
  /** Why the state may not take (`taking`) or decline this won action now, or null (commitments). */
  actionRefusal?(ctx: HookContext, space: ActionSpaceId, taking: boolean): string | null;
  /** Adjusts the numbers of an action the state is taking (see ActionTerms). */
  terms?(ctx: HookContext, info: ActionInfo, terms: ActionTerms): void;
  /**
   * Options of a choice made with the action and applied before it (Yue Jin's
   * gold or rice and weapon). null/absent: this card has no such choice now.
   * The first option is the default when the action choice names none.
   */
  beforeActionOptions?(ctx: HookContext, info: ActionInfo): unknown[] | null;
  /**
   * Runs just before the state takes an action; `option` is its before-choice, if any.
   * May change only the acting state's numbers (gold, rice, armies, tokens...),
   * weapons, farm, marketplace, the development tokens in its granary and treasury
   * (not their border tokens), revealed generals, G.cardData's entries and the
   * log: the action is judged first on a trial
   * state that copies just those (afterBeforeEffects in actions.ts).
   */
  beforeAction?(ctx: HookContext, info: ActionInfo, option?: unknown): void;
  /** Runs just after the state took an action (mandatory effects; may offer choices). */
  afterAction?(ctx: HookContext, info: ActionInfo): void;
  /** Runs just after the state declined a won action (Nine-Rank System: now it is certain the action is not taken). */
  onActionDeclined?(ctx: HookContext, space: ActionSpaceId): void;
  /** Lower runs first (default 0): a card that looks at what the action and the other cards gave runs last (Imperial Jade Seal: 1). */
  afterActionOrder?: number;
  /** Other ways of taking actions this card allows, keyed by variant name. */
  actionVariants?: Record<string, ActionVariant>;
  /**
   * How `general` (of this card's state) may be stationed beyond the printed
   * rules (Zhao Yun, Xu Huang, Huang Zhong, Liao Hua), or null. Read by the
   * battle validator and the stationing options (battle.ts).
   */
  stationing?(ctx: HookContext, general: GeneralId): StationingRules | null;
  /** Runs when a general of the state has just been stationed. */
  onStationed?(ctx: HookContext, stationed: Stationed): void;
  /** Runs when this enhancement has just been constructed (immediate effects). */
  onConstructed?(ctx: HookContext): void;
  /** Runs after the state received popular support tokens from any source (Xun You). */
  onPopularSupportGained?(ctx: HookContext, count: number): void;
  // --- end of round ---
  /** Whether the state's tribal level is kept this round instead of reduced (Jia Xu). */
  skipsTribalReduction?(ctx: HookContext): boolean;
  /** Whether the state's tribal level rises by 1 this round instead of being reduced (Pang De, Ling Cao). */
  raisesTribalInstead?(ctx: HookContext): boolean;
  /**
   * Receive/Activate Benefits at the end of each round. Runs in action order,
   * and within a state by `endOfRoundOrder` (lower first, default 0): see
   * docs/rulings.md R13. May offer choices.
   */
  endOfRound?(ctx: HookContext): void;
  endOfRoundOrder?: number;
  /** Change to the rice owed for popular-support upkeep (negative reduces it). */
  popularSupportUpkeep?(ctx: HookContext, owed: number): number;
  // --- scoring ---
  /** Whether the state prevails in ties of a comparative category (Armistice, ...). */
  prevailsInTies?(ctx: HookContext, category: ScoreCategory): boolean;
  /** Changes how the state's borders score (Catapult: one tie counts as a win). Mutates `results`. */
  borderResults?(ctx: HookContext, results: Record<BorderId, BorderResult>): void;
  /** Extra end-of-game VPs this card earns (beyond its printed VP). */
  extraVP?(ctx: HookContext, places: ComparativePlaces): number;
  // --- choices ---
  /** The pending choices this card offers, by kind (see offerChoice). */
  choices?: Record<string, ChoiceHandler>;
  /** A move usable whenever the owner may act. */
  skillMove?: SkillMove;
}

/** Places in the comparative categories, as scored: 'first' | 'jointFirst' | ... */
export type Place = 'first' | 'jointFirst' | 'second' | 'jointSecond' | 'third';
export type ComparativePlaces = Record<'domesticDevelopment' | 'civilHarmony' | 'rank', Record<StateId, Place>>;
