/**
 * The gate in front of boardgame.io's socket handlers: every packet a client
 * sends on the game's namespace is checked here first, and only the two
 * shapes our clients send get through.
 *
 * What boardgame.io 0.50.2 would otherwise accept (docs/deploy.md sums it up):
 * - `update` runs any redux action through the match's reducer once its
 *   credentials check out, so a seated player could send `UPDATE`, `SYNC`,
 *   `RESET` or `PATCH` (replacing or patching the whole stored state),
 *   `GAME_EVENT` (`endGame`, `setPhase`, `endTurn`, ...), `UNDO`/`REDO`, or a
 *   move whose `payload.playerID` names another seat than the one whose
 *   credentials were checked (during simultaneous recruitment, a move for
 *   that other seat);
 * - `sync` for an unknown match ID creates that match on the spot;
 * - `chat` relays any payload to everybody in the match, and refuses spectators.
 * Here `update` must be a `MAKE_MOVE` of one of the game's moves, by the seat
 * whose credentials it carries, with plain JSON arguments of bounded size;
 * `sync` must name an existing match and a seat or nobody (a spectator);
 * `chat` must be a short text (chatPacket.ts), and goes to the server's own
 * chat (../chat/matchChat.ts), never to boardgame.io's; everything else is
 * refused. A refused packet never reaches boardgame.io, and the client is
 * told why with a `packetRefused` event.
 */
import { MAX_CREDENTIALS_LENGTH } from '../seatCredentials';
import { seatListText } from '../games/serverGame';
import { checkChatPacket, type ChatPacket } from './chatPacket';

/** The event a refused client receives: `{ event, reason }`. */
export const PACKET_REFUSED = 'packetRefused';

export const MATCH_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Longest JSON text of a move's arguments (the largest legal move is well under 1 KB). */
const MAX_MOVE_ARGS_JSON = 16 * 1024;
/** Deepest nesting of a move's arguments (legal moves nest 4 levels at most). */
const MAX_MOVE_ARGS_DEPTH = 8;

type PacketVerdict = { ok: true } | { ok: false; reason: string };

const OK: PacketVerdict = { ok: true };
const refuse = (reason: string): PacketVerdict => ({ ok: false, reason });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Keys JavaScript itself gives meaning to. No move's arguments use them, and
 * an object carrying one as data breaks code that converts or copies it:
 * boardgame.io logs a refused move with `${args}`, which calls each
 * argument's `toString`, and an own `"toString": 1` made that throw and end
 * the process (found by the fuzz test once prototype keys were in it).
 */
const RESERVED_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'toJSON',
  'toLocaleString',
  'hasOwnProperty',
]);

/** Whether `value` is plain JSON (no functions, no non-finite numbers, no reserved keys) within the depth limit. */
function plainJsonWithin(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth <= 0) return false;
  if (Array.isArray(value)) return value.every((v) => plainJsonWithin(v, depth - 1));
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) if (RESERVED_KEYS.has(key)) return false;
    return Object.values(value).every((v) => plainJsonWithin(v, depth - 1));
  }
  return false;
}

function matchIdError(matchID: unknown): string | null {
  return typeof matchID === 'string' && MATCH_ID_PATTERN.test(matchID) ? null : 'the match ID must be 1 to 64 letters, digits, "_" or "-"';
}

function credentialsError(credentials: unknown): string | null {
  return typeof credentials === 'string' && credentials.length > 0 && credentials.length <= MAX_CREDENTIALS_LENGTH
    ? null
    : 'credentials must be the string the Lobby API gave when joining';
}

/**
 * An `update` packet: `[action, stateID, matchID, playerID]`, where action is
 * `{ type: 'MAKE_MOVE', payload: { type, args, playerID, credentials } }`; `seatIDs`: the game's seats.
 */
