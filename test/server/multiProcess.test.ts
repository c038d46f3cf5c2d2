/**
 * Several server processes sharing one PostgreSQL database, as behind a
 * proxy (docs/deploy.md): two real OS processes running `scripts/serve.ts`
 * (bundled as `npm run serve` bundles it) with DATABASE_URL, on two loopback
 * ports, and clients on either. A move made through one process reaches the
 * clients of the other (the LISTEN/NOTIFY pub/sub), and when both processes
 * take a move on the same state at once, exactly one lands: stored, logged,
 * and sent to every client; the other is dropped whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LobbyClient } from 'boardgame.io/client';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { APPLICATION_NAME, PostgresStorage } from '../../src/server/storage/postgres/postgresStorage';
import { gameClient, rawSocket, sendMove, until, type GameClient, type Recorder, type SeatID, type TestServer } from './harness';
import { startPgCluster, type PgCluster } from './pgCluster';
import { playMoves } from './postgresPlay';

const ROOT = resolve(__dirname, '../..');

interface ServeProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  /** SIGTERM, as a process manager stops it; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** `npm run serve` in a child process, on any free port, with its page in `workDir/dist`. */
function startServe(workDir: string, databaseUrl: string): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PAGE_DIR: join(workDir, 'dist'),
      DATA_DIR: join(workDir, 'unused-data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((ok, fail) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const served = /being served at (http:\/\/[\d.]+:\d+)\//.exec(output.join(''));
      if (served)
        ok({
          url: served[1],
          child,
          output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => fail(new Error(`serve.ts exited (${code}) before serving:\n${output.join('')}`)));
  });
}

/** The harness's client helpers need only the server's URL and the game's name. */
const at = (url: string, gameName: string) => ({ url, gameName }) as TestServer;

let cluster: PgCluster;
let admin: pg.Client;
/** Hears what the processes announce to each other (postgresPubSub.ts): "<origin> <message> <channel> <state>". */
let listener: pg.Client;
const announced: { message: string; channel: string; stateID?: string }[] = [];
let storage: PostgresStorage;
let workDir: string;
let a: ServeProcess;
let b: ServeProcess;
let gameName: string;

beforeAll(async () => {
  cluster = await startPgCluster();
  admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  listener = new pg.Client({ connectionString: cluster.url });
  await listener.connect();
  listener.on('notification', (n) => {
    const [, message, channel, stateID] = (n.payload ?? '').split(' ');
    announced.push({ message, channel, stateID });
  });
  await listener.query('LISTEN tkr_pubsub');
  // serve.ts refuses to start without a page (PAGE_DIR); the page itself is not tested here.
  workDir = mkdtempSync(join(tmpdir(), 'tkr-processes-'));
  mkdirSync(join(workDir, 'dist'));
  writeFileSync(join(workDir, 'dist', 'index.html'), '<!doctype html><title>Three Kingdoms Redux</title>');
  // Both start at once on an empty database: both create the tables, neither fails.
  [a, b] = await Promise.all([startServe(workDir, cluster.url), startServe(workDir, cluster.url)]);
  [gameName] = await new LobbyClient({ server: a.url }).listGames();
  // The test reads what the processes stored as a third user of the database.
  storage = new PostgresStorage({ connectionString: cluster.url });
  await storage.connect();
}, 120_000);

