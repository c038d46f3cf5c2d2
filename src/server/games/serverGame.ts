/**
 * A game as the server runs it: the record the server's registry holds for each game it serves,
 * built around the game's contract (src/game/contract.ts). The Lobby API's guard, the socket guard,
 * the table, the bots and the clocks ask it, never the game's own modules.
 *
 * The boardgame.io game is processed once, with two changes:
 * - its seed. boardgame.io's random plugin seeds a match with `game.seed`, or else with
 *   `Date.now().toString(36)`: the creation time, which the Lobby API lists with every match
 *   (`createdAt`). Anyone could try the few milliseconds around it, find the seed, and replay every
 *   shuffle and draw of the match: all hidden hands and the decks' order. So each match gets 128
 *   random bits instead. The plugin reads `game.seed` once, when it sets up a match; the processed
 *   game object (what boardgame.io's Server and Master use as it is) answers that read with a fresh
 *   seed each time.
 * - `deltaState`: boardgame.io's master then publishes a move with the state before it as well as
 *   after it, and the transport sends each seat a patch of its view instead of the whole state
 *   (../sockets/seatBroadcast.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { uniformRandomBot } from '../../bots/uniformRandomBot';
import { CONTRACT_MOVE, decidedByServer } from '../../game/boardgameAdapter';
import type { AnyGameContract, RandomSource } from '../../game/contract';
import { seededRng } from '../../game/rng';

export type ProcessedGame = ReturnType<typeof ProcessGameConfig>;

/** 128 bits from the operating system's random source, as 22 base64url characters. */
const freshMatchSeed = (): string => randomBytes(16).toString('base64url');

/** `game` as the server's boardgame.io runs it: a fresh seed for every match, and views sent as patches. */
export function processedForServer(game: Game): ProcessedGame {
  const processed = ProcessGameConfig(game);
  Object.defineProperty(processed, 'seed', { get: freshMatchSeed, enumerable: true, configurable: true });
  processed.deltaState = true;
  return processed;
}

/** The names of the game's moves: the only moves the server lets clients make. */
export function moveNamesOf(game: { moveNames?: string[] }): ReadonlySet<string> {
  return new Set(game.moveNames ?? []);
}

/** The setupData fields the server reads itself, whatever the game: the bot seats and the clock. */
export const SERVER_SETUP_FIELDS: readonly string[] = ['bots', 'pace'];

/**
 * The game's view `seen` of `G`, with the parts unchanged since `before` taken from `seenBefore` (the
 * same seat's view of `before`); `seen` itself when nothing is taken. Never changes its arguments.
 */
export type ViewPartsReuse = (seen: unknown, seenBefore: unknown, G: unknown, before: unknown) => unknown;

/**
 * How the server's bot plays a seat of the game (../bots/seatPlayer.ts): a headless boardgame.io
 * client holding the seat, deciding from the seat's view. Moves are the contract's.
 */
export interface SeatPlay {
  /** The boardgame.io game the seat's client runs: every move decided by the server, none run ahead on the client. */
  clientGame(): Game;
  /** Whether the rules accept `move` of `seat` in `view` (tried on a copy). */
  stillLegal(view: unknown, seat: string, move: unknown): boolean;
  /** Sends `move` through the client's moves. */
  send(moves: Record<string, ((...args: unknown[]) => void) | undefined>, move: unknown): void;
  /** Whether boardgame.io takes `move` on a newer state than the one it was sent on (moves the seats make at once). */
  simultaneous(move: unknown): boolean;
}

/** The bots that play a game's bot seats and stand in for its players (../bots/serverBots.ts). */
export interface ServerGameBots {
  /** The difficulties a bot seat may be given, easiest first. */
  readonly difficulties: readonly string[];
  /** The difficulty that stands in for a player who left or stayed away. */
  readonly standIn: string;
  /** "Hard", "Easy", ...: a difficulty's name, as a bot seat is listed ("Hard bot"). */
  label(difficulty: string): string;
  readonly play: SeatPlay;
  /**
   * A decision made on the server's own thread, for bots that take no time; absent: the decision
   * pool's threads decide (../bots/decisionWorker.ts, with the game's bots listed in decisionBots.ts).
   */
  decideHere?(view: unknown, seat: string, difficulty: string, random: RandomSource): unknown;
}

/** What the Lobby API takes in a game's setupData online, besides the server's own fields. */
interface OnlineSetup {
  /** The game's own fields a match may be created with. */
  readonly fields: readonly string[];
  /** Fields refused online, each with the reason a player reads. */
  readonly refused: Readonly<Record<string, string>>;
  /** Why the game's own fields are not acceptable online, or null (the contract's `setup.error` is asked after it). */
  error(setupData: Record<string, unknown>): string | null;
}

