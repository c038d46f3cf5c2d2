/**
 * The random bot: a uniformly random legal move. It anchors the bot ladder and
 * drives the random-play property tests.
 */
import { legalMoves } from '../game/legal';
import type { Move } from '../game/moves';
import { randomInt, type Rng } from '../game/rng';
import type { GameState } from '../game/state';
import type { StateId } from '../game/types';

export function randomMove(G: GameState, state: StateId, rng: Rng): Move {
  const moves = legalMoves(G, state);
  if (moves.length === 0) throw new Error(`${state} has no legal move`);
  return moves[randomInt(rng, moves.length)];
}
