/**
 * boardgame.io's storage (StorageAPI.Async) in PostgreSQL, for DATABASE_URL.
 * The tables are in schema.ts; the pub/sub that carries each match's
 * messages between server processes sharing the database is in
 * postgresPubSub.ts, and comes with the storage (`pubSub`).
 *
 * Same behaviour as boardgame.io's FlatFile (the server's other storage),
 * except where several processes share the database:
 * - a move's log entries are appended as rows, instead of the whole log being
 *   read and rewritten on every move;
 * - a state is written only when its `_stateID` is newer than the stored
 *   one, in the same statement that appends its log entries and publishes
 *   its update. Each process queues the moves of a match one at a time, but
 *   two processes can each take a move on the same state; the first to store
 *   wins and the other's state, log and update are dropped. Its player's move
 *   simply did not happen: that player sees the winner's state, and moves
 *   again on it. (boardgame.io also rewrites an unchanged state after a
 *   refused move; not writing it changes nothing.)
 * - metadata (players, names, credentials, updatedAt, gameover) is written
 *   whole by setMetadata; the server writes it through
 *   setMetadataIfUnchanged instead (../metadataMerge.ts), so a change made
 *   by one process on metadata another process changed meanwhile is merged
 *   onto that, not lost.
 */
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import pg from 'pg';
import { PostgresPubSub, storedStateAnnouncement, type HeldMessage } from './postgresPubSub';
import { PostgresMatchLeases } from './matchLeases';
import { PostgresPresence } from './postgresPresence';
import { ensureSchema, NOTIFY_CHANNEL } from './schema';

export interface PostgresStorageOptions {
  /** A PostgreSQL URL: postgres://user:password@host:port/database (DATABASE_URL). */
  connectionString: string;
  /** Connections in the pool (10 by default); the pub/sub listens on one more. */
  poolSize?: number;
  /** Where connection trouble is reported; console.error by default. */
  log?: (message: string) => void;
  /** How long a match's lease lasts unless renewed (matchLeases.ts; 15 s by default). */
  leaseMs?: number;
}

/** How the server's connections are named in pg_stat_activity. */
export const APPLICATION_NAME = 'three-kingdoms-redux';

interface MatchRow {
  state?: State | null;
  metadata?: BgioServer.MatchData | null;
  initial_state?: State | null;
  log?: LogEntry[];
}