afterAll(async () => {
  await storage?.close();
  await a?.stop();
  await b?.stop();
  await admin?.end();
  await listener?.end();
  await cluster?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A match created through A's Lobby API; seat 1 joins through B's, the others through A's. */
async function newMatch(): Promise<{ matchID: string; credentials: Record<SeatID, string> }> {
  const lobbyA = new LobbyClient({ server: a.url });
  const lobbyB = new LobbyClient({ server: b.url });
  const { matchID } = await lobbyA.createMatch(gameName, { numPlayers: 3 });
  const credentials = {} as Record<SeatID, string>;
  for (const [playerID, lobby, playerName] of [
    ['0', lobbyA, 'Cao Cao'],
    ['1', lobbyB, 'Sun Jian'],
    ['2', lobbyA, 'Liu Bei'],
  ] as const)
    credentials[playerID] = (await lobby.joinMatch(gameName, matchID, { playerID, playerName })).playerCredentials;
  return { matchID, credentials };
}

async function storedState(matchID: string) {
  const { state, log, metadata } = await storage.fetch(matchID, { state: true, log: true, metadata: true });
  if (!state) throw new Error(`no stored match ${matchID}`);
  return { state, log: log ?? [], metadata: metadata! };
}

/** A bare socket on `server`, synced into the match for a seat (or as a spectator). */
async function seatedSocket(
  server: ServeProcess,
  matchID: string,
  playerID: SeatID | null,
  credentials?: string,
): Promise<{ socket: Socket; recorder: Recorder }> {
  const bare = await rawSocket(at(server.url, gameName));
  const synced = bare.recorder.next('sync', (args) => args[0] === matchID, 10_000);
  bare.socket.emit('sync', matchID, playerID, credentials ?? null, 3);
  await synced;
  return bare;
}

const poll = <T>(read: () => Promise<T>, ready: (value: T) => boolean, what: string, timeoutMs = 15_000) =>
  expect.poll(async () => ready(await read()), { timeout: timeoutMs, interval: 20, message: what }).toBe(true);

describe('two server processes on one PostgreSQL database', () => {
  it('a client connected to one process sees the moves made through the other', async () => {
    const { matchID, credentials } = await newMatch();
    const wei = gameClient(at(a.url, gameName), { matchID, playerID: '0', credentials: credentials['0'] });
    const wu = gameClient(at(b.url, gameName), { matchID, playerID: '1', credentials: credentials['1'] });
    const shu = gameClient(at(a.url, gameName), { matchID, playerID: '2', credentials: credentials['2'] });
    const watchers = [
      gameClient(at(a.url, gameName), { matchID, playerID: null }),
      gameClient(at(b.url, gameName), { matchID, playerID: null }),
    ];
    const players: GameClient[] = [wei.client, wu.client, shu.client];
    const everyone: GameClient[] = [...players, ...watchers.map((w) => w.client)];
    try {
      for (const c of everyone) await until(c, () => true, 10_000);
      await playMoves(players, everyone, 10);
      const { state } = await storedState(matchID);
      expect(state._stateID).toBeGreaterThanOrEqual(10);
      for (const c of everyone) await until(c, (s) => s._stateID === state._stateID, 10_000);
      // Both processes handled moves: seat 1 plays through B, seats 0 and 2 through A.
      const { log } = await storedState(matchID);
      const movers = new Set(log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e.action.payload.playerID));
      expect(movers).toContain('1');
      expect([...movers].some((p) => p === '0' || p === '2')).toBe(true);
    } finally {
      for (const c of everyone) c.stop();
    }
  });

  it('when both processes take a move on the same state at once, exactly one lands, and only its update is sent', async () => {
    const { matchID, credentials } = await newMatch();
    const start = await storedState(matchID);
    const stateID = start.state._stateID;
    // Two seats that may both move now (the simultaneous recruitment): seat 0 through A, seat 1 through B.
    const acting = statesToAct(start.state.G);
    expect(acting).toEqual(expect.arrayContaining([stateOfPlayer('0'), stateOfPlayer('1')]));

    // Seats connect one at a time: each connection rewrites the match's metadata whole.
    const connected = (playerID: SeatID) =>
      poll(
        () => storedState(matchID),
        (s) => s.metadata.players[+playerID].isConnected === true,
        `seat ${playerID} connected`,
      );
    const seat0 = await seatedSocket(a, matchID, '0', credentials['0']);
    await connected('0');
    const seat1 = await seatedSocket(b, matchID, '1', credentials['1']);
    await connected('1');
    const seat2 = await seatedSocket(a, matchID, '2', credentials['2']);
    await connected('2');
    const watchA = await seatedSocket(a, matchID, null);
    const watchB = await seatedSocket(b, matchID, null);
    const recorders = {
      seat0: seat0.recorder,
      seat1: seat1.recorder,
      seat2: seat2.recorder,
      watchA: watchA.recorder,
      watchB: watchB.recorder,
    };

    const moveOf = (playerID: SeatID, G = start.state.G) => toBgioAction(legalMoves(G, stateOfPlayer(playerID)!)[0]);
    // Hold the match's row: both processes read the state and make their move, then wait to store it.
    await admin.query('BEGIN');
    await admin.query('SELECT 1 FROM tkr_matches WHERE match_id = $1 FOR UPDATE', [matchID]);
    // Read through another connection: a transaction sees pg_stat_activity as it was when the transaction first looked.
    const storeCalls = async (condition: string) =>
      (
        await storage.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${condition} AND query LIKE '%tkr_store%' AND pid <> pg_backend_pid()`,
        )
      ).rows[0].n;
    const waitingWrites = () => storeCalls("wait_event_type = 'Lock'");
    try {
      sendMove(seat0.socket, { matchID, stateID, playerID: '0', ...nameArgs(moveOf('0')), credentials: credentials['0'] });
      sendMove(seat1.socket, { matchID, stateID, playerID: '1', ...nameArgs(moveOf('1')), credentials: credentials['1'] });
      await poll(waitingWrites, (n) => n === 2, 'both processes waiting to store their state');
    } finally {
      await admin.query('COMMIT');
    }
    // Done means no store call still running, not merely none waiting for a lock: between the lock's release and
    // the second call queueing behind the first's transaction, neither waits for a lock, and the first may not have
    // committed yet (a read then saw the state before the race; CI failed so once, under load).
    await poll(
      () => storeCalls("state <> 'idle'"),
      (n) => n === 0,
      'both writes done',
    );

    const raced = await storedState(matchID);
    expect(raced.state._stateID).toBe(stateID + 1);
    // The move's log entries (a move may bring events with it): one player's move only.
    const entries = raced.log.filter((e) => e._stateID === stateID && e.action.type === 'MAKE_MOVE');
    expect(entries).toHaveLength(1);
    const winner = entries[0].action.payload.playerID as SeatID;
    expect(['0', '1']).toContain(winner);
    // One update for that state was announced to the other process, the winner's: its notification names the stored
    // state only (the other process loads it, with its log entries, from the tables), and no message row carries it.
    await poll(
      async () => announced.filter((n) => n.channel === `MATCH-${matchID}` && n.stateID === String(stateID + 1)).length,
      (n) => n === 1,
      'the race announced',
    );
    const updates = announced.filter((n) => n.channel === `MATCH-${matchID}` && n.stateID === String(stateID + 1));
    expect(updates).toHaveLength(1);
    expect(updates[0].message).toBe('s');
    const rows = await admin.query('SELECT payload FROM tkr_pubsub_messages WHERE channel = $1', [`MATCH-${matchID}`]);
    expect(rows.rows.filter((r) => r.payload.type === 'update')).toEqual([]);

    // Then a move through B, and one through A. A process reads the other's messages in the order they were
    // stored, so once every socket was sent both, it had been sent everything from the race.
    let current = raced.state;
    const barriers: number[] = [];
    for (const server of [b, a]) {
      const playerID = (['0', '1', '2'] as const).find((p) => statesToAct(current.G).includes(stateOfPlayer(p)!));
      expect(playerID, `someone can move at state ${current._stateID}`).toBeDefined();
      const mover = await rawSocket(at(server.url, gameName));
      sendMove(mover.socket, {
        matchID,
        stateID: current._stateID,
        playerID,
        ...nameArgs(moveOf(playerID!, current.G)),
        credentials: credentials[playerID!],
      });
      const next = current._stateID + 1;
      await poll(
        () => storedState(matchID),
        (s) => s.state._stateID === next,
        `state ${next} stored`,
      );
      current = (await storedState(matchID)).state;
      barriers.push(next);
      mover.socket.disconnect();
    }
    // A move reaches a client whole ('update', from the other process or when it did not hold the state before)
    // or as a patch of its view (src/server/sockets/seatBroadcast.ts): the state each announces, and the move's log entries.
    const sentMoves = (recorder: Recorder) => [
      ...recorder
        .events('update')
        .map((u) => ({ stateID: (u.args[1] as { _stateID: number })._stateID, log: u.args[2] as LoggedAction[] })),
      ...recorder.events('patch').map((p) => ({ stateID: p.args[2] as number, log: p.args[4] as LoggedAction[] })),
    ];
    const sentStates = (recorder: Recorder) => sentMoves(recorder).map((m) => m.stateID);
    for (const [name, recorder] of Object.entries(recorders)) {
      await poll(
        async () => sentStates(recorder),
        (sent) => barriers.every((id) => sent.includes(id)),
        `${name} sent states ${barriers.join(' and ')}`,
      );
      const sentRaced = sentMoves(recorder).filter((m) => m.stateID === stateID + 1);
      expect(sentRaced, `${name} is sent the state of the race once`).toHaveLength(1);
      expect(movesIn(sentRaced[0].log), `${name} is sent the winner's move`).toEqual([winner]);
    }
    for (const s of [seat0, seat1, seat2, watchA, watchB]) s.socket.disconnect();
  });

  it('each process stops on SIGTERM, closing its connections to the database', async () => {
    const connections = async () =>
      (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [APPLICATION_NAME]))
        .rows[0].n;
    // Three users: A, B and this test's own storage.
    expect(await connections()).toBeGreaterThanOrEqual(3);
    await storage.close();
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
    await poll(connections, (n) => n === 0, 'no connection left');
  });
});

interface LoggedAction {
  action: { type: string; payload: { playerID: string } };
}

/** Who made the moves in a deltalog (its other entries are the events the moves brought). */
const movesIn = (deltalog: LoggedAction[]) => deltalog.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e.action.payload.playerID);

function nameArgs(action: { move: string; args: unknown[] }): { name: string; args: unknown[] } {
  return { name: action.move, args: action.args };
}
