/**
 * A seeded random game through boardgame.io's reducer with the server's game
 * (src/server/games/serverGame.ts), as the server runs a match: the fast random bot
 * decides for whichever seat is to act. The server's patch, view and journal
 * tests use it, and so does scripts/benchBroadcast.ts.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { fastRandomMove } from '../../src/bots/threeKingdomsRedux/random';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { seededRng } from '../../src/game/rng';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { threeKingdomsReduxServer } from '../../src/server/games/threeKingdomsRedux';

export interface ServerGamePlay {
  /** Moves at most (default 3000, more than any game takes): the game may end first. */
  moves?: number;
  /** boardgame.io's seed for the match (its random plugin); without it, a random one, as the server gives. */
  gameSeed?: string;
  /** Called with each state before a move is made on it (boardgame.io's flow then changes its ctx in place). */
  beforeMove?: (state: State) => void;
  /** Called with each state a move made, at once. */
  afterMove?: (state: State, move: number) => void;
}

/** The states of the game, the initial one first; `seed` picks the bot's moves. */
export function playServerGame(seed: string, play: ServerGamePlay = {}): State[] {
  const game =
    play.gameSeed === undefined
      ? threeKingdomsReduxServer().game
      : Object.defineProperty(threeKingdomsReduxServer().game, 'seed', { value: play.gameSeed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 3 }) as State;
  const states = [state];
  const rng = seededRng(seed);
  for (let n = 0; n < (play.moves ?? 3000) && !(state.G as GameState).result; n++) {
    const G = state.G as GameState;
    const seat = statesToAct(G)[0];
    const playerID = ['0', '1', '2'].find((p) => stateOfPlayer(p) === seat)!;
    const { move, args } = toBgioAction(fastRandomMove(G, seat, rng));
    play.beforeMove?.(state);
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never) as State;
    play.afterMove?.(state, n);
    states.push(state);
  }
  return states;
}
