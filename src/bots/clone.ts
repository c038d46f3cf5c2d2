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
