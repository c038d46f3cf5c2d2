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
 * - tkr_match_chat: the match's chat, one row per message, its last 200 kept
 *   (postgresChat.ts).
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

/** The function a write of this version is one item of (storeManyFunction). */
export const STORE_MANY_CHECKED = 'tkr_store_many_checked';

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

/**
 * Group commit: the writes of several matches in one call (one round trip,
 * one transaction, one commit and one flush of the write-ahead log), each as
 * tkr_store does it, with its own answer (`item`: its place in p_items, from
 * 1). postgresStorage.ts sends the writes that come while one is under way
 * together (batchedCalls.ts). One match's refusal (a stale state, another
 * generation, metadata changed meanwhile) is its answer, not an error, so it
 * never undoes the others'; an error (none is expected) undoes the whole
 * call, and the caller sends its writes again one by one.
 *
 * p_items is a JSON array of {match, state_id, base, generation, ops, state,
 * log, channel, metadata, expected} (tkr_store's arguments; ops, state and
 * log as JSON values, kept as written: `json`, not `jsonb`). The rows are
 * locked in the order of their match IDs, so two processes' calls never wait
 * for each other in a cycle. Each match appears at most once in a call (a
 * process writes a match's moves one after another), and would be handled
 * in p_items' order if it did not.
 *
 * Unlike tkr_store, a stored state's announcement is no row of
 * tkr_pubsub_messages: the NOTIFY says which state it is ("<origin> s
 * <channel> <state>"), and readers of either version read the state from the
 * tables, never that row (postgresPubSub.ts). And the match's row is updated
 * once (its state id and its metadata together), not twice.
 *
 * tkr_store_many_checked (`checksSeat`) takes two more
 * fields per item, `seat` and `credentials`: a move's seat and the
 * credentials the seat had when the move was let in (null: none). Its state
 * is stored only if they are still that seat's credentials in the metadata
 * as it is at commit (else refused as a stale state is: stored and
 * need_state false). So a
 * process that judged a move on metadata it held in memory, not read just
 * before (postgresStorage.ts), never stores a move of a player another
 * process removed or replaced meanwhile, however late it hears of it.
 * And an item may carry `touch` (a time) instead of `metadata` and
 * `expected`: a write that changes only the metadata's `updatedAt`
 * (boardgame.io's after each move) sets it on the metadata as it is stored,
 * whatever else another process changed there: what merging the change
 * onto theirs would have written, without sending the metadata twice nor
 * being refused and sent again (`touches`).
 * tkr_store_many stays as it was, under its own name, for the previous
 * version's processes during a rolling upgrade: a process of that version
 * starting again recreates its own function, never this one.
 */
