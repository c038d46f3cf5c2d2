/**
 * The seats this browser holds, kept in localStorage by match ID, so a
 * reload (or coming back later) returns a player to their seat: the seat,
 * the credentials the Lobby API gave on joining, and the name joined with.
 * Also the name last used, to fill in the lobby's name field.
 *
 * Credentials act for the seat: they stay in this browser's storage and are
 * sent only to this same server.
 */
export interface HeldSeat<Seat extends string = string> {
  playerID: Seat;
  credentials: string;
  playerName: string;
  /** When it was saved (ms since 1970): the oldest go first when there are too many. */
  savedAt: number;
}

/** The part of the Web Storage API used here (localStorage in the page, a Map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a game's held seats are kept in the storage, and which playerIDs its matches have. */
export interface SeatStoreKeys<Seat extends string> {
  /** The prefix of the game's keys ("tkr.online"). */
  namespace: string;
  isSeat(value: unknown): value is Seat;
}

/** Seats kept at most; finished matches' seats pile up otherwise. */
export const MAX_HELD_SEATS = 30;

function parseHeld<Seat extends string>(text: string | null, isSeat: (value: unknown) => value is Seat): HeldSeat<Seat> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<HeldSeat<Seat>>;
    if (!isSeat(value.playerID) || typeof value.credentials !== 'string' || typeof value.playerName !== 'string') return null;
    return { playerID: value.playerID, credentials: value.credentials, playerName: value.playerName, savedAt: Number(value.savedAt) || 0 };
  } catch {
    return null;
  }
}

export class SeatStore<Seat extends string = string> {
  private readonly seatPrefix: string;
  private readonly indexKey: string;
  private readonly nameKey: string;

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly keys: SeatStoreKeys<Seat>,
    private readonly now: () => number = Date.now,
  ) {
    this.seatPrefix = `${keys.namespace}.seat.`;
    this.indexKey = `${keys.namespace}.seats`;
    this.nameKey = `${keys.namespace}.name`;
  }

  /** The page's store: localStorage, or none where it is unavailable (private modes may refuse it). */
  static ofPage<Seat extends string>(keys: SeatStoreKeys<Seat>): SeatStore<Seat> {
    try {
      return new SeatStore(globalThis.localStorage ?? null, keys);
    } catch {
      return new SeatStore(null, keys);
    }
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string | null): void {
    try {
      if (value === null) this.storage?.removeItem(key);
      else this.storage?.setItem(key, value);
    } catch {
      // A full or refused storage: the seat is still held for this page's lifetime (a reload loses it).
    }
  }

  private index(): string[] {
    try {
      const ids = JSON.parse(this.read(this.indexKey) ?? '[]') as unknown;
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  seat(matchID: string): HeldSeat<Seat> | null {
    return parseHeld(this.read(this.seatPrefix + matchID), this.keys.isSeat);
  }

  /** Every match this browser holds a seat in, newest first. */
  matchIDs(): string[] {
    return this.index();
  }

  save(matchID: string, seat: Omit<HeldSeat<Seat>, 'savedAt'>): void {
    this.write(this.seatPrefix + matchID, JSON.stringify({ ...seat, savedAt: this.now() }));
    const ids = [matchID, ...this.index().filter((id) => id !== matchID)];
    for (const old of ids.slice(MAX_HELD_SEATS)) this.write(this.seatPrefix + old, null);
    this.write(this.indexKey, JSON.stringify(ids.slice(0, MAX_HELD_SEATS)));
    this.write(this.nameKey, seat.playerName);
  }

  forget(matchID: string): void {
    this.write(this.seatPrefix + matchID, null);
    this.write(this.indexKey, JSON.stringify(this.index().filter((id) => id !== matchID)));
  }

  /** The name last joined with in this browser ('' before the first join). */
  lastName(): string {
    return this.read(this.nameKey) ?? '';
  }
}
