/**
 * The Lobby API's public list of matches (GET /games/<game>), which the
 * page asks for every 2 s. boardgame.io's read every stored match's
 * metadata for every call, and answered with all of them (1.79 MB and
 * 139 ms at 10,000 matches).
 *
 * Here the list holds the `size` newest listed matches (matchDirectory.ts
 * knows which, without reading them). It is built at most once a second,
 * and only after something changed: a call reads nothing and sends text
 * already made, so its cost does not grow with the number of matches, nor
 * with how often clients ask. boardgame.io's filters (isGameover,
 * updatedBefore, updatedAfter) apply to the matches listed.
 *
 * Every answer of the Lobby API leaves out the creator's address
 * (matchCreator.ts): the list is built without it, and `hideCreatorAddress`
 * takes it out of boardgame.io's own answers (a single match's).
 */
import type { Server as BgioServer, StorageAPI } from 'boardgame.io';
import type { TimeSource } from '../clocks/time';
import { CREATOR_ADDRESS_FIELD } from '../storage/matchCreator';
import type { MatchDirectory } from '../storage/matchDirectory';

type Middleware = Parameters<BgioServer.App['use']>[0];

/** Matches in the list unless the operator says otherwise (LISTED_MATCHES). */
export const DEFAULT_LISTED_MATCHES = 100;
/** The list is built again at most this often. */
const LIST_REBUILD_MS = 1000;

type PublicMatch = Record<string, unknown> & { matchID: string; gameover?: unknown; updatedAt?: number };

/** A match as the Lobby API shows it: no credentials, no creator's address. */
function publicMatchData(matchID: string, metadata: BgioServer.MatchData): PublicMatch {
  const { [CREATOR_ADDRESS_FIELD]: _creator, ...shown } = metadata as BgioServer.MatchData & Record<string, unknown>;
  return {
    ...shown,
    matchID,
    players: Object.values(metadata.players).map(({ credentials: _credentials, ...player }) => player),
  };
}

export interface MatchListDeps {
  directory: MatchDirectory;
  /** The game whose matches it lists. */
  gameName: string;
  storage: Pick<StorageAPI.Async, 'fetch'>;
  time: TimeSource;
  size: number;
}

interface Built {
  matches: PublicMatch[];
  body: string;
  version: number;
  at: number;
}

export class MatchList {
  private built: Built | null = null;
  private building: Promise<Built> | null = null;

  constructor(private readonly deps: MatchListDeps) {
    if (!(Number.isInteger(deps.size) && deps.size >= 1))
      throw new Error(`the match list's size must be a whole number from 1, not ${deps.size}`);
  }

  /** The list as it stands (built again when something changed and the last build is a second old). */
  async current(): Promise<Built> {
    const built = this.built;
    if (built && (built.version === this.deps.directory.version || this.deps.time.now() - built.at < LIST_REBUILD_MS)) return built;
    this.building ??= this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async build(): Promise<Built> {
    const { directory, storage, time, size, gameName } = this.deps;
    const version = directory.version;
    const at = time.now();
    const matchIDs = directory.newestListed(size, gameName);
    const read = await Promise.all(matchIDs.map((matchID) => storage.fetch(matchID, { metadata: true })));
    const matches: PublicMatch[] = [];
    read.forEach(({ metadata }, i) => {
      if (!metadata) directory.forget(matchIDs[i]);
      else if (!metadata.unlisted) matches.push(publicMatchData(matchIDs[i], metadata));
    });
    this.built = { matches, body: JSON.stringify({ matches }), version, at };
    return this.built;
  }
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const positive = (text: string | undefined) => {
  const value = text ? Number.parseInt(text, 10) : NaN;
  return value > 0 ? value : undefined;
};

/** The list's answer, filtered as boardgame.io filters (its query parameters, read as it reads them). */
function answerFor(built: Built, query: Record<string, string | string[] | undefined>): string {
  const gameover = firstOf(query.isGameover)?.toLowerCase();
  const isGameover = gameover === 'true' ? true : gameover === 'false' ? false : undefined;
  const updatedBefore = positive(firstOf(query.updatedBefore));
  const updatedAfter = positive(firstOf(query.updatedAfter));
  if (isGameover === undefined && updatedBefore === undefined && updatedAfter === undefined) return built.body;
  const matches = built.matches.filter((match) => {
    if (isGameover !== undefined && (match.gameover !== undefined && match.gameover !== null) !== isGameover) return false;
    if (updatedBefore !== undefined && !((match.updatedAt ?? 0) < updatedBefore)) return false;
    if (updatedAfter !== undefined && !((match.updatedAt ?? 0) > updatedAfter)) return false;
    return true;
  });
  return JSON.stringify({ matches });
}

/** The route's handler for GET /games/:name (registered before boardgame.io's, which it answers for the games `lists` has). */
export function matchListRoute(lists: ReadonlyMap<string, MatchList>): Middleware {
  return async (ctx, next) => {
    const list = lists.get((ctx as unknown as { params: { name?: string } }).params.name ?? '');
    if (!list) return next();
    const built = await list.current();
    ctx.type = 'application/json';
    ctx.body = answerFor(built, ctx.query);
  };
}

/** Takes the creator's address out of every Lobby API answer that carries a match's metadata. */
export function hideCreatorAddress(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!(ctx.path === '/games' || ctx.path.startsWith('/games/'))) return;
    const body = ctx.body as unknown;
    if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return;
    delete (body as Record<string, unknown>)[CREATOR_ADDRESS_FIELD];
    const matches = (body as { matches?: unknown }).matches;
    if (Array.isArray(matches))
      for (const match of matches) if (typeof match === 'object' && match !== null) delete match[CREATOR_ADDRESS_FIELD];
  };
}
