/**
 * boardgame.io's FlatFile (node-persist files in one folder), made fit for a
 * server that must never lose a match, and lighter per move:
 *
 * - each file is written when boardgame.io asks, not queued (see connect);
 * - each file is replaced whole or not at all (see writeWhole);
 * - a value is turned into JSON once per write (see connect);
 * - listing matches reads no file (see listMatches);
 * - the log never keeps a move whose state was not stored (see setState);
 * - a key's queue is forgotten once idle (see chainRequest).
 *
 * node-persist keeps one store per process, so a process runs one FlatFile,
 * and two processes must not share a folder.
 */
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FlatFile } from 'boardgame.io/server';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { isChatLine, type ChatLine } from '../../shared/chat';
import { keptLines, type ChatStore } from './chatStore';

/** The parts of node-persist's module (FlatFile's store) and of its storage instance used here. */
interface NodePersist {
  init(options: Record<string, unknown>): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
  defaultInstance: NodePersistInstance;
}
interface NodePersistInstance {
  options: { encoding: BufferEncoding };
  stringify(content: unknown): string;
  getDatumPath(key: string): string;
  keys(): Promise<string[]>;
  getItem(key: string): Promise<unknown>;
  writeFile(file: string, content: unknown): Promise<{ file: string; content: unknown }>;
}

/** What listing needs of a match's metadata (boardgame.io's FlatFile reads all of it, and its state, from the files). */
interface ListedMatch {
  gameName: string;
  isGameover: boolean;
  updatedAt: number;
}

const METADATA_SUFFIX = ':metadata';
const LOG_SUFFIX = ':log';
/** A match's chat: its kept lines, rewritten whole with each message (as FlatFile rewrites a match's log with each move). */
const CHAT_SUFFIX = ':chat';

/** FlatFile's own read and write of one key, queued behind the key's other calls (private in its types). */
interface FlatFileItems {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
}

/**
 * The log entries of stored states only. An entry carries the `_stateID` of
 * the state its action was taken on, so the entries of the move that made
 * state N+1 carry N; any entry at `stateID` or above belongs to a move whose
 * state was never stored.
 */
const entriesBefore = (log: LogEntry[], stateID: number): LogEntry[] => log.filter((entry) => entry._stateID < stateID);

let temporaryFiles = 0;

/**
 * Writes `text` to `file` through a temporary file renamed over it: a rename
 * within one folder is atomic, so a reader sees the old file or the new one,
 * never a file cut short. node-persist writes in place (fs.writeFile), so a
 * read racing a write, such as the Lobby API listing a match while its move
 * is stored, found half a file ("does not look like a valid storage file"),
 * and a crash mid-write would leave one for good. The temporary name starts
 * with a dot, and node-persist skips dot files when it lists the folder.
 */
