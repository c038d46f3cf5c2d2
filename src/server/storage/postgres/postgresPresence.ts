/**
 * Who is connected to which seat, shared between the server processes on one
 * PostgreSQL (../presence.ts keeps each process's own): a row per seat and
 * process that has a person's socket on it, and a NOTIFY on `tkr_presence`
 * when a seat gains its first or loses its last socket on a process, so the
 * process playing the match's bots (its lease holder, matchLeases.ts) can
 * send a stand-in in for a person who left another process, and give the
 * seat back when the person is back anywhere.
 *
 * A process that dies leaves its rows: each process writes a heartbeat to
 * tkr_processes every few seconds, and rows of a process not heard from for
 * PROCESS_GONE_MS count for nobody.
 */
import pg from 'pg';
import type { SeatRef, SharedPresence } from '../../presence';

const PRESENCE_CHANNEL = 'tkr_presence';
const HEARTBEAT_MS = 3000;
const PROCESS_GONE_MS = 10_000;

export class PostgresPresence implements SharedPresence {
  private listener?: pg.Client;
  private heartbeat?: NodeJS.Timeout;
  private readonly listeners: ((seat: SeatRef, present: boolean) => void)[] = [];
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connection: pg.ClientConfig,
    readonly holder: string,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts the heartbeat and hears the other processes (at the storage's connect). */
  async connect(): Promise<void> {
    this.closed = false;
    await this.beat();
    this.heartbeat ??= setInterval(() => void this.beat(), HEARTBEAT_MS).unref();
    if (this.listener) return;
    const listener = new pg.Client(this.connection);
    listener.on('error', (e) => this.log(`lost the PostgreSQL connection that hears presence: ${e.message}`));
    listener.on('notification', (n) => {
      if (n.channel !== PRESENCE_CHANNEL || !n.payload) return;
      // "<present 0|1> <playerID> <holder length>:<holder><matchID>": the holder may hold spaces.
      const match = /^([01]) (\d) (\d+):/.exec(n.payload);
      if (!match) return;
      const start = match[0].length;
      const holder = n.payload.slice(start, start + Number(match[3]));
      if (holder === this.holder) return;
      const seat = { matchID: n.payload.slice(start + Number(match[3])), playerID: match[2] };
      for (const l of this.listeners) l(seat, match[1] === '1');
    });
    await listener.connect();
    await listener.query(`LISTEN ${PRESENCE_CHANNEL}`);
    this.listener = listener;
  }

  async set(seat: SeatRef, present: boolean): Promise<void> {
    if (this.closed) return;
    const notice = `${present ? 1 : 0} ${seat.playerID} ${this.holder.length}:${this.holder}${seat.matchID}`;
    await this.pool
      .query(
        present
          ? `WITH s AS (INSERT INTO tkr_presence (match_id, player_id, holder) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING)
             SELECT pg_notify('${PRESENCE_CHANNEL}', $4)`
          : `WITH s AS (DELETE FROM tkr_presence WHERE match_id = $1 AND player_id = $2 AND holder = $3)
             SELECT pg_notify('${PRESENCE_CHANNEL}', $4)`,
        [seat.matchID, seat.playerID, this.holder, notice],
      )
      .catch((e: Error) => this.log(`could not share presence: ${e.message}`));
  }

  async elsewhere(matchID: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ player_id: string }>(
      `SELECT DISTINCT p.player_id FROM tkr_presence p JOIN tkr_processes q ON q.holder = p.holder
       WHERE p.match_id = $1 AND p.holder <> $2 AND q.seen_at > now() - $3 * interval '1 millisecond'`,
      [matchID, this.holder, PROCESS_GONE_MS],
    );
    return rows.map((r) => r.player_id);
  }

  onChange(listener: (seat: SeatRef, present: boolean) => void): void {
    this.listeners.push(listener);
  }

  /** Stops the heartbeat, removes this process's rows, stops hearing the others. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    await this.pool
      .query('WITH p AS (DELETE FROM tkr_presence WHERE holder = $1) DELETE FROM tkr_processes WHERE holder = $1', [this.holder])
      .catch(() => {});
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
  }

  private async beat(): Promise<void> {
    await this.pool
      .query('INSERT INTO tkr_processes (holder, seen_at) VALUES ($1, now()) ON CONFLICT (holder) DO UPDATE SET seen_at = now()', [
        this.holder,
      ])
      .catch((e: Error) => this.log(`could not write this process's heartbeat: ${e.message}`));
  }
}
