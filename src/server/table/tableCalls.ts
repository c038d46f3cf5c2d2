/**
 * The table's calls beside boardgame.io's Lobby API:
 * - `POST /games/<game>/<matchID>/start` `{ playerID, credentials, bot? }`:
 *   the host starts a waiting match with bots (`bot`: their difficulty,
 *   the stand-in's by default) in the seats still free;
 * - the Lobby API's `GET /games/<game>/<matchID>` answers with the server's
 *   time too (`serverNow`), so a page shows clocks by the server's time,
 *   whatever its own clock says.
 */
import type { Server as BgioServer, StorageAPI } from 'boardgame.io';
import { botPlayerName, freshCredentials, isDifficultyOf, type SeatData } from '../bots/botSeats';
import { seatListText, seatNamesOf, type ServerGame } from '../games/serverGame';
import { seatIDsOf } from '../../shared/seats';
import type { TimeSource } from '../clocks/time';
import { seatCredentialsMatch } from '../seatCredentials';
import { MATCH_ID_PATTERN } from '../sockets/socketGuard';
import { freeSeats, hostSeat, isStarted } from '../../shared/matchTable';

type Middleware = Parameters<BgioServer.App['use']>[0];

/** A start call's body is a few short strings. */
const MAX_START_BODY_BYTES = 1024;

export interface TableCallDeps {
  /** The game served under a name, if one is. */
  gameOf(name: string): ServerGame | undefined;
  /** The storage boardgame.io uses (its metadata writes start the match: tableStorage.ts). */
  storage: StorageAPI.Async;
  inMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  time: TimeSource;
  log(message: string): void;
}

class CallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(request: NodeJS.ReadableStream): Promise<unknown> {
  let bytes = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_START_BODY_BYTES) throw new CallError(413, `A start request body is at most ${MAX_START_BODY_BYTES} bytes.`);
    chunks.push(chunk);
  }
  try {
    const text = Buffer.concat(chunks).toString('utf8');
    return text === '' ? {} : JSON.parse(text);
  } catch {
    throw new CallError(400, 'The request body is not valid JSON.');
  }
}

/** The match ID of the path, or a 404 (a malformed one names no match, and gets no queue of its own). */
function matchIdOf(segment: string): string {
  let matchID: string;
  try {
    matchID = decodeURIComponent(segment);
  } catch {
    throw new CallError(404, 'Match not found');
  }
  if (!MATCH_ID_PATTERN.test(matchID)) throw new CallError(404, 'Match not found');
  return matchID;
}

interface StartBody {
  playerID: string;
  credentials: string;
  bot: string;
}

function startBodyOf(body: unknown, game: ServerGame): StartBody {
  const { bots } = game;
  if (!bots) throw new CallError(409, `The server has no bots for ${game.contract.title}: the match starts once every seat is taken.`);
  const seats = seatIDsOf(game.contract.seats.max);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new CallError(400, 'the request body must be a JSON object');
  const { playerID, credentials, bot, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) throw new CallError(400, `unknown field "${extra.slice(0, 40)}" (expected playerID, credentials, bot)`);
  if (typeof playerID !== 'string' || !seats.includes(playerID))
    throw new CallError(400, `playerID must be ${seatListText(seats)} (${seatNamesOf(game, seats.length).join(', ')})`);
  if (typeof credentials !== 'string' || credentials === '') throw new CallError(400, 'credentials must be the string given when joining');
  if (bot !== undefined && !isDifficultyOf(bots, bot)) throw new CallError(400, 'bot must be a bot difficulty');
  return { playerID, credentials, bot: bot ?? bots.standIn };
}

export function tableCalls(deps: TableCallDeps): Middleware {
  return async (ctx, next) => {
    const [empty, games, name, ...rest] = ctx.path.split('/');
    const game = empty === '' && games === 'games' && name !== undefined ? deps.gameOf(name) : undefined;
    if (!game) return next();
    if (ctx.method === 'GET' && rest.length === 1 && rest[0] !== '') {
      await next();
      if (ctx.status === 200 && typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body))
        (ctx.body as Record<string, unknown>).serverNow = deps.time.now();
      return;
    }
    if (!(rest.length === 2 && rest[1] === 'start')) return next();
    if (ctx.method !== 'POST') ctx.throw(405, 'start takes POST');
    try {
      const matchID = matchIdOf(rest[0]);
      if (!ctx.is('application/json')) throw new CallError(415, 'A start request body must be JSON (Content-Type: application/json).');
      const body = startBodyOf(await readJson(ctx.req), game);
      await deps.inMatchQueue(matchID, () => start(deps, game, matchID, body));
    } catch (e) {
      if (e instanceof CallError) ctx.throw(e.status, e.message);
      throw e;
    }
    ctx.body = {};
  };
}

async function start(deps: TableCallDeps, game: ServerGame, matchID: string, body: StartBody): Promise<void> {
  const { metadata } = await deps.storage.fetch(matchID, { metadata: true });
  if (!metadata || metadata.gameName !== game.name) throw new CallError(404, 'Match not found');
  if (!seatCredentialsMatch(body.credentials, metadata.players[Number(body.playerID)])) throw new CallError(403, 'Invalid credentials');
  if (isStarted(metadata)) throw new CallError(409, 'The match has already started.');
  if (hostSeat(metadata) !== body.playerID)
    throw new CallError(403, 'Only the match’s host (the first person seated) may start it with bots.');
  const free = freeSeats(metadata);
  const bot = body.bot;
  for (const seat of free) {
    const player = metadata.players[Number(seat)]!;
    player.name = botPlayerName(game.bots!, bot);
    player.credentials = freshCredentials();
    player.data = { bot } satisfies SeatData;
  }
  // Every seat is taken now: this write starts play (tableStorage.ts).
  await deps.storage.setMetadata(matchID, metadata);
  deps.log(`table: match ${matchID} started by its host with ${free.length} bot(s) in the free seats`);
}
