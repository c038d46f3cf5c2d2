/**
 * What a game tells the bot tournament (`npm run simulate`, tournament.ts): its rules, its bots by
 * name, its own command-line switches and the figures of a finished game worth summarising beyond
 * wins and scores. A game plugs into the tournament by supplying one of these.
 */
import type { SearchableGame } from '../game/contract';
import type { BotOptions, GameBot } from './bot';
import type { ContractMatchResult } from './contractMatch';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySearchableGame = SearchableGame<any, any, any, any, string>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameBot = GameBot<any, any, string>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMatchResult = ContractMatchResult<any, string>;

/** A switch of the game's own (`--tutorial`): given or not. */
interface GameFlag {
  name: string;
  help: string;
}

/** Bots that play a whole game their own way, not through the contract (boardgame.io's stock bots). */
export interface OwnMatch {
  specs: readonly string[];
  /** One game: `specs` names each seat's bot (any of the game's bots, some of `specs`). */
  play(seed: string, options: unknown, specs: Record<string, string>, botOptions: BotOptions): Promise<AnyMatchResult>;
}

export interface TournamentGame {
  game: AnySearchableGame;
  /** Other names `--game` takes for it ("dragons"). */
  aliases?: readonly string[];
  seatCount: number;
  /** What the summary calls a seat ("state"). */
  seatWord: string;
  /** Every bot name `--players` takes, as the usage lists them. */
  botNames: readonly string[];
  /** The names an unknown bot's error suggests (the common ones). */
  suggestedBots: readonly string[];
  createBot(spec: string, options: BotOptions): AnyGameBot;
  flags: readonly GameFlag[];
  /** The game's setup options for the flags given. */
  setupOptions(flags: readonly string[]): unknown;
  /** The summary heading's words for the setup ("full mode"); absent when the game has no setup choices. */
  setupWords?(flags: readonly string[]): string;
  /** A score's parts, by name, in the summary's order. */
  scoreCategories?: { names: readonly string[]; of(state: unknown, seat: string): Record<string, number> };
  /** Why the game ended (a game may give several reasons). */
  endReasons?(state: unknown): readonly string[];
  rounds?(state: unknown): number;
  ownMatch?: OwnMatch;
}
