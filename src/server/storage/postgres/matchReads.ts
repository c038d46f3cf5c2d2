/**
 * The reads of a PostgreSQL storage (postgresStorage.ts): a match's row with what is asked, and its
 * state brought up to date from the state held (heldMatches.ts) with the changes stored since, or
 * from the last snapshot.
 */
import type { LogEntry, State, StorageAPI } from 'boardgame.io';
import type pg from 'pg';
import { applyPatchShared, diffBase, type PatchOp } from '../statePatch';
import type { BatchedCalls } from './batchedCalls';
import type { HeldMatches, HeldState } from './heldMatches';

export interface StoredRow {
  state_id: number | null;
  /** Which creation of the match the row is (schema.ts; a bigint, read as text). */
  generation: string;
  /** The metadata's JSON, as stored (read as text: it is kept so, HeldMetadata). */
  metadata?: string | null;
  initial_state?: State | null;
  log?: LogEntry[];
  deltalog?: LogEntry[];
  snapshot_id?: number | null;
  /** The snapshot's JSON, when the state is built from it. */
  snapshot?: string | null;
  /** JSON: [[base_id, state_id, ops, bytes], ...] in order. */
  changes?: string | null;
}

/**
 * The metadata of several matches (BatchedCalls), with what a move's read of the metadata also tells (fetch). The
 * metadata as text: it is kept as read (HeldMetadata), and parsed here as the driver would.
 */
const METADATA_READ = {
  name: 'tkr_read_metadata_many_text',
  text: 'SELECT m.match_id, m.state_id, m.generation, m.metadata::text AS metadata FROM tkr_matches m WHERE m.match_id = ANY($1::text[])',
};
/** The named statement of each kind of row read (readRow builds a handful of texts from what is asked). */
const readStatements = new Map<string, { name: string; text: string }>();
function preparedRead(text: string): { name: string; text: string } {
  let statement = readStatements.get(text);
  if (!statement) readStatements.set(text, (statement = { name: `tkr_read_${readStatements.size}`, text }));
  return statement;
}

export class MatchReads {
  constructor(
    private readonly pool: pg.Pool,
    /** The reads of a match's metadata alone (boardgame.io's before each move), several to a call. */
    private readonly metadataReads: BatchedCalls<StoredRow | null>,
    private readonly held: HeldMatches,
  ) {}

  /** One read of several matches' metadata (with their state ids and generations): the rows in their order, null for none. */
  async readMetadataOf(matchIDs: string[]): Promise<(StoredRow | null)[]> {
    const { rows } = await this.pool.query<StoredRow & { match_id: string }>(METADATA_READ, [matchIDs]);
    const byID = new Map(rows.map((row) => [row.match_id, row]));
    return matchIDs.map((id) => byID.get(id) ?? null);
  }

  /**
   * The match's row with what is asked; with `known` (the state id this
   * process holds, or null for none) also what it takes to bring the state
   * up to date: the changes after it, or the snapshot and the changes after
   * that when the changes after `known` are gone (or there is no `known`).
   */
  async readRow(
    matchID: string,
    ask: StorageAPI.FetchOpts & { known?: number | null; deltalog?: boolean; upTo?: number },
  ): Promise<StoredRow | undefined> {
    const withState = ask.known !== undefined;
    // The read before every move: several matches' go together.
    if (ask.metadata && !withState && !ask.log && !ask.deltalog && !ask.initialState)
      return (await this.metadataReads.add(matchID)) ?? undefined;
    const columns = [
      'm.state_id',
      'm.generation',
      ask.metadata ? 'm.metadata::text AS metadata' : null,
      ask.initialState ? 'm.initial_state' : null,
      ask.log
        ? `(SELECT coalesce(json_agg(l.entry ORDER BY l.state_id, l.position), '[]'::json) FROM tkr_match_log l WHERE l.match_id = m.match_id) AS log`
        : null,
      ask.deltalog
        ? `(SELECT coalesce(json_agg(l.entry ORDER BY l.position), '[]'::json) FROM tkr_match_log l WHERE l.match_id = m.match_id AND l.state_id = coalesce($3::int, m.state_id)) AS deltalog`
        : null,
      withState ? `s.snap AS snapshot_id, CASE WHEN s.from_snapshot THEN m.state::text END AS snapshot` : null,
      withState
        ? `(SELECT json_agg(json_build_array(c.base_id, c.state_id, c.ops, length(c.ops::text)) ORDER BY c.state_id)::text FROM tkr_match_changes c
             WHERE c.match_id = m.match_id AND c.state_id > CASE WHEN s.from_snapshot THEN s.snap ELSE $2::int END
               AND ($3::int IS NULL OR c.state_id <= $3::int)) AS changes`
        : null,
    ].filter((c) => c !== null);
    const from = withState
      ? `FROM tkr_matches m CROSS JOIN LATERAL (SELECT coalesce(m.snapshot_id, m.state_id) AS snap,
           ($2::int IS NULL OR $2::int < coalesce(m.snapshot_id, m.state_id) - 1) AS from_snapshot) s`
      : 'FROM tkr_matches m';
    const text = `SELECT ${columns.join(', ')} ${from} WHERE m.match_id = $1`;
    const { rows } = await this.pool.query<StoredRow>(preparedRead(text), withState ? [matchID, ask.known, ask.upTo ?? null] : [matchID]);
    return rows[0];
  }

