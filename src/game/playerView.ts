/**
 * What one seat may see (tkr-reference §5 "Hidden information"). Public: card
 * texts, assigned and stationed generals, resources, constructed enhancements,
 * counts of hidden cards. Hidden from opponents: unassigned recruited generals
 * (except those already shown on the board), enhancement hands, drawn
 * recruitment cards, the undrawn generals and the decks' order. Spectators see
 * only the public part.
 */
import type { GeneralId } from './data/generals';
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

/** The view of `seat` (null: a spectator). Never mutates G. */
export function observe(G: GameState, seat: StateId | null): GameState {
  const players = {} as Record<StateId, PlayerState>;
  for (const s of STATES) players[s] = s === seat ? G.players[s] : hidePlayer(G.players[s]);
  return {
    ...G,
    players,
    // Deck order is nobody's business; only the counts are public.
    decks: {
      separation: G.decks.separation.map(() => 'hidden' as EnhancementId),
      unification: G.decks.unification.map(() => 'hidden' as EnhancementId),
    },
  };
}
