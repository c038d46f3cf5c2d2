/**
 * The server is killed mid-match (SIGKILL: no clean shutdown, moves in
 * flight) and started again on the same data and port. Every match, with and
 * without bot seats, resumes from storage: what was stored before the restart
 * is there after it, unchanged (initial state, log, seats); the players'
 * clients reconnect on their own (socket.io's reconnection; boardgame.io's
 * client asks for a sync on every connect) and every match is played to its
 * end, the server's bots taking up their seats again.
 *
 * The server runs as `npm run serve` does, in a child process:
 * `node scripts/run-ts.mjs scripts/serve.ts` with PORT and PAGE_DIR, once
 * with each storage: the files in DATA_DIR (the journal, the default; FlatFile with STORE=files) and PostgreSQL (DATABASE_URL, a
 * throwaway cluster, pgCluster.ts). Both are checked the same way, reading
 * what is stored through the storage itself while no server runs; and what
 * the clients were shown before the kill is checked against what was stored:
 * with FlatFile (STORE=files), a match's one move under way may
 * have been sent and not stored; with the journal (the default) and
 * PostgreSQL a move's update goes out only once its state is stored
 * (src/server/storage/journal/storedUpdatesPubSub.ts, postgresPubSub.ts), so nothing unstored
 * was sent nor published.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGame, movesDecidedByMaster } from '../../src/game/threeKingdomsRedux/game';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { APPLICATION_NAME, PostgresStorage } from '../../src/server/storage/postgres/postgresStorage';
import { messageOf } from '../../src/server/serverLog';
import { flatFileStorage, journalStorage, type MatchStorage } from '../../src/server/storage/storage';
import type { GameClient } from './harness';
import { startPgCluster, type PgCluster } from './pgCluster';
import { autoPlay } from './serverBotsHarness';
import { spawnServe, type SpawnedServe } from './serveProcess';

const GAME = 'three-kingdoms-redux';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

/** `npm run serve` in a child process; resolves once it says where it serves. */
function serve(env: Record<string, string>): Promise<SpawnedServe> {
  return spawnServe({ NODE_ENV: 'production', CLEANUP: 'off', ...env });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((ok) => {
    child.once('exit', () => ok());
    child.kill('SIGKILL');
  });

/** boardgame.io's client as a browser runs it: socket.io reconnects on its own. */
function reconnectingClient(url: string, matchID: string, playerID: string, credentials: string): GameClient {
  const client = Client<GameState>({
    game: movesDecidedByMaster(makeGame()),
    multiplayer: SocketIO({
      server: url,
      socketOpts: { transports: ['websocket'], forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500 },
    }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  client.start();
  return client;
}

interface StoredMatch {
  stateID: number;
  log: unknown[];
  initialState: unknown;
  players: unknown;
}

/** What is stored for each match, read through the storage itself while no server runs. */
async function storedMatches(storage: MatchStorage, matchIDs: string[]): Promise<Map<string, StoredMatch>> {
  await storage.connect();
  try {
    const out = new Map<string, StoredMatch>();
    for (const matchID of matchIDs) {
      const { state, log, initialState, metadata } = await storage.fetch(matchID, {
        state: true,
        log: true,
        initialState: true,
        metadata: true,
      });
      const players = Object.values(metadata!.players).map(({ name, credentials, data }) => ({ name, credentials, data }));
      out.set(matchID, { stateID: state!._stateID, log: log ?? [], initialState, players });
    }
    return out;
  } finally {
    await storage.close?.();
  }
}

/** A storage the server is run with, and how the test reads it. */
interface StorageUnderTest {
  /** The server's environment for it (besides PORT and PAGE_DIR). */
  env: Record<string, string>;
  /** What the server says at start-up about where matches live. */
  says: string;
  /** Resolves once the killed server can change nothing stored any more. */
  settled(): Promise<void>;
  /** A storage that reads what the server stored (storedMatches connects and closes it). */
  reader(): MatchStorage;
  /** How many states newer than the stored one a match's clients may have been sent before the kill. */
  unstoredStatesSent: number;
  /** The states whose update was published on the match's channel, as the other processes are told (PostgreSQL). */
  publishedStates?(matchID: string): Promise<number[]>;
  remove(): Promise<void>;
}

const storages: { name: string; open(): Promise<StorageUnderTest> }[] = [
  {
    name: 'FlatFile (STORE=files)',
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), 'tkr-resilience-'));
      return {
        env: { DATA_DIR: dataDir, STORE: 'files' },
        says: `matches are kept in ${dataDir}`,
        // Once the process is gone, so are its writes: whatever it wrote, the system has.
        settled: async () => {},
        reader: () => flatFileStorage(dataDir).storage,
        // boardgame.io sends a move's update before storing its state, and takes a match's moves one at a time.
        unstoredStatesSent: 1,
        remove: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'the journal (DATA_DIR, the default)',
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), 'tkr-resilience-'));
      return {
        env: { DATA_DIR: dataDir },
        says: `matches are kept in ${join(dataDir, 'journal')}`,
        // Once the process is gone, so are its writes: whatever it wrote, the system has.
        settled: async () => {},
        reader: () => journalStorage(dataDir).storage,
        // The update is sent once the move's line is synced to the disk (src/server/storage/journal/storedUpdatesPubSub.ts).
        unstoredStatesSent: 0,
        remove: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    async open() {
      const cluster: PgCluster = await startPgCluster();
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      // What the server processes announce to each other (postgresPubSub.ts): a stored state's notification names it,
      // "<origin> <message> MATCH-<match> <state>", and is sent by the transaction that stores it.
      const announced: string[] = [];
      admin.on('notification', (n) => announced.push(n.payload ?? ''));
      await admin.query('LISTEN tkr_pubsub');
      const serverConnections = async () =>
        (
          await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
            APPLICATION_NAME,
          ])
        ).rows[0].n;
      return {
        env: { DATABASE_URL: cluster.url },
        says: 'matches are kept in the PostgreSQL database "postgres"',
        // A statement the killed process had sent may still be running: wait until PostgreSQL has ended its connections.
        settled: () => expect.poll(serverConnections, { timeout: 30_000, message: "the killed server's connections ended" }).toBe(0),
        reader: () => new PostgresStorage({ connectionString: cluster.url }),
        // The update is published by the statement that stores the state (postgresPubSub.ts).
        unstoredStatesSent: 0,
        async publishedStates(matchID) {
          return announced
            .map((text) => text.split(' '))
            .filter(([, message, channel, stateID]) => channel === `MATCH-${matchID}` && message !== '0' && stateID !== undefined)
            .map(([, , , stateID]) => Number(stateID));
        },
        async remove() {
          await admin.end();
          await cluster.stop();
        },
      };
    },
  },
];

