/**
 * The embedded store (no DATABASE_URL): one append-only file of JSON lines
 * per match, in DATA_DIR/journal. No service to run, and nothing stored is
 * ever rewritten in place:
 *
 * - a move appends one line (the change to its state, statePatch.ts, and its
 *   log entries: as many bytes at move 300 as at move 10) synced to the disk
 *   before the call returns, and its update is sent only then
 *   (storedUpdatesPubSub.ts): no client is shown a move the store could lose;
 * - as in PostgreSQL (storage/postgres/postgresStorage.ts) a state is stored only if
 *   its `_stateID` is newer than the stored one, and its log entries with it
 *   (a refused move's update, whose state is the stored one, is still sent);
 * - when a file has grown by more than its compacted size (and at least
 *   compactAfterBytes), or its match has ended, it is rewritten to
 *   one line (metadata, initial state, latest state, whole log) in a
 *   temporary file that is synced and renamed over it: the old file or the
 *   new one, never half of either;
 * - a match exists from its creation (or import) to its wipe: a state or
 *   metadata written to a match that does not exist (a late write that
 *   read the match before it was wiped) is dropped, not a new file;
 * - at connect every file is read back; a last line cut short by a crash (it
 *   was never acknowledged) is dropped and cut off the file, and a file that
 *   does not replay is set aside and reported, and the others load
 *   (journalReadBack.ts);
 * - a failed write (EMFILE, ENOSPC, EIO, a failed folder sync, a short
 *   write) changes nothing: its calls and those queued behind them are
 *   refused and never sent, memory stays as the file holds it, any bytes it
 *   left are cut off before the next line, and the match is named in the
 *   error; a failed compaction leaves the file as it was (its move is stored)
 *   and is tried again once the file has grown by compactAfterBytes more.
 *
 * The lines' kinds are in journalLines.ts.
 *
 * Every match's metadata and latest state, as its file holds them, are kept
 * in memory (listing and each move read them); its initial state and log are
 * read from its file when asked for (a client's sync). One process per folder.
 *
 * Writing (docs/decisions/0006-journal-appends-and-syncs-before-sending.md):
 * a match's file stays open while written to (the idle and, past the budget,
 * the least recently written are closed), opened with O_DSYNC so a write
 * returns once on the disk; a move's state and metadata lines, queued in one
 * turn of the event loop, cost one synced write, acknowledged once synced.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { copyJson } from '../../../game/copyJson';
import { diffBase, diffStates } from '../statePatch';
import { APPEND_SYNCED, MAX_OPEN_FILES, nodeFiles, syncFile, type JournalFiles } from './journalFiles';
import { replay, type Line } from './journalLines';
import { rewriteAsOneLine } from './journalCompaction';
import { readBack, SUFFIX } from './journalReadBack';
import { StoredUpdatesPubSub } from './storedUpdatesPubSub';
import { exists, forgetStored, type Held, type Version } from './journalMatch';
import { moveTimings } from '../../moveTimings';

export { MAX_OPEN_FILES, openFilesBudget } from './journalFiles';

/** A file is compacted once it has grown by more than its compacted size, and by at least this much. */
const DEFAULT_COMPACT_AFTER_BYTES = 256 * 1024;

/** A file not written to for this long is closed. */
const IDLE_FILE_MS = 10_000;

export interface JournalStorageOptions {
  compactAfterBytes?: number;
  /** Where a torn line dropped, a file set aside, a failed write or an import is reported; console.error by default. */
  log?: (message: string) => void;
  /** Run at connect before the files are read (the one-time import of the FlatFile matches: importFlatFile.ts). */
  prepare?: () => Promise<string | undefined>;
  /** At most this many match files open at once (MAX_OPEN_FILES by default). */
  maxOpenFiles?: number;
  /** The file operations it makes (node's by default; the tests make some fail: journalFiles.ts). */
  files?: JournalFiles;
}