  /**
   * The stored state from a row read with `known` (readRow) = `cached`'s
   * state id, kept as this process's; read again whole (the newest) if the
   * changes do not join up to `target` (the newest, or readRow's `upTo`).
   */
  async stateFrom(
    matchID: string,
    row: StoredRow,
    cached: HeldState | undefined,
    again = false,
    target = row.state_id,
  ): Promise<State | null> {
    if (row.state_id === null) return null;
    if (cached && cached.generation !== row.generation) {
      // The match was created afresh (or wiped and written again) since: its changes do not apply to the state held.
      this.held.forget(matchID, cached);
      if (again) throw new Error(`match ${matchID} changed its generation while read`);
      const whole = await this.readRow(matchID, { known: null });
      return whole ? this.stateFrom(matchID, whole, undefined, true) : null;
    }
    let state: unknown;
    let base: State | undefined;
    let stateID: number;
    let snapshotBytes: number;
    let changeBytes = 0;
    if (row.snapshot !== null && row.snapshot !== undefined) {
      state = JSON.parse(row.snapshot);
      stateID = row.snapshot_id!;
      snapshotBytes = row.snapshot.length;
    } else if (cached) {
      state = cached.state;
      base = cached.base;
      stateID = cached.stateID;
      snapshotBytes = cached.snapshotBytes;
      changeBytes = cached.changeBytes;
    } else return null;
    let joined = true;
    for (const [from, id, ops, bytes] of JSON.parse(row.changes ?? '[]') as [number, number, PatchOp[], number][]) {
      if (from !== stateID) {
        joined = false;
        break;
      }
      state = applyPatchShared(state, ops);
      base = undefined;
      stateID = id;
      changeBytes += bytes;
    }
    if (!joined || stateID !== target) {
      if (again) throw new Error(`the stored changes of match ${matchID} do not lead to its state ${row.state_id}`);
      const whole = await this.readRow(matchID, { known: null });
      return whole ? this.stateFrom(matchID, whole, undefined, true) : null;
    }
    const latest = this.held.states.get(matchID);
    // A newer state this process stored meanwhile stays.
    if (latest && latest !== cached && latest.generation === row.generation && latest.stateID > stateID) return latest.state;
    this.held.remember(matchID, {
      state: state as State,
      base: base ?? diffBase(state as State),
      stateID,
      generation: row.generation,
      storedID: row.state_id,
      snapshotBytes,
      changeBytes,
    });
    return state as State;
  }

  /**
   * The state `stateID` of a match with its log entries, as another process's
   * move stored it (postgresPubSub.ts), for this process's clients: each
   * state in turn, so every client is sent each one. Undefined when this
   * process holds a newer one already (its own announcement follows); the
   * newest when that one's changes are gone (a snapshot came after it).
   */
  async storedForOthers(matchID: string, stateID: number): Promise<State | undefined> {
    const cached = this.held.states.get(matchID);
    if (cached && cached.stateID > stateID) return undefined;
    const row = await this.readRow(matchID, { known: cached?.stateID ?? null, deltalog: true, upTo: stateID });
    if (!row || row.state_id === null) return undefined;
    let state = await this.stateFrom(matchID, row, cached, false, Math.min(row.state_id, stateID));
    let deltalog = row.deltalog;
    if (state && state._stateID !== stateID) {
      const newest = await this.readRow(matchID, { known: null, deltalog: true });
      if (!newest) return undefined;
      state = await this.stateFrom(matchID, newest, undefined);
      deltalog = newest.deltalog;
    }
    return state ? ({ ...state, deltalog: deltalog ?? [] } as State) : undefined;
  }
}
