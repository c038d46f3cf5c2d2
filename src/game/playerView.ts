/**
 * What one seat may see (tkr-reference §5 "Hidden information"). Public: card
 * texts, assigned and stationed generals, resources, constructed enhancements,
 * counts of hidden cards. Hidden from opponents: unassigned recruited generals
 * (except those already shown on the board), enhancement hands, drawn
 * recruitment cards, the undrawn generals and the decks' order (even a seat's
 * own undrawn generals are shown unordered). Spectators see
 * only the public part.
 */
import { GENERALS, GENERAL_IDS, type GeneralId } from './data/generals';
import type { EnhancementId } from './data/enhancements';
import type { GameState, PlayerState } from './state';
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
    const owner = GENERALS[card as GeneralId]?.state.value;
    if (owner && owner !== seat && !G.players[owner].revealed.includes(card as GeneralId)) continue;
    out[card] = data;
  }
  return out;
}

/** The view of `seat` (null: a spectator). Never mutates G. */
export function observe(G: GameState, seat: StateId | null): GameState {
  const players = {} as Record<StateId, PlayerState>;
  for (const s of STATES) players[s] = s === seat ? ownView(G.players[s]) : hidePlayer(G.players[s]);
  return {
    ...G,
    players,
    cardData: visibleCardData(G, seat),
    // Deck order is nobody's business; only the counts are public.
    decks: {
      separation: G.decks.separation.map(() => 'hidden' as EnhancementId),
      unification: G.decks.unification.map(() => 'hidden' as EnhancementId),
    },
  };
}
