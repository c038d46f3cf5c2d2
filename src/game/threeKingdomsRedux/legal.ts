/**
 * Enumerates every legal move of a state (for boardgame.io's `ai.enumerate`,
 * our bots, the board's enabled buttons and the random-play property test),
 * from the listings of listings.ts.
 */
import { allianceSpaceError, recruitCount } from './conflict';
import { currentDecision } from './engine';
import { actionMoves, assignOptions, combinations, skillMoveList } from './listings';
import { choiceOptions } from './choices';
import type { Move } from './moves';
import { COMMON_SPACES } from './spaces';
import type { GameState } from './state';
import type { StateId } from './types';

export {
  actionChoices,
  actionMoves,
  actionRefused,
  assignOptions,
  bidMoves,
  combinations,
  skillMoveList,
  weaponMultisets,
} from './listings';

/** Every legal move of `state` now (empty when it is not this state's decision). */
export function legalMoves(G: GameState, state: StateId): Move[] {
  const d = currentDecision(G);
  switch (d.kind) {
    case 'recruit': {
      if (!d.states.includes(state)) return [];
      return [
        ...combinations(G.players[state].secret.drawn, recruitCount(G, state)).map((keep) => ({ type: 'recruit' as const, keep })),
        ...skillMoveList(G, state),
      ];
    }
    case 'selectAlliance':
      if (d.state !== state) return [];
      return [
        ...COMMON_SPACES.filter((s) => !allianceSpaceError(G, s)).map((space) => ({ type: 'selectAlliance' as const, space })),
        ...skillMoveList(G, state),
      ];
    case 'bid':
      if (d.state !== state) return [];
      return [{ type: 'pass' }, ...assignOptions(G, state).map((args) => ({ type: 'assign' as const, args })), ...skillMoveList(G, state)];
    case 'action': {
      if (d.state !== state) return [];
      const counted = actionMoves(G, state);
      const moves: Move[] = [];
      for (let i = 0; i < counted.count; i++) moves.push(counted.move(i));
      return moves;
    }
    case 'choice':
      if (d.state !== state) return [];
      return [...choiceOptions(G).map((option) => ({ type: 'choose' as const, option })), ...skillMoveList(G, state)];
    case 'gameOver':
    case 'automatic':
      return [];
  }
}
