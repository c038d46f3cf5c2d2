/**
 * Checks what clients send to the Lobby API before boardgame.io acts on it.
 *
 * What boardgame.io 0.50.2 checks itself: the game name on create (404), that
 * numPlayers parses as an integer within minPlayers..maxPlayers (but "3abc"
 * passes as 3), setupData through the game's validateSetupData, that
 * playerName is present on join, that the seat exists and is free, and the
 * credentials on leave, update and playAgain.
 *
 * What it leaves open, and is refused here:
 * - playerID is looked up as a plain object key, so "__proto__" reaches
 *   Object.prototype: joining it writes the name and fresh credentials onto
 *   every object of the server process (and every open seat of every match
 *   then "has" those credentials); so playerID must be one of the game's
 *   seats ("0", "1", ...);
 * - playerName and newName may be any JSON (objects, a megabyte of text,
 *   control characters) and are shown to every other player: a name is 1 to
 *   24 letters, digits, spaces, ".", "_", "'" or "-", trimmed;
 * - `data` is stored with the seat and listed publicly, and the server
 *   reads its own marks there (`data.bot`: a seat the server's bots play):
 *   a join with `data: { bot: "hard" }` made the joiner's seat a server bot,
 *   so anyone could make the server play whole matches of Hard bots. The
 *   page sends no `data`, so none is accepted (join, update);
 * - setupData is listed publicly with the match, so a game's options that
 *   would tell the creator (and anyone reading the list) hidden cards or
 *   every shuffle are refused: online matches take only the game's own
 *   online fields (../games/, `online`), checked by the game, and the
 *   server's: `bots` (the seats the server's bots play, seat to difficulty,
 *   all seats but one: ../bots/botSeats.ts) and `pace` (the clock:
 *   src/shared/pace.ts), for the games the server has bots for;
 * - numPlayers must be within the game's seat range, and unknown fields are refused.
 *
 * The body is read here, not by boardgame.io's parser (koa-body, which reads
 * up to 1 MB and form posts too, and which checked only the Content-Length
 * before: a chunked body of any size was read): it must be JSON
 * (Content-Type application/json, which another site's page cannot send
 * without the browser asking this server first), at most
 * MAX_LOBBY_BODY_BYTES counted as it arrives, and pass the checks below.
 * koa-body then finds no body type it parses, and its empty result is
 * ignored: `ctx.request.body` is the checked body.
 */
import { StringDecoder } from 'node:string_decoder';
import type { Server as BgioServer } from 'boardgame.io';
import { cleanName, MAX_MARKS_IN_A_ROW, MAX_NAME_LENGTH, MAX_NAME_WIDTH, nameFault } from '../../shared/playerName';
import { seatCountError } from '../../game/contract';
import { MAX_CREDENTIALS_LENGTH } from '../seatCredentials';
import { botSeatsError } from '../bots/botSeats';
import { gameOptionsOf, SERVER_SETUP_FIELDS, seatListText, seatNamesOf, type ServerGame } from '../games/serverGame';
import { seatIDsOf } from '../../shared/seats';
import { paceError } from '../../shared/pace';

/** Longest request body a lobby call may send (the largest legal one is a few hundred bytes). */
export const MAX_LOBBY_BODY_BYTES = 16 * 1024;

export type LobbyCall = 'create' | 'join' | 'leave' | 'playAgain' | 'update';

export interface LobbyRoute {
  call: LobbyCall;
  gameName: string;
}

/** The lobby call a POST request makes, or null for any other request. */
export function lobbyRouteOf(method: string, path: string): LobbyRoute | null {
  if (method !== 'POST') return null;
  const create = /^\/games\/([^/]+)\/create$/.exec(path);
  if (create) return { call: 'create', gameName: create[1] };
  const onMatch = /^\/games\/([^/]+)\/[^/]+\/(join|leave|playAgain|update|rename)$/.exec(path);
  if (!onMatch) return null;
  const call = onMatch[2] === 'rename' ? 'update' : (onMatch[2] as LobbyCall);
  return { call, gameName: onMatch[1] };
}

