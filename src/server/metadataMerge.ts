/**
 * Metadata writes that keep each other's changes.
 *
 * Everything that changes a match's metadata (players' names, credentials,
 * connection marks, `updatedAt`, `gameover`, bot seats) reads it, changes the
 * object and writes it back whole. The Lobby API's calls, the moves and the
 * server's bots do so in the match's queue, one at a time (matchQueues.ts),
 * but boardgame.io's connection marks (`isConnected`, written when a socket
 * syncs or disconnects) are read and written outside it: a join that ran in
 * between was then overwritten by the connection write, which still held the
 * metadata from before the join, and the player who had joined lost the seat.
 *
 * So a write made on metadata read before another write of this process is
 * merged: the changes it made to what it read are applied to the metadata as
 * it now is (a three-way merge), instead of replacing it. A write on metadata
 * nobody changed since it was read is stored as it is.
 *
 * Per process: with several processes, a write from another process is not
 * seen here, and the last writer wins (docs/deploy.md).
 */
import type { Server as BgioServer, StorageAPI } from 'boardgame.io';
import { StorageWrapper } from './storageWrapper';

type Metadata = BgioServer.MatchData;
type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

const sameJson = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * `ours` and `theirs` both started from `base`: the result is `theirs` with
 * `ours`'s changes to `base` applied (ours wins where both changed the same
 * value). Objects merge key by key; anything else is replaced whole.
 */
export function mergeChanges(base: Json, theirs: Json, ours: Json): Json {
  if (sameJson(ours, base)) return theirs;
  if (!isObject(base) || !isObject(theirs) || !isObject(ours)) return ours;
  const merged: Record<string, Json> = { ...theirs };
  for (const key of new Set([...Object.keys(base), ...Object.keys(ours)])) {
    if (!(key in ours)) delete merged[key];
    else if (!(key in base)) merged[key] = ours[key];
    else if (!sameJson(ours[key], base[key])) merged[key] = key in theirs ? mergeChanges(base[key], theirs[key], ours[key]) : ours[key];
  }
  return merged;
}

interface Written {
  /** Counts this process's metadata writes of the match. */
  version: number;
  metadata: Metadata;
}

interface ReadAs {
  matchID: string;
  version: number;
  snapshot: Metadata;
}

export class MergingMetadataStorage extends StorageWrapper {
  /** The metadata each match was last written with here (and its version). */
  private readonly written = new Map<string, Written>();
  /**
   * What each metadata object handed out by fetch looked like then, and the version it was read at; kept under
   * its `players` object too: boardgame.io writes a move's metadata as `{ ...read, updatedAt }`, a new object
   * that shares the players of the one it read, and that write is made on what was read all the same.
   */
  private readonly readAs = new WeakMap<object, ReadAs>();
  /** A match's metadata writes run one after another, so each merges onto the one before. */
  private readonly writing = new Map<string, Promise<void>>();

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    await this.inner.createMatch(matchID, opts);
    this.remember(matchID, opts.metadata);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    // Taken before the read: a write that ends while the read is under way may or may not be in what is read, and
    // a write on it is then merged, which is right either way.
    const version = this.written.get(matchID)?.version ?? 0;
    const result: Partial<StorageAPI.FetchFields> = await this.inner.fetch(matchID, opts);
    if (result.metadata) this.markRead(result.metadata, { matchID, version, snapshot: structuredClone(result.metadata) });
    return result as StorageAPI.FetchResult<O>;
  }

  override setMetadata(matchID: string, metadata: Metadata): Promise<void> {
    const previous = this.writing.get(matchID) ?? Promise.resolve();
    const write = previous.then(() => this.write(matchID, metadata));
    const settled = write.catch(() => {});
    this.writing.set(matchID, settled);
    void settled.then(() => {
      if (this.writing.get(matchID) === settled) this.writing.delete(matchID);
    });
    return write;
  }

  private async write(matchID: string, metadata: Metadata): Promise<void> {
    const read = this.readAs.get(metadata) ?? (isObject(metadata.players) ? this.readAs.get(metadata.players) : undefined);
    const current = this.written.get(matchID);
    const stale = read !== undefined && read.matchID === matchID && current !== undefined && current.version !== read.version;
    const toStore = stale ? (mergeChanges(read.snapshot, current.metadata, metadata) as Metadata) : metadata;
    await this.inner.setMetadata(matchID, toStore);
    this.remember(matchID, toStore);
    // The caller may change the same object and write it again: only its changes from now on are its own.
    this.markRead(metadata, { matchID, version: this.written.get(matchID)!.version, snapshot: structuredClone(metadata) });
  }

  private markRead(metadata: Metadata, read: ReadAs): void {
    this.readAs.set(metadata, read);
    if (isObject(metadata.players)) this.readAs.set(metadata.players, read);
  }

  private remember(matchID: string, metadata: Metadata): void {
    this.written.set(matchID, { version: (this.written.get(matchID)?.version ?? 0) + 1, metadata: structuredClone(metadata) });
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    this.written.delete(matchID);
  }
}
