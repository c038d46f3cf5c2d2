/**
 * Where the server keeps its matches: the one place that chooses the storage.
 *
 * - By default, boardgame.io's FlatFile (node-persist files in a folder,
 *   ./data by default, DATA_DIR to move it), which needs no set-up and
 *   survives restarts (flatFile.ts).
 * - With DATABASE_URL, PostgreSQL (postgres/postgresStorage.ts), which
 *   several server processes can share (docs/deploy.md).
 */
import { resolve } from 'node:path';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { PromptFlatFile } from './flatFile';
import { StorageWrapper } from './storageWrapper';
import type { MatchPubSub } from './postgres/postgresPubSub';
import { PostgresStorage } from './postgres/postgresStorage';

export type MatchStorage = StorageAPI.Async & {
  /**
   * The pub/sub that carries boardgame.io's match messages between the server
   * processes sharing this storage (PostgreSQL's); the server uses it unless
   * given another. Files are never shared, and have none.
   */
  pubSub?: MatchPubSub;
  /** Ends the storage's connections; the server calls it once it has closed. */
  close?(): Promise<void>;
};

export interface StorageChoice {
  storage: MatchStorage;
  /** What the server says at start-up about where matches live. */
  description: string;
}

export const DEFAULT_DATA_DIR = 'data';

/** A FlatFile store in `dir` (created when missing). */
export function flatFileStorage(dir: string): StorageChoice {
  const absolute = resolve(dir);
  return { storage: new PromptFlatFile(absolute), description: `matches are kept in ${absolute}` };
}

/** A PostgreSQL store (its tables are created when the server connects), with the pub/sub several processes share. */
export function postgresStorage(connectionString: string): StorageChoice {
  const storage = new PostgresStorage({ connectionString });
  return { storage, description: `matches are kept in the ${storage.description}` };
}

/** The storage the environment asks for: PostgreSQL when DATABASE_URL is set, else files in DATA_DIR (default ./data). */
export function storageFromEnvironment(env: NodeJS.ProcessEnv = process.env): StorageChoice {
  if (env.DATABASE_URL) return postgresStorage(env.DATABASE_URL);
  return flatFileStorage(env.DATA_DIR || DEFAULT_DATA_DIR);
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
