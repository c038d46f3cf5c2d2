/**
 * Where the server keeps its matches: the one place that chooses the storage.
 *
 * - By default (no DATABASE_URL), the journal: one append-only file per
 *   match in DATA_DIR/journal (DATA_DIR is ./data by default), synced before
 *   a move is acknowledged, which survives kill -9 with every acknowledged
 *   move (journal/journalStorage.ts). At its first start on a DATA_DIR that
 *   holds FlatFile matches (the earlier default) it imports them once.
 * - With STORE=files, boardgame.io's FlatFile (node-persist files in
 *   DATA_DIR; flatFile.ts), the earlier default: it rewrites a match's log on
 *   every move and can lose the move under way on a kill.
 * - With DATABASE_URL, PostgreSQL (postgres/postgresStorage.ts), which
 *   several server processes can share (docs/deploy.md).
 */
import type { MatchLeases } from './matchLease';
import type { SharedPresence } from '../presence';
import { resolve } from 'node:path';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { join } from 'node:path';
import { PromptFlatFile } from './flatFile';
import { importFlatFileMatches, JOURNAL_FOLDER } from './journal/importFlatFile';
import { JournalStorage } from './journal/journalStorage';
import { StorageWrapper } from './storageWrapper';
import type { MatchPubSub } from './postgres/postgresPubSub';
import { PostgresStorage } from './postgres/postgresStorage';
import type { ChatStore } from './chatStore';
import { FileChatStore } from './fileChat';

export type MatchStorage = StorageAPI.Async & {
  /**
   * The pub/sub that carries boardgame.io's match messages between the server
   * processes sharing this storage (PostgreSQL's), or that holds each move's
   * update until it is stored (the journal's); the server uses it unless
   * given another. FlatFile has none.
   */
  pubSub?: MatchPubSub;
  /** Which process runs each match's bots and stand-ins, for storages several processes share (PostgreSQL's). */
  leases?: MatchLeases;
  /** Who is connected to which seat on the other processes sharing the storage (PostgreSQL's). */
  sharedPresence?: SharedPresence;
  /**
   * Runs `start`: the start of a move in boardgame.io's master, up to its
   * first wait, in which it asks for the match's metadata (to check the
   * mover's credentials). That read may be answered from the metadata the
   * storage holds, not read again: PostgreSQL's checks the mover's seat
   * again when it stores the move (postgres/postgresStorage.ts). Every other
   * read of the metadata is read as before.
   */
  moveStarts?<T>(start: () => T): T;
  /** Calls the listener with each match another process sharing the storage changed (PostgreSQL's). */
  onChangedElsewhere?(listener: (matchID: string) => void): void;
  /** Where each match's chat is kept beside it (chatStore.ts); the server keeps it in memory when absent. */
  chat?: ChatStore;
  /** Ends the storage's connections; the server calls it once it has closed. */
  close?(): Promise<void>;
};

export interface StorageChoice {
  storage: MatchStorage;
  /** What the server says at start-up about where matches live. */
  description: string;
}

export const DEFAULT_DATA_DIR = 'data';
/**
 * The journal's chat files, a folder in the journal's (which reads only its `.jsonl` files as matches): a
 * journal removed or moved takes its matches' chat with it.
 */
const CHAT_FOLDER = 'chat';

/** A FlatFile store in `dir` (created when missing). */
export function flatFileStorage(dir: string): StorageChoice {
  const absolute = resolve(dir);
  const storage = new PromptFlatFile(absolute);
  return { storage: Object.assign(storage, { chat: storage }), description: `matches are kept in ${absolute}` };
}

/** The journal in `dir`/journal (created when missing; FlatFile matches in `dir` are imported once). */
export function journalStorage(dir: string): StorageChoice {
  const absolute = resolve(dir);
  const storage = new JournalStorage(join(absolute, JOURNAL_FOLDER), {
    prepare: async () => {
      const imported = await importFlatFileMatches(absolute);
      return imported > 0 ? `imported ${imported} match(es) from the FlatFile files of ${absolute}` : undefined;
    },
  });
  return {
    storage: Object.assign(storage, { chat: new FileChatStore(join(absolute, JOURNAL_FOLDER, CHAT_FOLDER)) }),
    description: `matches are kept in ${join(absolute, JOURNAL_FOLDER)}`,
  };
}

