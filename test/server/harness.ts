/**
 * The real server on a free loopback port, with its matches in a fresh
 * folder, and real clients: boardgame.io's Lobby client over HTTP, its
 * headless Client with the SocketIO transport, and bare socket.io clients
 * that can send anything. Every message a client's socket receives is
 * recorded, raw, as it arrived.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { io, type Socket } from 'socket.io-client';
import { expect, vi } from 'vitest';
import { makeGame, movesDecidedByMaster } from '../../src/game/threeKingdomsRedux/game';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import type { ServerBotsOptions } from '../../src/server/bots/serverBots';
import type { CleanupOptions } from '../../src/server/storage/cleanup';
import type { ConnectionLimits } from '../../src/server/sockets/connectionLimits';
import { DEFAULT_LIMITS, NO_LIMITS, type ServerLimits } from '../../src/server/limits';
import { messageOf } from '../../src/server/serverLog';
import { startGameServer, type GameServer } from '../../src/server/server';
import type { ServerGame } from '../../src/server/games/serverGame';
import { PACKET_REFUSED } from '../../src/server/sockets/socketGuard';
import { storageFromEnvironment, type MatchStorage } from '../../src/server/storage/storage';
import type { TimeSource } from '../../src/server/clocks/time';

export type SeatID = '0' | '1' | '2';
export const SEAT_IDS: SeatID[] = ['0', '1', '2'];
/** The players' names createMatch seats, by seat. */
export const SEAT_NAMES = ['Cao Cao', 'Sun Jian', 'Liu Bei'];

export interface TestServer {
  server: GameServer;
  url: string;
  gameName: string;
  lobby: LobbyClient;
  dataDir: string;
  /** What the server logged (refused packets, the bots' reports), each line's message, in order. */
  refusals: string[];
  /** The server's log lines as written (JSON). */
  logLines: string[];
  /** Stops the server; the data folder is removed unless `keepData`. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestServerOptions {
  /** The games served (the server's default when not given). */
  games?: ServerGame[];
  dataDir?: string;
  pageDir?: string;
  /** Another storage than files in `dataDir` (e.g. the journal, PostgreSQL); the server closes it when it closes. */
  storage?: MatchStorage;
  /** The server's bots (the server's default when not given). */
  bots?: ServerBotsOptions | false;
  /** The cleanup schedule (the server's default when not given). */
  cleanup?: CleanupOptions | false;
  /** Rate limits (default: TEST_LIMITS). */
  limits?: Partial<ServerLimits> | false;
  /** Caps on connections and what the server holds for each (default: TEST_CONNECTION_LIMITS). */
  connectionLimits?: Partial<ConnectionLimits>;
  origins?: string[];
  trustProxy?: boolean;
  sourceMaps?: boolean;
  /** The server's time (a FakeTime in clock tests). */
  time?: TimeSource;
}

/**
 * The limits the tests run with unless they test the limits: every test
 * client comes from 127.0.0.1 and stands for many people, so the limits per
 * address are lifted; the limit per connection (syncs) is the server's own.
 * limits.test.ts checks the defaults.
 */
export const TEST_LIMITS: Partial<ServerLimits> = { ...NO_LIMITS, syncs: DEFAULT_LIMITS.syncs };
/** Likewise, no cap on connections per address; the other caps are the server's own. connectionLimits.test.ts checks them. */
const TEST_CONNECTION_LIMITS: Partial<ConnectionLimits> = { perAddress: Number.POSITIVE_INFINITY };

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tkr-server-'));
  const refusals: string[] = [];
  const logLines: string[] = [];
  const server = await startGameServer({
    games: options.games,
    // The store a server without DATABASE_URL uses (STORE=files for FlatFile), in this test's folder.
    storage: options.storage ?? storageFromEnvironment({ STORE: process.env.STORE, DATA_DIR: dataDir }).storage,
    port: 0,
    pageDir: options.pageDir,
    log: (line) => {
      logLines.push(line);
      refusals.push(messageOf(line));
    },
    bots: options.bots,
    cleanup: options.cleanup,
    limits: options.limits ?? TEST_LIMITS,
    connectionLimits: options.connectionLimits ?? TEST_CONNECTION_LIMITS,
    origins: options.origins,
    trustProxy: options.trustProxy,
    sourceMaps: options.sourceMaps,
    time: options.time,
  });
  return {
    server,
    url: server.url,
    gameName: server.gameName,
    lobby: new LobbyClient({ server: server.url }),
    dataDir,
    refusals,
    logLines,
    async close({ keepData = false } = {}) {
      await server.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Seat {
  playerID: SeatID;
  credentials: string;
}

/** A match created through the Lobby API, with `seated` of its seats joined (all three by default). */
export async function createMatch(
  ts: TestServer,
  options: { setupData?: Record<string, unknown>; seated?: number } = {},
): Promise<{ matchID: string; seats: Seat[] }> {
  const { matchID } = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: options.setupData });
  const seats: Seat[] = [];
  for (const playerID of SEAT_IDS.slice(0, options.seated ?? 3)) {
    const { playerCredentials } = await ts.lobby.joinMatch(ts.gameName, matchID, { playerID, playerName: SEAT_NAMES[+playerID] });
    seats.push({ playerID, credentials: playerCredentials });
  }
  return { matchID, seats };
}

