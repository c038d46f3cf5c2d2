/**
 * boardgame.io's storage (StorageAPI.Async) in PostgreSQL, for DATABASE_URL.
 * The tables are in schema.ts; the pub/sub that carries each match's
 * messages between server processes sharing the database is in
 * postgresPubSub.ts, and comes with the storage (`pubSub`). What a process
 * holds of each match is in heldMatches.ts, the reads in matchReads.ts and
 * what a write's call is made of in storeCalls.ts.
 *
 * Same behaviour as boardgame.io's FlatFile (the server's other storage),
 * except where several processes share the database:
 * - a move's log entries are appended as rows, instead of the whole log being
 *   read and rewritten on every move; and so is its change to the state
 *   (tkr_match_changes, ~1 KB), not the state (6 to 50 KB): each process
 *   keeps the newest state of its matches in memory, and the whole state is
 *   stored again (a snapshot) only once the changes since the last one add
 *   up to its size, and when the match ends;
 * - a move is one item of a call of tkr_store_many (schema.ts): its change,
 *   its log entries, the metadata boardgame.io writes with it and its
 *   announcement to the other processes, in one round trip and one
 *   transaction, which also holds the other matches' moves that came while
 *   the calls before were under way (group commit, batchedCalls.ts: one commit
 *   and one flush of the write-ahead log for all of them);
 * - a state is written only when its `_stateID` is newer than the stored
 *   one, in the same call (one transaction) that appends its log entries and publishes
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
import { PostgresPubSub, RESET, type HeldMessage } from './postgresPubSub';
import { BatchedCalls } from './batchedCalls';
import { PostgresMatchLeases } from './matchLeases';
import { PostgresPresence } from './postgresPresence';
import { ensureSchema, NOTIFY_CHANNEL } from './schema';
import { PostgresChatStore } from './postgresChat';
import { MIN_CHANGES_BEFORE_SNAPSHOT, STORE_QUERY, updatedAtOnly, type PendingWrite, type StoreAnswer } from './storeCalls';
import { HeldMatches } from './heldMatches';
import { MatchReads, type StoredRow } from './matchReads';
import { diffBase, diffStates } from '../statePatch';

export interface PostgresStorageOptions {
  /** A PostgreSQL URL: postgres://user:password@host:port/database (DATABASE_URL). */
  connectionString: string;
  /** Connections in the pool (10 by default); the pub/sub listens on one more. */
  poolSize?: number;
  /** Where connection trouble is reported; console.error by default. */
  log?: (message: string) => void;
  /** How long a match's lease lasts unless renewed (matchLeases.ts; 15 s by default). */
  leaseMs?: number;
  /**
   * Calls of tkr_store_many under way at once (STORE_CALLS_IN_FLIGHT); the moves that come meanwhile go together in
   * the next (batchedCalls.ts). 1 by default: on one machine at 500 matches, two under way made about 75% more calls
   * (2.9 writes each against 5.2), each waking the database's backend and the server, for more of both processes'
   * CPU a move and a longer tail (docs/decisions/0007-postgres-group-commit.md); a database with a longer round trip may do
   * better with 2 (not measured).
   */
  storeCallsInFlight?: number;
}

/** Calls of the matches' writes under way at once unless STORE_CALLS_IN_FLIGHT says otherwise (storeCallsInFlight). */
const DEFAULT_STORE_CALLS_IN_FLIGHT = 1;

/** How the server's connections are named in pg_stat_activity. */
export const APPLICATION_NAME = 'three-kingdoms-redux';

