/**
 * PostgreSQL storage against a real PostgreSQL (a throwaway cluster of
 * Debian's postgresql, pgCluster.ts): the adapter's contract as boardgame.io
 * uses it, then the real server keeping its matches there, played through
 * real boardgame.io clients, stopped and started again on the same database.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { LogEntry, State } from 'boardgame.io';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME, PostgresStorage } from '../../src/server/storage/postgres/postgresStorage';
import { MergingMetadataStorage } from '../../src/server/storage/metadataMerge';
import { postgresStorage, storageFromEnvironment } from '../../src/server/storage/storage';
import { createMatch, expectSameMatch, gameClient, rawSocket, sendMove, startTestServer, stored, until, type GameClient } from './harness';
import { aDeafStorage } from './deafStorage';
import { startPgCluster, type PgCluster } from './pgCluster';
import { playMoves } from './postgresPlay';
import { aState, anEntry, metadataOf } from './storedStates';
import { gameSteps } from '../../scripts/gameSteps';

let cluster: PgCluster;
let admin: pg.Client;
let databases = 0;

/** A fresh, empty database in the cluster, and its URL. */
const freshDatabase = (): Promise<string> => cluster.createDatabase(`tkr_${++databases}`);

beforeAll(async () => {
  cluster = await startPgCluster();
  admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await cluster?.stop();
});

/** `holder` creates match `id` and stores its first two states; then `other` creates it afresh and stores all of `fresh`. */
async function playThenRecreate(
  holder: PostgresStorage,
  other: PostgresStorage,
  id: string,
  old: ReturnType<typeof gameSteps>,
  fresh: ReturnType<typeof gameSteps>,
) {
  await holder.createMatch(id, { initialState: old.initial, metadata: metadataOf('tkr', 0) });
  for (const { state, deltalog } of old.steps.slice(0, 2)) expect(await holder.setStateIfNewer(id, state, deltalog)).toBe(true);
  await other.createMatch(id, { initialState: fresh.initial, metadata: metadataOf('tkr', 0) });
  for (const { state, deltalog } of fresh.steps) expect(await other.setStateIfNewer(id, state, deltalog)).toBe(true);
}

