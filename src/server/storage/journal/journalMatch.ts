/**
 * A match as the journal holds it: what its file holds (synced; every read is answered from it), what the
 * lines queued for it will leave it as, and its file's upkeep (journalStorage.ts).
 */
import type { Server as BgioServer, State } from 'boardgame.io';
import type { JournalFile } from './journalFiles';

/** A match as its file holds it, or as the lines queued for it will leave it. */
export interface Version {
  metadata?: BgioServer.MatchData;
  state?: State;
  /** What the next move's change is found from (statePatch.ts's diffBase: boardgame.io changes the state's ctx in place). */
  diffBase?: State;
  /** The file's size in bytes. */
  bytes: number;
}

/** A match: as its file holds it (synced; what every read is answered from), and its file's upkeep. */
export interface Held extends Version {
  /** What the lines queued or being written lead to, while there are any: the next line's change is found from it. */
  next?: Version;
  /** Its size right after its last compaction (or creation). */
  compactedBytes: number;
  /** A compaction failed: the next is tried once the file has this size. */
  compactAgainAt?: number;
  /** The file may hold bytes past `bytes` (a write that failed part-way): they are cut off before anything else is written. */
  overrun?: boolean;
  /** The match's file operations, one after another. */
  chain: Promise<unknown>;
  /** Lines waiting to be written and synced together (`flush`). */
  queue?: QueuedLine[];
  /** The flush under way, if any. */
  flushing?: Promise<void>;
  /** The match's file, open for appending, while it is being written to. */
  handle?: JournalFile;
  /** When a line was last synced (the idle file is closed). */
  lastWrite?: number;
}

interface QueuedLine {
  text: string;
  bytes: number;
  /** The match once this line is stored. */
  after: Version;
  /** The line creates the file: its folder is synced too. */
  creates: boolean;
  /** When it was queued (performance.now()), while move timings are on (moveTimings.ts); else 0. */
  queuedAt: number;
  synced: () => void;
  failed: (e: unknown) => void;
}

/** Forgets what the match's deleted file held. */
export function forgetStored(held: Held): void {
  held.bytes = held.compactedBytes = 0;
  held.metadata = held.state = held.diffBase = undefined;
  held.overrun = false;
}

/** Whether the match was created (or imported) and not wiped since: only such a match is written to. */
export function exists(match: Version): boolean {
  return match.bytes > 0;
}
