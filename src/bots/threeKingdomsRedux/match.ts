/**
 * Plays one game between bots through the pure rules (no boardgame.io
 * reducer): the rules draw from one seeded generator, each bot from its own,
 * and each bot is shown only its seat's view. Used by `npm run simulate`, the
 * benchmarks and the bot tests.
 */
import { applyMove, newGame, statesToAct } from '../../game/threeKingdomsRedux/engine';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import { observe } from '../../game/threeKingdomsRedux/playerView';
import { seededRng, type Rng } from '../../game/rng';
import type { Scenario } from '../../game/threeKingdomsRedux/setup';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import type { Bot } from './bot';

export interface MatchOptions {
  seed: string | number;
  /** The bot playing each state. */
  bots: Record<StateId, Bot>;
  scenario?: Scenario;
  /** Changes the new game before the first move (tests' card-rich setups). */
  setup?: (G: GameState) => void;
  /** Called after every applied move. */
  afterMove?: (G: GameState, state: StateId, move: Move) => void;
  maxMoves?: number;
}

export interface MatchResult {
  /** The final state (G.result holds the score sheet). */
  G: GameState;
  moves: number;
  /** Milliseconds each state's bot spent per decision. */
  decisionMs: Record<StateId, number[]>;
  /** Search iterations per decision, for bots that report them. */
  iterations: Record<StateId, number[]>;
}

/** Each bot's own generator: independent of the rules' draws and of the other seats. */
export const botRng = (seed: string | number, state: StateId) => seededRng(`bot:${state}:${seed}`);

/**
 * Asks `bot` for `seat`'s move in the true state G, showing it only that
 * seat's view. Every caller (matches, server seats, the board's worker) goes
 * through here, so no bot is ever handed hidden information.
 */
export function decideFor(bot: Bot, G: GameState, seat: StateId, rng: Rng): Move {
  return bot.decide(observe(G, seat), seat, rng);
}

export function playMatch(opts: MatchOptions): MatchResult {
  const rules = seededRng(opts.seed);
  const rngs = Object.fromEntries(STATES.map((s) => [s, botRng(opts.seed, s)])) as Record<StateId, ReturnType<typeof botRng>>;
  const G = newGame(opts.scenario ?? {}, rules);
  opts.setup?.(G);
  const decisionMs = { wei: [], wu: [], shu: [] } as Record<StateId, number[]>;
  const iterations = { wei: [], wu: [], shu: [] } as Record<StateId, number[]>;
  const max = opts.maxMoves ?? 100_000;
  for (let n = 0; n < max; n++) {
    const acting = statesToAct(G);
    if (acting.length === 0) return { G, moves: n, decisionMs, iterations };
    const state = acting[0];
    const bot = opts.bots[state];
    const start = performance.now();
    const move = decideFor(bot, G, state, rngs[state]);
    decisionMs[state].push(performance.now() - start);
    if (bot.lastStats?.iterations !== undefined) iterations[state].push(bot.lastStats.iterations);
    const result = applyMove(G, state, move, rules);
    if (!result.ok) throw new Error(`${bot.name} (${state}) chose an illegal move: ${result.error} ${JSON.stringify(move)}`);
    opts.afterMove?.(G, state, move);
  }
  throw new Error(`game did not end within ${max} moves`);
}