/** What the server has stored for a match: the full state (every secret), the log and the metadata. */
export async function stored(ts: TestServer, matchID: string) {
  const { state, log, metadata } = await ts.server.storage.fetch(matchID, { state: true, log: true, metadata: true });
  if (!state) throw new Error(`no stored match ${matchID}`);
  return { state: state as typeof state & { G: GameState }, log: log ?? [], metadata };
}

/**
 * The parts of a stored state a move changes: G, ctx, the state number, the
 * plugins' data and the undo stacks. (boardgame.io stores a refused move's
 * state with its plugins' run-time API objects attached; they change nothing.)
 */
export function gameStateOf(state: Awaited<ReturnType<typeof stored>>['state']) {
  const { G, ctx, _stateID, _undo, _redo, plugins } = state;
  return { G, ctx, _stateID, _undo, _redo, plugins: Object.fromEntries(Object.entries(plugins).map(([name, p]) => [name, p.data])) };
}

/** After a restart: the match stored by `ts` is the one stored `before` (state and log), with the players createMatch seated. */
export async function expectSameMatch(ts: TestServer, matchID: string, before: Awaited<ReturnType<typeof stored>>): Promise<void> {
  const after = await stored(ts, matchID);
  expect(gameStateOf(after.state)).toEqual(gameStateOf(before.state));
  expect(after.log).toEqual(before.log);
  const listed = await ts.lobby.getMatch(ts.gameName, matchID);
  expect(listed.players.map((p) => p.name)).toEqual(SEAT_NAMES);
}

export interface Received {
  event: string;
  args: unknown[];
}

/** Records every event a socket receives and waits for the ones asked for. */
export class Recorder {
  readonly received: Received[] = [];
  private waiters: { match: (r: Received) => boolean; done: (r: Received) => void }[] = [];

  attach(socket: Socket): void {
    socket.onAny((event: string, ...args: unknown[]) => {
      const r = { event, args };
      this.received.push(r);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(r)) return true;
        w.done(r);
        return false;
      });
    });
  }

  /** The next event named `event` (received from now on) that `match` accepts. */
  next(event: string, match: (args: unknown[]) => boolean = () => true, timeoutMs = 5000): Promise<Received> {
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match: (r) => r.event === event && match(r.args),
        done: (r) => {
          clearTimeout(timer);
          ok(r);
        },
      });
    });
  }

  events(name: string): Received[] {
    return this.received.filter((r) => r.event === name);
  }
}

/** A bare socket.io client on the game's namespace: it sends whatever it is told to. */
export async function rawSocket(ts: TestServer): Promise<{ socket: Socket; recorder: Recorder }> {
  const socket = io(`${ts.url}/${ts.gameName}`, { transports: ['websocket'], forceNew: true, reconnection: false });
  const recorder = new Recorder();
  recorder.attach(socket);
  await new Promise<void>((ok, fail) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', fail);
  });
  return { socket, recorder };
}

/**
 * Waits until boardgame.io has handled every packet `socket` sent so far for
 * `matchID`: a spectator sync answered on the same socket means the packets
 * before it were dispatched (socket.io dispatches one socket's packets in
 * order, and the guard decides `update` packets at once), and boardgame.io
 * handles each match's updates one at a time in its match queue.
 */