describe.each(storages)('a server killed mid-match, matches kept in $name', ({ open }) => {
  let storage: StorageUnderTest | undefined;
  const pageDir = mkdtempSync(join(tmpdir(), 'tkr-page-'));
  writeFileSync(join(pageDir, 'index.html'), '<!doctype html><title>test</title>');
  let server: ChildProcess | undefined;
  const clients: GameClient[] = [];
  /** Where the test is and what the clients hold, said when it fails. */
  let phase = 'starting';
  let serverOutput: () => string = () => '';
  beforeAll(async () => {
    storage = await open();
  }, 120_000);
  afterAll(async () => {
    if (phase !== 'done')
      console.log(
        phase,
        clients.map((c) => [
          c.matchID,
          c.playerID,
          c.getState()?._stateID,
          c.getState()?.isConnected,
          c.getState()?.ctx.gameover !== undefined,
        ]),
        serverOutput().slice(-3000),
      );
    for (const c of clients) c.stop();
    if (server && server.exitCode === null && server.signalCode === null) await killed(server);
    await storage?.remove();
    rmSync(pageDir, { recursive: true, force: true });
  });

  it('comes back on the same data and port: every match resumes with nothing lost, and its players play on to the end', async () => {
    const store = storage!;
    const port = await freePort();
    const env = { PORT: String(port), PAGE_DIR: pageDir, BOT_TAKEOVER_SECONDS: '600', BOT_WORKERS: '1', ...store.env };
    const first = await serve(env);
    server = first.child;
    serverOutput = first.output;
    // The server's lines are JSON (serverLog.ts): their messages, unescaped.
    expect(first.output().split('\n').map(messageOf).join('\n')).toContain(store.says);
    const lobby = new LobbyClient({ server: first.url });

    // Three matches: three people; one person and two bots; two people and one bot.
    const setups: { bots?: Record<string, string>; people: string[] }[] = [
      { people: ['0', '1', '2'] },
      { bots: { '1': 'easy', '2': 'medium' }, people: ['0'] },
      { bots: { '0': 'medium' }, people: ['1', '2'] },
    ];
    const matches: { matchID: string; clients: GameClient[] }[] = [];
    for (const setup of setups) {
      const { matchID } = await lobby.createMatch(GAME, { numPlayers: 3, setupData: setup.bots ? { bots: setup.bots } : undefined });
      const seated: GameClient[] = [];
      for (const playerID of setup.people) {
        const { playerCredentials } = await lobby.joinMatch(GAME, matchID, { playerID, playerName: `Player ${playerID}` });
        seated.push(reconnectingClient(first.url, matchID, playerID, playerCredentials));
      }
      clients.push(...seated);
      matches.push({ matchID, clients: seated });
    }
    const matchIDs = matches.map((m) => m.matchID);
    const players = clients.map((c) => autoPlay(c, 'resilience'));
    // Mid-match: every match well under way, moves still flowing when the server dies.
    await expect
      .poll(() => Math.min(...matches.map((m) => m.clients[0].getState()?._stateID ?? 0)), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(30);
    await killed(first.child);
    expect(matches.every((m) => m.clients[0].getState()?.ctx.gameover === undefined)).toBe(true);
    await expect.poll(() => clients.every((c) => c.getState()?.isConnected === false), { timeout: 10_000 }).toBe(true);
    // The newest state each match's clients were sent before the kill.
    const shown = new Map(matches.map((m) => [m.matchID, Math.max(...m.clients.map((c) => c.getState()?._stateID ?? 0))]));

    phase = 'reading what was stored';
    await store.settled();
    const before = await storedMatches(store.reader(), matchIDs);
    for (const matchID of matchIDs) {
      const stored = before.get(matchID)!.stateID;
      expect(
        shown.get(matchID),
        `${matchID}'s clients were sent at most ${store.unstoredStatesSent} state(s) newer than the stored ${stored}`,
      ).toBeLessThanOrEqual(stored + store.unstoredStatesSent);
      if (!store.publishedStates) continue;
      // Every state whose update was published was stored, and the stored one was published.
      const published = await store.publishedStates(matchID);
      expect(
        published.filter((id) => id > stored),
        `${matchID}'s updates published for states newer than the stored ${stored}`,
      ).toEqual([]);
      expect(published, `${matchID}'s published updates`).toContain(stored);
    }

    const second = await serve(env);
    server = second.child;
    serverOutput = second.output;
    phase = 'reconnecting';
    expect(second.url).toBe(first.url);

    // The clients reconnect by themselves and are sent the stored state again (at least what was stored).
    for (const { matchID, clients: seated } of matches)
      for (const c of seated)
        await expect
          .poll(() => c.getState()?.isConnected && (c.getState()?._stateID ?? -1) >= before.get(matchID)!.stateID, { timeout: 30_000 })
          .toBe(true);
    phase = 'playing to the end';
    // ...and play every match to its end, with the server's bots back in their seats.
    for (const { clients: seated } of matches)
      await expect.poll(() => seated[0].getState()?.ctx.gameover !== undefined, { timeout: 120_000, interval: 200 }).toBe(true);
    for (const p of players) p.stop();
    for (const c of clients) c.stop();
    clients.length = 0;
    await killed(second.child);

    phase = 'done';
    await store.settled();
    const after = await storedMatches(store.reader(), matchIDs);
    for (const matchID of matchIDs) {
      const b = before.get(matchID)!;
      const a = after.get(matchID)!;
      expect(a.initialState, `${matchID}'s initial state`).toEqual(b.initialState);
      expect(a.players, `${matchID}'s seats`).toEqual(b.players);
      expect(a.log.slice(0, b.log.length), `${matchID}'s log up to the restart`).toEqual(b.log);
      expect(a.stateID).toBeGreaterThan(b.stateID);
    }
  }, 400_000);
});
