/**
 * What the page shell knows of a game: its contract (id, title, seats, setup), a line for the list of
 * games, its rules panel, and how it is played on the page. A game either hands the shell its table
 * and its bots (the shell then runs hotseat and against-AI matches of it), or brings screens of its own
 * that the shell shows once the game is chosen.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a list of games holds each with its own types */
import type { ComponentType } from 'react';
import type { GameBot } from '../../bots/bot';
import type { AnyGameContract, GameResult } from '../../game/contract';

/** What a game's table is handed: one seat's (or a spectator's) view of the match and the one way to move. */
export interface TableProps<View = any, Move = any, Seat extends string = any> {
  /** The contract's view for `seat`. */
  view: View;
  /** The seat playing at this table; null: a spectator, who sees the public view and is offered no move. */
  seat: Seat | null;
  /** The seats whose decision it is now (none once the game is over). */
  toAct: readonly Seat[];
  /** The result once the game is over; null while it goes on. */
  result: GameResult<Seat> | null;
  /** Sends `seat`'s move to the match; the match refuses an illegal one and nothing changes. */
  onMove(move: Move): void;
  /** The move the game's hint suggests for `seat` now, when the player asked for one. */
  hint?: Move | null;
}

/** A bot the player may sit at a seat in a match against the AI. */
export interface PageBot {
  /** Stable id, in the choices' controls. */
  readonly id: string;
  readonly label: string;
  /** A new bot for one match. */
  create(): GameBot<any, any, string>;
}

/** What a game's setup choices are handed: the options chosen so far and how to change them. */
interface SetupChoicesProps<Options = any> {
  options: Options;
  onChange(options: Options): void;
}

/** The shell runs the matches: the game brings its table, its bots and its setup choices. */
export interface ShellPlayed {
  kind: 'shell';
  Table: ComponentType<TableProps>;
  /** The bots offered for a match against the AI, the first the default. */
  bots: readonly PageBot[];
  /**
   * The bots' Web Worker script, built beside the page (scripts/boardBuild.ts): a script that calls
   * `serveBots(self, bots)` (botWorkerHost.ts) with these bots. None: the bots think on the page's thread.
   */
  botWorker?: string;
  /** The bot whose choice a player is offered as a hint (none: no hints). */
  hints?: PageBot;
  /** Controls for the game's setup options (none: the contract's defaults). */
  SetupChoices?: ComponentType<SetupChoicesProps>;
}

/** The game brings its own screens (choices, matches, lobby, saved games, replay...). */
interface OwnScreens {
  kind: 'own';
  /** `onExit` leaves the game for the list of games; absent when the page holds this game only. */
  Screens: ComponentType<{ onExit?: () => void }>;
}

export interface PageGame {
  contract: AnyGameContract;
  /** One line on the list of games: what the game is. */
  summary: string;
  /** The game's rules, shown over the page until `onClose`. */
  RulesPanel: ComponentType<{ onClose: () => void }>;
  play: ShellPlayed | OwnScreens;
  /** Whether the page's address (its hash) is one of this game's own places: the page then opens this game. */
  ownsAddress?(hash: string): boolean;
}

/**
 * A game on the page's list whose code is loaded only once it is chosen (a chunk of its own beside the
 * page's first load): the list shows its listing and summary.
 */
export interface LazyPageGame {
  listing: { id: string; title: string; seats: { min: number; max: number } };
  summary: string;
  load(): Promise<PageGame>;
}

/** A game the shell offers: loaded with the page, or loaded when chosen. */
export type ShellGame = PageGame | LazyPageGame;
