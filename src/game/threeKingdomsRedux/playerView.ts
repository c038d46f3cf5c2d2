/**
 * What one seat may see (tkr-reference §5 "Hidden information"). Public: card
 * texts, assigned and stationed generals, resources, constructed enhancements,
 * counts of hidden cards. Hidden from opponents: unassigned recruited generals
 * (except those already shown on the board), enhancement hands, drawn
 * recruitment cards, the undrawn generals and the decks' order (even a seat's
 * own undrawn generals are shown unordered). Spectators see
 * only the public part.
 */
import { GENERALS, GENERAL_IDS, isGeneralId, type GeneralId } from './data/generals';
import type { EnhancementId } from './data/enhancements';
import type { CardId } from './cardIds';
import type { GameState, PendingChoice, PlayerState, Step } from './state';
import { STATES, type StateId } from './types';

function hidePlayer(p: PlayerState): PlayerState {
  const { hand, undrawn, enhancementHand, drawn } = p.secret;
  const recruitedIn: Partial<Record<GeneralId, number>> = {};
  for (const g of p.revealed) if (p.recruitedIn[g] !== undefined) recruitedIn[g] = p.recruitedIn[g];
  return {
    ...p,
    recruitedIn,
    // Generals seen on the board earlier are known to be back in hand.
    secret: { hand: hand.filter((g) => p.revealed.includes(g)), undrawn: [], enhancementHand: [], drawn: [] },
    hiddenCounts: { hand: hand.length, undrawn: undrawn.length, enhancementHand: enhancementHand.length, drawn: drawn.length },
  };
}

/**
 * A seat's own state. Its undrawn general cards are its own, but their order
 * is the shuffled deck's: the next card Xun Yu or Imperial Academy would draw
 * is the first. So the seat sees them in the card list's order.
 */
function ownView(p: PlayerState): PlayerState {
  const undrawn = GENERAL_IDS.filter((g) => p.secret.undrawn.includes(g));
  return { ...p, secret: { ...p.secret, undrawn } };
}

/**
 * How many cards a state holds, the same from G or from any seat's view:
 * a view empties another state's secret part and keeps the true numbers in
 * `hiddenCounts`; the seat's own secret part is complete. Whose decision it
 * is, the bots' estimates and the board's counts all read them through here.
 */
export const handCount = (p: PlayerState): number => p.hiddenCounts?.hand ?? p.secret.hand.length;
export const drawnCount = (p: PlayerState): number => p.hiddenCounts?.drawn ?? p.secret.drawn.length;
export const enhancementCount = (p: PlayerState): number => p.hiddenCounts?.enhancementHand ?? p.secret.enhancementHand.length;

export interface CardCounts {
  hand: number;
  undrawn: number;
  enhancementHand: number;
  drawn: number;
}

export function cardCounts(p: PlayerState): CardCounts {
  return (
    p.hiddenCounts ?? {
      hand: p.secret.hand.length,
      undrawn: p.secret.undrawn.length,
      enhancementHand: p.secret.enhancementHand.length,
      drawn: p.secret.drawn.length,
    }
  );
}

/** Card data of other states' generals is shown only once the general is revealed. */
function visibleCardData(G: GameState, seat: StateId | null): GameState['cardData'] {
  const out: GameState['cardData'] = {};
  for (const [card, data] of Object.entries(G.cardData)) {
    const owner = isGeneralId(card) ? GENERALS[card as GeneralId].state.value : undefined;
    if (owner && owner !== seat && !G.players[owner].revealed.includes(card as GeneralId)) continue;
    out[card] = data;
  }
  return out;
}

/** Whether `card` is a general of another state than `seat` that this seat has not seen (docs/hidden-information.md). */
function hiddenFrom(G: GameState, seat: StateId | null, owner: StateId, card: string): boolean {
  return owner !== seat && isGeneralId(card) && !G.players[owner].revealed.includes(card as GeneralId);
}

/**
 * The card in another state's pending choice stays secret until it is used
 * (docs/rulings.md R14): an optional choice of an unrevealed general shows
 * only that the state is deciding: its card is HIDDEN_CARD.
 */
const HIDDEN_CARD = 'hidden' as CardId;
function visiblePending(G: GameState, seat: StateId | null): PendingChoice[] {
  if (!G.pending.some((pc) => hiddenFrom(G, seat, pc.state, pc.card))) return G.pending;
  return G.pending.map((pc) =>
    hiddenFrom(G, seat, pc.state, pc.card) ? { state: pc.state, card: HIDDEN_CARD, kind: 'hidden', data: {}, optional: true } : pc,
  );
}

/** Receive/Activate Benefits: the queue of cards still to act names no unrevealed general of another state. */
function visibleStep(G: GameState, seat: StateId | null): Step {
  if (G.step.kind !== 'benefits') return G.step;
  return { kind: 'benefits', queue: G.step.queue.filter((e) => !hiddenFrom(G, seat, e.state, e.card)) };
}

/** Whether `pc` is another state's choice this view does not show (see visiblePending). */
export const isHiddenChoice = (pc: PendingChoice): boolean => pc.card === HIDDEN_CARD;

/**
 * The view of `seat` (null: a spectator). Never mutates G. Every field of G
 * and who may see it: docs/hidden-information.md.
 */
export function observe(G: GameState, seat: StateId | null): GameState {
  const players = {} as Record<StateId, PlayerState>;
  for (const s of STATES) players[s] = s === seat ? ownView(G.players[s]) : hidePlayer(G.players[s]);
  return {
    ...G,
    step: visibleStep(G, seat),
    pending: visiblePending(G, seat),
    players,
    cardData: visibleCardData(G, seat),
    // Deck order is nobody's business; only the counts are public.
    decks: {
      separation: G.decks.separation.map(() => 'hidden' as EnhancementId),
      unification: G.decks.unification.map(() => 'hidden' as EnhancementId),
    },
  };
}

/**
 * Whether `G` reads as at most `seat`'s view: every other state's secret part
 * is emptied (observe keeps only its counts, in `hiddenCounts`). The advisor
 * checks it before analysing: it must never be handed the true state.
 */
export function isSeatView(G: GameState, seat: StateId): boolean {
  return STATES.every((s) => s === seat || G.players[s].hiddenCounts !== undefined);
}