describe('the PostgreSQL storage adapter', () => {
  let url: string;
  let storage: PostgresStorage;

  beforeAll(async () => {
    url = await freshDatabase();
    storage = new PostgresStorage({ connectionString: url });
    await storage.connect();
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('creates its tables on connect, and connecting again (or twice at once) changes nothing', async () => {
    const { rows } = await storage.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'tkr_match_changes',
      'tkr_match_chat',
      'tkr_match_leases',
      'tkr_match_log',
      'tkr_matches',
      'tkr_presence',
      'tkr_processes',
      'tkr_pubsub_messages',
    ]);
    await storage.createMatch('kept', { initialState: aState(0), metadata: metadataOf('tkr', 1) });

    // Several processes starting at once on a database without the tables yet: each creates them, none fails.
    const empty = await freshDatabase();
    const starting = Array.from({ length: 4 }, () => new PostgresStorage({ connectionString: empty }));
    try {
      await Promise.all(starting.map((s) => s.connect()));
    } finally {
      await Promise.all(starting.map((s) => s.close()));
    }
    const again = new PostgresStorage({ connectionString: url });
    await again.connect();
    try {
      expect((await again.fetch('kept', { metadata: true })).metadata).toEqual(metadataOf('tkr', 1));
    } finally {
      await again.close();
    }
  });

  it('createMatch stores the state, the initial state and the metadata; fetch returns what was asked', async () => {
    const initial = aState(0, { hands: { wei: ['a', 'b'] }, zebra: 1, apple: 2 });
    const metadata = metadataOf('tkr', 1000, { setupData: { tutorial: false } });
    await storage.createMatch('m1', { initialState: initial, metadata });
    expect(await storage.fetch('m1', { state: true, metadata: true, initialState: true, log: true })).toEqual({
      state: initial,
      metadata,
      initialState: initial,
      log: [],
    });
    expect(await storage.fetch('m1', { metadata: true })).toEqual({ metadata });
    expect(await storage.fetch('m1', {})).toEqual({});
    // The state comes back with its keys in the order written (json, not jsonb), so the rules walk it the same way.
    const back = (await storage.fetch('m1', { state: true })).state!;
    expect(Object.keys(back.G)).toEqual(['hands', 'zebra', 'apple']);
    expect(JSON.stringify(back)).toBe(JSON.stringify(initial));
    expect(await storage.fetch('nowhere', { state: true, metadata: true, initialState: true, log: true })).toEqual({
      state: undefined,
      metadata: undefined,
      initialState: undefined,
      log: [],
    });
  });

  it("setState appends each move's deltalog to the log, as rows, and keeps the newest state", async () => {
    await storage.createMatch('m2', { initialState: aState(0), metadata: metadataOf('tkr', 1) });
    await storage.setState('m2', aState(1), [anEntry(0, '0')]);
    await storage.setState('m2', aState(2), [anEntry(1, '1'), anEntry(1, '1', 'automatic')]);
    await storage.setState('m2', aState(3), []);
    await storage.setState('m2', aState(4));
    const { state, log, initialState } = await storage.fetch('m2', { state: true, log: true, initialState: true });
    expect(state).toEqual(aState(4));
    expect(initialState).toEqual(aState(0));
    expect(log).toEqual([anEntry(0, '0'), anEntry(1, '1'), anEntry(1, '1', 'automatic')]);
    const rows = await storage.pool.query('SELECT state_id, position FROM tkr_match_log WHERE match_id = $1 ORDER BY state_id, position', [
      'm2',
    ]);
    expect(rows.rows).toEqual([
      { state_id: 1, position: 1 },
      { state_id: 2, position: 1 },
      { state_id: 2, position: 2 },
    ]);
  });

  it('refuses a state that is not newer than the stored one, and then appends nothing', async () => {
    await storage.createMatch('m3', { initialState: aState(0), metadata: metadataOf('tkr', 1) });
    expect(await storage.setStateIfNewer('m3', aState(1, { by: 'first' }), [anEntry(0, '0')])).toBe(true);
    // The loser of a race to state 1, an unchanged state rewritten after a refused move, and an older state.
    expect(await storage.setStateIfNewer('m3', aState(1, { by: 'second' }), [anEntry(0, '1')])).toBe(false);
    await storage.setState('m3', aState(1, { by: 'third' }), []);
    expect(await storage.setStateIfNewer('m3', aState(0, { by: 'older' }), [anEntry(0, '2')])).toBe(false);
    const { state, log } = await storage.fetch('m3', { state: true, log: true });
    expect(state!.G).toEqual({ by: 'first' });
    expect(log).toEqual([anEntry(0, '0')]);
  });

  it('of two storages (two processes) writing the same next state at once, exactly one lands, whole', async () => {
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      await storage.createMatch('race', { initialState: aState(0), metadata: metadataOf('tkr', 1) });
      for (let stateID = 1; stateID <= 20; stateID++) {
        const results = await Promise.all([
          storage.setStateIfNewer('race', aState(stateID, { by: 'here' }), [anEntry(stateID - 1, '0')]),
          other.setStateIfNewer('race', aState(stateID, { by: 'there' }), [anEntry(stateID - 1, '1')]),
        ]);
        expect(results.filter(Boolean)).toHaveLength(1);
        const { state, log } = await storage.fetch('race', { state: true, log: true });
        expect(state!._stateID).toBe(stateID);
        const landed = log!.filter((e) => e._stateID === stateID - 1);
        expect(landed).toHaveLength(1);
        // The log entry that landed is the stored state's own.
        expect(landed[0].action.payload.playerID).toBe(state!.G.by === 'here' ? '0' : '1');
      }
    } finally {
      await other.close();
    }
  });

  it('a move stores its change, not its state, in one call with its metadata; the whole state again once the changes add up to it; read back the same', async () => {
    const { initial, steps } = gameSteps('pg-changes', 200);
    expect(steps.length).toBeGreaterThan(150);
    await storage.createMatch('changes', { initialState: initial, metadata: metadataOf('tkr', 0) });
    const check = new pg.Pool({ connectionString: url, max: 1 });
    const calls: string[] = [];
    const query = storage.pool.query.bind(storage.pool);
    storage.pool.query = ((statement: string | { text: string }, ...rest: unknown[]) => {
      // (Not the presence's heartbeats, which share the pool.) A move's own calls are named statements.
      const text = typeof statement === 'string' ? statement : statement.text;
      if (/tkr_matches|tkr_store|tkr_match_changes/.test(text)) calls.push(text);
      return (query as (...a: unknown[]) => unknown)(statement, ...rest);
    }) as typeof storage.pool.query;
    let changeBytes = 0;
    let snapshots = 0;
    try {
      let metadata = metadataOf('tkr', 0);
      for (const [i, { state, deltalog }] of steps.entries()) {
        calls.length = 0;
        // As boardgame.io's master: the metadata and the state (both held here: no read), then both written at once.
        await storage.moveStarts(() => storage.fetch('changes', { metadata: true }));
        expect((await storage.fetch('changes', { state: true })).state!._stateID).toBe(state._stateID - 1);
        const next = { ...metadata, updatedAt: i + 1 };
        const [stored, written] = await Promise.all([
          storage.setStateIfNewer('changes', state, deltalog),
          storage.setMetadataIfUnchanged('changes', metadata, next),
        ]);
        expect(stored).toBe(true);
        expect(written).toEqual({ written: true });
        metadata = next;
        // One round trip a move: one write of both (there were four, and two commits; then two, with the metadata's
        // read, which a move now takes from what this process wrote while no other process changes the match).
        expect(calls).toHaveLength(1);
        const { rows } = await check.query(
          `SELECT length(ops::text) AS bytes, (SELECT snapshot_id FROM tkr_matches WHERE match_id = $1) AS snapshot FROM tkr_match_changes WHERE match_id = $1 AND state_id = $2`,
          ['changes', state._stateID],
        );
        expect(rows).toHaveLength(1);
        if (rows[0].snapshot === state._stateID) snapshots++;
        else changeBytes += rows[0].bytes;
      }
    } finally {
      storage.pool.query = query;
    }
    const last = steps[steps.length - 1].state;
    // A change is a small part of the state; the state is written whole now and then, not at every move.
    expect(changeBytes / (steps.length - snapshots)).toBeLessThan(JSON.stringify(last).length / 10);
    expect(snapshots).toBeGreaterThan(0);
    expect(snapshots).toBeLessThan(steps.length / 5);
    // Another process (no state held) reads the snapshot and the changes after it: the same state, keys in the same order.
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      const back = await other.fetch('changes', { state: true, log: true });
      expect(JSON.stringify(back.state)).toBe(JSON.stringify(last));
      expect(back.log).toEqual(steps.flatMap((s) => s.deltalog));
      // The changes before the snapshot are gone.
      const { rows } = await check.query(
        'SELECT min(c.state_id) AS first, m.snapshot_id FROM tkr_match_changes c JOIN tkr_matches m USING (match_id) WHERE match_id = $1 GROUP BY m.snapshot_id',
        ['changes'],
      );
      expect(rows[0].first).toBeGreaterThanOrEqual(rows[0].snapshot_id);
    } finally {
      await other.close();
      await check.end();
    }
  }, 60_000);

  it("stores a move's change to ctx that boardgame.io made in place on the state before it (a move's count in the simultaneous phase)", async () => {
    const { initial } = gameSteps('pg-ctx', 1);
    const before = { ...initial, ctx: { ...initial.ctx, _activePlayersNumMoves: { 1: 0, 2: 0 } } } as State;
    await storage.createMatch('ctx', { initialState: before, metadata: metadataOf('tkr', 0) });
    const held = (await storage.fetch('ctx', { state: true })).state!;
    // boardgame.io's flow (ProcessMove) counts the move in the ctx of the state it was made on; the new state shares that object.
    (held.ctx._activePlayersNumMoves as Record<string, number>)[1]++;
    await storage.setState('ctx', { ...held, ctx: { ...held.ctx, numMoves: 1 }, _stateID: held._stateID + 1 } as State, []);
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      expect((await other.fetch('ctx', { state: true })).state!.ctx._activePlayersNumMoves).toEqual({ 1: 1, 2: 0 });
    } finally {
      await other.close();
    }
  });

  it("a process holding a match's state follows another process's moves (their changes), and its next move builds on them", async () => {
    const { initial, steps } = gameSteps('pg-follow', 12);
    const check = new pg.Pool({ connectionString: url, max: 1 });
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      await storage.createMatch('follow', { initialState: initial, metadata: metadataOf('tkr', 0) });
      expect((await other.fetch('follow', { state: true })).state!._stateID).toBe(initial._stateID);
      for (const [i, { state, deltalog }] of steps.entries()) {
        // The processes take turns: each reads the state (as boardgame.io does, metadata first) and stores the next.
        const writer = i % 2 === 0 ? storage : other;
        await writer.fetch('follow', { metadata: true });
        const held = (await writer.fetch('follow', { state: true })).state!;
        expect(JSON.stringify(held)).toBe(JSON.stringify(i === 0 ? initial : steps[i - 1].state));
        expect(await writer.setStateIfNewer('follow', state, deltalog)).toBe(true);
      }
      const { rows } = await check.query('SELECT count(*)::int AS n FROM tkr_match_changes WHERE match_id = $1', ['follow']);
      expect(rows[0].n).toBe(steps.length);
    } finally {
      await other.close();
      await check.end();
    }
  });

  it('a change made on another state than the stored one is stored as the whole state instead (if newer)', async () => {
    const { initial, steps } = gameSteps('pg-whole', 3);
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      await storage.createMatch('whole', { initialState: initial, metadata: metadataOf('tkr', 0) });
      // This process holds the initial state; the other stores the next one without it knowing yet.
      expect(await other.setStateIfNewer('whole', steps[0].state, steps[0].deltalog)).toBe(true);
      expect(await storage.setStateIfNewer('whole', steps[1].state, steps[1].deltalog)).toBe(true);
      const third = new PostgresStorage({ connectionString: url });
      await third.connect();
      try {
        expect(JSON.stringify((await third.fetch('whole', { state: true })).state)).toBe(JSON.stringify(steps[1].state));
      } finally {
        await third.close();
      }
    } finally {
      await other.close();
    }
  });

  it('a match created afresh under the same ID by another process is read anew, not as changes to the old one', async () => {
    const old = gameSteps('pg-old', 3);
    const fresh = gameSteps('pg-fresh', 3);
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      await storage.createMatch('again', { initialState: old.initial, metadata: metadataOf('tkr', 0) });
      for (const { state, deltalog } of old.steps.slice(0, 2)) await storage.setStateIfNewer('again', state, deltalog);
      // The other process starts the match afresh and plays on to a state whose changes would chain onto the old one's.
      await other.createMatch('again', { initialState: fresh.initial, metadata: metadataOf('tkr', 0) });
      for (const { state, deltalog } of fresh.steps) expect(await other.setStateIfNewer('again', state, deltalog)).toBe(true);
      await storage.fetch('again', { metadata: true });
      expect(JSON.stringify((await storage.fetch('again', { state: true })).state)).toBe(JSON.stringify(fresh.steps[2].state));
    } finally {
      await other.close();
    }
  });

  it('a process that hears of a match created afresh only late still reads the new match, not its changes onto the old one', async () => {
    const old = gameSteps('pg-old-late', 3);
    const fresh = gameSteps('pg-fresh-late', 3);
    const late = await aDeafStorage(url);
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      // The other process starts the match afresh; its third change is made on a state with the id the late one holds.
      await playThenRecreate(late, other, 'late-again', old, fresh);
      // boardgame.io reads a move's metadata, then its state.
      await late.fetch('late-again', { metadata: true });
      expect(JSON.stringify((await late.fetch('late-again', { state: true })).state)).toBe(JSON.stringify(fresh.steps[2].state));
    } finally {
      await other.close();
      await late.close();
    }
  });

  it('writes about the same bytes per move at move 300 as at move 10: a change, not the state (its write-ahead log)', async () => {
    // scripts/storageWrites.ts counts the growth of the database's WAL around each move, snapshots included.
    const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/storageWrites.ts', '--store', 'postgres', '--window', '100'], {
      cwd: resolve(__dirname, '../..'),
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: await freshDatabase() },
    });
    expect(run.status, run.stderr).toBe(0);
    const bytes = JSON.parse(run.stdout.trim().split('\n').pop()!) as {
      bytesPerMoveEarly: number;
      bytesPerMoveLate: number;
      stateBytesLate: number;
    };
    expect(bytes.bytesPerMoveLate / bytes.bytesPerMoveEarly).toBeLessThan(1.5);
    expect(bytes.bytesPerMoveLate).toBeLessThan(bytes.stateBytesLate / 4);
  }, 120_000);

  it('keeps storing with its named statements after another process starting up has created the function again', async () => {
    const { initial, steps } = gameSteps('pg-prepared', 3);
    await storage.createMatch('prepared', { initialState: initial, metadata: metadataOf('tkr', 0) });
    // Each of the pool's connections has the move's statements prepared once it stored a move.
    for (let i = 0; i < 12; i++) await storage.fetch('prepared', { metadata: true });
    expect(await storage.setStateIfNewer('prepared', steps[0].state, steps[0].deltalog)).toBe(true);
    const starting = new PostgresStorage({ connectionString: url });
    await starting.connect();
    await starting.close();
    await storage.fetch('prepared', { metadata: true });
    expect(await storage.setStateIfNewer('prepared', steps[1].state, steps[1].deltalog)).toBe(true);
    expect(JSON.stringify((await storage.fetch('prepared', { state: true })).state)).toBe(JSON.stringify(steps[1].state));
  });

  it('a database made before matches had generations is brought up to date at connect, its matches kept', async () => {
    const { initial, steps } = gameSteps('pg-upgrade', 2);
    const before = await freshDatabase();
    const first = new PostgresStorage({ connectionString: before });
    await first.connect();
    await first.createMatch('kept', { initialState: initial, metadata: metadataOf('tkr', 0) });
    expect(await first.setStateIfNewer('kept', steps[0].state, steps[0].deltalog)).toBe(true);
    await first.close();
    // As the previous version left it: no generation column, and tkr_store without the generation argument.
    const check = new pg.Client({ connectionString: before });
    await check.connect();
    try {
      await check.query('ALTER TABLE tkr_matches DROP COLUMN generation');
      await check.query('DROP FUNCTION tkr_store(text, integer, integer, bigint, text, text, text, text, text, text, jsonb, jsonb)');
      await check.query(
        `CREATE FUNCTION tkr_store(text, integer, integer, text, text, text, text, text, text, jsonb, jsonb) RETURNS void LANGUAGE sql AS ''`,
      );
      const upgraded = new PostgresStorage({ connectionString: before });
      await upgraded.connect();
      try {
        await upgraded.fetch('kept', { metadata: true });
        expect(JSON.stringify((await upgraded.fetch('kept', { state: true })).state)).toBe(JSON.stringify(steps[0].state));
        expect(await upgraded.setStateIfNewer('kept', steps[1].state, steps[1].deltalog)).toBe(true);
        const { rows } = await check.query('SELECT count(*)::int AS n FROM tkr_match_changes WHERE match_id = $1', ['kept']);
        expect(rows[0].n).toBe(2);
      } finally {
        await upgraded.close();
      }
    } finally {
      await check.end();
    }
  });

  it('a move made on the old match is not stored as a change of one created afresh under its ID meanwhile', async () => {
    const old = gameSteps('pg-old-write', 3);
    const fresh = gameSteps('pg-fresh-write', 2);
    const late = await aDeafStorage(url);
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    try {
      await playThenRecreate(late, other, 'late-write', old, fresh);
      // The late process holds the old match's state 2, the stored one is the new match's state 2: its move is refused.
      expect(await late.setStateIfNewer('late-write', old.steps[2].state, old.steps[2].deltalog)).toBe(false);
      const third = new PostgresStorage({ connectionString: url });
      await third.connect();
      try {
        expect(JSON.stringify((await third.fetch('late-write', { state: true })).state)).toBe(JSON.stringify(fresh.steps[1].state));
      } finally {
        await third.close();
      }
      // And the late process reads the new match from then on.
      await late.fetch('late-write', { metadata: true });
      expect(JSON.stringify((await late.fetch('late-write', { state: true })).state)).toBe(JSON.stringify(fresh.steps[1].state));
    } finally {
      await other.close();
      await late.close();
    }
  });

  it('a process sends its clients each state another process stored, in turn, even when it reads them late', async () => {
    const { initial, steps } = gameSteps('pg-in-turn', 4);
    // One connection, kept busy while the other process stores three moves: this one reads their announcements late.
    const late = new PostgresStorage({ connectionString: url, poolSize: 1 });
    await late.connect();
    try {
      await storage.createMatch('turns', { initialState: initial, metadata: metadataOf('tkr', 0) });
      const sent: number[] = [];
      late.pubSub.subscribe('MATCH-turns', (payload) => {
        if (payload.type === 'update') sent.push((payload.args[1] as State)._stateID);
      });
      const busy = late.pool.query('SELECT pg_sleep(0.5)');
      for (const { state, deltalog } of steps.slice(0, 3)) {
        storage.pubSub.publish('MATCH-turns', { type: 'update', args: ['turns', { ...state, deltalog }] });
        expect(await storage.setStateIfNewer('turns', state, deltalog)).toBe(true);
      }
      await busy;
      await expect.poll(() => sent.length).toBe(3);
      expect(sent).toEqual(steps.slice(0, 3).map((s) => s.state._stateID));
    } finally {
      await late.close();
    }
  });

  it("tells each process of the matches another process changed (a move, metadata alone), for the lease holder's clocks", async () => {
    const other = new PostgresStorage({ connectionString: url });
    await other.connect();
    const heardThere: string[] = [];
    const heardHere: string[] = [];
    other.onChangedElsewhere((matchID) => heardThere.push(matchID));
    storage.onChangedElsewhere((matchID) => heardHere.push(matchID));
    try {
      await storage.createMatch('told', { initialState: aState(0), metadata: metadataOf('tkr', 0) });
      await expect.poll(() => heardThere).toEqual(['told']);
      await Promise.all([storage.setStateIfNewer('told', aState(1), [anEntry(0, '0')]), storage.setMetadata('told', metadataOf('tkr', 1))]);
      await expect.poll(() => heardThere).toEqual(['told', 'told']);
      // A clock or a table's start is a metadata write alone.
      await storage.setMetadata('told', metadataOf('tkr', 2));
      await expect.poll(() => heardThere).toEqual(['told', 'told', 'told']);
      await other.setMetadata('told', metadataOf('tkr', 3));
      await expect.poll(() => heardHere).toEqual(['told']);
      expect(heardThere).toHaveLength(3);
    } finally {
      await other.close();
    }
  });

  it("setMetadata replaces the metadata; listMatches filters like boardgame.io's own storages", async () => {
    const fresh = new PostgresStorage({ connectionString: await freshDatabase() });
    await fresh.connect();
    try {
      await fresh.createMatch('old', { initialState: aState(0), metadata: metadataOf('tkr', 100) });
      await fresh.createMatch('mid', { initialState: aState(0), metadata: metadataOf('tkr', 200) });
      await fresh.createMatch('new', { initialState: aState(0), metadata: metadataOf('tkr', 300) });
      await fresh.createMatch('other', { initialState: aState(0), metadata: metadataOf('another-game', 200) });
      // A state stored without metadata is not a listed match.
      await fresh.setState('stateOnly', aState(5));
      const finished = metadataOf('tkr', 200, { gameover: { winner: '1' } });
      await fresh.setMetadata('mid', finished);
      expect((await fresh.fetch('mid', { metadata: true })).metadata).toEqual(finished);

      expect(await fresh.listMatches()).toEqual(['old', 'mid', 'new', 'other']);
      expect(await fresh.listMatches({ gameName: 'tkr' })).toEqual(['old', 'mid', 'new']);
      expect(await fresh.listMatches({ gameName: 'tkr', where: { isGameover: true } })).toEqual(['mid']);
      expect(await fresh.listMatches({ gameName: 'tkr', where: { isGameover: false } })).toEqual(['old', 'new']);
      // Both bounds are strict, as in FlatFile and InMemory.
      expect(await fresh.listMatches({ where: { updatedBefore: 200 } })).toEqual(['old']);
      expect(await fresh.listMatches({ where: { updatedAfter: 200 } })).toEqual(['new']);
      expect(await fresh.listMatches({ gameName: 'tkr', where: { updatedAfter: 100, updatedBefore: 300 } })).toEqual(['mid']);
      expect(await fresh.listMatches({ gameName: 'tkr', where: { isGameover: false, updatedBefore: 250 } })).toEqual(['old']);
      // A gameover of null still counts as over, as in boardgame.io (the key is there).
      await fresh.setMetadata('old', { ...metadataOf('tkr', 100), gameover: null });
      expect(await fresh.listMatches({ gameName: 'tkr', where: { isGameover: true } })).toEqual(['old', 'mid']);
    } finally {
      await fresh.close();
    }
  });

  it('wipe removes the match with its log; wiping a match that is not there does nothing', async () => {
    await storage.createMatch('gone', { initialState: aState(0), metadata: metadataOf('tkr', 1) });
    await storage.setState('gone', aState(1), [anEntry(0, '0')]);
    await storage.wipe('gone');
    await storage.wipe('gone');
    expect(await storage.fetch('gone', { state: true, metadata: true, initialState: true, log: true })).toEqual({
      state: undefined,
      metadata: undefined,
      initialState: undefined,
      log: [],
    });
    const { rows } = await storage.pool.query('SELECT count(*)::int AS n FROM tkr_match_log WHERE match_id = $1', ['gone']);
    expect(rows[0].n).toBe(0);
    expect(await storage.listMatches()).not.toContain('gone');
    // A match created again under the same ID starts with an empty log.
    await storage.createMatch('m2', { initialState: aState(0), metadata: metadataOf('tkr', 1) });
    expect((await storage.fetch('m2', { log: true })).log).toEqual([]);
  });

  it("keeps a match's last 200 chat lines, in order, for every process; a wipe drops them; no chat for a match not stored", async () => {
    await storage.createMatch('talk', { initialState: aState(0), metadata: metadataOf('tkr', 1) });
    const line = (i: number) => ({ id: `m${i}`, seat: i % 3 === 0 ? null : '1', name: 'Bob', text: `line ${i} <b>`, at: i });
    for (let i = 0; i < 230; i++) await storage.chat.appendChat('talk', line(i));
    const other = new PostgresStorage({ connectionString: url });
    try {
      const kept = await other.chat.recentChat('talk');
      expect(kept).toHaveLength(200);
      expect(kept[0]).toEqual(line(30));
      expect(kept.at(-1)).toEqual(line(229));
    } finally {
      await other.close();
    }
    const count = async () =>
      (await storage.pool.query('SELECT count(*)::int AS n FROM tkr_match_chat WHERE match_id = $1', ['talk'])).rows[0].n;
    expect(await count()).toBe(200);
    await storage.wipe('talk');
    expect(await count()).toBe(0);
    expect(await storage.chat.recentChat('talk')).toEqual([]);
    await expect(storage.chat.appendChat('never', line(0))).rejects.toThrow();
  });

  it('DATABASE_URL chooses PostgreSQL, and the description names the database but never the password', async () => {
    const choice = storageFromEnvironment({ DATABASE_URL: 'postgres://tkr:s3cret-pass@db.example:5433/matches', DATA_DIR: '/tmp/unused' });
    expect(choice.storage).toBeInstanceOf(PostgresStorage);
    expect(choice.description).toBe('matches are kept in the PostgreSQL database "matches" on db.example:5433 as tkr');
    expect(choice.description).not.toContain('s3cret');
    await choice.storage.close!();
    const local = postgresStorage('postgresql:///tkr?host=/var/run/postgresql');
    expect(local.description).toBe('matches are kept in the PostgreSQL database "tkr" on /var/run/postgresql');
    await local.storage.close!();
  });
});

