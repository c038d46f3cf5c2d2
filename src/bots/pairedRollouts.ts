/**
 * Flat Monte Carlo with common random numbers, over any SearchableGame: the guide's candidates at a
 * decision are each played out from the same sampled position with the same dice, round after round,
 * and the one with the best mean reward is played. Where chance decides most of a playout's reward (a
 * wargame's battles), comparing the candidates under the same draws tells them apart in far fewer
 * playouts than independent draws would: the luck common to all of them cancels out. The guide's
 * rewards may be on any scale here (a larger one better): only their means are compared.
 */
import type { RandomSource, SearchableGame } from '../game/contract';
import type { SearchGuide, SearchOptions } from './search';

/** A game as the paired playouts play it. */
export interface PairedSubject<State, View, Move, Seat extends string> {
  game: SearchableGame<State, Move, View, unknown, Seat>;
  seats: readonly Seat[];
  guide: SearchGuide<State, Move, Seat>;
  /** A position to play a candidate on, consistent with `view`, drawn with `random` (the same draws give the same position). */
  sample(view: View, seat: Seat, random: RandomSource): State;
  /** A source of draws made from `seed` alone: every candidate of a round gets the same. */
  dice(seed: string): RandomSource;
}

/** Moves a playout may make before it is cut short (a guard against a guide whose `stopsAt` never comes). */
const PLAYOUT_CAP = 5_000;

function playout<State, View, Move, Seat extends string>(
  subject: PairedSubject<State, View, Move, Seat>,
  G: State,
  seat: Seat,
  move: Move,
  random: RandomSource,
): number {
  const { game, guide, seats } = subject;
  const stops = guide.stopsAt(G);
  const refusal = game.playInPlace(G, seat, move, random);
  if (refusal !== null) throw new Error(`candidate refused: ${refusal}`);
  for (let n = 0; n < PLAYOUT_CAP && !stops(G); n++) {
    const actor = game.toAct(G)[0];
    if (!actor) break;
    const refused = game.playInPlace(G, actor, guide.playoutMove(G, actor), random);
    if (refused !== null) throw new Error(`playout move refused: ${refused}`);
  }
  return guide.rewards(G)[seats.indexOf(seat)];
}

/**
 * The decision of `seat` on `view`: the guide's move where it does not search or offers one candidate,
 * else the candidate with the best mean reward after rounds of paired playouts (`opts.iterations`
 * playouts in all, or as many rounds as `opts.budgetMs` allows, at least one). `stats` hears the
 * playouts made and the candidates.
 */
export function pairedRolloutDecision<State, View, Move, Seat extends string>(
  subject: PairedSubject<State, View, Move, Seat>,
  view: View & State,
  seat: Seat,
  random: RandomSource,
  opts: SearchOptions,
  stats: (playouts: number, candidates: readonly Move[]) => void,
): Move {
  const deadline = performance.now() + (opts.budgetMs ?? 1000);
  const { guide } = subject;
  if (!guide.searches(view, seat)) {
    stats(0, []);
    return guide.playoutMove(view, seat);
  }
  const candidates = guide.candidates(view, seat);
  if (candidates.length <= 1) {
    stats(0, candidates);
    return candidates[0] ?? guide.playoutMove(view, seat);
  }
  const sums = candidates.map(() => 0);
  const rounds = opts.iterations !== undefined ? Math.max(1, Math.ceil(opts.iterations / candidates.length)) : Infinity;
  let round = 0;
  // Another round only if one as long as the longest so far still ends in time.
  let now = performance.now();
  let longest = 0;
  do {
    const began = now;
    const seed = `${round}:${random.next()}`;
    for (let i = 0; i < candidates.length; i++) {
      const G = subject.sample(view, seat, subject.dice(`sample:${seed}`));
      sums[i] += playout(subject, G, seat, candidates[i], subject.dice(`rules:${seed}`));
    }
    round++;
    now = performance.now();
    longest = Math.max(longest, now - began);
  } while (round < rounds && (opts.iterations !== undefined || now + longest <= deadline));
  stats(round * candidates.length, candidates);
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (sums[i] > sums[best]) best = i;
  return candidates[best];
}