/** A PostgreSQL store (its tables are created when the server connects), with the pub/sub several processes share. */
export function postgresStorage(connectionString: string, leaseMs?: number, poolSize?: number, storeCallsInFlight?: number): StorageChoice {
  const storage = new PostgresStorage({ connectionString, leaseMs, poolSize, storeCallsInFlight });
  return { storage, description: `matches are kept in the ${storage.description}` };
}

/**
 * The storage the environment asks for: PostgreSQL when DATABASE_URL is set,
 * else the journal in DATA_DIR (default ./data), or FlatFile there with STORE=files.
 */
export function storageFromEnvironment(env: NodeJS.ProcessEnv = process.env): StorageChoice {
  if (env.DATABASE_URL) {
    // How long a stopped process's matches wait before another process plays their bots (postgres/matchLeases.ts).
    const leaseSeconds = env.LEASE_SECONDS === undefined ? undefined : Number(env.LEASE_SECONDS);
    if (leaseSeconds !== undefined && !(leaseSeconds >= 0.1 && leaseSeconds <= 3600))
      throw new Error(`LEASE_SECONDS must be a number of seconds from 0.1 to 3600, not "${env.LEASE_SECONDS}"`);
    const poolSize = env.DATABASE_POOL_SIZE === undefined ? undefined : Number(env.DATABASE_POOL_SIZE);
    if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize >= 1 && poolSize <= 1000))
      throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${env.DATABASE_POOL_SIZE}"`);
    // Calls of the matches' writes under way at once (postgres/batchedCalls.ts; docs/deploy.md's environment table).
    const inFlight = env.STORE_CALLS_IN_FLIGHT === undefined ? undefined : Number(env.STORE_CALLS_IN_FLIGHT);
    if (inFlight !== undefined && !(Number.isInteger(inFlight) && inFlight >= 1 && inFlight <= (poolSize ?? 10)))
      throw new Error(
        `STORE_CALLS_IN_FLIGHT must be a whole number from 1 to DATABASE_POOL_SIZE (${poolSize ?? 10}), not "${env.STORE_CALLS_IN_FLIGHT}"`,
      );
    return postgresStorage(env.DATABASE_URL, leaseSeconds === undefined ? undefined : leaseSeconds * 1000, poolSize, inFlight);
  }
  const dir = env.DATA_DIR || DEFAULT_DATA_DIR;
  if (env.STORE === 'files') return flatFileStorage(dir);
  if (env.STORE && env.STORE !== 'journal') throw new Error(`STORE must be "journal" (the default) or "files", not "${env.STORE}"`);
  return journalStorage(dir);
}

/**
 * A storage that knows which of its calls are under way, so the server can
 * stop only once they are done: boardgame.io writes a player's disconnection
 * (and finishes a move) after the sockets have closed.
 */
export class TrackedStorage extends StorageWrapper {
  private readonly underWay = new Set<Promise<unknown>>();

  private track<T>(call: Promise<T>): Promise<T> {
    this.underWay.add(call);
    const done = () => this.underWay.delete(call);
    call.then(done, done);
    return call;
  }

  /** Resolves once no call is under way, nor starts right after the last one ends. */
  async settled(): Promise<void> {
    while (this.underWay.size > 0) {
      await Promise.allSettled([...this.underWay]);
      // A caller that awaited a read may write next (read, change, write): give it a turn.
      await nextMacrotask();
    }
  }

  override connect() {
    return this.track(super.connect());
  }
  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts) {
    return this.track(super.createMatch(matchID, opts));
  }
  override setState(matchID: string, state: State, deltalog?: LogEntry[]) {
    return this.track(super.setState(matchID, state, deltalog));
  }
  override setMetadata(matchID: string, metadata: BgioServer.MatchData) {
    return this.track(super.setMetadata(matchID, metadata));
  }
  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O) {
    return this.track(super.fetch(matchID, opts));
  }
  override wipe(matchID: string) {
    return this.track(super.wipe(matchID));
  }
  override listMatches(opts?: StorageAPI.ListMatchesOpts) {
    return this.track(super.listMatches(opts));
  }
}