/** Says which database a URL names, without its password (or anything else secret). */
function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const host = url.hostname || url.searchParams.get('host') || 'the local socket';
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'the default database';
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL database "${database}" on ${host}${url.port ? `:${url.port}` : ''}${user}`;
  } catch {
    return 'PostgreSQL database DATABASE_URL names';
  }
}

export class PostgresStorage extends Async {
  readonly pool: pg.Pool;
  /** The pub/sub the server uses with this storage (several processes on one database need it). */
  readonly pubSub: PostgresPubSub;
  /** Which database, without the password. */
  readonly description: string;
  /** Which process runs each match's bots and stand-ins (../matchLease.ts). */
  readonly leases: PostgresMatchLeases;
  /** Who is connected to which seat on the other processes (postgresPresence.ts). */
  readonly sharedPresence: PostgresPresence;
  /** Each match's chat (postgresChat.ts). */
  readonly chat: PostgresChatStore;
  /** What this process holds of each match: its newest state, its metadata, a move's seats (heldMatches.ts). */
  private readonly held = new HeldMatches();
  /** Per match, the write not started yet (a move's state and metadata go in one call). */
  private readonly openWrites = new Map<string, PendingWrite>();
  /** Told of every match another process changed (onChangedElsewhere). */
  private readonly changeListeners = new Set<(matchID: string) => void>();
  /** Per match, the writes under way, one after another. */
  private readonly writeChains = new Map<string, Promise<void>>();
  /** The matches' writes, several to a call (group commit). */
  private readonly stores: BatchedCalls<StoreAnswer>;
  /** The reads of a match's metadata alone (boardgame.io's before each move), several to a call. */
  private readonly metadataReads: BatchedCalls<StoredRow | null>;
  /** True while a move starts (moveStarts): its read of the metadata may be answered from the metadata held. */
  private moveStarting = false;
  /** The reads of a match's row and its state (matchReads.ts). */
  private readonly reads: MatchReads;

  constructor(options: PostgresStorageOptions) {
    super();
    const log = options.log ?? ((message: string) => console.error(message));
    // The name shows in pg_stat_activity (a URL's own application_name wins).
    const connection: pg.ClientConfig = { connectionString: options.connectionString, application_name: APPLICATION_NAME };
    this.pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
    // An idle connection that breaks (the database restarted) emits 'error'; unheard, it would stop the process.
    this.pool.on('error', (e) => log(`a PostgreSQL connection failed: ${e.message}`));
    this.pubSub = new PostgresPubSub(this.pool, connection, log, true, {
      // Another process stored a state (or created, or wiped the match): the one held here is read again before use.
      changedElsewhere: (matchID, anew) => {
        this.held.metadata.delete(matchID);
        const held = this.held.states.get(matchID);
        // A match created afresh under the same ID (or wiped) is another match: its changes do not apply to the old state.
        if (anew) this.held.states.delete(matchID);
        else if (held) held.storedID = undefined;
        for (const listener of this.changeListeners) listener(matchID);
      },
      // The listener was lost, and with it what the others did meanwhile.
      lostTouch: () => {
        this.held.states.clear();
        this.held.metadata.clear();
      },
      storedState: (matchID, stateID) => this.reads.storedForOthers(matchID, stateID),
    });
    this.description = describeDatabase(options.connectionString);
    // Named with the process's id, so an operator (and the tests) can tell which process plays a match.
    const holder = `pid ${process.pid} ${this.pubSub.origin}`;
    this.leases = new PostgresMatchLeases(this.pool, holder, options.leaseMs, log);
    this.sharedPresence = new PostgresPresence(this.pool, connection, holder, log);
    this.chat = new PostgresChatStore(this.pool);
    this.stores = new BatchedCalls(
      (items) => this.storeMany(items),
      options.storeCallsInFlight ?? DEFAULT_STORE_CALLS_IN_FLIGHT,
      undefined,
      true,
    );
    this.metadataReads = new BatchedCalls((matchIDs) => this.reads.readMetadataOf(matchIDs), 2);
    this.reads = new MatchReads(this.pool, this.metadataReads, this.held);
  }

  /** One call of tkr_store_many: the writes' answers, in their order. */
  private async storeMany(items: string[]): Promise<StoreAnswer[]> {
    const { rows } = await this.pool.query<StoreAnswer & { item: string }>(STORE_QUERY, [`[${items.join(',')}]`, this.pubSub.origin]);
    const answers: StoreAnswer[] = new Array(items.length);
    for (const row of rows) answers[Number(row.item) - 1] = row;
    return answers;
  }

  /**
   * Calls `listener` with each match another process changed (a move, a
   * metadata write, a creation or a wipe), as soon as this process hears of
   * it: the server looks at the clocks of the matches whose lease it holds
   * again (../../bots/serverBots.ts).
   */
  onChangedElsewhere(listener: (matchID: string) => void): void {
    this.changeListeners.add(listener);
  }

  /**
   * Runs the start of a move (boardgame.io's master, up to its first wait;
   * ../matchQueues.ts): its read of the metadata may be answered from the
   * metadata held (HeldMetadata). Only a move's: the Lobby API's and the
   * other reads decide on what they read (a seat free, the table full) and
   * read the metadata as stored.
   */
  moveStarts<T>(start: () => T): T {
    this.moveStarting = true;
    try {
      return start();
    } finally {
      this.moveStarting = false;
    }
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
    // The writes under way (a move's, a disconnection's metadata) finish before the pool ends.
    while (this.writeChains.size > 0) await Promise.all([...this.writeChains.values()]);
    await this.pubSub.close();
    if (!this.pool.ended) await this.pool.end();
  }

  /** A new match, or a match started afresh under the same ID: its old log and changes go. */
  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const { initialState, metadata } = opts;
    const text = JSON.stringify(initialState);
    const metadataText = JSON.stringify(metadata);
    this.held.states.delete(matchID);
    this.held.metadata.delete(matchID);
    const { rows } = await this.pool.query<{ generation: string }>(
      `WITH cleared AS (DELETE FROM tkr_match_log WHERE match_id = $1), dropped AS (DELETE FROM tkr_match_changes WHERE match_id = $1)
       INSERT INTO tkr_matches (match_id, state, state_id, snapshot_id, initial_state, metadata) VALUES ($1, $2::json, $3, $3, $2::json, $4::jsonb)
       ON CONFLICT (match_id) DO UPDATE SET state = EXCLUDED.state, state_id = EXCLUDED.state_id, snapshot_id = EXCLUDED.snapshot_id,
         initial_state = EXCLUDED.initial_state, metadata = EXCLUDED.metadata, generation = EXCLUDED.generation
       RETURNING generation, pg_notify('${NOTIFY_CHANNEL}', $5::text || ' ${RESET} MATCH-' || $1)`,
      [matchID, text, initialState._stateID, metadataText, this.pubSub.origin],
    );
    // Held unless something else of the match happened meanwhile (another process's notification, a read, a write).
    if (!this.held.metadata.has(matchID))
      this.held.holdMetadata(matchID, { text: metadataText, current: true, writing: 0, writesEnded: 0 });
    this.held.remember(matchID, {
      state: initialState,
      base: diffBase(initialState),
      stateID: initialState._stateID,
      generation: rows[0].generation,
      storedID: initialState._stateID,
      snapshotBytes: text.length,
      changeBytes: 0,
    });
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.setStateIfNewer(matchID, state, deltalog);
  }

  /**
   * Stores `state` and appends `deltalog` only if the stored state is older
   * (or there is none), publishing the update boardgame.io holds for it in
   * the same transaction; says whether it stored. What is written is the
   * change from the state this process holds (about 1 KB), or now and then
   * the whole state (`write`). Concurrent writers of one match queue on its
   * row: the second sees the first's state_id.
   */
  setStateIfNewer(matchID: string, state: State, deltalog: LogEntry[] = []): Promise<boolean> {
    const held: HeldMessage | undefined = this.pubSub.takeHeld(matchID, state._stateID);
    const seat = this.held.moverOf(matchID, deltalog);
    return new Promise<boolean>((done, failed) => {
      const write = this.openWrite(matchID, (w) => w.state === undefined);
      write.state = { state, deltalog, held, seat, done, failed };
    });
  }

  /**
   * Writes `metadata` only if the stored metadata is still `expected` (what
   * the writer's change was made on); says whether it wrote, and else what
   * is stored now, for the writer to merge its change onto and try again
   * (../metadataMerge.ts). Compared as jsonb: by value, whatever the keys'
   * order. So two processes changing one match's metadata at once both keep
   * their changes, where a plain write would keep the last one only.
   * boardgame.io writes a move's metadata right after its state: both go in
   * one call (`write`).
   */
  setMetadataIfUnchanged(
    matchID: string,
    expected: BgioServer.MatchData,
    metadata: BgioServer.MatchData,
  ): Promise<{ written: true } | { written: false; current: BgioServer.MatchData | undefined }> {
    return new Promise((done, failed) => {
      const write = this.openWrite(matchID, (w) => w.metadata === undefined);
      write.metadata = { metadata, expected, done, failed };
    });
  }

  async setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    await new Promise((done, failed) => {
      const write = this.openWrite(matchID, (w) => w.metadata === undefined);
      write.metadata = { metadata, expected: null, done, failed };
    });
  }

  /**
   * The match's write that has not started yet and has room (`fits`), else a
   * new one. Writes start one after another per match (so each change is
   * made on the state the one before stored), each once the promise jobs
   * under way have run: boardgame.io writes a move's state and then, a few
   * promise jobs later (../metadataMerge.ts), its metadata, and both share
   * one call. Not at the end of the event loop's turn (`setImmediate`): on a
   * busy server that turn also runs every other socket's and connection's
   * callbacks ready meanwhile, and a move's write would wait for them, 0.8 ms
   * at the median and 6 to 9 ms at p95 at 500 matches.
   */
  private openWrite(matchID: string, fits: (w: PendingWrite) => boolean): PendingWrite {
    const open = this.openWrites.get(matchID);
    if (open && fits(open)) return open;
    const write: PendingWrite = {};
    this.openWrites.set(matchID, write);
    const previous = this.writeChains.get(matchID) ?? Promise.resolve();
    const chain = previous
      // A tick queued from a promise job runs once every promise job queued meanwhile has run (Node's order).
      .then(() => new Promise<void>((turn) => process.nextTick(turn)))
      .then(() => {
        if (this.openWrites.get(matchID) === write) this.openWrites.delete(matchID);
        return this.write(matchID, write);
      })
      .catch((e: Error) => {
        write.state?.failed(e);
        write.metadata?.failed(e);
      });
    this.writeChains.set(matchID, chain);
    void chain.then(() => {
      if (this.writeChains.get(matchID) === chain) this.writeChains.delete(matchID);
    });
    return write;
  }

  /** One write of tkr_store_many (schema.ts): the state (its change, or whole) and/or the metadata. */
  private async write(matchID: string, write: PendingWrite): Promise<void> {
    let move = write.state;
    const meta = write.metadata;
    const cached = this.held.states.get(matchID);
    // A state not newer than the stored one this process holds (boardgame.io writes the unchanged state back after a
    // move the rules refused) is not stored: nothing to ask the database.
    if (move && cached && cached.storedID === cached.stateID && move.state._stateID <= cached.stateID) {
      move.done(false);
      move = undefined;
      if (!meta) return;
    }
    const state = move?.state;
    let ops: string | null = null;
    let whole: string | null = null;
    if (state) {
      if (cached && cached.stateID < state._stateID) ops = JSON.stringify(diffStates(cached.base, state));
      // The whole state now and then, so a reader applies at most about a snapshot's bytes of changes; and at the end.
      const compact =
        !cached ||
        ops === null ||
        state.ctx?.gameover !== undefined ||
        cached.changeBytes + ops.length > Math.max(cached.snapshotBytes, MIN_CHANGES_BEFORE_SNAPSHOT);
      if (compact) whole = JSON.stringify(state);
    }
    // The item's JSON, written out: ops, the state and the log are JSON texts already (and stay as written).
    const log = move ? JSON.stringify(move.deltalog) : null;
    const metadataText = meta ? JSON.stringify(meta.metadata) : null;
    // boardgame.io's write after each move changes only `updatedAt`: set on the metadata as stored (schema.ts's touch).
    const touch = meta?.expected ? updatedAtOnly(meta.expected, meta.metadata, metadataText!) : undefined;
    const seat = move?.seat ? `,"seat":${JSON.stringify(move.seat.seat)},"credentials":${JSON.stringify(move.seat.credentials)}` : '';
    const call = (opsText: string | null, wholeText: string | null, withMetadata: boolean) =>
      this.stores.add(
        `{"match":${JSON.stringify(matchID)},"state_id":${state?._stateID ?? null},"base":${cached?.stateID ?? null},` +
          `"generation":${cached?.generation ?? null},"ops":${opsText},"state":${wholeText},"log":${log},` +
          `"channel":${move?.held ? JSON.stringify(move.held.channel) : null},` +
          `"metadata":${withMetadata && touch === undefined ? metadataText : null},` +
          `"expected":${withMetadata && touch === undefined && meta?.expected ? JSON.stringify(meta.expected) : null},` +
          `"touch":${withMetadata && touch !== undefined ? touch : null}${seat}}`,
      );
    const heldMetadata = meta ? this.held.metadataEntry(matchID) : undefined;
    if (heldMetadata) heldMetadata.writing++;
    let answer: StoreAnswer;
    try {
      answer = await call(ops, whole, true);
    } finally {
      if (heldMetadata) {
        heldMetadata.writing--;
        heldMetadata.writesEnded++;
      }
    }
    if (meta) {
      // What is stored now, unless another process's change was heard meanwhile (it dropped the entry).
      if (heldMetadata && this.held.metadata.get(matchID) === heldMetadata) {
        heldMetadata.current = answer.metadata_written;
        if (answer.metadata_written) heldMetadata.text = metadataText;
      }
      if (answer.metadata_written) meta.done({ written: true });
      else meta.done({ written: false, current: answer.current_metadata ?? undefined });
    }
    if (!move || !state) return;
    // The change was made on another state than the stored one (another process stored meanwhile, or this
    // process held none): the whole state, if it is still newer.
    if (answer.need_state) {
      whole = JSON.stringify(state);
      answer = await call(null, whole, false);
    }
    if (answer.stored) {
      this.held.remember(matchID, {
        state,
        base: diffBase(state),
        stateID: state._stateID,
        generation: answer.match_generation!,
        storedID: state._stateID,
        snapshotBytes: whole !== null ? whole.length : cached!.snapshotBytes,
        changeBytes: whole !== null ? 0 : cached!.changeBytes + ops!.length,
      });
      if (move.held) this.pubSub.deliver(move.held.channel, move.held.payload);
    } else {
      // Another process stored a newer state (or changed the mover's seat): read both at the next fetch. (The state
      // held here is dropped, not kept: the move made on it may have changed its ctx in place, statePatch.ts's diffBase.)
      if (cached) this.held.forget(matchID, cached);
      this.held.metadata.delete(matchID);
    }
    move.done(answer.stored);
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.log) result.log = [];
    const metadataAlone = opts.metadata && !opts.state && !opts.log && !opts.initialState;
    const stateAlone = opts.state && !opts.metadata && !opts.log && !opts.initialState;
    // A move's read of the metadata (boardgame.io checks the mover's credentials on it): from the metadata as this
    // process last read or wrote it, while no other process is known to have changed it.
    const forMove = Boolean(metadataAlone) && this.moveStarting;
    const heldMetadata = this.held.metadata.get(matchID);
    if (forMove && heldMetadata?.current && heldMetadata.text !== undefined) {
      result.metadata = this.held.served(matchID, heldMetadata.text, true);
      return result as StorageAPI.FetchResult<O>;
    }
    const cached = this.held.states.get(matchID);
    // A state held here is the stored one while no other process is known to have stored since.
    if (stateAlone && cached && cached.storedID === cached.stateID) {
      this.held.touch(matchID, cached);
      result.state = cached.state;
      return result as StorageAPI.FetchResult<O>;
    }
    const reading = opts.metadata ? this.held.readingMetadata(matchID) : undefined;
    const row = await this.reads.readRow(matchID, { ...opts, known: opts.state ? (cached?.stateID ?? null) : undefined });
    if (!row) return result as StorageAPI.FetchResult<O>;
    if (reading) this.held.readMetadata(matchID, reading, row.metadata ?? null);
    if (opts.state) result.state = (await this.reads.stateFrom(matchID, row, cached)) ?? undefined;
    else if (cached && cached.generation !== row.generation) this.held.forget(matchID, cached);
    else if (cached) cached.storedID = row.state_id ?? undefined;
    if (opts.metadata) result.metadata = this.held.served(matchID, row.metadata ?? null, forMove);
    if (opts.initialState) result.initialState = row.initial_state ?? undefined;
    if (opts.log) result.log = row.log ?? [];
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    this.held.states.delete(matchID);
    this.held.metadata.delete(matchID);
    this.held.moveSeats.delete(matchID);
    await this.pool.query(
      `WITH gone AS (DELETE FROM tkr_matches WHERE match_id = $1 RETURNING match_id)
       SELECT pg_notify('${NOTIFY_CHANNEL}', $2::text || ' ${RESET} MATCH-' || match_id) FROM gone`,
      [matchID, this.pubSub.origin],
    );
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