export class LobbyInputError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const FIELDS: Record<LobbyCall, { required: string[]; optional: string[] }> = {
  create: { required: ['numPlayers'], optional: ['setupData', 'unlisted'] },
  join: { required: ['playerName'], optional: ['playerID'] },
  leave: { required: ['playerID', 'credentials'], optional: [] },
  playAgain: { required: ['playerID', 'credentials'], optional: ['setupData', 'numPlayers', 'unlisted'] },
  update: { required: ['playerID', 'credentials'], optional: ['newName'] },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bad = (message: string): never => {
  throw new LobbyInputError(400, message);
};

/** A player's name, trimmed and in Unicode NFKC; throws a LobbyInputError when it is not acceptable. */
export function playerNameOf(value: unknown, field: string): string {
  if (typeof value !== 'string') return bad(`${field} must be a string`);
  const fault = nameFault(value);
  if (fault === 'empty' || fault === 'too long')
    return bad(`${field} must be 1 to ${MAX_NAME_LENGTH} characters long (not counting spaces around it)`);
  if (fault === 'mixed scripts') return bad(`${field} must be written in one alphabet (besides Chinese, Japanese or Korean characters)`);
  if (fault === 'stacked marks') return bad(`${field} may have at most ${MAX_MARKS_IN_A_ROW} combining marks in a row`);
  if (fault === 'too wide')
    return bad(`${field} is too wide: at most ${MAX_NAME_WIDTH} columns, a Chinese, Japanese or Korean character taking 2`);
  if (fault === 'bot-like') return bad(`${field} may not contain the word "bot" (the server's bots are named so)`);
  if (fault) return bad(`${field} may hold only letters, digits, spaces, ".", "_", "'" and "-", with at least one letter or digit`);
  return cleanName(value);
}

/** The server's own setupData fields a match of `game` may take: bot seats and a clock only where the server has bots for it. */
const serverFieldsOf = (game: ServerGame): string[] =>
  SERVER_SETUP_FIELDS.filter((field) => game.bots !== null && (field !== 'pace' || game.paced));

function setupDataOf(value: unknown, game: ServerGame, seatCount: number): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) return bad('setupData must be an object');
  const fields = [...game.online.fields, ...serverFieldsOf(game)];
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(game.online.refused, key)) bad(game.online.refused[key]);
    if (SERVER_SETUP_FIELDS.includes(key) && !fields.includes(key))
      bad(`setupData.${key} is not accepted: the server has no ${key === 'pace' ? 'clocks' : 'bots'} for ${game.contract.title}`);
    if (!fields.includes(key))
      bad(`setupData has no field "${key}" (${game.contract.title} online: ${fields.length > 0 ? fields.join(', ') : 'none'})`);
  }
  if (value.bots !== undefined) {
    const botsError = botSeatsError(value.bots, game, seatCount);
    if (botsError) bad(botsError);
  }
  if (value.pace !== undefined) {
    const paceProblem = paceError(value.pace);
    if (paceProblem) bad(paceProblem);
  }
  const onlineError = game.online.error(value);
  if (onlineError) bad(onlineError);
  const rulesError = game.contract.setup.error(gameOptionsOf(value), seatCount);
  if (rulesError) bad(rulesError);
  return value;
}

function seatOf(value: unknown, game: ServerGame): string {
  const seats = seatIDsOf(game.contract.seats.max);
  if (typeof value !== 'string' || !seats.includes(value))
    return bad(`playerID must be ${seatListText(seats)} (${seatNamesOf(game, seats.length).join(', ')})`);
  return value;
}

function credentialsOf(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_CREDENTIALS_LENGTH)
    return bad('credentials must be the string given when joining');
  return value;
}

/** numPlayers within the game's seat range (boardgame.io reads "3abc" as 3, and a missing one as 2). */
function numPlayersOf(value: unknown, game: ServerGame): number {
  const { title, seats } = game.contract;
  const error = seatCountError(title, seats, typeof value === 'number' ? value : Number.NaN);
  if (error === null) return value as number;
  const range = seats.min === seats.max ? `${seats.min}` : `${seats.min} to ${seats.max}`;
  return bad(`numPlayers must be ${range}: ${error}`);
}

function unlistedOf(value: unknown): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') bad('unlisted must be true or false');
  return value as boolean | undefined;
}

/**
 * The body of a lobby call as boardgame.io may act on it, normalised (names
 * trimmed, undefined fields dropped); throws a LobbyInputError saying what is
 * wrong otherwise.
 */
