/**
 * Where the server keeps its matches: the one place that chooses the storage,
 * so PostgreSQL can be added here (when DATABASE_URL is set) without touching
 * the server.
 *
 * Today: boardgame.io's FlatFile (node-persist files in a folder, ./data by
 * default, DATA_DIR to move it), which needs no set-up and survives restarts.
 * node-persist keeps one store per process, so a process runs one FlatFile.
 */
import { resolve } from 'node:path';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { FlatFile } from 'boardgame.io/server';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';

export type MatchStorage = StorageAPI.Async;

export interface StorageChoice {
  storage: MatchStorage;
  /** What the server says at start-up about where matches live. */
  description: string;
}

export const DEFAULT_DATA_DIR = 'data';

/** The node-persist calls FlatFile makes at connect (its store is the node-persist module itself). */
interface NodePersist {
  init(options: Record<string, unknown>): Promise<unknown>;
}

/**
 * FlatFile, with node-persist writing each file when asked. By default
 * node-persist queues writes and flushes them once a second, and boardgame.io
 * waits for a move's writes before it takes the next move of that match: every
 * move after the first then waited about a second (measured here: ~1000 ms,
 * against ~15 ms writing at once), and a player reconnecting meanwhile was
 * sent the state before the last move. FlatFile passes node-persist only
 * dir, logging and ttl, so connect() is redone with the rest of the options.
 */
class PromptFlatFile extends FlatFile {
  constructor(private readonly folder: string) {
    super({ dir: folder });
  }

  override async connect(): Promise<void> {
    const nodePersist = (this as unknown as { games: NodePersist }).games;
    await nodePersist.init({
      dir: this.folder,
      writeQueue: false,
      // Entries never expire (boardgame.io sets no ttl), so the scan of every file each 2 minutes is useless.
      expiredInterval: 0,
      ttl: false,
    });
  }
}

/** A FlatFile store in `dir` (created when missing). */
export function flatFileStorage(dir: string): StorageChoice {
  const absolute = resolve(dir);
  return { storage: new PromptFlatFile(absolute), description: `matches are kept in ${absolute}` };
}

/** The storage the environment asks for: DATA_DIR (default ./data); DATABASE_URL is refused until PostgreSQL is built. */
export function storageFromEnvironment(env: NodeJS.ProcessEnv = process.env): StorageChoice {
  if (env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is set, but PostgreSQL storage is not built yet (issue 7). Unset it to keep matches in files (DATA_DIR, default ./data).',
    );
  return flatFileStorage(env.DATA_DIR || DEFAULT_DATA_DIR);
}

/**
 * A storage that knows which of its calls are under way, so the server can
 * stop only once they are done: boardgame.io writes a player's disconnection
 * (and finishes a move) after the sockets have closed.
 */
export class TrackedStorage extends Async {
  private readonly underWay = new Set<Promise<unknown>>();

  constructor(private readonly inner: MatchStorage) {
    super();
  }

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

  connect() {
    return this.track(Promise.resolve(this.inner.connect()));
  }
  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts) {
    return this.track(this.inner.createMatch(matchID, opts));
  }
  setState(matchID: string, state: State, deltalog?: LogEntry[]) {
    return this.track(this.inner.setState(matchID, state, deltalog));
  }
  setMetadata(matchID: string, metadata: BgioServer.MatchData) {
    return this.track(this.inner.setMetadata(matchID, metadata));
  }
  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O) {
    return this.track(this.inner.fetch(matchID, opts));
  }
  wipe(matchID: string) {
    return this.track(this.inner.wipe(matchID));
  }
  override listMatches(opts?: StorageAPI.ListMatchesOpts) {
    return this.track(this.inner.listMatches(opts));
  }
}