describe('the server with its matches in PostgreSQL', () => {
  it('plays a match through real clients, and a restarted server on the same database resumes it; close ends every connection', async () => {
    const url = await freshDatabase();
    const connections = async () =>
      (
        await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = $2', [
          APPLICATION_NAME,
          url.split('/').pop(),
        ])
      ).rows[0].n;

    const first = await startTestServer({ storage: new PostgresStorage({ connectionString: url }) });
    const { matchID, seats } = await createMatch(first);
    let players = seats.map((s) => gameClient(first, { matchID, ...s }));
    let spectator = gameClient(first, { matchID, playerID: null });
    let everyone: GameClient[] = [...players.map((p) => p.client), spectator.client];
    for (const c of everyone) await until(c, () => true);
    await playMoves(
      players.map((p) => p.client),
      everyone,
      8,
    );
    await first.server.transport.getMatchQueue(matchID).onIdle();
    const before = await stored(first, matchID);
    expect(before.state._stateID).toBeGreaterThanOrEqual(8);
    // Every client was sent the stored state, each filtered to its seat.
    for (const c of everyone) expect(c.getState()!._stateID).toBe(before.state._stateID);
    // The log is there, one row per entry, and the spectator's copy matches it (secret arguments redacted).
    expect(before.log.length).toBeGreaterThanOrEqual(8);
    expect((spectator.client as unknown as { log: LogEntry[] }).log.map((e) => e._stateID)).toEqual(before.log.map((e) => e._stateID));
    for (const p of players) p.client.stop();
    spectator.client.stop();
    expect(await connections()).toBeGreaterThan(0);
    await first.close();
    // The pool and the listening connection are closed: the database sees none of the server's connections.
    await expect.poll(connections, { timeout: 10_000 }).toBe(0);

    const second = await startTestServer({ storage: new PostgresStorage({ connectionString: url }) });
    try {
      await expectSameMatch(second, matchID, before);

      // The players come back with the credentials they joined with, and play on.
      players = seats.map((s) => gameClient(second, { matchID, ...s }));
      spectator = gameClient(second, { matchID, playerID: null });
      everyone = [...players.map((p) => p.client), spectator.client];
      for (const c of everyone) await until(c, (s) => s._stateID === before.state._stateID);
      await playMoves(
        players.map((p) => p.client),
        everyone,
        4,
      );
      await second.server.transport.getMatchQueue(matchID).onIdle();
      const later = await stored(second, matchID);
      expect(later.state._stateID).toBeGreaterThanOrEqual(before.state._stateID + 4);
      expect(later.log.slice(0, before.log.length)).toEqual(before.log);
      for (const c of everyone) expect(c.getState()!._stateID).toBe(later.state._stateID);
      for (const p of players) p.client.stop();
      spectator.client.stop();
    } finally {
      await second.close();
    }
  });

  it('answers a move the rules refuse with the state unchanged, as the journal does (its client waits for it)', async () => {
    const server = await startTestServer({ storage: new PostgresStorage({ connectionString: await freshDatabase() }) });
    try {
      const { matchID, seats } = await createMatch(server);
      const { socket, recorder } = await rawSocket(server);
      const synced = recorder.next('sync');
      socket.emit('sync', matchID, '0', seats[0].credentials, 3);
      await synced;
      const { state } = await stored(server, matchID);
      // Passing is a bid; the match is at its draft: the rules refuse it (boardgame.io's move reaches them).
      const answered = recorder.next('update');
      sendMove(socket, { matchID, stateID: state._stateID, playerID: '0', name: 'pass', args: [], credentials: seats[0].credentials });
      const answer = await answered;
      expect((answer.args[1] as State)._stateID).toBe(state._stateID);
      expect((await stored(server, matchID)).state._stateID).toBe(state._stateID);
      socket.close();
    } finally {
      await server.close();
    }
  });

  it("two processes changing one match's metadata at once both keep their changes (a conditional write, merged on conflict)", async () => {
    const url = await freshDatabase();
    const stores = [new PostgresStorage({ connectionString: url }), new PostgresStorage({ connectionString: url })];
    for (const s of stores) await s.connect();
    try {
      const [a, b] = stores.map((s) => new MergingMetadataStorage(s));
      await a.createMatch('shared', { initialState: aState(0), metadata: metadataOf('g', 1) });
      for (let round = 0; round < 10; round++) {
        // Each process reads, then both write their own change to what they read.
        const { metadata: readByA } = await a.fetch('shared', { metadata: true });
        const { metadata: readByB } = await b.fetch('shared', { metadata: true });
        readByA!.players[1].name = `a${round}`;
        readByB!.players[2].name = `b${round}`;
        readByB!.updatedAt = 100 + round;
        await Promise.all([a.setMetadata('shared', readByA!), b.setMetadata('shared', readByB!)]);
        const { metadata } = await stores[0].fetch('shared', { metadata: true });
        expect([metadata!.players[1].name, metadata!.players[2].name, metadata!.updatedAt], `round ${round}`).toEqual([
          `a${round}`,
          `b${round}`,
          100 + round,
        ]);
      }
    } finally {
      for (const s of stores) await s.close();
    }
  });
});
