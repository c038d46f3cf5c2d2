/**
 * Each frame the audit found to end the server process (issue 14, finding 1)
 * is sent, without credentials, to the server running as `npm run serve`
 * does (a child process), and then a player's move is made on a live match:
 * the process is still there and the move lands.
 *
 * With koa-socket-2's own socket.io 3.1.2 / engine.io 4.1.2 and no guard on
 * the default namespace, each ended the process (exit code 1):
 * - an event named by an object with its own "toString" (the guard called
 *   String(event)), on the game's namespace;
 * - a CONNECT_ERROR packet from a client, on the game's namespace;
 * - on the default namespace `/`: an event named "error" (CVE-2024-38355),
 *   an object event name, a CONNECT_ERROR;
 * - an HTTP Upgrade request followed by a TCP reset (CVE-2022-41940).
 */
import { LobbyClient } from 'boardgame.io/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameClient, SEAT_IDS, SEAT_NAMES, until, type GameClient, type TestServer } from './harness';
import { playMoves } from './postgresPlay';
import { abortedUpgrade, DEADLY_FRAMES, writeRawFrame } from './rawTraffic';
import { startServe, type ServeProcess } from './serveProcess';

const GAME = 'three-kingdoms-redux';
// A fresh process for each frame: each one alone ended it.
describe('frames that ended the server process', () => {
  let sp: ServeProcess;
  let players: GameClient[];

  beforeEach(async () => {
    sp = await startServe();
    const lobby = new LobbyClient({ server: sp.url });
    const { matchID } = await lobby.createMatch(GAME, { numPlayers: 3 });
    const seats = [];
    for (const playerID of SEAT_IDS)
      seats.push({ playerID, credentials: (await lobby.joinMatch(GAME, matchID, { playerID, playerName: SEAT_NAMES[+playerID] })).playerCredentials });
    const at = { url: sp.url, gameName: GAME } as TestServer;
    players = seats.map((seat) => gameClient(at, { matchID, ...seat }).client);
    for (const client of players) await until(client, () => true, 10_000);
  }, 90_000);

  afterEach(async () => {
    for (const client of players ?? []) client.stop();
    await sp?.stop();
  });

  /** The process is alive and a player's move lands (every player's client sees the new state). */
  async function expectServing(): Promise<void> {
    await playMoves(players, players, 1, 5000);
    expect(sp.alive(), sp.output()).toBe(true);
  }

  it.each(DEADLY_FRAMES)('$what: $frame', async ({ namespace, frame }) => {
    await writeRawFrame(sp.url, namespace, frame);
    await expectServing();
  });

  it('an HTTP Upgrade request followed by a TCP reset (CVE-2022-41940)', async () => {
    for (const path of ['/games', '/socket.io/?EIO=4&transport=websocket', '/']) {
      await abortedUpgrade(sp.url, path);
      await expectServing();
    }
  });
});