export class JournalStorage extends Async {
  /** Updates go out only once their state is stored (the server uses this pub/sub with this storage). */
  readonly pubSub = new StoredUpdatesPubSub();
  /** Bytes written to the files since start (appends, compactions): for the tests and benchmarks. */
  bytesWritten = 0;
  private readonly matches = new Map<string, Held>();
  private readonly compactAfterBytes: number;
  private readonly log: (message: string) => void;
  private readonly prepare?: () => Promise<string | undefined>;
  /** The matches whose file is open. */
  private readonly openFiles = new Set<Held>();
  private readonly maxOpenFiles: number;
  private readonly files: JournalFiles;
  private idleSweep?: NodeJS.Timeout;

  constructor(
    readonly folder: string,
    options: JournalStorageOptions = {},
  ) {
    super();
    this.compactAfterBytes = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
    this.log = options.log ?? ((message: string) => console.error(message));
    this.prepare = options.prepare;
    this.maxOpenFiles = options.maxOpenFiles ?? MAX_OPEN_FILES;
    this.files = options.files ?? nodeFiles;
  }

  private fileOf(matchID: string): string {
    return join(this.folder, Buffer.from(matchID).toString('base64url') + SUFFIX);
  }

  /** Reads every match back (journalReadBack.ts). */
  async connect(): Promise<void> {
    const said = await this.prepare?.();
    if (said) this.log(said);
    await this.files.mkdir(this.folder);
    this.matches.clear();
    for (const [matchID, match] of await readBack(this.folder, this.files, this.log)) {
      this.matches.set(matchID, {
        metadata: match.metadata,
        state: match.state,
        diffBase: match.state && diffBase(match.state),
        bytes: match.validBytes,
        compactedBytes: match.validBytes,
        chain: Promise.resolve(),
      });
    }
    this.idleSweep ??= setInterval(() => this.closeIdleFiles(Date.now() - IDLE_FILE_MS), IDLE_FILE_MS).unref();
  }

  async close(): Promise<void> {
    clearInterval(this.idleSweep);
    this.idleSweep = undefined;
    await Promise.allSettled([...this.matches.values()].map((m) => m.chain));
    await Promise.allSettled([...this.matches.values()].map((m) => this.drained(m)));
    await Promise.allSettled([...this.openFiles].map((m) => this.closeFile(m)));
    // What a failed write left past a file's stored lines, if it could not be cut off then.
    for (const [matchID, held] of this.matches) if (held.overrun) await this.cutBack(matchID, held).catch(() => undefined);
  }

  /** The open files last written before `before`, with nothing queued, closed. */
  private closeIdleFiles(before: number): void {
    for (const held of this.openFiles) if (!held.flushing && (held.lastWrite ?? 0) < before) void this.closeFile(held);
  }

  private async closeFile(held: Held): Promise<void> {
    const handle = held.handle;
    if (!handle) return;
    held.handle = undefined;
    this.openFiles.delete(held);
    await handle.close().catch(() => undefined);
  }