export async function settle(ts: TestServer, matchID: string, socket: Socket, recorder: Recorder): Promise<void> {
  const answered = recorder.next('sync', (args) => args[0] === matchID);
  socket.emit('sync', matchID, null, null, 3);
  await answered;
  await ts.server.transport.getMatchQueue(matchID).onIdle();
}

export type GameClient = ReturnType<typeof Client<GameState>>;

/** boardgame.io's own headless client for a seat (or a spectator, playerID null), its socket recorded. */
export function gameClient(ts: TestServer, options: { matchID: string; playerID: SeatID | null; credentials?: string }) {
  return recordedClient<GameState>(movesDecidedByMaster(makeGame()), ts, options);
}

/** A headless client of `game` over the test server's sockets (no reconnection), started, with what its socket receives recorded. */
export function recordedClient<State>(
  game: Parameters<typeof Client<State>>[0]['game'],
  ts: TestServer,
  options: { matchID: string; playerID: string | null; credentials?: string; numPlayers?: number },
) {
  const client = Client<State>({
    game,
    numPlayers: options.numPlayers,
    multiplayer: SocketIO({ server: ts.url, socketOpts: { transports: ['websocket'], forceNew: true, reconnection: false } }),
    matchID: options.matchID,
    playerID: options.playerID ?? undefined,
    credentials: options.credentials,
    debug: false,
  });
  client.start();
  const socket = (client as unknown as { transport: { socket: Socket } }).transport.socket;
  const recorder = new Recorder();
  recorder.attach(socket);
  return { client, socket, recorder };
}

/** Resolves once the client's state satisfies `ready` (checked now and on every change). */
export function until(
  client: GameClient,
  ready: (state: NonNullable<ReturnType<GameClient['getState']>>) => boolean,
  timeoutMs = 5000,
): Promise<void> {
  return new Promise((ok, fail) => {
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      fail(
        new Error(
          `client ${client.playerID ?? 'spectator'} did not reach the state awaited within ${timeoutMs} ms (it is at state ${client.getState()?._stateID})`,
        ),
      );
    }, timeoutMs);
    let reached = false;
    const check = () => {
      // Once only: boardgame.io numbers a client's subscriptions by how many it has (Object.keys(...).length), so
      // an unsubscribe run twice, after the next until() subscribed under the same number, removed that one instead.
      if (reached) return true;
      const state = client.getState();
      if (state && ready(state)) {
        reached = true;
        clearTimeout(timer);
        queueMicrotask(() => unsubscribe());
        ok();
        return true;
      }
      return false;
    };
    if (!check()) unsubscribe = client.subscribe(() => void check());
  });
}

/** Sends a `MAKE_MOVE` on a bare socket exactly as boardgame.io's client does, or with any part changed. */
export function sendMove(
  socket: Socket,
  move: {
    matchID: string;
    stateID: number;
    playerID: unknown;
    name: string;
    args: unknown[];
    credentials?: unknown;
    payloadPlayerID?: unknown;
  },
): void {
  const payload = {
    type: move.name,
    args: move.args,
    playerID: 'payloadPlayerID' in move ? move.payloadPlayerID : move.playerID,
    credentials: move.credentials,
  };
  socket.emit('update', { type: 'MAKE_MOVE', payload }, move.stateID, move.matchID, move.playerID);
}

export { PACKET_REFUSED };

/**
 * Sends, as `client`, a recruit the rules refuse (no general kept) and waits until the master has answered it:
 * boardgame.io logs "invalid move: recruit" (kept off the test's output) and the match's queue is idle again.
 */
export async function sendRefusedRecruit(ts: TestServer, client: GameClient, matchID: string): Promise<void> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    client.moves.recruit([]);
    await vi.waitFor(() => expect(errors.mock.calls.some((call) => call.join(' ').includes('invalid move: recruit'))).toBe(true));
    await ts.server.transport.getMatchQueue(matchID).onIdle();
  } finally {
    errors.mockRestore();
  }
}

/** Every string in a payload, keys included. */
export function stringsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      stringsIn(v, out);
    }
  return out;
}
