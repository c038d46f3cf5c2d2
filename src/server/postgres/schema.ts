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
  // The Lobby API lists a game's matches, often only the unfinished or recently updated ones.
  `CREATE INDEX IF NOT EXISTS tkr_matches_listing ON tkr_matches ((metadata->>'gameName'), ((metadata->>'updatedAt')::bigint))`,
  `CREATE TABLE IF NOT EXISTS tkr_match_log (
     match_id text NOT NULL REFERENCES tkr_matches (match_id) ON DELETE CASCADE,
     state_id integer NOT NULL,
     position integer NOT NULL,
     entry json NOT NULL,
     PRIMARY KEY (match_id, state_id, position)
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
