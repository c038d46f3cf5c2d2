/**
 * The PostgreSQL tables the server keeps its matches in, created when it
 * connects (idempotent: every statement is IF NOT EXISTS, so any number of
 * processes may start at once or restart on the same database).
 *
 * - tkr_matches: one row per match. `state` and `initial_state` are `json`,
 *   not `jsonb`: json keeps the text as boardgame.io wrote it, so a match read
 *   back is the same object with its keys in the same order (jsonb sorts keys,
 *   and the rules may walk an object's keys in order). `state_id` repeats the
 *   state's `_stateID` so a write can be refused when it is not newer.
 *   `metadata` is `jsonb` because the Lobby API's listing filters on it.
 *   `state` is a snapshot: the match's state as it was at `snapshot_id`; the
 *   state at `state_id` (the newest) is the snapshot with the changes of
 *   tkr_match_changes after it applied (a row from before the changes were
 *   kept has no snapshot_id: its `state` is the newest state). `generation`
 *   changes whenever the match is created afresh under its ID, so that a
 *   process whose notification of that comes late never mistakes the new
 *   match's changes for changes of the state it holds (same state ids).
 * - tkr_match_changes: what each move changed in the state (statePatch.ts's
 *   ops, about 1 KB), appended by the move instead of the whole state (6 to
 *   50 KB); `base_id` is the state it applies to. A move now and then also
 *   writes the whole state as the new snapshot, and the changes before it go
 *   (postgresStorage.ts says when).
 * - tkr_match_log: the match's log, one row per entry, appended by each move
 *   (boardgame.io's FlatFile and bgio-postgres rewrite the whole log instead).
 *   Its key (match, state, position) can hold each state's entries only once.
 * - tkr_pubsub_messages: what one server process publishes to the others
 *   (postgresPubSub.ts): a NOTIFY carries at most 8000 bytes and a match's
 *   update is larger, so the message is a row and the NOTIFY names its id.
 * - tkr_match_leases: which process runs a match's bots and stand-ins, and
 *   until when (matchLeases.ts).
 * - tkr_presence, tkr_processes: which process has a person connected to
 *   which seat, and when each process was last heard from (postgresPresence.ts).
 */
import type { ClientBase } from 'pg';

/** The LISTEN/NOTIFY channel the server processes tell each other about new messages on. */
export const NOTIFY_CHANNEL = 'tkr_pubsub';

/**
 * Everything one write of a match does, in one call (one round trip, one
 * transaction): postgresStorage.ts batches a move's state and the metadata
 * write boardgame.io makes with it into it.
 *
 * The state part (when p_state_id is given) stores the state only if it is
 * newer than the stored one. It appends the move's change (p_ops, made on
 * state p_base) when the stored state is p_base; with p_state (the whole
 * state) it also makes that the snapshot and drops the changes before it.
 * A change made on another state than the stored one, without the whole
 * state, is not stored: `need_state` asks the caller for the whole state.
 * Nor is a state made on another generation of the match than p_generation
 * (the match was created afresh or wiped since the caller read it); without
 * p_generation (the caller holds no state of it) the whole state is needed.
 * `match_generation` is the stored row's generation, for the caller to keep.
 * A stored state appends its log entries (p_log), publishes p_payload on
 * p_channel (a row and a NOTIFY naming it) when given, and always notifies,
 * so the other processes know the match changed (postgresPubSub.ts).
 *
 * The metadata part (when p_metadata is given) writes it if the stored
 * metadata is p_expected (compared as jsonb), or always without p_expected;
 * otherwise `current_metadata` is what is stored. Metadata written without
 * a state notifies too (message 0).
 */
