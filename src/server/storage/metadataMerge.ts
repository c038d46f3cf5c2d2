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
 * Across processes (several on one PostgreSQL): a storage that can write
 * metadata only if it is still what was read (`setMetadataIfUnchanged`,
 * postgres/postgresStorage.ts) is written that way; when another process
 * changed it meanwhile, this write's changes are merged onto what is stored
 * now, and written again the same way. Nothing is last-writer-wins.
 */
import type { Server as BgioServer, StorageAPI } from 'boardgame.io';
import { copyJson } from '../../game/copyJson';
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

/** A storage whose metadata writes can be made conditional on what is stored (PostgreSQL's). */
interface ConditionalMetadataWrites {
  setMetadataIfUnchanged(
    matchID: string,
    expected: Metadata,
    metadata: Metadata,
  ): Promise<{ written: true } | { written: false; current: Metadata | undefined }>;
}

const writesConditionally = (storage: unknown): storage is ConditionalMetadataWrites =>
  typeof (storage as Partial<ConditionalMetadataWrites>).setMetadataIfUnchanged === 'function';

/** Tries of a conditional write before it gives up (each try lost to another process's write, merged again). */
const MAX_CONDITIONAL_TRIES = 20;

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
    if (result.metadata) this.markRead(result.metadata, { matchID, version, snapshot: copyJson(result.metadata) });
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
    let toStore = stale ? (mergeChanges(read.snapshot, current.metadata, metadata) as Metadata) : metadata;
    // What the change was made on: this process's last write, or what was read.
    const base = stale ? current.metadata : read?.matchID === matchID ? read.snapshot : current?.metadata;
    if (writesConditionally(this.inner) && base !== undefined) toStore = await this.writeConditionally(matchID, base, toStore);
    else await this.inner.setMetadata(matchID, toStore);
    this.remember(matchID, toStore);
    // The caller may change the same object and write it again: only its changes from now on are its own.
    this.markRead(metadata, { matchID, version: this.written.get(matchID)!.version, snapshot: copyJson(metadata) });
  }

  /** Writes `ours` if `base` is stored, else merges it onto what is (another process wrote) and tries again; what it wrote. */
  private async writeConditionally(matchID: string, base: Metadata, ours: Metadata): Promise<Metadata> {
    const inner = this.inner as unknown as ConditionalMetadataWrites;
    for (let tries = 0; tries < MAX_CONDITIONAL_TRIES; tries++) {
      const answer = await inner.setMetadataIfUnchanged(matchID, base, ours);
      if (answer.written) return ours;
      // Wiped meanwhile: nothing to write onto (a plain write would bring back a match of metadata only).
      if (answer.current === undefined) return ours;
      ours = mergeChanges(base, answer.current, ours) as Metadata;
      base = answer.current;
    }
    throw new Error(`the metadata of match ${matchID} kept changing under this write (${MAX_CONDITIONAL_TRIES} tries)`);
  }

  private markRead(metadata: Metadata, read: ReadAs): void {
    this.readAs.set(metadata, read);
    if (isObject(metadata.players)) this.readAs.set(metadata.players, read);
  }

  private remember(matchID: string, metadata: Metadata): void {
    this.written.set(matchID, { version: (this.written.get(matchID)?.version ?? 0) + 1, metadata: copyJson(metadata) });
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    this.written.delete(matchID);
  }
}
