/**
 * What a PostgreSQL storage's writes are made of (postgresStorage.ts): a write waiting for its turn,
 * the call that stores it (tkr_store_many, schema.ts) and its answer, and when a state goes whole.
 */
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';
import type { MoveSeat } from './heldMatches';
import type { HeldMessage } from './postgresPubSub';
import { STORE_MANY_CHECKED } from './schema';

/** What tkr_store_many (schema.ts) answers for each write. */
export interface StoreAnswer {
  stored: boolean;
  need_state: boolean;
  metadata_written: boolean;
  current_metadata: BgioServer.MatchData | null;
  match_generation: string | null;
}

/** A write of a match waiting for its turn: a move's state and/or a metadata write. */
export interface PendingWrite {
  state?: {
    state: State;
    deltalog: LogEntry[];
    held?: HeldMessage;
    seat?: MoveSeat;
    done: (stored: boolean) => void;
    failed: (e: Error) => void;
  };
  metadata?: {
    metadata: BgioServer.MatchData;
    expected: BgioServer.MatchData | null;
    done: (answer: { written: true } | { written: false; current: BgioServer.MatchData | undefined }) => void;
    failed: (e: Error) => void;
  };
}

/** The whole state is stored again once its changes since the last time add up to its size, and at least this many bytes. */
export const MIN_CHANGES_BEFORE_SNAPSHOT = 16 * 1024;

/**
 * A move's two calls (its metadata read, its write; each shared with other
 * matches' moves, BatchedCalls) as named statements: each connection parses
 * and plans them once, not on every move.
 */
export const STORE_QUERY = { name: STORE_MANY_CHECKED, text: `SELECT * FROM ${STORE_MANY_CHECKED}($1::json, $2)` };
/**
 * The new `updatedAt` when `metadata` is `expected` with only its `updatedAt`
 * changed (`text`: `metadata`'s JSON): boardgame.io's write after each move
 * (`{ ...read, updatedAt: Date.now() }`, so in the same key order).
 */
export function updatedAtOnly(expected: BgioServer.MatchData, metadata: BgioServer.MatchData, text: string): number | undefined {
  const at = metadata.updatedAt;
  if (!Number.isSafeInteger(at) || at === expected.updatedAt) return undefined;
  return JSON.stringify({ ...expected, updatedAt: at }) === text ? at : undefined;
}
