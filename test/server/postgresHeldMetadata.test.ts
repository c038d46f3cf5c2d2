/**
 * A move's metadata read answered from the metadata the process holds
 * (src/server/storage/postgres/postgresStorage.ts, HeldMetadata), against a real
 * PostgreSQL (pgCluster.ts): boardgame.io reads a match's metadata before
 * each move to check the mover's credentials; a process that read or wrote
 * that metadata itself, and has heard of no other process's change since,
 * answers from memory. What makes that safe is checked here: the move's write
 * carries the credentials its seat had when the move was let in, and the
 * database stores it only if they are still the seat's at commit
 * (schema.ts's tkr_store_many_checked). So a player removed or replaced
 * through another process never gets a move stored, however late this
 * process hears of it; a change that leaves the mover's seat as it was
 * refuses nothing.
 */
import type { Server as BgioServer } from 'boardgame.io';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { PostgresStorage } from '../../src/server/storage/postgres/postgresStorage';
import { createMatch, gameClient, rawSocket, sendMove, settle, startTestServer, stored, until, type SeatID } from './harness';
import { aDeafStorage } from './deafStorage';
import { startPgCluster, type PgCluster } from './pgCluster';
import { playMoves } from './postgresPlay';
import { aState, anEntry, metadataOf } from './storedStates';

let cluster: PgCluster;
let databases = 0;

const freshDatabase = (): Promise<string> => cluster.createDatabase(`tkr_held_${++databases}`);

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

/** A move's read of the metadata, as boardgame.io's master makes it (the server marks a move's start: matchQueues.ts). */
const movesRead = (storage: PostgresStorage, matchID: string) => storage.moveStarts(() => storage.fetch(matchID, { metadata: true }));

/** Metadata whose three seats were taken, with these credentials. */
function seatedMetadata(credentials: [string, string, string], updatedAt = 0): BgioServer.MatchData {
  const metadata = metadataOf('tkr', updatedAt);
  for (const [seat, c] of credentials.entries()) metadata.players[seat] = { id: seat, name: `player ${seat}`, credentials: c };
  return metadata;
}

/** Counts the storage's reads of matches' metadata (the batched read before a move). */
function countMetadataReads(storage: PostgresStorage): { reads: string[][]; restore(): void } {
  const reads: string[][] = [];
  const query = storage.pool.query.bind(storage.pool);
  storage.pool.query = ((statement: string | { text: string }, values?: unknown[], ...rest: unknown[]) => {
    const text = typeof statement === 'string' ? statement : statement.text;
    if (/SELECT m\.match_id, m\.state_id, m\.generation, m\.metadata/.test(text)) reads.push(values![0] as string[]);
    return (query as (...a: unknown[]) => unknown)(statement, values, ...rest);
  }) as typeof storage.pool.query;
  return { reads, restore: () => (storage.pool.query = query) };
}