export function checkLobbyBody(call: LobbyCall, body: unknown, game: ServerGame): Record<string, unknown> {
  if (!isPlainObject(body)) return bad('the request body must be a JSON object');
  const { required, optional } = FIELDS[call];
  for (const key of Object.keys(body)) {
    if (key === 'data') bad("data is not accepted: a seat's data is the server's (it marks the seats its bots play)");
    if (!required.includes(key) && !optional.includes(key))
      bad(`unknown field "${key}" (expected ${[...required, ...optional].join(', ')})`);
  }
  for (const key of required) if (body[key] === undefined || body[key] === null) bad(`${key} is required`);
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined) out[key] = value;
  };
  switch (call) {
    case 'create':
      put('numPlayers', numPlayersOf(body.numPlayers, game));
      put('setupData', setupDataOf(body.setupData, game, out.numPlayers as number));
      put('unlisted', unlistedOf(body.unlisted));
      break;
    case 'join':
      put('playerName', playerNameOf(body.playerName, 'playerName'));
      put('playerID', body.playerID === undefined || body.playerID === null ? undefined : seatOf(body.playerID, game));
      break;
    case 'leave':
      put('playerID', seatOf(body.playerID, game));
      put('credentials', credentialsOf(body.credentials));
      break;
    case 'playAgain':
      put('playerID', seatOf(body.playerID, game));
      put('credentials', credentialsOf(body.credentials));
      put('numPlayers', body.numPlayers === undefined ? undefined : numPlayersOf(body.numPlayers, game));
      // A rematch without numPlayers keeps the match's; its set-up is checked for the most seats the game has.
      put('setupData', setupDataOf(body.setupData, game, (out.numPlayers as number | undefined) ?? game.contract.seats.max));
      put('unlisted', unlistedOf(body.unlisted));
      break;
    case 'update':
      put('playerID', seatOf(body.playerID, game));
      put('credentials', credentialsOf(body.credentials));
      put('newName', body.newName === undefined ? undefined : playerNameOf(body.newName, 'newName'));
      if (out.newName === undefined) bad('newName is required');
      break;
  }
  return out;
}

type Middleware = Parameters<BgioServer.App['use']>[0];

/** The request's body as text, refused (413) as soon as more than `limit` bytes have arrived. */
async function readBody(request: NodeJS.ReadableStream, limit: number): Promise<string> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let bytes = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limit) throw new LobbyInputError(413, `A lobby request body is at most ${limit} bytes.`);
    text += decoder.write(chunk);
  }
  return text + decoder.end();
}

/** Koa middleware that refuses bad lobby calls for the games served (put it before boardgame.io's routes). */
export function lobbyGuard(games: { get(name: string): ServerGame | undefined }): Middleware {
  return async (ctx, next) => {
    const route = lobbyRouteOf(ctx.method, ctx.path);
    if (!route) return next();
    const game = games.get(route.gameName);
    if (!game) ctx.throw(404, 'There is no such game here.');
    const length = Number(ctx.get('content-length'));
    if (length > MAX_LOBBY_BODY_BYTES) ctx.throw(413, `A lobby request body is at most ${MAX_LOBBY_BODY_BYTES} bytes.`);
    if (!ctx.is('application/json')) ctx.throw(415, 'A lobby request body must be JSON (Content-Type: application/json).');
    let checked: Record<string, unknown>;
    try {
      const text = await readBody(ctx.req, MAX_LOBBY_BODY_BYTES);
      let parsed: unknown;
      try {
        parsed = text === '' ? {} : JSON.parse(text);
      } catch {
        throw new LobbyInputError(400, 'The request body is not valid JSON.');
      }
      checked = checkLobbyBody(route.call, parsed, game!);
    } catch (e) {
      if (e instanceof LobbyInputError) ctx.throw(e.status, e.message);
      throw e;
    }
    // koa-body parses only the types it knows; with this one it reads nothing and hands over {} (ignored below).
    ctx.req.headers['content-type'] = 'application/x-tkr-checked';
    Object.defineProperty(ctx.request, 'body', { configurable: true, enumerable: true, get: () => checked, set: () => {} });
    await next();
  };
}
