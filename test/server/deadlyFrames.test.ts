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
import { gameClient, rawSocket, SEAT_IDS, SEAT_NAMES, sendMove, until, type GameClient, type TestServer } from './harness';
import { playMoves } from './postgresPlay';
import { abortedUpgrade, DEADLY_FRAMES, writeRawFrame } from './rawTraffic';
import { startServe, type ServeProcess } from './serveProcess';

const GAME = 'three-kingdoms-redux';
// A fresh process for each frame: each one alone ended it.
describe('frames that ended the server process', () => {
  let sp: ServeProcess;
  let players: GameClient[];
  let matchID: string;
  let seats: { playerID: (typeof SEAT_IDS)[number]; credentials: string }[];

  beforeEach(async () => {
    sp = await startServe();
    const lobby = new LobbyClient({ server: sp.url });
    ({ matchID } = await lobby.createMatch(GAME, { numPlayers: 3 }));
    seats = [];
    for (const playerID of SEAT_IDS)
      seats.push({
        playerID,
        credentials: (await lobby.joinMatch(GAME, matchID, { playerID, playerName: SEAT_NAMES[+playerID] })).playerCredentials,
      });
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

  // A seated player's move that the rules refuse: boardgame.io then logged it
  // with `${args}`, and an argument with its own "toString" made that throw:
  // a rejection nobody handles in its master (serve.ts logs those and serves
  // on; in a process without that handler, as the in-process test server's,
  // it is fatal). The guard now refuses such arguments before boardgame.io.
  it('a seated player\'s refused move whose argument has its own "toString"', async () => {
    const { socket } = await rawSocket({ url: sp.url, gameName: GAME } as TestServer);
    const stateID = players[0].getState()!._stateID;
    sendMove(socket, {
      matchID,
      stateID,
      playerID: seats[0].playerID,
      credentials: seats[0].credentials,
      name: 'recruit',
      args: [{ toString: 1 }],
    });
    sendMove(socket, {
      matchID,
      stateID,
      playerID: seats[0].playerID,
      credentials: seats[0].credentials,
      name: 'recruit',
      args: [[{ toString: 1 }]],
    });
    socket.close();
    await expectServing();
    expect(sp.output()).not.toContain('unhandled rejection');
    expect(sp.output()).toContain('without keys such as');
  });

  it('an HTTP Upgrade request followed by a TCP reset (CVE-2022-41940)', async () => {
    for (const path of ['/games', '/socket.io/?EIO=4&transport=websocket', '/']) {
      await abortedUpgrade(sp.url, path);
      await expectServing();
    }
  });
});
