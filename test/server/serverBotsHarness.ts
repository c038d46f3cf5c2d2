/**
 * For the bots' tests: the real server with its bots' and cleanup's options,
 * and a person's seat played by a test (boardgame.io's own client, choosing
 * random legal moves from its seat's view, as fast as the server answers).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botRng } from '../../src/bots/threeKingdomsRedux/match';
import { fastRandomMove } from '../../src/bots/threeKingdomsRedux/random';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import type { ServerBotsOptions } from '../../src/server/bots/serverBots';
import type { CleanupOptions } from '../../src/server/storage/cleanup';
import type { TimeSource } from '../../src/server/clocks/time';
import { startTestServer, type GameClient, type TestServer } from './harness';

/** The real server with one decision thread for its bots and no cleanup, unless told otherwise. */
export async function startBotServer(
  options: { dataDir?: string; bots?: ServerBotsOptions | false; cleanup?: CleanupOptions | false; time?: TimeSource } = {},
): Promise<TestServer & { log: string[] }> {
  const server = await startTestServer({
    dataDir: options.dataDir ?? mkdtempSync(join(tmpdir(), 'tkr-bots-')),
    bots: options.bots ?? { workers: 1 },
    cleanup: options.cleanup ?? false,
    time: options.time,
  });
  // Everything the server logged (the bots' reports too), not only refused packets.
  return { ...server, log: server.refusals };
}

/**
 * Plays the client's seat with random legal moves chosen from the client's
 * own state (its seat's view) until stopped; returns a stop function and the
 * moves sent so far.
 */
/**
 * Plays the client's seat with the fast random policy. `thinkMs`: how long the
 * person "thinks" before each move, so a match against instant bots lasts long
 * enough for a test to act in the middle of it.
 */
export function autoPlay(client: GameClient, seed = 'test', thinkMs = 0): { stop(): void; moves(): number } {
  const seat = stateOfPlayer(client.playerID)!;
  const rng = botRng(seed, seat);
  let sentOn: number | null = null;
  let moves = 0;
  let stopped = false;
  const play = () => {
    const state = client.getState();
    if (state && !state.isConnected) {
      // A move sent just before the connection dropped may be lost: decide again once resynced.
      sentOn = null;
      return;
    }
    if (stopped || !state || !state.isActive || state.ctx.gameover !== undefined || sentOn === state._stateID) return;
    if (!statesToAct(state.G).includes(seat)) return;
    const decidedOn = state._stateID;
    sentOn = decidedOn;
    const { move, args } = toBgioAction(fastRandomMove(state.G, seat, rng));
    // Sent outside the subscription callback: boardgame.io notifies subscribers while it dispatches.
    const send = (go: () => void) => (thinkMs > 0 ? setTimeout(go, thinkMs) : setImmediate(go));
    send(() => {
      // Stopped meanwhile (its client may be stopped too: boardgame.io's client then throws on a move).
      if (stopped) return;
      // A state that arrived meanwhile may make the move illegal: decide again on it instead.
      if (client.getState()?._stateID !== decidedOn) {
        if (sentOn === decidedOn) sentOn = null;
        play();
        return;
      }
      moves++;
      client.moves[move](...args);
      // A move refused without a new state (or lost) gets no answer: decide again after a while.
      setTimeout(() => {
        if (sentOn === decidedOn && client.getState()?._stateID === decidedOn) {
          sentOn = null;
          play();
        }
      }, 3000).unref();
    });
  };
  const unsubscribe = client.subscribe(play);
  return {
    stop() {
      stopped = true;
      unsubscribe();
    },
    moves: () => moves,
  };
}
