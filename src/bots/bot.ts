/**
 * What every bot of ours is, in any game: a function from what one seat may see (the contract's
 * view of that seat) to a move. It cannot read opponents' hidden cards, deck order or the rules'
 * random state; bots that need the unknowns sample them.
 */
import type { Rng } from '../game/rng';

/** What a search bot is told about its budget (the registries pass it through to the bots that search). */
export interface BotOptions {
  /** Thinking time per decision in milliseconds. */
  budgetMs?: number;
  /** Iterations per decision (overrides the time budget; reproducible). */
  iterations?: number;
}

export interface DecisionStats {
  /** Search iterations spent on the last decision (MCTS only). */
  iterations?: number;
}

/** A bot of any game: `View`, `Move` and `Seat` are its contract's (src/game/contract.ts). */
export interface GameBot<View, GameMove, Seat extends string> {
  /** Registry name, as used by the CLI, the board and the server ("heuristic", "mcts", ...). */
  readonly name: string;
  /**
   * Chooses a legal move for `seat`. `view` is the contract's view of `seat`:
   * the bot sees only what that seat may see. `rng` is the bot's own generator
   * (never the rules' one), so a seeded bot replays the same game.
   */
  decide(view: View, seat: Seat, rng: Rng): GameMove;
  /** Figures about the last decision, for benchmarks and budget tests. */
  lastStats?: DecisionStats;
}
