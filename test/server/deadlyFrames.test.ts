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
import { connect } from 'node:net';
import { LobbyClient } from 'boardgame.io/client';
import { Manager } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameClient, SEAT_IDS, SEAT_NAMES, until, type GameClient, type TestServer } from './harness';
import { playMoves } from './postgresPlay';
import { startServe, type ServeProcess } from './serveProcess';

const GAME = 'three-kingdoms-redux';

/** Frames as a socket.io client writes them on its engine.io connection ('4' message packets' payloads). */
export const DEADLY_FRAMES: { namespace: string; frame: string; what: string }[] = [
  { namespace: `/${GAME}`, frame: `2/${GAME},[{"toString":1}]`, what: 'an event named by an object with a "toString" key' },
  { namespace: `/${GAME}`, frame: `4/${GAME},[{"toString":1}]`, what: 'a CONNECT_ERROR packet from a client' },
  { namespace: '/', frame: '2["error"]', what: 'an event named "error" on / (CVE-2024-38355)' },
  { namespace: '/', frame: '2[{"toString":1}]', what: 'an object event name on /' },
  { namespace: '/', frame: '4{"toString":1}', what: 'a CONNECT_ERROR packet on /' },
];

/**
 * Connects to `namespace` (the game's one too, which keeps the connection
 * open if `namespace` is refused) and writes `frame` raw on the connection.
 */
export async function writeRawFrame(url: string, namespace: string, frame: string): Promise<void> {
  const manager = new Manager(url, { transports: ['websocket'], reconnection: false, forceNew: true } as never);
  const game = manager.socket(`/${GAME}`);
  const target = namespace === `/${GAME}` ? game : manager.socket(namespace);
  const settled = (socket: typeof game) =>
    new Promise<void>((ok) => {
      socket.once('connect', () => ok());
      socket.once('connect_error', () => ok());
    });
  const ready = Promise.all([settled(game), settled(target)]);
  game.connect();
  if (target !== game) target.connect();
  await ready;
  manager.engine.write(frame);
  // Closing after: engine.io sends its packets in order, the frame before the close.
  await new Promise<void>((ok) => setImmediate(ok));
  game.close();
  target.close();
}

/** An HTTP Upgrade request for a path engine.io does not serve, then a TCP reset before any answer. */
export async function abortedUpgrade(url: string, path = '/games'): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((ok, fail) => socket.once('connect', ok).once('error', fail));
  socket.on('error', () => {});
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  // The server has the request once an empty write behind it is acknowledged locally; then reset.
  await new Promise<void>((ok) => socket.write('', () => ok()));
  await new Promise((ok) => setTimeout(ok, 50));
  socket.resetAndDestroy();
}

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
