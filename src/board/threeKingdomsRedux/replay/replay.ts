/**
 * Re-runs a match record through the pure rules: the same seed drives
 * `seededRng`, which draws what boardgame.io's random drew in the match
 * (test/adapterEquivalence.test.ts), so every state after every move comes
 * back exactly as it was played.
 */
import { applyMove, newGame } from '../../../game/threeKingdomsRedux/engine';
import { seededRng } from '../../../game/rng';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { scenarioOf, type MatchRecord } from './record';

export interface Replay {
  /** states[0] is the state before the first move, states[i] the state after move i. */
  states: GameState[];
  /** Set when a move of the record was refused (the states stop before it). */
  error: string | null;
}

export function replayRecord(record: MatchRecord, upTo = record.moves.length): Replay {
  const rng = seededRng(record.seed);
  const G = newGame(scenarioOf(record), rng);
  const states: GameState[] = [structuredClone(G)];
  for (let i = 0; i < Math.min(upTo, record.moves.length); i++) {
    const { state, move } = record.moves[i];
    const result = applyMove(G, state, move, rng);
    if (!result.ok) return { states, error: `Move ${i + 1} (${state} ${move.type}) was refused: ${result.error}` };
    states.push(structuredClone(G));
  }
  return { states, error: null };
}

/** The final state of a record (for tests and for checking a record). */
export function finalState(record: MatchRecord): GameState {
  const { states, error } = replayRecord(record);
  if (error) throw new Error(error);
  return states[states.length - 1];
}
