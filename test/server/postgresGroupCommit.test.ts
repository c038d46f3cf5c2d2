/**
 * Group commit in the PostgreSQL storage (src/server/storage/postgres/batchedCalls.ts,
 * schema.ts's tkr_store_many), against a real PostgreSQL (pgCluster.ts): the
 * moves of several matches that come together are stored in one call (one
 * transaction), each with its own answer, so one match's refusal never undoes
 * another's; a match's moves stay in order; an error in one write reaches
 * only that write; and a database of the previous version (tkr_store only)
 * gets the new function while the old one keeps serving that version's
 * processes.
 */
import type { Server as BgioServer } from 'boardgame.io';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../src/server/storage/postgres/postgresStorage';
import { BatchedCalls } from '../../src/server/storage/postgres/batchedCalls';
import { aDeafStorage } from './deafStorage';
import { startPgCluster, type PgCluster } from './pgCluster';
import { aState, anEntry, metadataOf } from './storedStates';

let cluster: PgCluster;
let databases = 0;

const freshDatabase = (): Promise<string> => cluster.createDatabase(`tkr_gc_${++databases}`);

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

/** Counts the storage's calls of tkr_store_many and the writes in each. */
function countStoreCalls(storage: PostgresStorage): { calls: number[]; restore(): void } {
  const calls: number[] = [];
  const query = storage.pool.query.bind(storage.pool);
  storage.pool.query = ((statement: string | { text: string }, values?: unknown[], ...rest: unknown[]) => {
    const text = typeof statement === 'string' ? statement : statement.text;
    if (text.includes('tkr_store'))
      calls.push(text.includes('tkr_store_many') ? (JSON.parse(values![0] as string) as unknown[]).length : 1);
    return (query as (...a: unknown[]) => unknown)(statement, values, ...rest);
  }) as typeof storage.pool.query;
  return { calls, restore: () => (storage.pool.query = query) };
}

/**
 * Holds `calls` calls of the storage under way (a lock on tkr_matches makes
 * them wait in the database), then runs `queue`, whose requests wait for a
 * free call meanwhile, and lets everything go once `queued` requests wait.
 */
async function whileCallsHeld<T>(
  url: string,
  storage: PostgresStorage,
  hold: () => Promise<unknown>[],
  queue: () => T,
  queued: number,
): Promise<{ held: unknown[]; queued: T }> {
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE tkr_matches IN ACCESS EXCLUSIVE MODE');
    const held = hold();
    const waiting = async () =>
      (
        await watcher.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        )
      ).rows[0].n;
    await expect.poll(waiting, { timeout: 10_000 }).toBe(held.length);
    const result = queue();
    const inside = storage as unknown as { stores: BatchedCalls<unknown>; metadataReads: BatchedCalls<unknown> };
    await expect.poll(() => inside.stores.pending + inside.metadataReads.pending, { timeout: 10_000 }).toBe(held.length + queued);
    await locker.query('COMMIT');
    return { held: await Promise.all(held), queued: result };
  } finally {
    await locker.end();
    await watcher.end();
  }
}

