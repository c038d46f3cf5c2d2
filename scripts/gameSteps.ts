/**
 * A real game's states, move by move, as boardgame.io's Master stores them
 * (random legal moves through boardgame.io's reducer): for the storage
 * benchmarks (benchStorage.ts, storageWrites.ts).
 */
import type { LogEntry, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { fastRandomMove } from '../src/bots/threeKingdomsRedux/random';
import { statesToAct } from '../src/game/threeKingdomsRedux/engine';
import { makeGame, playerOfState, toBgioAction } from '../src/game/threeKingdomsRedux/game';
import { seededRng } from '../src/game/rng';
import type { GameState } from '../src/game/threeKingdomsRedux/state';

export interface Step {
  state: State;
  deltalog: LogEntry[];
}

/** A real game's states, move by move, as boardgame.io's Master would store them. */
export function gameSteps(seed: string, limit: number): { initial: State; steps: Step[] } {
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  const initial = InitializeGame({ game, numPlayers: 3, setupData: {} });
  const chooser = seededRng(`players:${seed}`);
  const steps: Step[] = [];
  let state = initial;
  while (steps.length < limit) {
    const acting = statesToAct(state.G as GameState);
    if (acting.length === 0 || state.ctx.gameover) break;
    const { move, args } = toBgioAction(fastRandomMove(state.G as GameState, acting[0], chooser));
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID: playerOfState(acting[0]) } });
    const { deltalog, ...stored } = state;
    steps.push({ state: stored as State, deltalog: deltalog ?? [] });
  }
  return { initial, steps };
}