async function writeWhole(file: string, text: string, encoding: BufferEncoding): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${++temporaryFiles}.writing`);
  try {
    await writeFile(temporary, text, encoding);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

export class PromptFlatFile extends FlatFile implements ChatStore {
  /** Every stored match, by ID, as listing needs it: read from the files once, at connect, then kept up to date. */
  private readonly listed = new Map<string, ListedMatch>();

  constructor(private readonly folder: string) {
    super({ dir: folder });
    (this as unknown as { chainRequest: PromptFlatFile['chainRequestReleasing'] }).chainRequest = (key, request) =>
      this.chainRequestReleasing(key, request);
  }

  /**
   * By default node-persist queues writes and flushes them once a second,
   * and boardgame.io waits for a move's writes before it takes the next move
   * of that match: every move after the first then waited about a second
   * (measured here: ~1000 ms, against ~15 ms writing at once), and a player
   * reconnecting meanwhile was sent the state before the last move. FlatFile
   * passes node-persist only dir, logging and ttl, so connect() is redone
   * with the rest of the options, and the instance's writes made whole.
   */
  override async connect(): Promise<void> {
    // node-persist reads every entry of its folder as a file, and fails on a folder.
    if (
      await stat(join(this.folder, 'journal')).then(
        (s) => s.isDirectory(),
        () => false,
      )
    )
      throw new Error(`${this.folder} holds the journal (its "journal" folder): FlatFile (STORE=files) needs a DATA_DIR of its own`);
    const nodePersist = (this as unknown as { games: NodePersist }).games;
    await nodePersist.init({
      dir: this.folder,
      writeQueue: false,
      // Entries never expire (boardgame.io sets no ttl), so the scan of every file each 2 minutes is useless.
      expiredInterval: 0,
      ttl: false,
    });
    // The module's own methods are bound to this instance, which calls this.writeFile for every write.
    const instance = nodePersist.defaultInstance;
    instance.writeFile = async (file, content) => {
      await writeWhole(file, instance.stringify(content), instance.options.encoding);
      return { file, content };
    };
    // node-persist's setItem turns the value into JSON three times (a deep copy, a log line it builds even with
    // logging off, and the write): a third of the server's time per move, measured with bench:server. The JSON
    // is made once here, before any await, so later changes to the value cannot reach the file. FlatFile calls
    // the module's setItem (bound to the instance at init), so that is the one replaced.
    nodePersist.setItem = (key, value) => instance.writeFile(instance.getDatumPath(key), { key, value });

    this.listed.clear();
    for (const key of await instance.keys()) {
      if (!key.endsWith(METADATA_SUFFIX)) continue;
      const metadata = (await instance.getItem(key)) as BgioServer.MatchData | undefined;
      if (metadata) this.listed.set(key.slice(0, -METADATA_SUFFIX.length), listedOf(metadata));
    }
  }

  /**
   * FlatFile runs each key's reads and writes one after another by chaining
   * them on a promise kept per key (`fileQueues`), and never drops one: the
   * last promise of every key, resolved with the key's last value (a whole
   * state, a whole log), stayed in memory for the life of the process, 150 to
   * 250 KB per match ever touched. Here a key's chain is dropped as soon as
   * its last call settles with no other queued behind it. (FlatFile's
   * chainRequest is private in its types: set on the instance, in the constructor.)
   */
  private chainRequestReleasing(key: string, request: () => Promise<unknown>): Promise<unknown> {
    const queues = (this as unknown as { fileQueues: Record<string, Promise<unknown>> }).fileQueues;
    const previous = Object.hasOwn(queues, key) ? queues[key] : Promise.resolve();
    const call = previous.then(request, request);
    queues[key] = call;
    const release = () => {
      if (queues[key] === call) delete queues[key];
    };
    call.then(release, release);
    return call;
  }

  /** Keys whose calls are queued or under way (for the tests: idle keys are not kept). */
  get queuedKeys(): number {
    return Object.keys((this as unknown as { fileQueues: object }).fileQueues).length;
  }

  private get items(): FlatFileItems {
    return this as unknown as FlatFileItems;
  }

  /**
   * boardgame.io's FlatFile appends a move's log entries and then writes its
   * state: a server killed in between kept the entries of a move whose state
   * was lost, and the move, made again after the restart (maybe otherwise),
   * then stood twice in the log. Here the entries of any move not stored are
   * dropped when the next move's entries are appended, and when the log is
   * read (see fetch).
   */
  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (deltalog && deltalog.length > 0) {
      const key = matchID + LOG_SUFFIX;
      const log = ((await this.items.getItem(key)) as LogEntry[] | undefined) ?? [];
      await this.items.setItem(key, [...entriesBefore(log, deltalog[0]._stateID), ...deltalog]);
    }
    await this.items.setItem(matchID, state);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = await super.fetch(matchID, { ...opts, state: opts.state || opts.log });
    if (opts.log && result.log && result.state) result.log = entriesBefore(result.log, result.state._stateID);
    if (!opts.state) delete result.state;
    return result as StorageAPI.FetchResult<O>;
  }

  override async setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    await super.setMetadata(matchID, metadata);
    this.listed.set(matchID, listedOf(metadata));
  }

  /**
   * Removes the match's four files. boardgame.io's own wipe first reads and
   * parses every file of every match (to see whether the match exists), and
   * the cleanup wipes matches one by one; removing a missing file does nothing.
   */
  override async wipe(matchID: string): Promise<void> {
    this.listed.delete(matchID);
    const keys = [matchID, `${matchID}:initial`, matchID + LOG_SUFFIX, matchID + METADATA_SUFFIX, matchID + CHAT_SUFFIX];
    await Promise.all(keys.map((key) => this.items.removeItem(key)));
  }

  /** The chat of a match this store holds; the caller appends one message of a match at a time (../chat/matchChat.ts). */
  async appendChat(matchID: string, line: ChatLine): Promise<void> {
    if (!this.listed.has(matchID)) throw new Error(`there is no match "${matchID}"`);
    await this.items.setItem(matchID + CHAT_SUFFIX, keptLines([...(await this.recentChat(matchID)), line]));
  }

  async recentChat(matchID: string): Promise<ChatLine[]> {
    const lines = await this.items.getItem(matchID + CHAT_SUFFIX);
    return Array.isArray(lines) ? lines.filter(isChatLine) : [];
  }

  async forgetChat(matchID: string): Promise<void> {
    await this.items.removeItem(matchID + CHAT_SUFFIX);
  }

  /**
   * The matches as boardgame.io's FlatFile lists them, from memory: its own
   * listMatches reads and parses every file of every match (states and logs
   * included) at each call, and the lobby page lists the matches every few
   * seconds. One process per folder, so memory and files agree.
   */
  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const where = opts?.where ?? {};
    return [...this.listed]
      .filter(
        ([, match]) =>
          (!opts?.gameName || match.gameName === opts.gameName) &&
          (where.isGameover === undefined || match.isGameover === where.isGameover) &&
          (where.updatedBefore === undefined || match.updatedAt < where.updatedBefore) &&
          (where.updatedAfter === undefined || match.updatedAt > where.updatedAfter),
      )
      .map(([matchID]) => matchID);
  }
}

function listedOf(metadata: BgioServer.MatchData): ListedMatch {
  return { gameName: metadata.gameName, isGameover: metadata.gameover !== undefined, updatedAt: metadata.updatedAt };
}
