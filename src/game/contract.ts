/**
 * What every part of the house asks a game, in our words for OpenSpiel's questions: who plays it,
 * how a game starts, whose decision it is, which moves are legal, what a move does, what a seat may
 * see, a full state consistent with what it saw (for search bots), who won, and the boardgame.io
 * game made from it. Generic: a game's own types come in as the type parameters, so nothing here
 * knows any one game.
 */
import type { Game } from 'boardgame.io';

/** Uniform numbers in [0, 1): every draw a game or a bot makes comes from one it is handed. */
export interface RandomSource {
  next(): number;
}

/** How many seats a game takes, and each seat's id and name. */
export interface SeatRules<Seat extends string> {
  readonly min: number;
  readonly max: number;
  /** The seats of a game of `count` seats, in boardgame.io's player order ('0' is the first). */
  ids(count: number): readonly Seat[];
  /** The name players read ("Wei"). */
  name(seat: Seat): string;
}

/** A game's setup options: the ones a new game takes when none are given, and their check. */
export interface SetupRules<Options> {
  readonly defaults: Options;
  /** Why `options` cannot start a game of `seatCount` seats, in words a player reads; null when they can. */
  error(options: unknown, seatCount: number): string | null;
}

/** What applying a move gave: the state after it, or why it was refused (the state before is unchanged). */
export type Applied<State> = { ok: true; state: State } | { ok: false; error: string };

/** A seat's legal moves counted, and the k-th built alone: `at(k)` is `legalMoves(state, seat)[k]`. */
export interface CountedMoves<Move> {
  readonly count: number;
  at(k: number): Move;
}

/** A finished game's result. */
export interface GameResult<Seat extends string> {
  /** The winning seats (one, unless the game shares wins). */
  winners: readonly Seat[];
  /** Each seat's final score. */
  scores: Readonly<Record<Seat, number>>;
}

/** One line of the game's log, as players read it. */
export interface LogLine<Seat extends string> {
  text: string;
  /** The seat the line is about, if one. */
  seat?: Seat;
}

/** The words shown for a game: its log lines, read from a state or any seat's view. */
export interface GameWords<Seat extends string, View> {
  log(view: View): readonly LogLine<Seat>[];
}

/**
 * One game, asked the same questions by the server, the bots, the page and the tests.
 * - `State`: the full state, hidden parts included (the server's and the rules' own);
 * - `Move`: a seat's move as the rules take it;
 * - `View`: what one seat, or a spectator, may see;
 * - `Options`: the setup options;
 * - `Seat`: a seat's id.
 */
export interface GameContract<State, Move, View, Options, Seat extends string> {
  /** Stable id, in match records and URLs ("three-kingdoms-redux"). */
  readonly id: string;
  readonly title: string;
  readonly seats: SeatRules<Seat>;
  readonly setup: SetupRules<Options>;
  /** A new game of `seatCount` seats. Throws an Error with `setup.error`'s words when the options are invalid. */
  newGame(options: Options, random: RandomSource, seatCount?: number): State;
  /** The seats whose decision it is now (several when they move at once); none when no one is to move. */
  toAct(state: State): readonly Seat[];
  /** Every legal move of `seat` now; empty when it is not `seat`'s decision. */
  legalMoves(state: State, seat: Seat): Move[];
  /**
   * Optional, for a uniform draw: the legal moves counted, the k-th built alone (same moves, same order
   * as `legalMoves`). A random mover uses one move of dozens; a game whose lists are long offers this.
   */
  countLegalMoves?(state: State, seat: Seat): CountedMoves<Move>;
  /** `move` for `seat`: the new state, or a refusal and `state` unchanged. */
  apply(state: State, seat: Seat, move: Move, random: RandomSource): Applied<State>;
  /** What `seat` may see (null: a spectator). Never changes `state`. */
  view(state: State, seat: Seat | null): View;
  /** The result once the game is over; null while it goes on. */
  result(state: State): GameResult<Seat> | null;
  readonly words: GameWords<Seat, View>;
  /** The boardgame.io game playing these rules; `seed` fixes its random draws. */
  boardgame(options?: { seed?: string | number }): Game<State>;
}

/**
 * A game as search bots play it. A sample is the searcher's model of what it cannot see (how likely
 * each hidden card is), so a game's bots supply it beside their evaluation; the rules' layer does not.
 */
export interface SearchableGame<State, Move, View, Options, Seat extends string> extends GameContract<State, Move, View, Options, Seat> {
  /**
   * One full state consistent with `view`, the hidden parts drawn from `random` (a determinization of
   * the seat's information set). Never reads the true hidden state; the result is the caller's own.
   */
  sample(view: View, seat: Seat | null, random: RandomSource): State;
  /**
   * Applies `move` to `state` (a sample or a copy the caller owns), changing it in place: a search
   * plays thousands of moves and copies no state per move. The refusal's reason when illegal.
   */
  playInPlace(state: State, seat: Seat, move: Move, random: RandomSource): string | null;
}

/** A contract with its type parameters left open, for registries that hold several games. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameContract = GameContract<any, any, any, any, string>;

/** `game`'s legal moves of `seat` counted: its own count where it has one, else its list. */
export function countedLegalMoves<State, Move, Seat extends string>(
  game: Pick<GameContract<State, Move, unknown, unknown, Seat>, 'legalMoves' | 'countLegalMoves'>,
  state: State,
  seat: Seat,
): CountedMoves<Move> {
  if (game.countLegalMoves) return game.countLegalMoves(state, seat);
  const moves = game.legalMoves(state, seat);
  return { count: moves.length, at: (k) => moves[k] };
}

/** The index of `seat` among the seats of a game of `count` seats (boardgame.io's player id as a number). */
export function seatIndex<Seat extends string>(seats: SeatRules<Seat>, count: number, seat: Seat): number {
  return seats.ids(count).indexOf(seat);
}

/** `seatCount` checked against the game's seat range, in words a player reads; null when it fits. */
export function seatCountError(title: string, seats: SeatRules<string>, seatCount: number): string | null {
  if (Number.isInteger(seatCount) && seatCount >= seats.min && seatCount <= seats.max) return null;
  const range = seats.min === seats.max ? `exactly ${seats.min}` : `${seats.min} to ${seats.max}`;
  return `${title} is for ${range} players.`;
}
