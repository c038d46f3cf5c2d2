/**
 * A seeded random game through boardgame.io's reducer, for tests that play the same game in two builds
 * (plainStateSloppy.test.ts bundles this file as the page is bundled). The moves come from the game's own
 * move list (ai.enumerate) with a fixed pick sequence.
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { makeGame } from '../src/game/threeKingdomsRedux/game';
import { plainStateCounts } from '../src/game/threeKingdomsRedux/plainState';

export function playSeededGame(seed: string, moves: number): { states: string[]; counts: typeof plainStateCounts } {
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 3 });
  const start = { ...plainStateCounts };
  const states: string[] = [];
  let pick = 5;
  for (let i = 0; i < moves && !state.ctx.gameover; i++) {
    const acting = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers).sort() : [state.ctx.currentPlayer];
    pick = (pick * 48271) % 2147483647;
    const playerID = acting[pick % acting.length];
    const options = game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args: unknown[] }[];
    const { move, args } = options[Math.floor(pick / 3) % options.length];
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never);
    states.push(JSON.stringify([state.G, state.ctx, state.plugins]));
  }
  const counts = {
    planned: plainStateCounts.planned - start.planned,
    redone: plainStateCounts.redone - start.redone,
    full: plainStateCounts.full - start.full,
  };
  return { states, counts };
}
