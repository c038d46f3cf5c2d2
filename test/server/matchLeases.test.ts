/**
 * Match leases in PostgreSQL (src/server/storage/postgres/matchLeases.ts): which of
 * several server processes on one database runs a match's bots and
 * stand-ins. On a throwaway cluster (pgCluster.ts); each PostgresMatchLeases
 * with its own pool stands for one process.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresMatchLeases } from '../../src/server/storage/postgres/matchLeases';
import { ensureSchema } from '../../src/server/storage/postgres/schema';
import { startPgCluster, type PgCluster } from './pgCluster';

let cluster: PgCluster;
const pools: pg.Pool[] = [];

/** A process's leases: its own pool, its own name. */
function aProcess(name: string, ttlMs: number): { leases: PostgresMatchLeases; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  pool.on('error', () => {});
  pools.push(pool);
  return { leases: new PostgresMatchLeases(pool, name, ttlMs, () => {}), pool };
}

beforeAll(async () => {
  cluster = await startPgCluster();
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await ensureSchema(client);
  await client.end();
}, 120_000);

afterAll(async () => {
  for (const pool of pools) if (!pool.ended) await pool.end();
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('match leases in PostgreSQL', () => {
  it('one holder per match: the others are told how long it has left; a release frees it at once', async () => {
    const a = aProcess('a', 10_000).leases;
    const b = aProcess('b', 10_000).leases;
    expect(await a.hold('m1')).toEqual({ held: true });
    expect(await a.hold('m1')).toEqual({ held: true });
    const refused = await b.hold('m1');
    expect(refused.held).toBe(false);
    if (!refused.held) expect(refused.retryAfterMs).toBeGreaterThan(5_000);
    // Another match is free.
    expect(await b.hold('m2')).toEqual({ held: true });
    await a.release('m1');
    expect(await b.hold('m1')).toEqual({ held: true });
    expect((await a.hold('m1')).held).toBe(false);
    await a.close();
    await b.close();
  });

  it('of many processes asking for a free match at once, exactly one gets it', async () => {
    const processes = Array.from({ length: 8 }, (_, i) => aProcess(`p${i}`, 10_000).leases);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(processes.map((p) => p.hold(`race-${round}`)));
      expect(answers.filter((a) => a.held)).toHaveLength(1);
    }
    await Promise.all(processes.map((p) => p.close()));
  });

  it('a holder that renews keeps its lease past its lifetime; one that stops (its database gone) loses it, is told, and another takes it', async () => {
    const a = aProcess('a', 600);
    const b = aProcess('b', 600).leases;
    const lost: string[] = [];
    a.leases.onLost((m) => lost.push(m));
    expect(await a.leases.hold('m3')).toEqual({ held: true });
    await sleep(1500);
    expect((await b.hold('m3')).held, 'renewed by its holder').toBe(false);
    // The holder's process can no longer reach the database (as if it died): its lease runs out.
    await a.pool.end();
    await expect.poll(async () => (await b.hold('m3')).held, { timeout: 5_000, interval: 100 }).toBe(true);
    await expect.poll(() => lost, { timeout: 5_000 }).toEqual(['m3']);
    await b.close();
  });
});
