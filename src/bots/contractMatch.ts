/**
 * Plays one game of any game between bots through its contract: the rules draw from one seeded
 * generator, each bot from its own, and each bot is shown only its seat's view. The match owns its
 * state, so moves are played in place (the searchable game's `playInPlace`), as a search plays them.
 */
import type { SearchableGame } from '../game/contract';
import { seededRng, type Rng } from '../game/rng';
import type { GameBot } from './bot';

export interface ContractMatchOptions<State, Move, View, Options, Seat extends string> {
  game: SearchableGame<State, Move, View, Options, Seat>;
  seed: string | number;
  /** The bot playing each seat. */
  bots: Record<Seat, GameBot<View, Move, Seat>>;
  options: Options;
  seatCount: number;
  maxMoves?: number;
}

export interface ContractMatchResult<State, Seat extends string> {
  /** The final state: the game's `result` reads it. */
  state: State;
  moves: number;
  /** Milliseconds each seat's bot spent per decision. */
  decisionMs: Record<Seat, number[]>;
  /** Search iterations per decision, for bots that report them. */
  iterations: Record<Seat, number[]>;
}

/** Each bot's own generator: independent of the rules' draws and of the other seats. */
const seatBotRng = (seed: string | number, seat: string): Rng => seededRng(`bot:${seat}:${seed}`);

export function playContractMatch<State, Move, View, Options, Seat extends string>(
  opts: ContractMatchOptions<State, Move, View, Options, Seat>,
): ContractMatchResult<State, Seat> {
  const { game, bots } = opts;
  const seats = game.seats.ids(opts.seatCount);
  const rules = seededRng(opts.seed);
  const rngs = Object.fromEntries(seats.map((s) => [s, seatBotRng(opts.seed, s)])) as Record<Seat, Rng>;
  const perSeat = () => Object.fromEntries(seats.map((s) => [s, [] as number[]])) as Record<Seat, number[]>;
  const decisionMs = perSeat();
  const iterations = perSeat();
  const state = game.newGame(opts.options, rules, opts.seatCount);
  const max = opts.maxMoves ?? 100_000;
  for (let n = 0; n < max; n++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) return { state, moves: n, decisionMs, iterations };
    const bot = bots[seat];
    const start = performance.now();
    const move = bot.decide(game.view(state, seat), seat, rngs[seat]);
    decisionMs[seat].push(performance.now() - start);
    if (bot.lastStats?.iterations !== undefined) iterations[seat].push(bot.lastStats.iterations);
    const refusal = game.playInPlace(state, seat, move, rules);
    if (refusal !== null) throw new Error(`${bot.name} (${seat}) chose an illegal move: ${refusal} ${JSON.stringify(move)}`);
  }
  throw new Error(`game did not end within ${max} moves`);
}
