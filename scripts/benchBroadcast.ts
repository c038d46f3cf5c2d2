/**
 * Times the server's per-move work after the reducer, without sockets or
 * disks: each seat's view and its patch (src/server/sockets/seatBroadcast.ts, with
 * the messages encoded as socket.io would: JSON) and the journal's change
 * line (statePatch.ts's diffStates), over seeded random games played through
 * boardgame.io's reducer as the server runs it (docs/server-performance.md, "Measuring").
 * The hash of what was sent shows that a change left every message as it was.
 *   NODE_ENV=production node scripts/run-ts.mjs scripts/benchBroadcast.ts [games=4] [repetitions=5]
 */
import { createHash } from 'node:crypto';
import type { State } from 'boardgame.io';
import { diffBase, diffStates } from '../src/server/storage/statePatch';
import { threeKingdomsReduxServer } from '../src/server/games/threeKingdomsRedux';
import { seatBroadcast, type BroadcastClient } from '../src/server/sockets/seatBroadcast';
import { playServerGame } from '../test/server/serverGamePlay';

const games = Number(process.argv[2] ?? 4);
const repetitions = Number(process.argv[3] ?? 5);

/**
 * The states of a seeded random game through boardgame.io's reducer, to its end. The server gives every match
 * a random seed (src/server/games/serverGame.ts): a fixed one here, so every run plays the same games.
 */
const playGame = (seed: string): State[] => playServerGame(seed, { gameSeed: seed });

const played = Array.from({ length: games }, (_, i) => playGame(`broadcast-bench-${i}`));
const hash = createHash('sha256');
let moves = 0;
let broadcastMicros = 0;
let journalMicros = 0;
let bytes = 0;
for (let r = 0; r < repetitions; r++)
  for (const states of played) {
    const { game, reuseViewParts } = threeKingdomsReduxServer();
    const broadcast = seatBroadcast(game, reuseViewParts);
    const encoded: string[] = [];
    const clients: BroadcastClient[] = ['0', '1', '2'].map((playerID) => ({
      playerID,
      socket: {
        id: `s${playerID}`,
        nsp: { to: () => ({ emit: (event: string, ...args: unknown[]) => encoded.push(JSON.stringify([event, ...args])) }) },
      },
    }));
    let base = diffBase(states[0]);
    broadcast(clients, { type: 'update', args: ['m', states[0]] } as never);
    for (let i = 1; i < states.length; i++) {
      encoded.length = 0;
      const start = process.cpuUsage();
      broadcast(clients, { type: 'patch', args: ['m', states[i - 1]._stateID, states[i - 1], states[i]] } as never);
      const middle = process.cpuUsage(start);
      const line = JSON.stringify({ k: 'move', ops: diffStates(base, states[i]) });
      base = diffBase(states[i]);
      const end = process.cpuUsage(start);
      broadcastMicros += middle.user + middle.system;
      journalMicros += end.user + end.system - middle.user - middle.system;
      moves++;
      if (r === 0) {
        for (const message of encoded) {
          hash.update(message);
          bytes += message.length;
        }
        hash.update(line);
      }
    }
  }
console.log(
  `${moves} moves (${games} games × ${repetitions}); CPU a move: broadcast to 3 seats ${(broadcastMicros / moves).toFixed(1)} µs, ` +
    `journal line ${(journalMicros / moves).toFixed(1)} µs; ${(bytes / (moves / repetitions)).toFixed(0)} bytes sent a move; hash ${hash.digest('hex').slice(0, 16)}`,
);