function checkUpdatePacket(args: readonly unknown[], moveNames: ReadonlySet<string>, seatIDs: readonly string[]): PacketVerdict {
  if (args.length !== 4) return refuse('update takes exactly [action, stateID, matchID, playerID]');
  const [action, stateID, matchID, playerID] = args;
  if (typeof playerID !== 'string' || !seatIDs.includes(playerID))
    return refuse(`only a seated player (${seatListText(seatIDs)}) can move`);
  const badMatch = matchIdError(matchID);
  if (badMatch) return refuse(badMatch);
  if (typeof stateID !== 'number' || !Number.isSafeInteger(stateID) || stateID < 0)
    return refuse('stateID must be the whole number of the state the move was made on');
  if (!isPlainObject(action)) return refuse('the action must be an object');
  const actionKeys = Object.keys(action);
  if (actionKeys.length !== 2 || !('type' in action) || !('payload' in action))
    return refuse('the action must have exactly a type and a payload');
  if (action.type !== 'MAKE_MOVE')
    return refuse("clients may only make moves (MAKE_MOVE); events, undo and state updates are the server's");
  const payload = action.payload;
  if (!isPlainObject(payload)) return refuse('the move payload must be an object');
  for (const key of Object.keys(payload))
    if (!['type', 'args', 'playerID', 'credentials'].includes(key)) return refuse(`the move payload has no field "${key}"`);
  if (typeof payload.type !== 'string' || !moveNames.has(payload.type))
    return refuse(`unknown move; expected one of ${[...moveNames].join(', ')}`);
  if (payload.playerID !== playerID) return refuse('a move is made only for the seat whose credentials it carries');
  const badCredentials = credentialsError(payload.credentials);
  if (badCredentials) return refuse(badCredentials);
  if (payload.args !== undefined) {
    if (!Array.isArray(payload.args)) return refuse('the move arguments must be a list');
    if (!plainJsonWithin(payload.args, MAX_MOVE_ARGS_DEPTH))
      return refuse(
        `the move arguments must be plain JSON nested at most ${MAX_MOVE_ARGS_DEPTH} deep, without keys such as "toString" or "__proto__"`,
      );
    if (JSON.stringify(payload.args).length > MAX_MOVE_ARGS_JSON)
      return refuse(`the move arguments must be at most ${MAX_MOVE_ARGS_JSON} characters of JSON`);
  }
  return OK;
}

/**
 * A `sync` packet's shape: `[matchID, playerID, credentials, numPlayers]`,
 * playerID a seat or nothing (a spectator). Whether the match exists is
 * checked against the storage separately. `seatIDs`: the game's seats.
 */
function checkSyncPacket(args: readonly unknown[], seatIDs: readonly string[]): PacketVerdict {
  if (args.length < 1 || args.length > 4) return refuse('sync takes [matchID, playerID, credentials, numPlayers]');
  const [matchID, playerID, credentials, numPlayers] = args;
  const badMatch = matchIdError(matchID);
  if (badMatch) return refuse(badMatch);
  const spectator = playerID === null || playerID === undefined;
  if (!spectator && (typeof playerID !== 'string' || !seatIDs.includes(playerID)))
    return refuse(`playerID must be ${seatIDs.map((id) => `"${id}"`).join(', ')}, or none for a spectator`);
  if (spectator) {
    if (credentials !== null && credentials !== undefined) return refuse('a spectator has no credentials');
  } else {
    const badCredentials = credentialsError(credentials);
    if (badCredentials) return refuse(badCredentials);
  }
  if (numPlayers !== null && numPlayers !== undefined && typeof numPlayers !== 'number') return refuse('numPlayers must be a number');
  return OK;
}

