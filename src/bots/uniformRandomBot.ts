/** Any game's random bot: the floor of its bot ladder. */
import { countedLegalMoves, type GameContract } from '../game/contract';
import { randomInt } from '../game/rng';
import type { GameBot } from './bot';

/**
 * Any game's random bot: a legal move drawn uniformly from the contract's list (counted, the drawn one
 * built alone, where the game can: the same move as the list's). For games whose
 * view is a state the rules can read (a seat's legal moves never depend on what it cannot see).
 */
export function uniformRandomBot<View, Move, Seat extends string>(
  game: GameContract<View, Move, View, unknown, Seat>,
): GameBot<View, Move, Seat> {
  return {
    name: 'uniform-random',
    decide(view, seat, rng) {
      const moves = countedLegalMoves(game, view, seat);
      if (moves.count === 0) throw new Error(`${game.seats.name(seat)} has no legal move`);
      return moves.at(randomInt(rng, moves.count));
    },
  };
}
