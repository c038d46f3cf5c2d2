/**
 * What the server knows of every stored match without reading it: when it
 * was created, by which client address, whether play has started
 * (src/shared/matchTable.ts) and whether it is listed. The limit on the matches
 * one address may hold waiting (waitingMatches.ts), the public list
 * (matchList.ts) and the cleanup of matches that never started
 * (cleanup.ts) ask here instead of reading every match.
 *
 * A storage layer: it learns of each match from the writes that pass
 * through it (creation, metadata, wipe), and reads every match once when
 * the storage connects (so it holds across restarts). A creation made while
 * `runAsCreator` runs records that address in the match's metadata
 * (matchCreator.ts).
 *
 * Several processes on one PostgreSQL: each is told of the others' changes
 * (`changedElsewhere`) and reads again a match it did not know or that had
 * not started; a started match stays started, so the others' moves cost
 * nothing here. The counts then hold across the processes once the
 * notification has come (a creation on two processes in the same instant
 * may pass the limit by one).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server as BgioServer, StorageAPI } from 'boardgame.io';
import { CREATOR_ADDRESS_FIELD, creatorAddressOf, type MetadataWithCreator } from './matchCreator';
import { StorageWrapper } from './storageWrapper';
import { isStarted } from '../../shared/matchTable';

interface Entry {
  gameName: string;
  createdAt: number;
  creator?: string;
  started: boolean;
  listed: boolean;
}

/** Matches read at once when the storage connects (PostgreSQL answers several in one query). */
const READ_BATCH = 64;

const creators = new AsyncLocalStorage<string>();

/** Runs `task` (a Lobby API creation) so that the match it creates records `address` as its creator's. */
export function runAsCreator<T>(address: string, task: () => T): T {
  return creators.run(address, task);
}

export class MatchDirectory extends StorageWrapper {
  private readonly entries = new Map<string, Entry>();
  /** Match IDs in the order they became known (creation order); wiped ones are skipped, and dropped now and then. */
  private order: string[] = [];
  private readonly waitingByCreator = new Map<string, number>();
  /** Matches being read again after another process changed them: whether another change came meanwhile. */
  private readonly rereading = new Map<string, boolean>();
  private changes = 0;

  constructor(
    inner: StorageAPI.Async,
    /** The games whose matches it knows. */
    private readonly gameNames: readonly string[],
  ) {
    super(inner);
  }

  /** Grows with every change to any match (the list is built again only after one). */
  get version(): number {
    return this.changes;
  }

  /** How many matches created by `address` have not started. */
  waitingCount(address: string): number {
    return this.waitingByCreator.get(address) ?? 0;
  }

  /** The IDs of the `count` newest listed matches (of `gameName`, if given), newest first. */
  newestListed(count: number, gameName?: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    for (let i = this.order.length - 1; i >= 0 && out.length < count; i--) {
      const matchID = this.order[i];
      if (seen.has(matchID)) continue;
      seen.add(matchID);
      const entry = this.entries.get(matchID);
      if (entry?.listed && (gameName === undefined || entry.gameName === gameName)) out.push(matchID);
    }
    return out;
  }

  /** The matches not started that were created before `time` (ms). */
  waitingCreatedBefore(time: number): string[] {
    const out: string[] = [];
    for (const [matchID, entry] of this.entries) if (!entry.started && entry.createdAt < time) out.push(matchID);
    return out;
  }

  override async connect(): Promise<void> {
    await this.inner.connect();
    const matchIDs: string[] = [];
    for (const gameName of this.gameNames) matchIDs.push(...(await this.inner.listMatches({ gameName })));
    const found: [string, BgioServer.MatchData][] = [];
    for (let i = 0; i < matchIDs.length; i += READ_BATCH) {
      const batch = matchIDs.slice(i, i + READ_BATCH);
      const read = await Promise.all(batch.map((matchID) => this.inner.fetch(matchID, { metadata: true })));
      read.forEach(({ metadata }, j) => {
        if (metadata) found.push([batch[j], metadata]);
      });
    }
    found.sort((a, b) => a[1].createdAt - b[1].createdAt);
    for (const [matchID, metadata] of found) this.record(matchID, metadata);
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const creator = creators.getStore();
    if (creator !== undefined) (opts.metadata as MetadataWithCreator)[CREATOR_ADDRESS_FIELD] = creator;
    await this.inner.createMatch(matchID, opts);
    this.record(matchID, opts.metadata);
  }

  override async setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    await this.inner.setMetadata(matchID, metadata);
    // A write to a match not known here is read back: a late write to a wiped match stores nothing.
    if (this.entries.has(matchID)) this.record(matchID, metadata);
    else this.changedElsewhere(matchID);
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    this.forget(matchID);
  }

  /** A match found gone when read (wiped by another process). */
  forget(matchID: string): void {
    const entry = this.entries.get(matchID);
    this.changes++;
    if (!entry) return;
    this.entries.delete(matchID);
    if (!entry.started) this.countWaiting(entry.creator, -1);
    // Wiped IDs stay in `order` until they are as many as the matches known.
    if (this.order.length > 2 * this.entries.size + 1024) this.order = this.order.filter((id) => this.entries.has(id));
  }

  /** Another process changed the match (created, wrote or wiped it): it is read again unless it has started. */
  changedElsewhere(matchID: string): void {
    this.changes++;
    if (this.entries.get(matchID)?.started) return;
    if (this.rereading.has(matchID)) {
      this.rereading.set(matchID, true);
      return;
    }
    this.rereading.set(matchID, false);
    void this.reread(matchID);
  }

  private async reread(matchID: string): Promise<void> {
    try {
      const { metadata } = await this.inner.fetch(matchID, { metadata: true });
      if (metadata) this.record(matchID, metadata);
      else this.forget(matchID);
    } catch {
      // Read again at its next change; the match keeps what was known of it.
    }
    const again = this.rereading.get(matchID);
    this.rereading.delete(matchID);
    if (again) this.changedElsewhere(matchID);
  }

  private record(matchID: string, metadata: BgioServer.MatchData): void {
    if (!this.gameNames.includes(metadata.gameName)) return;
    this.changes++;
    let entry = this.entries.get(matchID);
    if (!entry) {
      entry = {
        gameName: metadata.gameName,
        createdAt: metadata.createdAt,
        creator: creatorAddressOf(metadata),
        started: false,
        listed: !metadata.unlisted,
      };
      this.entries.set(matchID, entry);
      this.order.push(matchID);
      this.countWaiting(entry.creator, +1);
    }
    entry.createdAt = metadata.createdAt;
    entry.listed = !metadata.unlisted;
    // Once started, a match stays started (a late write of older metadata does not make it wait again).
    if (!entry.started && isStarted(metadata)) {
      entry.started = true;
      this.countWaiting(entry.creator, -1);
    }
  }

  private countWaiting(creator: string | undefined, change: number): void {
    if (creator === undefined) return;
    const count = (this.waitingByCreator.get(creator) ?? 0) + change;
    if (count > 0) this.waitingByCreator.set(creator, count);
    else this.waitingByCreator.delete(creator);
  }
}
