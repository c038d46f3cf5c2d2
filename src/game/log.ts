import type { GameState } from './state';
import type { StateId } from './types';

/** Appends a plain-sentence entry to the public game log. */
export function log(G: GameState, state: StateId | undefined, text: string): void {
  G.log.push(state ? { round: G.round, state, text } : { round: G.round, text });
}
