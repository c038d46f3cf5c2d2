/**
 * A fast deep copy of G for search (G is plain JSON by design). The log is
 * dropped: searches never read it, and copying hundreds of sentences per
 * simulated move was the largest cost in profiles.
 */
import type { GameState } from '../game/state';

function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}

export function cloneForSearch(G: GameState): GameState {
  const log = G.log;
  (G as { log: GameState['log'] }).log = [];
  try {
    return copy(G);
  } finally {
    (G as { log: GameState['log'] }).log = log;
  }
}

/**
 * A cheaper copy for trying one action: shares what no action changes (each
 * state's undrawn generals, revealed list, recruitment rounds, and the decks
 * unless the action may import from them). Safe because actions never write
 * those parts; recruitment and setup, which do, are never tried on it.
 */
export function cloneForAction(G: GameState, mayDraw: boolean): GameState {
  const players = {} as GameState['players'];
  for (const key in G.players) {
    const p = G.players[key as keyof GameState['players']];
    const { secret, revealed, recruitedIn, ...rest } = p;
    players[key as keyof GameState['players']] = {
      ...copy(rest),
      revealed,
      recruitedIn,
      secret: { hand: [...secret.hand], undrawn: secret.undrawn, enhancementHand: [...secret.enhancementHand], drawn: secret.drawn },
    };
  }
  return {
    ...G,
    log: [],
    players,
    bids: copy(G.bids),
    pendingActions: copy(G.pendingActions),
    actionsTaken: copy(G.actionsTaken),
    won: G.won,
    locations: { ...G.locations },
    boardBorderTokens: [...G.boardBorderTokens],
    decks: mayDraw ? { separation: [...G.decks.separation], unification: [...G.decks.unification] } : G.decks,
    cardData: copy(G.cardData),
    pending: copy(G.pending),
    step: copy(G.step),
    hanEmperorNewFaceDown: G.hanEmperorNewFaceDown ? { ...G.hanEmperorNewFaceDown } : null,
  };
}
