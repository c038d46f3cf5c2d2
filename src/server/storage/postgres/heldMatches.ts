/**
 * What a PostgreSQL storage process holds in memory of each match (postgresStorage.ts): its newest
 * state, its metadata as last read or written, and the seats' credentials a move was let in with,
 * so that most moves need no read of the database.
 */
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';

/** A match's newest state as this process knows it. */
export interface HeldState {
  state: State;
  /** What the next change is found from (statePatch.ts's diffBase: boardgame.io changes the state's ctx in place). */
  base: State;
  stateID: number;
  /** The match's generation it belongs to (schema.ts): a match created afresh under the same ID is another match. */
  generation: string;
  /** The state id the database was last seen with (a read, or this process's write); undefined once another process wrote. */
  storedID: number | undefined;
  /** Bytes of the stored snapshot, and of the changes stored after it. */
  snapshotBytes: number;
  changeBytes: number;
}

/**
 * A match's metadata as this process last read or wrote it. boardgame.io
 * reads the metadata before each move (to check the mover's credentials):
 * while this is `current`, that read is answered from here, without a call
 * to the database. Another process's change drops the entry (its
 * notification); one that comes late cannot let a move through on stale
 * credentials: the move's write carries the credentials it was let in with,
 * and the database stores it only if they are still the seat's (schema.ts,
 * tkr_store_many_checked).
 */
export interface HeldMetadata {
  /** Its JSON as stored (null: the match has none); undefined until a read or a write fills it. */
  text?: string | null;
  current: boolean;
  /** This process's writes of it under way, and those ended: a read that overlapped one may have read what was there before it. */
  writing: number;
  writesEnded: number;
}

/** A move's seat and the credentials the seat had when the move was let in (null: none): its write is stored only if they are still the seat's (schema.ts). */
export interface MoveSeat {
  seat: string;
  credentials: string | null;
}

/** The seats' credentials in a match's metadata (null: none). */
type SeatCredentials = Map<string, string | null>;

/** Matches whose newest state a process keeps in memory (the least recently used go first). */
const STATES_HELD = 4096;

/** A read of a match's metadata under way: what `readMetadata` needs to tell whether what it read can be held. */
export interface MetadataReading {
  entry: HeldMetadata;
  writesEnded: number;
  writing: number;
}

export class HeldMatches {
  /** Each match's newest state as this process knows it (the moves read it, and store their change from it). */
  readonly states = new Map<string, HeldState>();
  /** Each match's metadata as this process last read or wrote it (a move's read is answered from here while current). */
  readonly metadata = new Map<string, HeldMetadata>();
  /**
   * Per match, the seats' credentials in the metadata its last move read (and checked its mover's credentials on),
   * until the move's write: a match's moves run one at a time (boardgame.io's queue), so that read is the move's.
   */
  readonly moveSeats = new Map<string, SeatCredentials>();

  /**
   * A move's seat (its log entry's playerID, which the server makes the seat
   * whose credentials the move carried: ../socketGuard.ts) and that seat's
   * credentials in the metadata the move read; none for a write that is no
   * move (no move's read of the metadata before it).
   */
  moverOf(matchID: string, deltalog: LogEntry[]): MoveSeat | undefined {
    const seats = this.moveSeats.get(matchID);
    if (!seats) return undefined;
    this.moveSeats.delete(matchID);
    for (const entry of deltalog) {
      const seat = (entry.action?.payload as { playerID?: unknown } | undefined)?.playerID;
      if (typeof seat === 'string') return { seat, credentials: seats.get(seat) ?? null };
    }
    return undefined;
  }

  /** The match's metadata entry (an empty one if none), to note a read or a write under way against. */
  metadataEntry(matchID: string): HeldMetadata {
    let entry = this.metadata.get(matchID);
    if (!entry) this.holdMetadata(matchID, (entry = { current: false, writing: 0, writesEnded: 0 }));
    return entry;
  }

  holdMetadata(matchID: string, entry: HeldMetadata): void {
    this.metadata.set(matchID, entry);
    if (this.metadata.size > STATES_HELD) this.metadata.delete(this.metadata.keys().next().value!);
  }

  /** Noted before a read of the metadata: what readMetadata needs to tell whether what it read can be held. */
  readingMetadata(matchID: string): MetadataReading {
    const entry = this.metadataEntry(matchID);
    return { entry, writesEnded: entry.writesEnded, writing: entry.writing };
  }

  /**
   * Holds the metadata a read found, as current, unless something else
   * happened to the match while it was read: another process's change heard
   * (the entry dropped), or a write of this process under way or ended (the
   * read may have seen what was there before it).
   */
  readMetadata(matchID: string, reading: MetadataReading, text: string | null): void {
    const { entry } = reading;
    if (this.metadata.get(matchID) !== entry || reading.writing > 0 || entry.writing > 0 || entry.writesEnded !== reading.writesEnded)
      return;
    entry.text = text;
    entry.current = true;
  }

  /**
   * Metadata as read, for the caller (a new object each time: callers change
   * what they read); for a move, noting its seats' credentials, which the
   * move's write is checked on (moverOf).
   */
  served(matchID: string, text: string | null, forMove: boolean): BgioServer.MatchData | undefined {
    if (forMove) this.moveSeats.delete(matchID);
    if (text === null) return undefined;
    const metadata = JSON.parse(text) as BgioServer.MatchData;
    if (forMove) {
      const seats: SeatCredentials = new Map();
      for (const [seat, player] of Object.entries(metadata.players ?? {}))
        seats.set(seat, typeof player?.credentials === 'string' ? player.credentials : null);
      this.moveSeats.set(matchID, seats);
    }
    return metadata;
  }

  remember(matchID: string, held: HeldState): void {
    this.states.delete(matchID);
    this.states.set(matchID, held);
    if (this.states.size > STATES_HELD) this.states.delete(this.states.keys().next().value!);
  }

  /** Drops the state held of a match, unless another took its place meanwhile. */
  forget(matchID: string, held: HeldState): void {
    if (this.states.get(matchID) === held) this.states.delete(matchID);
  }

  touch(matchID: string, held: HeldState): void {
    this.states.delete(matchID);
    this.states.set(matchID, held);
  }
}