/** The parts of socket.io's namespace and socket the guard uses. */
export interface GuardedSocket {
  id: string;
  /** socket.io's handshake: its URL's query holds `matchID` when the client names its match (routing: see below). */
  handshake?: { query?: Record<string, unknown> };
  use(fn: (packet: unknown[], next: (err?: Error) => void) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(close?: boolean): unknown;
}
export interface GuardedNamespace {
  use(fn: (socket: GuardedSocket, next: (err?: Error) => void) => void): unknown;
}

export interface SocketGuardOptions {
  moveNames: ReadonlySet<string>;
  /** The seats (playerIDs) of the game's largest match. */
  seatIDs: readonly string[];
  /** Whether the match exists, as a match of this namespace's game. */
  matchExists(matchID: string): Promise<boolean>;
  /** Told of every refused packet (the server logs them). */
  onRefused?(event: string, reason: string, socket: GuardedSocket): void;
  /**
   * Whether the socket may connect now (the per-address connection limit);
   * a refusal ends the connection attempt with this message.
   */
  mayConnect?(socket: GuardedSocket): string | null;
  /** Whether the socket may sync now (the per-socket sync limit): a reason to refuse, or null. */
  maySync?(socket: GuardedSocket): string | null;
  /**
   * Whether a well-formed move in the match may go on to boardgame.io (no move before play starts:
   * ../table/tableGate.ts): a reason to refuse, or null; at once (not a promise) whenever it can be, so
   * moves keep their order with the socket's other packets.
   */
  mayMove?(matchID: string): string | null | Promise<string | null>;
  /** Takes a well-formed chat message: a reason to refuse it, or null once it is sent. Without it, chat is refused. */
  chat?(socket: GuardedSocket, chat: ChatPacket): Promise<string | null>;
  /** Told of every refused chat packet whose match ID is one (the server tells its sender in the chat box). */
  chatRefused?(socket: GuardedSocket, matchID: string, reason: string): void;
}

/** Longest event name repeated back to a client or logged. */
const MAX_EVENT_NAME_SHOWN = 40;

/**
 * The event name of a packet as the guard reports it. Never `String(event)`:
 * socket.io may hand over a number, and an attacker's object could carry its
 * own `toString` (which threw and ended the process).
 */
function eventNameOf(event: unknown): string {
  if (typeof event === 'string') return event.length > MAX_EVENT_NAME_SHOWN ? `${event.slice(0, MAX_EVENT_NAME_SHOWN)}…` : event;
  if (typeof event === 'number' && Number.isFinite(event)) return `(number ${event})`;
  return `(${event === null ? 'null' : typeof event})`;
}

/**
 * The match a connection is for, when its URL names one (`?matchID=…`, the
 * query of socket.io's handshake): a proxy in front of several processes
 * routes on it, to keep a match's connections on one process
 * (docs/deploy.md, "Several server processes behind a proxy"). Such a connection may sync and move
 * only in that match. Undefined: the connection names none (any match, as
 * boardgame.io's client connects by default); an error: a query that is not
 * one match ID.
 */
function routedMatchOf(socket: GuardedSocket): string | undefined | Error {
  const named = socket.handshake?.query?.matchID;
  if (named === undefined) return undefined;
  return typeof named === 'string' && MATCH_ID_PATTERN.test(named)
    ? named
    : new Error("the matchID in the connection's URL is not a match ID");
}

/** Puts the gate on every socket that connects to `namespace`. */
export function guardGameSockets(namespace: GuardedNamespace, options: SocketGuardOptions): void {
  namespace.use((socket, admitted) => {
    const tooMany = options.mayConnect?.(socket);
    if (tooMany) {
      admitted(new Error(tooMany));
      return;
    }
    const routed = routedMatchOf(socket);
    if (routed instanceof Error) {
      admitted(routed);
      return;
    }
    socket.use((packet, pass) => {
      const [event, ...args] = packet;
      const name = eventNameOf(event);
      const refused = (reason: string) => {
        options.onRefused?.(name, reason, socket);
        socket.emit(PACKET_REFUSED, { event: name, reason });
      };
      // A connection routed to this process for one match acts in that match only.
      const packetMatch = event === 'update' ? args[2] : event === 'sync' || event === 'chat' ? args[0] : undefined;
      if (routed !== undefined && packetMatch !== undefined && packetMatch !== routed) {
        refused(`this connection is for match "${routed}" (its URL says so)`);
        return;
      }
      if (event === 'update') {
        // Decided at once: packets of one socket reach boardgame.io in the order they were sent.
        const verdict = checkUpdatePacket(args, options.moveNames, options.seatIDs);
        if (!verdict.ok) {
          refused(verdict.reason);
          return;
        }
        const table = options.mayMove?.(args[2] as string) ?? null;
        if (table === null) pass();
        else if (typeof table === 'string') refused(table);
        else
          table.then(
            (reason) => (reason === null ? pass() : refused(reason)),
            () => refused('the match could not be looked up'),
          );
        return;
      }
      if (event === 'sync') {
        const verdict = checkSyncPacket(args, options.seatIDs);
        if (!verdict.ok) {
          refused(verdict.reason);
          return;
        }
        const limited = options.maySync?.(socket);
        if (limited) {
          refused(limited);
          return;
        }
        const matchID = args[0] as string;
        // boardgame.io would create a match for an unknown ID here; matches are made through the Lobby API only.
        options.matchExists(matchID).then(
          (exists) => (exists ? pass() : refused(`there is no match "${matchID}"`)),
          () => refused('the match could not be looked up'),
        );
        return;
      }
      if (event === 'chat' && options.chat) {
        const chatRefused = (reason: string) => {
          refused(reason);
          if (typeof args[0] === 'string' && MATCH_ID_PATTERN.test(args[0])) options.chatRefused?.(socket, args[0], reason);
        };
        const verdict = checkChatPacket(args, options.seatIDs, MATCH_ID_PATTERN);
        if (!verdict.ok) {
          chatRefused(verdict.reason);
          return;
        }
        // Never passed on: boardgame.io's chat would relay the client's message as it is.
        options.chat(socket, verdict.chat).then(
          (reason) => reason !== null && chatRefused(reason),
          () => chatRefused('the message could not be sent: try again'),
        );
        return;
      }
      refused(event === 'chat' ? 'this server offers no chat' : `unknown event "${name}"`);
    });
    admitted();
  });
}

/** The parts of socket.io's server the namespace guard uses. */
export interface SocketServer {
  of(name: string): { use(fn: (socket: unknown, next: (err?: Error) => void) => void): unknown };
}

/**
 * Closes every namespace but the game's: nothing of ours listens on the
 * default namespace `/` (socket.io serves it to anyone who asks, and it had
 * no guard at all), so a connection to it is refused before any packet of
 * it is read.
 */
export function closeDefaultNamespace(io: SocketServer): void {
  io.of('/').use((_socket, next) => next(new Error("this server has no default namespace; connect to the game's")));
}
