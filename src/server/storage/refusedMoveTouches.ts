/**
 * A move the rules refuse writes nothing: its `updatedAt` is folded into the match's next write.
 *
 * boardgame.io's master writes a refused move like any other: the state (unchanged, the same `_stateID`,
 * which the journal and PostgreSQL skip) and the metadata with a new `updatedAt` and nothing else changed.
 * That metadata write was a synced line (the journal) or a call and a commit (PostgreSQL), and the match's
 * queue waited for it: the match's next move, often another seat's recruit sent at the same moment, waited
 * for a write that stores no move (docs/decisions/0008-a-refused-move-writes-nothing.md).
 *
 * So such a write is not made. Its time is kept in memory and written with the match's next metadata write
 * (a move's, which carries a later time anyway, or a connection mark's, which carries none of its own); every
 * read of the metadata in this process sees it meanwhile (the server's storage layers all sit above this one:
 * server.ts), so the Lobby API's match, the cleanup's look at a match's age (cleanup.ts) and the bots read
 * the same `updatedAt` as if it had been written. What differs: the Lobby API's list filters (`updatedBefore`, `updatedAfter`,
 * answered by the store), other processes sharing PostgreSQL and a process started after a kill see the
 * time of the match's last write until its next one. Nothing acknowledged is lost on a kill: a refused move
 * stores nothing and its answer (the unchanged state) is no promise that anything was stored.
 *
 * Only a write that changes nothing but `updatedAt` is folded: one whose table or clocks changed (tableStorage.ts)
 * is written at once.
 */
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { StorageWrapper } from './storageWrapper';

type Metadata = BgioServer.MatchData;

export class RefusedMoveTouches extends StorageWrapper {
  /** The `_stateID` of each state object read through here, by its G (a refused move's state keeps the G it was read with). */
  private readonly readStateIDs = new WeakMap<object, number>();
  /** What each metadata object read through here was, by its `players` (boardgame.io writes a move's as `{ ...read, updatedAt }`). */
  private readonly readMetadata = new WeakMap<object, Metadata>();
  /** Matches whose refused move's state was just written: its metadata write comes in the same tick. */
  private readonly refusedNow = new Set<string>();
  /** Per match, the `updatedAt` of refused moves not written yet. */
  private readonly touches = new Map<string, number>();

  /** The refused moves' times held for the next write (for tests). */
  get heldTouches(): number {
    return this.touches.size;
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result = await this.inner.fetch(matchID, opts);
    const fields = result as Partial<StorageAPI.FetchFields>;
    const { state } = fields;
    if (state && typeof state.G === 'object' && state.G !== null) this.readStateIDs.set(state.G, state._stateID);
    if (fields.metadata) {
      const touch = this.touches.get(matchID);
      // A copy: a store may hand out an object it keeps (metadataMerge.ts keys what was read by its `players`, shared).
      if (touch !== undefined && !(fields.metadata.updatedAt >= touch)) fields.metadata = { ...fields.metadata, updatedAt: touch };
      const { metadata } = fields;
      if (typeof metadata.players === 'object' && metadata.players !== null) this.readMetadata.set(metadata.players, metadata);
    }
    return result;
  }

  override setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (typeof state.G === 'object' && state.G !== null && this.readStateIDs.get(state.G) === state._stateID) {
      // boardgame.io writes the move's metadata right after, synchronously.
      this.refusedNow.add(matchID);
      queueMicrotask(() => this.refusedNow.delete(matchID));
    }
    return this.inner.setState(matchID, state, deltalog);
  }

  override setMetadata(matchID: string, metadata: Metadata): Promise<void> {
    const refused = this.refusedNow.delete(matchID);
    if (refused && onlyUpdatedAtChanged(metadata, this.readMetadata.get(metadata.players))) {
      this.touches.set(matchID, Math.max(metadata.updatedAt, this.touches.get(matchID) ?? -Infinity));
      return Promise.resolve();
    }
    const touch = this.touches.get(matchID);
    if (touch !== undefined) {
      this.touches.delete(matchID);
      if (!(metadata.updatedAt >= touch)) metadata.updatedAt = touch;
    }
    return this.inner.setMetadata(matchID, metadata);
  }

  override async wipe(matchID: string): Promise<void> {
    this.touches.delete(matchID);
    await this.inner.wipe(matchID);
  }
}

/** Whether `written` is `read` with only `updatedAt` set again (the same values, the same objects, no key added or removed). */
function onlyUpdatedAtChanged(written: Metadata, read: Metadata | undefined): boolean {
  if (!read || written === read) return false;
  const after = written as unknown as Record<string, unknown>;
  const before = read as unknown as Record<string, unknown>;
  const keys = Object.keys(after);
  if (keys.length !== Object.keys(before).length) return false;
  for (const key of keys) {
    if (key === 'updatedAt') continue;
    if (!Object.hasOwn(before, key) || after[key] !== before[key]) return false;
  }
  return true;
}