function storeManyFunction(name: string, { checksSeat, touches }: { checksSeat: boolean; touches: boolean }): string {
  return `CREATE OR REPLACE FUNCTION ${name}(p_items json, p_origin text)
   RETURNS TABLE (item bigint, stored boolean, need_state boolean, metadata_written boolean, current_metadata jsonb, match_generation bigint)
   LANGUAGE plpgsql AS $$
   DECLARE
     r record;
     found_row boolean;
     cur_state integer;
     cur_metadata jsonb;
     cur_generation bigint;
     write_metadata boolean;${touches ? '\n     new_metadata jsonb;' : ''}
   BEGIN
     FOR r IN SELECT * FROM ROWS FROM (json_to_recordset(p_items) AS (match text, state_id integer, base integer, generation bigint, ops json,
                state json, log json, channel text, metadata jsonb, expected jsonb${checksSeat ? ', seat text, credentials text' : ''}${touches ? ', touch bigint' : ''}))
              WITH ORDINALITY AS x(match, state_id, base, generation, ops, state, log, channel, metadata, expected${checksSeat ? ', seat, credentials' : ''}${touches ? ', touch' : ''}, i)
              ORDER BY x.match, x.i
     LOOP
       item := r.i;
       stored := false;
       need_state := false;
       metadata_written := false;
       current_metadata := NULL;
       write_metadata := false;${touches ? '\n       new_metadata := r.metadata;' : ''}
       SELECT m.state_id, m.metadata, m.generation INTO cur_state, cur_metadata, cur_generation FROM tkr_matches m WHERE m.match_id = r.match FOR UPDATE;
       found_row := FOUND;
       match_generation := cur_generation;
       IF r.state_id IS NOT NULL AND (cur_state IS NULL OR cur_state < r.state_id)
          AND (r.generation IS NULL OR cur_generation = r.generation)${
            checksSeat
              ? `
          -- A move: the credentials its seat had when it was let in (null: none) are still the seat's, in the metadata as it is now.
          AND (r.seat IS NULL OR (cur_metadata -> 'players' -> r.seat ->> 'credentials') IS NOT DISTINCT FROM r.credentials)`
              : ''
          } THEN
         IF r.ops IS NOT NULL AND found_row AND cur_state = r.base THEN
           INSERT INTO tkr_match_changes (match_id, state_id, base_id, ops) VALUES (r.match, r.state_id, r.base, r.ops);
           stored := true;
         END IF;
         IF r.state IS NOT NULL THEN
           IF NOT found_row THEN
             INSERT INTO tkr_matches (match_id, state, state_id, snapshot_id) VALUES (r.match, r.state, r.state_id, r.state_id)
               RETURNING tkr_matches.generation INTO match_generation;
           END IF;
           DELETE FROM tkr_match_changes WHERE match_id = r.match AND state_id < r.state_id;
           stored := true;
         ELSIF NOT stored THEN
           need_state := true;
         END IF;
         IF stored THEN
           INSERT INTO tkr_match_log (match_id, state_id, position, entry)
             SELECT r.match, r.state_id, e.position, e.entry FROM json_array_elements(coalesce(r.log, '[]'::json)) WITH ORDINALITY AS e(entry, position);
           -- "<origin> s <channel> <state>": the state is read from the tables ("0": nobody here is sent it).
           PERFORM pg_notify('${NOTIFY_CHANNEL}', p_origin || CASE WHEN r.channel IS NULL THEN ' 0 MATCH-' || r.match ELSE ' s ' || r.channel END || ' ' || r.state_id);
         END IF;
       END IF;
       ${
         touches
           ? `IF r.touch IS NOT NULL THEN
         -- A write that changes updatedAt only (boardgame.io's after each move): set on the metadata as it is now.
         IF found_row AND cur_metadata IS NOT NULL THEN
           new_metadata := jsonb_set(cur_metadata, '{updatedAt}', to_jsonb(r.touch));
           write_metadata := true;
           metadata_written := true;
           IF NOT stored THEN
             PERFORM pg_notify('${NOTIFY_CHANNEL}', p_origin || ' 0 MATCH-' || r.match);
           END IF;
         END IF;
       ELSIF`
           : 'IF'
       } r.metadata IS NOT NULL THEN
         IF r.expected IS NULL THEN
           IF found_row THEN
             write_metadata := true;
           ELSE
             INSERT INTO tkr_matches (match_id, metadata) VALUES (r.match, r.metadata)
               ON CONFLICT (match_id) DO UPDATE SET metadata = EXCLUDED.metadata
               RETURNING tkr_matches.generation INTO match_generation;
           END IF;
           metadata_written := true;
         ELSIF found_row AND cur_metadata = r.expected THEN
           write_metadata := true;
           metadata_written := true;
         ELSE
           current_metadata := cur_metadata;
         END IF;
         IF metadata_written AND NOT stored THEN
           PERFORM pg_notify('${NOTIFY_CHANNEL}', p_origin || ' 0 MATCH-' || r.match);
         END IF;
       END IF;
       -- The row found: its state and metadata in one update.
       IF found_row AND (stored OR write_metadata) THEN
         UPDATE tkr_matches SET
           state = CASE WHEN stored AND r.state IS NOT NULL THEN r.state ELSE tkr_matches.state END,
           state_id = CASE WHEN stored THEN r.state_id ELSE tkr_matches.state_id END,
           snapshot_id = CASE WHEN stored AND r.state IS NOT NULL THEN r.state_id
                              WHEN stored THEN coalesce(tkr_matches.snapshot_id, cur_state) ELSE tkr_matches.snapshot_id END,
           metadata = CASE WHEN write_metadata THEN ${touches ? 'new_metadata' : 'r.metadata'} ELSE tkr_matches.metadata END
         WHERE match_id = r.match;
       END IF;
       RETURN NEXT;
     END LOOP;
   END $$`;
}

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
  `CREATE TABLE IF NOT EXISTS tkr_match_chat (
     id bigserial PRIMARY KEY,
     match_id text NOT NULL REFERENCES tkr_matches (match_id) ON DELETE CASCADE,
     line jsonb NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS tkr_match_chat_match ON tkr_match_chat (match_id, id)`,
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
  // version keep working until the last of them is replaced. So does tkr_store beside tkr_store_many.
  STORE_FUNCTION,
  storeManyFunction('tkr_store_many', { checksSeat: false, touches: false }),
  storeManyFunction(STORE_MANY_CHECKED, { checksSeat: true, touches: true }),
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