export interface ServerGame {
  readonly contract: AnyGameContract;
  /** The name in the Lobby API's URLs and the sockets' namespace: the contract's id. */
  readonly name: string;
  /** The boardgame.io game the server runs (processedForServer). */
  readonly game: ProcessedGame;
  readonly moveNames: ReadonlySet<string>;
  readonly online: OnlineSetup;
  /** The server's bots for this game's bot seats and stand-ins; null when the server has none for it. */
  readonly bots: ServerGameBots | null;
  /** Whether a match may have a clock (`setupData.pace`): a seat out of time is played by the stand-in, so only with bots. */
  readonly paced: boolean;
  /** The parts of a seat's view of G a move did not change, taken from the view before (../sockets/viewReuse.ts); none when absent. */
  readonly reuseViewParts?: ViewPartsReuse;
}

/** "0", "1" or "2": the playerIDs, as an error message lists them. */
export function seatListText(ids: readonly string[], join = 'or'): string {
  const quoted = ids.map((id) => `"${id}"`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} ${join} ${quoted[quoted.length - 1]}`;
}

/** The names of a match's seats, by playerID ("Wei, Wu, Shu"). */
export function seatNamesOf(serverGame: ServerGame, count: number): string[] {
  const { seats } = serverGame.contract;
  return seats.ids(count).map((seat: string) => seats.name(seat));
}

/** The game's setupData without the server's own fields: what its rules read. */
export function gameOptionsOf(setupData: unknown): unknown {
  if (typeof setupData !== 'object' || setupData === null || Array.isArray(setupData)) return setupData;
  return Object.fromEntries(Object.entries(setupData).filter(([key]) => !SERVER_SETUP_FIELDS.includes(key)));
}

/** How the server's bots play a contract game's seat: its one move carries every decision. */
function contractSeatPlay(contract: AnyGameContract): SeatPlay {
  return {
    clientGame: () => decidedByServer(contract.boardgame()),
    stillLegal: (view, seat, move) => contract.apply(view, seat, move, seededRng('still-legal')).ok,
    send: (moves, move) => moves[CONTRACT_MOVE]!(move),
    simultaneous: () => false,
  };
}

/** A contract game's server bots: one level, a legal move drawn uniformly (it takes no time, so it decides on the server's thread). */
function randomBotsOf(contract: AnyGameContract): ServerGameBots {
  const bot = uniformRandomBot(contract);
  return {
    difficulties: ['random'],
    standIn: 'random',
    label: () => 'Random',
    decideHere: (view, seat, _difficulty, random) => bot.decide(view, seat, random),
    play: contractSeatPlay(contract),
  };
}

/** A contract game's own bot levels, decided in the decision pool's threads (decisionBots.ts lists their factory). */
export interface ContractBotLevels {
  /** The levels, easiest first: the names the game's thread factory takes. */
  readonly difficulties: readonly string[];
  readonly standIn: string;
  label(difficulty: string): string;
}

/**
 * The server game of a contract whose boardgame.io game comes from the contract alone (one move
 * carries every decision: src/game/boardgameAdapter.ts), taking no setup options of its own online.
 * Its server bots, in bot seats and as stand-ins (so its matches may have clocks): the game's own
 * levels when given (decided in the decision pool's threads), else uniformly random legal moves;
 * none with `bots: false`.
 */
export function serverGameOfContract(contract: AnyGameContract, options: { bots?: boolean | ContractBotLevels } = {}): ServerGame {
  const game = contract.boardgame() as Game & { moveNames?: string[] };
  const validate = game.validateSetupData;
  const setup = game.setup;
  // The rules see their own options only: the server's fields are the server's.
  const own: Game = {
    ...game,
    validateSetupData: validate ? (setupData, numPlayers) => validate(gameOptionsOf(setupData), numPlayers) : undefined,
    setup: setup ? (context, setupData) => setup(context, gameOptionsOf(setupData)) : undefined,
  };
  const processed = processedForServer(own);
  return {
    contract,
    name: contract.id,
    game: processed,
    moveNames: moveNamesOf(processed),
    online: { fields: [], refused: {}, error: () => null },
    bots:
      options.bots === false
        ? null
        : typeof options.bots === 'object'
          ? { ...options.bots, play: contractSeatPlay(contract) }
          : randomBotsOf(contract),
    paced: options.bots !== false,
  };
}
