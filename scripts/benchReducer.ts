/**
 * Times boardgame.io's reducer alone, as the server runs it, over seeded random games: what a move costs
 * in the rules, boardgame.io's flow and plugins and immer, without sockets or storage
 * (docs/server-performance.md, "Measuring"). The hash of the final states shows that a change left every outcome as it was.
 *   NODE_ENV=production node scripts/run-ts.mjs scripts/benchReducer.ts [games=6] [repetitions=3]
 * (NODE_ENV=production as on the server: otherwise boardgame.io checks every state is serializable.)
 */
import { createHash } from 'node:crypto';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { makeGame } from '../src/game/threeKingdomsRedux/game';

const games = Number(process.argv[2] ?? 6);
const repetitions = Number(process.argv[3] ?? 3);
type Action = { type: 'MAKE_MOVE'; payload: { type: string; args: unknown[]; playerID: string } };

const gameOf = (seed: string) => ProcessGameConfig({ ...makeGame(), seed });

/** A seeded random game's moves, chosen with the game's own move list (ai.enumerate). */
function trace(seed: string): Action[] {
  const game = gameOf(seed);
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 3 });
  let pick = 12345;
  const actions: Action[] = [];
  while (!state.ctx.gameover && actions.length < 3000) {
    const acting = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers).sort() : [state.ctx.currentPlayer];
    pick = (pick * 48271) % 2147483647;
    const playerID = acting[pick % acting.length];
    const options = game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args: unknown[] }[];
    pick = (pick * 48271) % 2147483647;
    const { move, args } = options[pick % options.length];
    const action: Action = { type: 'MAKE_MOVE', payload: { type: move, args, playerID } };
    state = reducer(state, action as never);
    actions.push(action);
  }
  return actions;
}

const traces = Array.from({ length: games }, (_, i) => ({ seed: `reducer-bench-${i}`, actions: trace(`reducer-bench-${i}`) }));
const finals: string[] = [];
let moves = 0;
let nanoseconds = 0;
for (let r = 0; r < repetitions; r++)
  for (const { seed, actions } of traces) {
    const game = gameOf(seed);
    const reducer = CreateGameReducer({ game });
    let state = InitializeGame({ game, numPlayers: 3 });
    const start = process.hrtime.bigint();
    for (const action of actions) state = reducer(state, action as never);
    nanoseconds += Number(process.hrtime.bigint() - start);
    moves += actions.length;
    if (r === 0) finals.push(JSON.stringify([state.G, state.ctx, state.plugins]));
  }
const hash = createHash('sha256').update(finals.join('\n')).digest('hex').slice(0, 16);
console.log(`${moves} moves, ${(nanoseconds / moves / 1000).toFixed(1)} µs a move in the reducer, final states' hash ${hash}`);
