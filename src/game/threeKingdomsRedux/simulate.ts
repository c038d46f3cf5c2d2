/**
 * Plays a whole game through the pure rules, asking a policy for each move.
 * Used by `npm run play`, the benchmarks and the property tests.
 */
import { applyMove, newGame, statesToAct } from './engine';
import type { Move } from './moves';
import { seededRng, type Rng } from '../rng';
import type { Scenario } from './setup';
import type { GameState } from './state';
import type { StateId } from './types';

export type Policy = (G: GameState, state: StateId, rng: Rng) => Move;

interface PlayOptions {
  scenario?: Scenario;
  /** Called after every applied move (invariant checks, logging). */
  afterMove?: (G: GameState, state: StateId, move: Move) => void;
  maxMoves?: number;
}

export function playGame(seed: string | number, policy: Policy, opts: PlayOptions = {}): GameState {
  const rules = seededRng(seed);
  const players = seededRng(`players:${seed}`);
  const G = newGame(opts.scenario ?? {}, rules);
  const max = opts.maxMoves ?? 100_000;
  for (let n = 0; n < max; n++) {
    const acting = statesToAct(G);
    if (acting.length === 0) return G;
    const state = acting[0];
    const move = policy(G, state, players);
    const result = applyMove(G, state, move, rules);
    if (!result.ok) throw new Error(`policy chose an illegal move for ${state}: ${result.error} ${JSON.stringify(move)}`);
    opts.afterMove?.(G, state, move);
  }
  throw new Error(`game did not end within ${max} moves`);
}