describe("the PostgreSQL storage's held metadata", () => {
  let url: string;
  let other: PostgresStorage;

  beforeAll(async () => {
    url = await freshDatabase();
    other = new PostgresStorage({ connectionString: url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a seat replaced through another process: a move let in on the credentials this process still held is refused at commit, not stored', async () => {
    const late = await aDeafStorage(url);
    try {
      await late.createMatch('replaced', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
      // Another process gives seat 1 to someone else (as a leave and a join there would).
      await other.setMetadata('replaced', seatedMetadata(['c0', 'c1-new', 'c2'], 1));

      // As boardgame.io's master: the metadata (answered from memory: the late process has not heard), the state, the move.
      const { metadata } = await movesRead(late, 'replaced');
      expect(metadata!.players[1].credentials).toBe('c1');
      expect((await late.fetch('replaced', { state: true })).state!._stateID).toBe(0);
      expect(await late.setStateIfNewer('replaced', aState(1, { by: 'the old seat 1' }), [anEntry(0, '1')])).toBe(false);

      const after = await other.fetch('replaced', { state: true, log: true });
      expect(after.state!._stateID).toBe(0);
      expect(after.log).toEqual([]);
      // The refusal dropped what the late process held: it reads the metadata again, and the new player's move lands.
      expect((await movesRead(late, 'replaced')).metadata!.players[1].credentials).toBe('c1-new');
      expect((await late.fetch('replaced', { state: true })).state!._stateID).toBe(0);
      expect(await late.setStateIfNewer('replaced', aState(1, { by: 'the new seat 1' }), [anEntry(0, '1')])).toBe(true);
      await expect.poll(async () => (await other.fetch('replaced', { state: true })).state!.G).toEqual({ by: 'the new seat 1' });
    } finally {
      await late.close();
    }
  });

  it('a seat removed through another process (no credentials left): the move is refused', async () => {
    const late = await aDeafStorage(url);
    try {
      await late.createMatch('removed', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
      const gone = seatedMetadata(['c0', 'c1', 'c2'], 1);
      delete gone.players[2].credentials;
      await other.setMetadata('removed', gone);
      await movesRead(late, 'removed');
      await late.fetch('removed', { state: true });
      expect(await late.setStateIfNewer('removed', aState(1), [anEntry(0, '2')])).toBe(false);
      expect((await other.fetch('removed', { state: true })).state!._stateID).toBe(0);
    } finally {
      await late.close();
    }
  });

  it("another process's change that leaves the mover's seat as it was refuses nothing", async () => {
    const late = await aDeafStorage(url);
    try {
      await late.createMatch('kept', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
      // Seat 2 changes hands, and the match's updatedAt moves on; seat 0 is as it was.
      await other.setMetadata('kept', seatedMetadata(['c0', 'c1', 'c2-new'], 7));
      await movesRead(late, 'kept');
      await late.fetch('kept', { state: true });
      expect(await late.setStateIfNewer('kept', aState(1, { by: 'seat 0' }), [anEntry(0, '0')])).toBe(true);
      expect((await other.fetch('kept', { state: true, log: true })).log).toEqual([anEntry(0, '0')]);
    } finally {
      await late.close();
    }
  });

  it("another caller's read between a move's read and its write (seeing the seat's new credentials) does not let the move through", async () => {
    const late = await aDeafStorage(url);
    try {
      await late.createMatch('between', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
      await other.setMetadata('between', seatedMetadata(['c0', 'c1-new', 'c2'], 1));
      // The move reads what the late process holds (seat 1: c1); the Lobby API (say) reads the metadata as stored.
      expect((await movesRead(late, 'between')).metadata!.players[1].credentials).toBe('c1');
      expect((await late.fetch('between', { metadata: true })).metadata!.players[1].credentials).toBe('c1-new');
      await late.fetch('between', { state: true });
      // The move was let in on c1: its write is checked on c1, not on what the other read found.
      expect(await late.setStateIfNewer('between', aState(1), [anEntry(0, '1')])).toBe(false);
      expect((await other.fetch('between', { state: true, log: true })).log).toEqual([]);
    } finally {
      await late.close();
    }
  });

  it("a move's metadata write that changes only updatedAt is set on the metadata as stored: another process's change since the move's read is kept, in one call", async () => {
    const late = await aDeafStorage(url);
    try {
      await late.createMatch('touched', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
      const { metadata: read } = await movesRead(late, 'touched');
      await late.fetch('touched', { state: true });
      // Meanwhile another process renames seat 2.
      const renamed = seatedMetadata(['c0', 'c1', 'c2'], 1);
      renamed.players[2].name = 'renamed elsewhere';
      await other.setMetadata('touched', renamed);

      const calls: string[] = [];
      const query = late.pool.query.bind(late.pool);
      late.pool.query = ((statement: string | { text: string }, ...rest: unknown[]) => {
        calls.push(typeof statement === 'string' ? statement : statement.text);
        return (query as (...a: unknown[]) => unknown)(statement, ...rest);
      }) as typeof late.pool.query;
      try {
        // As boardgame.io's master writes a move: the state, and the metadata read with a new updatedAt.
        const [stored, written] = await Promise.all([
          late.setStateIfNewer('touched', aState(1), [anEntry(0, '0')]),
          late.setMetadataIfUnchanged('touched', read!, { ...read!, updatedAt: 99 }),
        ]);
        expect(stored).toBe(true);
        expect(written).toEqual({ written: true });
      } finally {
        late.pool.query = query;
      }
      expect(calls).toHaveLength(1);
      const { rows } = await other.pool.query<{ metadata: BgioServer.MatchData }>('SELECT metadata FROM tkr_matches WHERE match_id = $1', [
        'touched',
      ]);
      expect(rows[0].metadata).toEqual({ ...renamed, updatedAt: 99 });
    } finally {
      await late.close();
    }
  });

  it("a read of the metadata that is no move's (the Lobby API's, the table's) reads it as stored, even while this process holds it", async () => {
    const late = await aDeafStorage(url);
    try {
      await late.createMatch('lobby-read', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
      await other.setMetadata('lobby-read', seatedMetadata(['c0', 'c1-new', 'c2'], 1));
      expect((await late.fetch('lobby-read', { metadata: true })).metadata!.players[1].credentials).toBe('c1-new');
    } finally {
      await late.close();
    }
  });

  it('a write that follows no read of the metadata in its turn (no move let in) is stored unchecked, as before', async () => {
    await other.createMatch('unchecked', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
    await other.setMetadata('unchecked', seatedMetadata(['c0', 'c1-new', 'c2'], 1));
    expect(await other.setStateIfNewer('unchecked', aState(1), [anEntry(0, '1')])).toBe(true);
  });

  it('a process of the previous version keeps storing through tkr_store_many (no seat, no check) beside the new function', async () => {
    await other.createMatch('previous', { initialState: aState(0), metadata: seatedMetadata(['c0', 'c1', 'c2']) });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const item = {
        match: 'previous',
        state_id: 1,
        base: null,
        generation: null,
        ops: null,
        state: aState(1, { by: 'old' }),
        log: [anEntry(0, '0')],
        channel: null,
        metadata: null,
        expected: null,
      };
      const { rows } = await client.query('SELECT * FROM tkr_store_many($1::json, $2)', [JSON.stringify([item]), 'old-process']);
      expect(rows[0].stored).toBe(true);
    } finally {
      await client.end();
    }
    await expect.poll(async () => (await other.fetch('previous', { metadata: true, state: true })).state!.G).toEqual({ by: 'old' });
  });
});

describe("a server on PostgreSQL answers a move's metadata read from memory", () => {
  it('plays moves with no read of the metadata (this process wrote it); one call a move', async () => {
    const url = await freshDatabase();
    const storage = new PostgresStorage({ connectionString: url });
    const ts = await startTestServer({ storage, bots: false });
    try {
      const { matchID, seats } = await createMatch(ts);
      const players = seats.map((s) => gameClient(ts, { matchID, playerID: s.playerID, credentials: s.credentials }).client);
      for (const client of players) await until(client, (s) => s._stateID >= 0);
      // The clients' syncs read the match; from here on, moves only.
      await playMoves(players, players, 2);
      const counted = countMetadataReads(storage);
      try {
        await playMoves(players, players, 10);
      } finally {
        counted.restore();
      }
      expect(counted.reads).toEqual([]);
      for (const client of players) client.stop();
    } finally {
      await ts.close();
    }
  });

  it("a seat replaced through another process it has not heard of: the old player's move is refused at commit, stored nowhere, sent to nobody; the new player's lands", async () => {
    const url = await freshDatabase();
    const deaf = await aDeafStorage(url);
    const ts = await startTestServer({ storage: deaf, bots: false });
    const elsewhere = new PostgresStorage({ connectionString: url });
    await elsewhere.connect();
    try {
      const { matchID, seats } = await createMatch(ts);
      const start = await stored(ts, matchID);
      const playerID = (['0', '1', '2'] as SeatID[]).find((p) => statesToAct(start.state.G).includes(stateOfPlayer(p)!))!;
      const { move: name, args } = toBgioAction(legalMoves(start.state.G, stateOfPlayer(playerID)!)[0]);
      const watcher = await rawSocket(ts);
      watcher.socket.emit('sync', matchID, null, null, 3);
      await watcher.recorder.next('sync');

      // The other process gives the seat to someone else.
      const { metadata } = await elsewhere.fetch(matchID, { metadata: true });
      metadata!.players[+playerID].credentials = 'someone-else';
      await elsewhere.setMetadata(matchID, metadata!);

      const old = seats.find((s) => s.playerID === playerID)!.credentials;
      const mover = await rawSocket(ts);
      sendMove(mover.socket, { matchID, stateID: start.state._stateID, playerID, name, args, credentials: old });
      await settle(ts, matchID, mover.socket, mover.recorder);
      expect((await elsewhere.fetch(matchID, { state: true })).state!._stateID).toBe(start.state._stateID);
      expect([...watcher.recorder.events('update'), ...watcher.recorder.events('patch')]).toEqual([]);

      // The new player (who synced: a full read) moves, and the move lands.
      const fresh = gameClient(ts, { matchID, playerID, credentials: 'someone-else' }).client;
      await until(fresh, (s) => s._stateID === start.state._stateID);
      fresh.moves[name](...args);
      await expect.poll(async () => (await elsewhere.fetch(matchID, { state: true })).state!._stateID).toBe(start.state._stateID + 1);
      fresh.stop();
      mover.socket.disconnect();
      watcher.socket.disconnect();
    } finally {
      await ts.close();
      await elsewhere.close();
    }
  });
});