/** Says which database a URL names, without its password (or anything else secret). */
export function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const host = url.hostname || url.searchParams.get('host') || 'the local socket';
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'the default database';
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL database "${database}" on ${host}${url.port ? `:${url.port}` : ''}${user}`;
  } catch {
    return 'the PostgreSQL database DATABASE_URL names';
  }
}

export class PostgresStorage extends Async {
  readonly pool: pg.Pool;
  /** The pub/sub the server uses with this storage (several processes on one database need it). */
  readonly pubSub: PostgresPubSub;
  /** Which database, without the password. */
  readonly description: string;
  /** Which process runs each match's bots and stand-ins (../bots/matchLease.ts). */
  readonly leases: PostgresMatchLeases;
  /** Who is connected to which seat on the other processes (postgresPresence.ts). */
  readonly sharedPresence: PostgresPresence;

  constructor(options: PostgresStorageOptions) {
    super();
    const log = options.log ?? ((message: string) => console.error(message));
    // The name shows in pg_stat_activity (a URL's own application_name wins).
    const connection: pg.ClientConfig = { connectionString: options.connectionString, application_name: APPLICATION_NAME };
    this.pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    // An idle connection that breaks (the database restarted) emits 'error'; unheard, it would stop the process.
    this.pool.on('error', (e) => log(`a PostgreSQL connection failed: ${e.message}`));
    this.pubSub = new PostgresPubSub(this.pool, connection, log, true);
    this.description = describeDatabase(options.connectionString);
    // Named with the process's id, so an operator (and the tests) can tell which process plays a match.
    const holder = `pid ${process.pid} ${this.pubSub.origin}`;
    this.leases = new PostgresMatchLeases(this.pool, holder, options.leaseMs, log);
    this.sharedPresence = new PostgresPresence(this.pool, connection, holder, log);
  }

  /** Creates the tables when missing, and starts hearing the other processes. */
  async connect(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await ensureSchema(client);
    } finally {
      client.release();
    }
    await this.pubSub.listen();
    await this.sharedPresence.connect();
  }

  /** Ends every connection (the server calls it when it closes); again, does nothing. */
  async close(): Promise<void> {
    if (this.pool.ended) return;
    await this.leases.close();
    await this.sharedPresence.close();
    await this.pubSub.close();
    if (!this.pool.ended) await this.pool.end();
  }

  /** A new match, or a match started afresh under the same ID: its old log goes. */
  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const { initialState, metadata } = opts;
    await this.pool.query(
      `WITH cleared AS (DELETE FROM tkr_match_log WHERE match_id = $1)
       INSERT INTO tkr_matches (match_id, state, state_id, initial_state, metadata) VALUES ($1, $2::json, $3, $2::json, $4::jsonb)
       ON CONFLICT (match_id) DO UPDATE SET state = EXCLUDED.state, state_id = EXCLUDED.state_id,
         initial_state = EXCLUDED.initial_state, metadata = EXCLUDED.metadata`,
      [matchID, JSON.stringify(initialState), initialState._stateID, JSON.stringify(metadata)],
    );
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.setStateIfNewer(matchID, state, deltalog);
  }

  /**
   * Stores `state` and appends `deltalog` only if the stored state is older
   * (or there is none), publishing the update boardgame.io holds for it in
   * the same statement; says whether it stored. Concurrent writers of one
   * match queue on its row: the second sees the first's state_id.
   */
  async setStateIfNewer(matchID: string, state: State, deltalog: LogEntry[] = []): Promise<boolean> {
    const held: HeldMessage | undefined = this.pubSub.takeHeld(matchID, state._stateID);
    const { rows } = await this.pool.query<{ stored: boolean }>(
      `WITH stored AS (
         INSERT INTO tkr_matches AS m (match_id, state, state_id) VALUES ($1, $2::json, $3)
         ON CONFLICT (match_id) DO UPDATE SET state = EXCLUDED.state, state_id = EXCLUDED.state_id
           WHERE m.state_id IS NULL OR m.state_id < EXCLUDED.state_id
         RETURNING match_id
       ), logged AS (
         INSERT INTO tkr_match_log (match_id, state_id, position, entry)
         SELECT stored.match_id, $3, e.position, e.entry FROM stored, json_array_elements($4::json) WITH ORDINALITY AS e(entry, position)
       ), published AS (
         INSERT INTO tkr_pubsub_messages (channel, payload) SELECT $5::text, $6::json FROM stored WHERE $5::text IS NOT NULL
         RETURNING id
       )
       SELECT EXISTS (SELECT 1 FROM stored) AS stored,
              (SELECT pg_notify('${NOTIFY_CHANNEL}', $7::text || ' ' || id || ' ' || $5::text) FROM published) AS notified`,
      [
        matchID,
        JSON.stringify(state),
        state._stateID,
        JSON.stringify(deltalog),
        held?.channel ?? null,
        held ? JSON.stringify(storedStateAnnouncement(held.payload)) : null,
        this.pubSub.origin,
      ],
    );
    const stored = rows[0]?.stored === true;
    if (stored && held) this.pubSub.deliver(held.channel, held.payload);
    return stored;
  }

  /**
   * Writes `metadata` only if the stored metadata is still `expected` (what
   * the writer's change was made on); says whether it wrote, and else what
   * is stored now, for the writer to merge its change onto and try again
   * (../metadataMerge.ts). Compared as jsonb: by value, whatever the keys'
   * order. So two processes changing one match's metadata at once both keep
   * their changes, where a plain write would keep the last one only.
   */
  async setMetadataIfUnchanged(
    matchID: string,
    expected: BgioServer.MatchData,
    metadata: BgioServer.MatchData,
  ): Promise<{ written: true } | { written: false; current: BgioServer.MatchData | undefined }> {
    const { rows } = await this.pool.query<{ written: boolean; current: BgioServer.MatchData | null }>(
      `WITH written AS (
         UPDATE tkr_matches SET metadata = $3::jsonb WHERE match_id = $1 AND metadata = $2::jsonb RETURNING 1
       )
       SELECT EXISTS (SELECT 1 FROM written) AS written,
              CASE WHEN EXISTS (SELECT 1 FROM written) THEN NULL ELSE (SELECT metadata FROM tkr_matches WHERE match_id = $1) END AS current`,
      [matchID, JSON.stringify(expected), JSON.stringify(metadata)],
    );
    if (rows[0]?.written) return { written: true };
    return { written: false, current: rows[0]?.current ?? undefined };
  }

  async setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    await this.pool.query(
      `INSERT INTO tkr_matches (match_id, metadata) VALUES ($1, $2::jsonb)
       ON CONFLICT (match_id) DO UPDATE SET metadata = EXCLUDED.metadata`,
      [matchID, JSON.stringify(metadata)],
    );
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const columns = [
      opts.state ? 'state' : null,
      opts.metadata ? 'metadata' : null,
      opts.initialState ? 'initial_state' : null,
      opts.log
        ? `(SELECT coalesce(json_agg(l.entry ORDER BY l.state_id, l.position), '[]'::json) FROM tkr_match_log l WHERE l.match_id = m.match_id) AS log`
        : null,
    ].filter((c) => c !== null);
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.log) result.log = [];
    if (columns.length === 0) return result as StorageAPI.FetchResult<O>;
    const { rows } = await this.pool.query<MatchRow>(`SELECT ${columns.join(', ')} FROM tkr_matches m WHERE m.match_id = $1`, [matchID]);
    const row = rows[0];
    if (!row) return result as StorageAPI.FetchResult<O>;
    if (opts.state) result.state = row.state ?? undefined;
    if (opts.metadata) result.metadata = row.metadata ?? undefined;
    if (opts.initialState) result.initialState = row.initial_state ?? undefined;
    if (opts.log) result.log = row.log ?? [];
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    await this.pool.query('DELETE FROM tkr_matches WHERE match_id = $1', [matchID]);
  }

  /** The IDs of the matches with metadata, filtered as boardgame.io's own storages filter them. */
  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const where = opts.where ?? {};
    const { rows } = await this.pool.query<{ match_id: string }>(
      `SELECT match_id FROM tkr_matches
       WHERE metadata IS NOT NULL
         AND ($1::text IS NULL OR metadata->>'gameName' = $1::text)
         AND ($2::boolean IS NULL OR (metadata ? 'gameover') = $2::boolean)
         AND ($3::bigint IS NULL OR (metadata->>'updatedAt')::bigint < $3::bigint)
         AND ($4::bigint IS NULL OR (metadata->>'updatedAt')::bigint > $4::bigint)
       ORDER BY created_at, match_id`,
      [opts.gameName ?? null, where.isGameover ?? null, where.updatedBefore ?? null, where.updatedAfter ?? null],
    );
    return rows.map((r) => r.match_id);
  }
}
