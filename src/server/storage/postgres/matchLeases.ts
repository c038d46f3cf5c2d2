/**
 * Match leases (../matchLease.ts) kept in PostgreSQL, for several
 * server processes on one database: a row per match names the process that
 * holds it and until when. A process takes a lease that is free or run out,
 * in one statement (two processes asking at once: the row's lock makes one
 * wait, and it then sees the other's lease); it renews its leases together,
 * every third of their lifetime; a lease that a renewal did not find (taken
 * after it ran out, or wiped) is reported lost.
 *
 * Times are the database's clock (`now()`), so the processes' clocks need
 * not agree.
 */
import type pg from 'pg';
import type { LeaseAnswer, MatchLeases } from '../matchLease';

/** How long a lease lasts unless renewed: how long a dead process's matches wait for another to take them over. */
const DEFAULT_LEASE_MS = 15_000;

export class PostgresMatchLeases implements MatchLeases {
  /** Per match held: until when (this process's clock, a little before the database's end). */
  private readonly held = new Map<string, number>();
  private readonly listeners: ((matchID: string) => void)[] = [];
  private renewer?: NodeJS.Timeout;
  private closed = false;

  /**
   * @param holder this process's name in the table (unique per process: the pub/sub's origin)
   */
  constructor(
    private readonly pool: pg.Pool,
    readonly holder: string,
    private readonly ttlMs = DEFAULT_LEASE_MS,
    private readonly log: (message: string) => void = (m) => console.error(m),
  ) {}

  async hold(matchID: string): Promise<LeaseAnswer> {
    if (this.closed) return { held: false, retryAfterMs: this.ttlMs };
    // Fresh enough: the renewal keeps it; no round trip.
    if ((this.held.get(matchID) ?? 0) - Date.now() > this.ttlMs / 2) return { held: true };
    const asked = Date.now();
    const { rows } = await this.pool.query<{ holder: string; remaining_ms: number }>(
      `WITH taken AS (
         INSERT INTO tkr_match_leases AS l (match_id, holder, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (match_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
           WHERE l.holder = EXCLUDED.holder OR l.expires_at < now()
         RETURNING holder, $3::float8 AS remaining_ms
       )
       SELECT holder, remaining_ms FROM taken
       UNION ALL
       SELECT holder, greatest(0, extract(epoch FROM expires_at - now()) * 1000)::float8 FROM tkr_match_leases
         WHERE match_id = $1 AND NOT EXISTS (SELECT 1 FROM taken)`,
      [matchID, this.holder, this.ttlMs],
    );
    const row = rows[0];
    if (row && row.holder === this.holder) {
      this.held.set(matchID, asked + this.ttlMs);
      this.startRenewing();
      return { held: true };
    }
    this.held.delete(matchID);
    return { held: false, retryAfterMs: Math.ceil(row?.remaining_ms ?? 0) };
  }

  async release(matchID: string): Promise<void> {
    if (!this.held.delete(matchID)) return;
    await this.pool.query('DELETE FROM tkr_match_leases WHERE match_id = $1 AND holder = $2', [matchID, this.holder]);
  }

  onLost(listener: (matchID: string) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.renewer);
    this.renewer = undefined;
    const matchIDs = [...this.held.keys()];
    this.held.clear();
    if (matchIDs.length > 0)
      await this.pool
        .query('DELETE FROM tkr_match_leases WHERE holder = $1 AND match_id = ANY($2::text[])', [this.holder, matchIDs])
        .catch((e: Error) => this.log(`could not release the match leases: ${e.message}`));
  }

  /** Renews every lease held (one statement), and reports those not found. */
  async renew(): Promise<void> {
    const matchIDs = [...this.held.keys()];
    if (matchIDs.length === 0 || this.closed) return;
    const asked = Date.now();
    let kept: Set<string>;
    let renewed = false;
    try {
      const { rows } = await this.pool.query<{ match_id: string }>(
        `UPDATE tkr_match_leases SET expires_at = now() + $3 * interval '1 millisecond'
         WHERE holder = $1 AND match_id = ANY($2::text[]) AND expires_at >= now() RETURNING match_id`,
        [this.holder, matchIDs, this.ttlMs],
      );
      kept = new Set(rows.map((r) => r.match_id));
      renewed = true;
    } catch (e) {
      // The database cannot be reached: the leases run out as the others see them, so this process stops acting too.
      this.log(`could not renew the match leases: ${(e as Error).message}`);
      kept = new Set(matchIDs.filter((m) => (this.held.get(m) ?? 0) > Date.now()));
    }
    for (const matchID of matchIDs) {
      if (!this.held.has(matchID) || this.closed) continue; // released meanwhile
      if (kept.has(matchID)) {
        if (renewed) this.held.set(matchID, asked + this.ttlMs);
        continue;
      }
      this.held.delete(matchID);
      for (const listener of this.listeners) listener(matchID);
    }
  }

  private startRenewing(): void {
    this.renewer ??= setInterval(() => void this.renew(), Math.max(100, Math.floor(this.ttlMs / 3))).unref();
  }
}