  /** Closes and deletes the match's file; a file already gone is no error. */
  private async deleteFile(matchID: string, held: Held): Promise<void> {
    await this.closeFile(held);
    await this.files.unlink(this.fileOf(matchID)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  /** Once every line queued for the match is written and synced (or failed). */
  private async drained(held: Held): Promise<void> {
    while (held.flushing) await held.flushing.catch(() => undefined);
  }

  /** Runs `task` after the match's other file operations. */
  private inOrder<T>(matchID: string, task: (held: Held) => Promise<T>): Promise<T> {
    let held = this.matches.get(matchID);
    if (!held) {
      held = { bytes: 0, compactedBytes: 0, chain: Promise.resolve() };
      this.matches.set(matchID, held);
    }
    const h = held;
    const call = h.chain.then(() => task(h));
    h.chain = call.catch(() => undefined);
    return call;
  }

  /**
   * Appends a line that leaves the match as `after` says; resolves once it is
   * synced to the disk, and only then is the match held as `after`. Lines
   * are written in the order they are appended; those appended before the
   * promise jobs under way have run out share one synced write (a move's
   * state line and, a few promise jobs later through ../metadataMerge.ts,
   * its metadata line).
   */
  private append(matchID: string, held: Held, line: Line, after: Omit<Version, 'bytes'>): Promise<void> {
    const text = JSON.stringify(line) + '\n';
    const bytes = Buffer.byteLength(text);
    const before = held.next ?? held;
    const next: Version = { metadata: after.metadata, state: after.state, diffBase: after.diffBase, bytes: before.bytes + bytes };
    held.next = next;
    return new Promise<void>((synced, failed) => {
      (held.queue ??= []).push({
        text,
        bytes,
        after: next,
        creates: before.bytes === 0,
        queuedAt: moveTimings ? performance.now() : 0,
        synced,
        failed,
      });
      this.startFlush(matchID, held);
    });
  }

  private startFlush(matchID: string, held: Held): void {
    if (held.flushing || !held.queue?.length) return;
    // Not at the end of the event loop's turn (setImmediate): on a busy server that turn also runs every other
    // socket's and connection's ready callbacks, and the write would wait for them all (postgresStorage.ts
    // openWrite measures it). A tick queued from a promise job runs once every promise job
    // queued meanwhile has run (Node's order), so the move's metadata line still joins its state line.
    held.flushing = Promise.resolve()
      .then(() => new Promise<void>((turn) => process.nextTick(turn)))
      .then(() => this.flush(matchID, held))
      .finally(() => {
        held.flushing = undefined;
        // A line queued as this flush ended.
        this.startFlush(matchID, held);
      });
  }

  private async flush(matchID: string, held: Held): Promise<void> {
    while (held.queue?.length) {
      const batch = held.queue.splice(0);
      // Whether this write may have changed the file (a failure before it changed nothing).
      let writing = false;
      try {
        if (held.overrun) await this.cutBack(matchID, held);
        if (!held.handle) {
          if (this.openFiles.size >= this.maxOpenFiles) this.closeLeastRecentlyWritten();
          held.handle = await this.files.open(this.fileOf(matchID), APPEND_SYNCED);
          this.openFiles.add(held);
        }
        const text = batch.length === 1 ? batch[0].text : batch.map((l) => l.text).join('');
        let bytes = 0;
        for (const l of batch) bytes += l.bytes;
        writing = true;
        // Returns once the bytes are on the disk (O_DSYNC): the write and its sync are one call.
        const { bytesWritten } = await held.handle.write(text);
        if (bytesWritten !== bytes) throw Object.assign(new Error(`wrote ${bytesWritten} of ${bytes} bytes`), { code: 'ESHORTWRITE' });
        if (batch.some((l) => l.creates)) await syncFile(this.folder, this.files);
        held.lastWrite = Date.now();
        this.bytesWritten += bytes;
        const stored = batch[batch.length - 1].after;
        held.metadata = stored.metadata;
        held.state = stored.state;
        held.diffBase = stored.diffBase;
        held.bytes = stored.bytes;
        if (held.next === stored) held.next = undefined;
        const timings = moveTimings;
        if (timings) {
          const at = performance.now();
          for (const l of batch) timings.note('storeSync', at - l.queuedAt);
        }
        for (const l of batch) l.synced();
      } catch (e) {
        // The lines queued meanwhile are changes from the states this write failed to store: refused too.
        const refused = [...batch, ...held.queue.splice(0)];
        held.next = undefined;
        await this.closeFile(held);
        if (writing) {
          held.overrun = true;
          await this.cutBack(matchID, held).catch(() => undefined);
        }
        this.log(
          `match ${matchID}: a write to its file failed (${(e as Error).message}); ${refused.length} line(s) refused, ` +
            `the match stays as stored (${held.bytes} bytes)${held.overrun ? ', the rest of the file to be cut off before its next write' : ''}`,
        );
        for (const l of refused) l.failed(e);
      }
    }
  }

  /** Cuts off what a failed write may have left past the stored lines (a file with none is removed). */
  private async cutBack(matchID: string, held: Held): Promise<void> {
    const file = this.fileOf(matchID);
    if (held.bytes > 0) await this.files.truncate(file, held.bytes);
    else
      await this.files.unlink(file).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
    held.overrun = false;
  }

  private closeLeastRecentlyWritten(): void {
    let oldest: Held | undefined;
    for (const held of this.openFiles) if (!held.flushing && (!oldest || (held.lastWrite ?? 0) < (oldest.lastWrite ?? 0))) oldest = held;
    if (oldest) void this.closeFile(oldest);
  }

  /**
   * Rewrites the match's file as one line (journalCompaction.ts). A failure leaves the file as it was
   * (reported; the moves are stored in it all the same).
   */
  private async compactIfGrown(matchID: string, held: Held, now = false): Promise<void> {
    if (held.bytes === 0 || held.bytes === held.compactedBytes) return;
    if (!now && held.bytes - held.compactedBytes <= Math.max(this.compactAfterBytes, held.compactedBytes)) return;
    if (!now && held.compactAgainAt !== undefined && held.bytes < held.compactAgainAt) return;
    // Every line queued is in the file, and the next append opens the new file, not the old one renamed over.
    await this.drained(held);
    await this.closeFile(held);
    const temporary = join(this.folder, `.${Buffer.from(matchID).toString('base64url')}.compacting`);
    let bytes: number;
    try {
      bytes = await rewriteAsOneLine(this.files, this.fileOf(matchID), temporary, held.bytes);
    } catch (e) {
      held.compactAgainAt = held.bytes + this.compactAfterBytes;
      this.log(`match ${matchID}: compacting its file failed (${(e as Error).message}); the file stays as it was`);
      return;
    }
    held.bytes = held.compactedBytes = bytes;
    held.overrun = false;
    held.compactAgainAt = undefined;
    this.bytesWritten += bytes;
    // Not synced: a crash leaves the old file or the new one, which hold the same match.
    await syncFile(this.folder, this.files).catch((e: Error) =>
      this.log(`match ${matchID}: its file is compacted, its folder not synced (${e.message})`),
    );
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const { initialState, metadata } = opts;
    await this.inOrder(matchID, async (held) => {
      // A match started afresh under the same ID replaces the old one whole.
      if (held.bytes > 0) {
        await this.drained(held);
        await this.deleteFile(matchID, held);
        forgetStored(held);
      }
      await this.append(
        matchID,
        held,
        { k: 'match', metadata, initialState, state: initialState, log: [] },
        {
          metadata: copyOf(metadata),
          state: initialState,
          diffBase: diffBase(initialState),
        },
      );
      held.compactedBytes = held.bytes;
    });
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.setStateIfNewer(matchID, state, deltalog);
  }

  /**
   * Stores `state` and appends `deltalog` only if the stored state is older (or there is none); says whether it
   * stored. Rejects when its write fails: nothing is stored then, and its update is never sent.
   */
  async setStateIfNewer(matchID: string, state: State, deltalog: LogEntry[] = []): Promise<boolean> {
    // Taken now: boardgame.io published it just before this call.
    const held = this.pubSub.takeHeld(matchID, state._stateID);
    let same = false;
    // The line is queued in the match's order; its sync is awaited outside, so the metadata line that
    // boardgame.io writes with every move can share it.
    const synced = await this.inOrder(matchID, async (match) => {
      const tip = match.next ?? match;
      if (!exists(tip)) return null;
      same = tip.state?._stateID === state._stateID;
      if (tip.state && tip.state._stateID >= state._stateID) return null;
      // The change from the state the lines before leave (statePatch.ts), or the whole state when there is none.
      const line: Line = tip.state
        ? { k: 'move', ops: diffStates(tip.diffBase ?? tip.state, state), log: deltalog }
        : { k: 'state', state, log: deltalog };
      return { written: this.append(matchID, match, line, { metadata: tip.metadata, state, diffBase: diffBase(state) }) };
    });
    if (synced) await synced.written;
    const stored = synced !== null;
    // A refused move leaves the state as stored (same _stateID): boardgame.io still answers it with that state
    // (seatBroadcast.ts sends it where a socket does not hold that state yet), and it is on the disk already. One process per folder, so an older one
    // can only be a late duplicate: never sent.
    if ((stored || same) && held) this.pubSub.deliver(held.channel, held.payload);
    // A finished match is compacted at once: it is read whole when someone looks at it, and never grows again.
    if (stored) await this.inOrder(matchID, (match) => this.compactIfGrown(matchID, match, state.ctx?.gameover !== undefined));
    return stored;
  }

  async setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    await this.inOrder(matchID, async (held) => {
      const tip = held.next ?? held;
      // A write read before a wipe (boardgame.io's connection-status write when the last seat leaves) must not bring
      // the match back as a file with metadata only, listed and never cleaned up: a match is created, never written into being.
      if (!exists(tip)) return null;
      return {
        written: this.append(
          matchID,
          held,
          { k: 'metadata', metadata },
          { metadata: copyOf(metadata), state: tip.state, diffBase: tip.diffBase },
        ),
      };
    }).then((synced) => synced?.written);
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    const held = this.matches.get(matchID);
    // A match never stored has nothing, not even an empty log (as with FlatFile).
    if (!held) return result as StorageAPI.FetchResult<O>;
    if (opts.state) result.state = held.state;
    // Metadata is read, changed and written back by many (lobby calls, presence, bots, metadataMerge.ts, which tells
    // changes by comparing what it read with what is written): each reader gets its own copy, as from a file.
    if (opts.metadata) result.metadata = copyOf(held.metadata);
    if (opts.log || opts.initialState) {
      // After the writes under way, so the log agrees with the state; the stored lines only.
      const match = await this.inOrder(matchID, async (h) => {
        await this.drained(h);
        if (h.bytes === 0) return undefined;
        const file = this.fileOf(matchID);
        return replay((await this.files.readFile(file)).subarray(0, h.bytes), file);
      });
      if (opts.log) result.log = match?.log;
      if (opts.initialState) result.initialState = match?.initialState;
    }
    return result as StorageAPI.FetchResult<O>;
  }

  /** Writes a whole match as one line (the import of another store's matches: importFlatFile.ts). */
  async importMatch(
    matchID: string,
    match: { metadata?: BgioServer.MatchData; initialState?: State; state?: State; log: LogEntry[] },
  ): Promise<void> {
    await this.inOrder(matchID, async (held) => {
      await this.append(
        matchID,
        held,
        { k: 'match', ...match },
        { metadata: copyOf(match.metadata), state: match.state, diffBase: match.state && diffBase(match.state) },
      );
      held.compactedBytes = held.bytes;
    });
  }

  async wipe(matchID: string): Promise<void> {
    this.pubSub.forget(matchID);
    if (!this.matches.has(matchID)) return;
    await this.inOrder(matchID, async (held) => {
      await this.drained(held);
      const hadFile = held.bytes > 0 || held.overrun;
      if (hadFile) await this.deleteFile(matchID, held);
      forgetStored(held);
      if (hadFile) await syncFile(this.folder, this.files);
    });
    const held = this.matches.get(matchID);
    if (held && held.bytes === 0 && !held.metadata) this.matches.delete(matchID);
  }

  /** The matches with metadata, filtered as boardgame.io's own storages filter them, from memory. */
  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const where = opts.where ?? {};
    const out: string[] = [];
    for (const [matchID, { metadata }] of this.matches) {
      if (!metadata) continue;
      if (opts.gameName && metadata.gameName !== opts.gameName) continue;
      if (where.isGameover !== undefined && (metadata.gameover !== undefined) !== where.isGameover) continue;
      if (where.updatedBefore !== undefined && !(metadata.updatedAt < where.updatedBefore)) continue;
      if (where.updatedAfter !== undefined && !(metadata.updatedAt > where.updatedAfter)) continue;
      out.push(matchID);
    }
    return out;
  }

  /** The size of a match's file in bytes (0 when it has none): for the tests. */
  async fileBytes(matchID: string): Promise<number> {
    return stat(this.fileOf(matchID)).then(
      (s) => s.size,
      () => 0,
    );
  }
}

/**
 * A copy of a small plain-JSON value (metadata), so no caller shares the store's own. copyJson, not
 * structuredClone: several copies of the metadata are made per move, and structuredClone (a serialisation
 * and a deserialisation) is about 4 times slower on it.
 */
function copyOf<T>(value: T): T {
  return value === undefined ? value : copyJson(value);
}