const STORE_FUNCTION = `CREATE OR REPLACE FUNCTION tkr_store(
     p_match text, p_state_id integer, p_base integer, p_generation bigint, p_ops text, p_state text, p_log text,
     p_channel text, p_payload text, p_origin text, p_metadata jsonb, p_expected jsonb,
     OUT stored boolean, OUT need_state boolean, OUT metadata_written boolean, OUT current_metadata jsonb,
     OUT match_generation bigint)
   LANGUAGE plpgsql AS $$
   DECLARE
     found_row boolean;
     cur_state integer;
     cur_metadata jsonb;
     cur_generation bigint;
     message bigint;
   BEGIN
     stored := false;
     need_state := false;
     metadata_written := false;
     SELECT m.state_id, m.metadata, m.generation INTO cur_state, cur_metadata, cur_generation FROM tkr_matches m WHERE m.match_id = p_match FOR UPDATE;
     found_row := FOUND;
     match_generation := cur_generation;
     -- A state made on another generation of the match (it was created afresh, or wiped, since) is not stored.
     IF p_state_id IS NOT NULL AND (cur_state IS NULL OR cur_state < p_state_id)
        AND (p_generation IS NULL OR cur_generation = p_generation) THEN
       IF p_ops IS NOT NULL AND found_row AND cur_state = p_base THEN
         INSERT INTO tkr_match_changes (match_id, state_id, base_id, ops) VALUES (p_match, p_state_id, p_base, p_ops::json);
         IF p_state IS NULL THEN
           UPDATE tkr_matches SET state_id = p_state_id, snapshot_id = coalesce(snapshot_id, cur_state) WHERE match_id = p_match;
         END IF;
         stored := true;
       END IF;
       IF p_state IS NOT NULL THEN
         IF found_row THEN
           UPDATE tkr_matches SET state = p_state::json, state_id = p_state_id, snapshot_id = p_state_id WHERE match_id = p_match;
         ELSE
           INSERT INTO tkr_matches (match_id, state, state_id, snapshot_id) VALUES (p_match, p_state::json, p_state_id, p_state_id)
             RETURNING tkr_matches.generation INTO match_generation;
         END IF;
         DELETE FROM tkr_match_changes WHERE match_id = p_match AND state_id < p_state_id;
         stored := true;
       ELSIF NOT stored THEN
         need_state := true;
       END IF;
       IF stored THEN
         INSERT INTO tkr_match_log (match_id, state_id, position, entry)
           SELECT p_match, p_state_id, e.position, e.entry FROM json_array_elements(coalesce(p_log, '[]')::json) WITH ORDINALITY AS e(entry, position);
         message := 0;
         IF p_channel IS NOT NULL THEN
           INSERT INTO tkr_pubsub_messages (channel, payload) VALUES (p_channel, p_payload::json) RETURNING id INTO message;
         END IF;
         -- "<origin> <message> <channel> <state>": every process learns the match changed (message 0: nothing to read).
         PERFORM pg_notify('${NOTIFY_CHANNEL}', p_origin || ' ' || message || ' ' || coalesce(p_channel, 'MATCH-' || p_match) || ' ' || p_state_id);
       END IF;
     END IF;
     IF p_metadata IS NOT NULL THEN
       IF p_expected IS NULL THEN
         INSERT INTO tkr_matches (match_id, metadata) VALUES (p_match, p_metadata)
           ON CONFLICT (match_id) DO UPDATE SET metadata = EXCLUDED.metadata
           RETURNING tkr_matches.generation INTO match_generation;
         metadata_written := true;
       ELSIF found_row AND cur_metadata = p_expected THEN
         UPDATE tkr_matches SET metadata = p_metadata WHERE match_id = p_match;
         metadata_written := true;
       ELSE
         current_metadata := cur_metadata;
       END IF;
       -- Metadata alone (a table started, a clock, a seat): the others learn the match changed (the lease holder's clocks).
       IF metadata_written AND NOT stored THEN
         PERFORM pg_notify('${NOTIFY_CHANNEL}', p_origin || ' 0 MATCH-' || p_match);
       END IF;
     END IF;
   END $$`;

/** A number only this schema's creation takes as a transaction-level advisory lock. */
const SCHEMA_LOCK = 0x746b7231; // "tkr1"

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS tkr_matches (
     match_id text PRIMARY KEY,
     state json,
     state_id integer,
     initial_state json,
     metadata jsonb,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  // Databases made before the changes were kept: their rows' state is the newest state (no snapshot_id).
  `ALTER TABLE tkr_matches ADD COLUMN IF NOT EXISTS snapshot_id integer`,
  // Which creation of the match a row is: a match created afresh under the same ID (or wiped and written again) gets a
  // new one, so a process's state of the old match is never brought up to date with the new one's changes.
  `CREATE SEQUENCE IF NOT EXISTS tkr_match_generations`,
  `ALTER TABLE tkr_matches ADD COLUMN IF NOT EXISTS generation bigint NOT NULL DEFAULT nextval('tkr_match_generations')`,
  // The Lobby API lists a game's matches, often only the unfinished or recently updated ones.
  `CREATE INDEX IF NOT EXISTS tkr_matches_listing ON tkr_matches ((metadata->>'gameName'), ((metadata->>'updatedAt')::bigint))`,
  `CREATE TABLE IF NOT EXISTS tkr_match_log (
     match_id text NOT NULL REFERENCES tkr_matches (match_id) ON DELETE CASCADE,
     state_id integer NOT NULL,
     position integer NOT NULL,
     entry json NOT NULL,
     PRIMARY KEY (match_id, state_id, position)
   )`,
  `CREATE TABLE IF NOT EXISTS tkr_match_changes (
     match_id text NOT NULL REFERENCES tkr_matches (match_id) ON DELETE CASCADE,
     state_id integer NOT NULL,
     base_id integer NOT NULL,
     ops json NOT NULL,
     PRIMARY KEY (match_id, state_id)
   )`,
  `CREATE TABLE IF NOT EXISTS tkr_pubsub_messages (
     id bigserial PRIMARY KEY,
     channel text NOT NULL,
     payload json NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS tkr_pubsub_messages_age ON tkr_pubsub_messages (created_at)`,
  `CREATE TABLE IF NOT EXISTS tkr_match_leases (
     match_id text PRIMARY KEY,
     holder text NOT NULL,
     expires_at timestamptz NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS tkr_presence (
     match_id text NOT NULL,
     player_id text NOT NULL,
     holder text NOT NULL,
     PRIMARY KEY (match_id, player_id, holder)
   )`,
  `CREATE TABLE IF NOT EXISTS tkr_processes (
     holder text PRIMARY KEY,
     seen_at timestamptz NOT NULL
   )`,
  // tkr_store before it took the match's generation stays beside it (another signature): processes of the previous
  // version keep working until the last of them is replaced.
  STORE_FUNCTION,
];

/**
 * Creates the tables when missing. Two sessions running CREATE TABLE IF NOT
 * EXISTS at the same moment can still collide (both see no table, one fails
 * on the catalog's unique index), so the creation holds an advisory lock.
 */
export async function ensureSchema(client: ClientBase): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    for (const statement of STATEMENTS) await client.query(statement);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  }
}
