/**
 * A storage in memory that counts its reads, for tests with thousands of
 * matches (the journal would write and sync a file for each): matches are
 * made here directly, not through the rate-limited Lobby API. Metadata is
 * copied in and out, as a real store's is.
 */
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import { CREATOR_ADDRESS_FIELD } from '../../src/server/storage/matchCreator';

export class MemoryStorage extends Async {
  private readonly metadata = new Map<string, BgioServer.MatchData>();
  private readonly states = new Map<string, State>();
  private readonly initialStates = new Map<string, State>();
  private readonly logs = new Map<string, LogEntry[]>();
  /** The calls of `fetch` so far. */
  fetches = 0;
  /** The calls of `listMatches` so far. */
  listings = 0;

  connect(): Promise<void> {
    return Promise.resolve();
  }
  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    this.metadata.set(matchID, structuredClone(opts.metadata));
    this.initialStates.set(matchID, opts.initialState);
    this.states.set(matchID, opts.initialState);
    this.logs.set(matchID, []);
  }
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    this.states.set(matchID, state);
    if (deltalog) this.logs.set(matchID, [...(this.logs.get(matchID) ?? []), ...deltalog]);
  }
  async setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    this.metadata.set(matchID, structuredClone(metadata));
  }
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    this.fetches++;
    const result: Record<string, unknown> = {};
    if (opts.metadata) {
      const metadata = this.metadata.get(matchID);
      result.metadata = metadata && structuredClone(metadata);
    }
    if (opts.state) result.state = this.states.get(matchID);
    if (opts.initialState) result.initialState = this.initialStates.get(matchID);
    if (opts.log) result.log = this.logs.get(matchID);
    return result as StorageAPI.FetchResult<O>;
  }
  async wipe(matchID: string): Promise<void> {
    this.metadata.delete(matchID);
    this.states.delete(matchID);
    this.initialStates.delete(matchID);
    this.logs.delete(matchID);
  }
  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    this.listings++;
    const where = opts.where ?? {};
    const out: string[] = [];
    for (const [matchID, metadata] of this.metadata) {
      if (opts.gameName && metadata.gameName !== opts.gameName) continue;
      if (where.isGameover !== undefined && (metadata.gameover !== undefined && metadata.gameover !== null) !== where.isGameover) continue;
      if (where.updatedBefore !== undefined && !(metadata.updatedAt < where.updatedBefore)) continue;
      if (where.updatedAfter !== undefined && !(metadata.updatedAt > where.updatedAfter)) continue;
      out.push(matchID);
    }
    return out;
  }
}

export interface WaitingMatchOptions {
  gameName: string;
  createdAt: number;
  /** The address recorded as the creator's. */
  creator?: string;
  /** Seats taken, by name (a match with every seat taken and a table started is under way). */
  names?: string[];
  started?: boolean;
  unlisted?: boolean;
}

/** A match's metadata as the server stores it: waiting for players unless `started`. */
export function matchMetadata(options: WaitingMatchOptions): BgioServer.MatchData {
  const players: Record<number, { id: number; name?: string; credentials?: string }> = {};
  for (let seat = 0; seat < 3; seat++) {
    const name = options.names?.[seat];
    players[seat] = name ? { id: seat, name, credentials: `secret-${seat}` } : { id: seat };
  }
  return {
    gameName: options.gameName,
    unlisted: options.unlisted ?? false,
    players,
    createdAt: options.createdAt,
    updatedAt: options.createdAt,
    table: options.started ? { host: '0', startedAt: options.createdAt } : {},
    ...(options.creator ? { [CREATOR_ADDRESS_FIELD]: options.creator } : {}),
  } as unknown as BgioServer.MatchData;
}