describe("group commit of the matches' writes in PostgreSQL", () => {
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

  it("stores several matches' moves in one call; a stale state, another generation and changed metadata are refused there, the others stored", async () => {
    // A process that does not hear the others (its notifications come late): it still holds the states it stored.
    const late = await aDeafStorage(url, { storeCallsInFlight: 1 });
    try {
      for (const id of ['gc-held', 'gc-a', 'gc-stale', 'gc-anew', 'gc-meta', 'gc-b'])
        await late.createMatch(id, { initialState: aState(0, { match: id }), metadata: metadataOf('tkr', 0) });
      expect(await late.setStateIfNewer('gc-anew', aState(1, { match: 'gc-anew' }), [anEntry(0, '0')])).toBe(true);
      // Another process takes gc-stale's next move first, starts gc-anew afresh and plays on to its state 1, and changes gc-meta's metadata.
      expect(await storage.setStateIfNewer('gc-stale', aState(1, { by: 'other' }), [anEntry(0, '1')])).toBe(true);
      await storage.createMatch('gc-anew', { initialState: aState(0, { match: 'anew' }), metadata: metadataOf('tkr', 0) });
      expect(await storage.setStateIfNewer('gc-anew', aState(1, { match: 'anew' }), [anEntry(0, '2')])).toBe(true);
      await storage.setMetadata('gc-meta', metadataOf('tkr', 5));

      const counted = countStoreCalls(late);
      try {
        // While one call is under way (gc-held's move), the five others come, and wait for it.
        const { queued } = await whileCallsHeld(
          url,
          late,
          () => [late.setStateIfNewer('gc-held', aState(1), [anEntry(0, '0')])],
          () =>
            Promise.all([
              late.setStateIfNewer('gc-a', aState(1, { match: 'gc-a' }), [anEntry(0, '0')]),
              late.setStateIfNewer('gc-stale', aState(1, { by: 'late' }), [anEntry(0, '0')]),
              // Made on the old match's state 1; the new match's state 1 is stored: another generation, refused.
              late.setStateIfNewer('gc-anew', aState(2, { match: 'gc-anew' }), [anEntry(1, '0')]),
              late.setMetadataIfUnchanged('gc-meta', metadataOf('tkr', 0), metadataOf('tkr', 1)),
              late.setStateIfNewer('gc-b', aState(1, { match: 'gc-b' }), [anEntry(0, '0')]),
            ]),
          5,
        );
        const [a, stale, anew, meta, b] = await queued;
        expect([a, stale, anew, b]).toEqual([true, false, false, true]);
        expect(meta).toEqual({ written: false, current: metadataOf('tkr', 5) });
        // One call held them all.
        expect(counted.calls).toEqual([1, 5]);
      } finally {
        counted.restore();
      }

      const check = await storage.pool.query<{ match_id: string; state_id: number; g: string }>(
        `SELECT match_id, state_id, state::text AS g FROM tkr_matches WHERE match_id LIKE 'gc-%' ORDER BY match_id`,
      );
      expect(check.rows.map((r) => [r.match_id, r.state_id])).toEqual([
        ['gc-a', 1],
        ['gc-anew', 1],
        ['gc-b', 1],
        ['gc-held', 1],
        ['gc-meta', 0],
        ['gc-stale', 1],
      ]);
      const reader = new PostgresStorage({ connectionString: url });
      await reader.connect();
      try {
        expect((await reader.fetch('gc-a', { state: true })).state!.G).toEqual({ match: 'gc-a' });
        expect((await reader.fetch('gc-b', { state: true })).state!.G).toEqual({ match: 'gc-b' });
        expect((await reader.fetch('gc-stale', { state: true, log: true })).log).toEqual([anEntry(0, '1')]);
        expect((await reader.fetch('gc-anew', { state: true })).state!.G).toEqual({ match: 'anew' });
        expect((await reader.fetch('gc-meta', { metadata: true })).metadata).toEqual(metadataOf('tkr', 5));
        expect((await reader.fetch('gc-a', { log: true })).log).toEqual([anEntry(0, '0')]);
      } finally {
        await reader.close();
      }
    } finally {
      await late.close();
    }
  });

  it("sends a move's write before the event loop's turn ends, its metadata (written a few promise jobs after its state) in the same call", async () => {
    await storage.createMatch('gc-soon', { initialState: aState(0, { match: 'gc-soon' }), metadata: metadataOf('tkr', 0) });
    const counted = countStoreCalls(storage);
    // Whether the turn's end (setImmediate's callbacks: the other sockets' and connections' work on a busy server) came first.
    let turnEnded = false;
    const sentBeforeTurnEnded = new Promise<boolean>((sent) => {
      const query = storage.pool.query;
      storage.pool.query = ((...args: unknown[]) => {
        sent(!turnEnded);
        return (query as (...a: unknown[]) => unknown)(...args);
      }) as typeof storage.pool.query;
    });
    try {
      setImmediate(() => (turnEnded = true));
      // As boardgame.io's master writes a move, through the server's metadata merge (../../src/server/storage/metadataMerge.ts).
      const stored = storage.setStateIfNewer('gc-soon', aState(1, { match: 'gc-soon' }), [anEntry(0, '0')]);
      const written = Promise.resolve()
        .then(() => undefined)
        .then(() => storage.setMetadataIfUnchanged('gc-soon', metadataOf('tkr', 0), metadataOf('tkr', 1)));
      expect(await sentBeforeTurnEnded).toBe(true);
      expect(await stored).toBe(true);
      expect(await written).toEqual({ written: true });
      expect(counted.calls).toEqual([1]);
    } finally {
      counted.restore();
    }
    expect((await storage.fetch('gc-soon', { metadata: true })).metadata).toEqual(metadataOf('tkr', 1));
  });

  it("keeps each match's moves in order while several matches' moves share calls", async () => {
    const matches = ['order-1', 'order-2', 'order-3'];
    const busy = new PostgresStorage({ connectionString: url, storeCallsInFlight: 1 });
    await busy.connect();
    for (const id of [...matches, 'order-held'])
      await busy.createMatch(id, { initialState: aState(0, { id }), metadata: metadataOf('tkr', 0) });
    const counted = countStoreCalls(busy);
    let results: boolean[];
    try {
      // Every move of every match asked for at once, as a server busy with many matches would, while a call is under way.
      const { queued } = await whileCallsHeld(
        url,
        busy,
        () => [busy.setStateIfNewer('order-held', aState(1), [])],
        () =>
          Promise.all(
            matches.flatMap((id) =>
              [1, 2, 3, 4, 5, 6].map((n) =>
                busy.setStateIfNewer(id, aState(n, { id, n }), [anEntry(n - 1, String(n % 3)), anEntry(n - 1, 'x')]),
              ),
            ),
          ),
        // One write per match waits (a match's next write starts when the one before it has ended).
        3,
      );
      results = await queued;
    } finally {
      counted.restore();
      await busy.close();
    }
    expect(results.every(Boolean)).toBe(true);
    // 18 moves (and the held one) in fewer calls than moves; the three first moves together.
    expect(counted.calls.reduce((a, b) => a + b, 0)).toBe(19);
    expect(counted.calls.slice(0, 2)).toEqual([1, 3]);
    expect(counted.calls.length).toBeLessThan(19);
    const reader = new PostgresStorage({ connectionString: url });
    await reader.connect();
    try {
      for (const id of matches) {
        const { state, log } = await reader.fetch(id, { state: true, log: true });
        expect(state!.G).toEqual({ id, n: 6 });
        expect(log).toEqual([1, 2, 3, 4, 5, 6].flatMap((n) => [anEntry(n - 1, String(n % 3)), anEntry(n - 1, 'x')]));
      }
    } finally {
      await reader.close();
    }
  });

  it('an error in one write of a call reaches that write only: the others are stored', async () => {
    const busy = new PostgresStorage({ connectionString: url, storeCallsInFlight: 1 });
    await busy.connect();
    for (const id of ['err-a', 'err-bad', 'err-b', 'err-held'])
      await busy.createMatch(id, { initialState: aState(0), metadata: metadataOf('tkr', 0) });
    const counted = countStoreCalls(busy);
    let results: PromiseSettledResult<boolean>[];
    try {
      const { queued } = await whileCallsHeld(
        url,
        busy,
        () => [busy.setStateIfNewer('err-held', aState(1), [])],
        () =>
          Promise.allSettled([
            busy.setStateIfNewer('err-a', aState(1, { ok: true }), [anEntry(0, '0')]),
            // A state id beyond PostgreSQL's integer: the whole call fails, then each write is sent alone.
            busy.setStateIfNewer('err-bad', aState(2 ** 31, { ok: false }), [anEntry(0, '0')]),
            busy.setStateIfNewer('err-b', aState(1, { ok: true }), [anEntry(0, '0')]),
          ]),
        3,
      );
      results = await queued;
    } finally {
      counted.restore();
      await busy.close();
    }
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([true, true]);
    expect(counted.calls).toEqual([1, 3, 1, 1, 1]);
    const { rows } = await storage.pool.query(`SELECT match_id, state_id FROM tkr_matches WHERE match_id LIKE 'err-%' ORDER BY match_id`);
    expect(rows).toEqual([
      { match_id: 'err-a', state_id: 1 },
      { match_id: 'err-b', state_id: 1 },
      { match_id: 'err-bad', state_id: 0 },
      { match_id: 'err-held', state_id: 1 },
    ]);
  });

  it('a write the database refuses (a full disk) leaves what the process holds as stored, sends nothing, and the move made again builds on what is stored', async () => {
    // The database refuses any write of a match listed here, as it refuses every write once its disk is full.
    await storage.pool.query(`
      CREATE TABLE test_failing_writes (match_id text PRIMARY KEY);
      CREATE FUNCTION test_fail_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM test_failing_writes WHERE match_id = NEW.match_id) THEN
          RAISE EXCEPTION 'could not extend file (injected)' USING ERRCODE = 'disk_full';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_write BEFORE UPDATE ON tkr_matches FOR EACH ROW EXECUTE FUNCTION test_fail_write();`);
    const writer = new PostgresStorage({ connectionString: url });
    await writer.connect();
    const reader = new PostgresStorage({ connectionString: url });
    await reader.connect();
    const sent: number[] = [];
    writer.pubSub.subscribe('MATCH-full', (payload) => sent.push((payload.args[1] as { _stateID: number })._stateID));
    // As boardgame.io's master moves: the update published (held until stored), then the state and the metadata at once.
    const move = (stateID: number) => {
      writer.pubSub.publish('MATCH-full', { type: 'update', args: ['full', aState(stateID, { n: stateID })] });
      return Promise.allSettled([
        writer.setStateIfNewer('full', aState(stateID, { n: stateID }), [anEntry(stateID - 1, '0')]),
        writer.setMetadata('full', metadataOf('tkr', stateID)),
      ]);
    };
    /** The state and the metadata a move reads, from this process's memory, are the stored ones. */
    const expectHeldStored = async (stateID: number) => {
      const held = {
        state: (await writer.fetch('full', { state: true })).state,
        metadata: (await writer.moveStarts(() => writer.fetch('full', { metadata: true }))).metadata,
      };
      const stored = await reader.fetch('full', { state: true, metadata: true, log: true });
      expect(held).toEqual({ state: stored.state, metadata: stored.metadata });
      expect([stored.state!._stateID, stored.metadata!.updatedAt, stored.log!.length]).toEqual([stateID, stateID, stateID]);
    };
    try {
      await writer.createMatch('full', { initialState: aState(0), metadata: metadataOf('tkr', 0) });
      expect((await move(1)).map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      await storage.pool.query(`INSERT INTO test_failing_writes VALUES ('full')`);
      const failed = await move(2);
      expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(String((failed[0] as PromiseRejectedResult).reason)).toContain('could not extend file');
      expect(sent).toEqual([1]);
      await expectHeldStored(1);
      // The disk has room again: the move made again is stored as a change of the stored state, and sent.
      await storage.pool.query(`DELETE FROM test_failing_writes`);
      expect((await move(2)).map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(sent).toEqual([1, 2]);
      await expectHeldStored(2);
    } finally {
      await writer.close();
      await reader.close();
      await storage.pool.query(
        'DROP TRIGGER test_fail_write ON tkr_matches; DROP FUNCTION test_fail_write(); DROP TABLE test_failing_writes',
      );
    }
  });

  it("reads several matches' metadata (boardgame.io's read before each move) in one call; a match not there has none", async () => {
    for (const [i, id] of ['read-a', 'read-b'].entries())
      await storage.createMatch(id, { initialState: aState(0), metadata: metadataOf('tkr', i + 1) });
    const reads: unknown[][] = [];
    const query = storage.pool.query.bind(storage.pool);
    storage.pool.query = ((statement: string | { text: string }, values?: unknown[], ...rest: unknown[]) => {
      const text = typeof statement === 'string' ? statement : statement.text;
      if (/FROM tkr_matches/.test(text)) reads.push(values ?? []);
      return (query as (...a: unknown[]) => unknown)(statement, values, ...rest);
    }) as typeof storage.pool.query;
    let read: { metadata?: BgioServer.MatchData }[];
    try {
      // Two reads under way (as many as may be), four more come meanwhile.
      const { queued } = await whileCallsHeld(
        url,
        storage,
        () => ['read-b', 'read-a'].map((id) => storage.fetch(id, { metadata: true })),
        () => Promise.all(['read-a', 'read-missing', 'read-b', 'read-a'].map((id) => storage.fetch(id, { metadata: true }))),
        4,
      );
      read = await queued;
    } finally {
      storage.pool.query = query;
    }
    expect(read.map((r) => r.metadata?.updatedAt)).toEqual([1, undefined, 2, 1]);
    expect(reads).toEqual([[['read-b']], [['read-a']], [['read-a', 'read-missing', 'read-b', 'read-a']]]);
  });

  it("a database of the previous version gets tkr_store_many (and tkr_store_many_checked) at connect; tkr_store stays, and the two versions' processes follow each other's moves", async () => {
    const before = await freshDatabase();
    const first = new PostgresStorage({ connectionString: before });
    await first.connect();
    await first.createMatch('mixed', { initialState: aState(0), metadata: metadataOf('tkr', 0) });
    await first.close();
    const check = new pg.Client({ connectionString: before });
    await check.connect();
    try {
      // As the previous version left it: tkr_store only.
      await check.query('DROP FUNCTION tkr_store_many(json, text)');
      const upgraded = new PostgresStorage({ connectionString: before });
      await upgraded.connect();
      try {
        expect((await upgraded.fetch('mixed', { state: true })).state!._stateID).toBe(0);
        expect(await upgraded.setStateIfNewer('mixed', aState(1, { by: 'new' }), [anEntry(0, '0')])).toBe(true);
        // A process of the previous version stores the next move with the old function, as it did.
        const { rows: old } = await check.query(
          `SELECT * FROM tkr_store($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb)`,
          [
            'mixed',
            2,
            null,
            null,
            null,
            JSON.stringify(aState(2, { by: 'old' })),
            JSON.stringify([anEntry(1, '1')]),
            null,
            null,
            'old-process',
            null,
            null,
          ],
        );
        expect(old[0].stored).toBe(true);
        // The new version hears of it, reads it, and builds on it.
        await expect.poll(async () => (await upgraded.fetch('mixed', { metadata: true, state: true })).state!.G).toEqual({ by: 'old' });
        expect(await upgraded.setStateIfNewer('mixed', aState(3, { by: 'new' }), [anEntry(2, '2')])).toBe(true);
        expect((await upgraded.fetch('mixed', { log: true })).log).toEqual([anEntry(0, '0'), anEntry(1, '1'), anEntry(2, '2')]);
        const { rows } = await check.query(`SELECT proname FROM pg_proc WHERE proname LIKE 'tkr_store%' ORDER BY proname`);
        expect(rows.map((r) => r.proname)).toEqual(['tkr_store', 'tkr_store_many', 'tkr_store_many_checked']);
      } finally {
        await upgraded.close();
      }
    } finally {
      await check.end();
    }
  });

  it('a process of the previous version sends its clients the moves the new version stores (notified without a message row)', async () => {
    const here = new PostgresStorage({ connectionString: url });
    await here.connect();
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN tkr_pubsub');
    try {
      await here.createMatch('told', { initialState: aState(0), metadata: metadataOf('tkr', 0) });
      // boardgame.io publishes the update before it stores its state: the storage holds it, and announces it with the state.
      here.pubSub.subscribe('MATCH-told', () => {});
      here.pubSub.publish('MATCH-told', { type: 'update', args: ['told', aState(1)] } as never);
      expect(await here.setStateIfNewer('told', aState(1), [anEntry(0, '0')])).toBe(true);
      await expect.poll(() => heard.length).toBeGreaterThan(1);
      const [origin, message, channel, stateID] = heard[1].split(' ');
      expect([origin, message, channel, stateID]).toEqual([here.pubSub.origin, 's', 'MATCH-told', '1']);
      // The previous version's reader reads a state's notification from the tables (its id is not 0 nor "reset"),
      // never the message row: none was written.
      const { rows } = await here.pool.query(`SELECT count(*)::int AS n FROM tkr_pubsub_messages WHERE channel = 'MATCH-told'`);
      expect(rows[0].n).toBe(0);
    } finally {
      await listener.end();
      await here.close();
    }
  });
});

describe('BatchedCalls (group commit)', () => {
  it('sends the writes that come while calls are under way together, each answered by its own', async () => {
    const sent: string[][] = [];
    const releases: (() => void)[] = [];
    const batches = new BatchedCalls<string>(
      (items) =>
        new Promise((done) => {
          sent.push(items);
          releases.push(() => done(items.map((i) => `stored ${i}`)));
        }),
      1,
    );
    // A call may start: the first goes at once, alone.
    const first = batches.add('a');
    expect(sent).toEqual([['a']]);
    const more = ['b', 'c', 'd'].map((i) => batches.add(i));
    expect(sent).toEqual([['a']]);
    expect(batches.pending).toBe(4);
    releases[0]();
    expect(await first).toBe('stored a');
    await new Promise((turn) => setImmediate(turn));
    expect(sent).toEqual([['a'], ['b', 'c', 'd']]);
    releases[1]();
    expect(await Promise.all(more)).toEqual(['stored b', 'stored c', 'stored d']);
    expect(batches.pending).toBe(0);
  });
});
