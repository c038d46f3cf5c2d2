/**
 * The advisor's analysis of one seat's decision, and the win chances of a
 * position, for players (the board's Hint and its end-of-game chart).
 *
 * Everything starts from a view: `observe(G, seat)` for a hint, the
 * spectator's `observe(G, null)` for the chart. Nothing here reads hidden
 * state; unknown cards are sampled per simulated game (determinize.ts).
 *
 * - Ranking: the MCTS bot's own search (MctsSearch) ranks the seat's
 *   candidate moves by visits, as the "hard" bot chooses. Simultaneous
 *   recruitment has no single order to search (the bot itself uses the
 *   heuristic there): its candidates keep the heuristic's order.
 * - Win chances: for each of the best three moves, `games` whole games are
 *   simulated from the view: hidden cards sampled, the move played, then the
 *   heuristic bot plays every seat to the game's end with fresh random draws
 *   (the k-th game of each move with the same sample and draws: paired).
 *   A state's chance is the share of those games it won (the rules' winner,
 *   tiebreaks included), so the three chances add up to 1.
 */
import { applyMove, currentDecision, statesToAct } from '../../game/threeKingdomsRedux/engine';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import { seededRng, type Rng } from '../../game/rng';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import { candidateMoves, DEFAULT_LIMITS } from './candidates';
import { determinize } from './determinize';
import { withEvaluation } from './evaluate';
import { heuristicMove } from './heuristic';
import { MctsSearch } from './mcts';
import { moveReason, type MoveReason } from './reasons';

export type PerState = Record<StateId, number>;

export interface Outlook {
  /** Share of the simulated games each state won (adds up to 1 when games > 0). */
  winChance: PerState;
  /** Mean final VPs of each state in those games. */
  meanVP: PerState;
  games: number;
}

export interface MoveAdvice {
  move: Move;
  /** MCTS visits of this move at the root (0 where the search did not run). */
  visits: number;
  outlook: Outlook;
  /** What the bots compared when they valued it (the hint's plain-words reason). */
  reason?: MoveReason;
}

export interface Advice {
  seat: StateId;
  /** Best first: the recommendation, then up to two alternatives. */
  moves: MoveAdvice[];
  /** MCTS iterations spent ranking the moves (0: recruitment, or a single candidate). */
  iterations: number;
}

export interface AdviceOptions {
  /** MCTS iterations for the ranking (reproducible). */
  iterations?: number;
  /** Whole games simulated per shown move (reproducible). */
  games?: number;
  /**
   * Thinking time instead (ms; the board's worker): about 40% searching, the
   * rest simulating the three moves in turn, at least MIN_GAMES each. The
   * counts actually spent are reported with the result.
   */
  budgetMs?: number;
}

const DEFAULT_ADVICE = { iterations: 300, games: 30 } as const;
const MIN_GAMES = 6;
const MIN_ITERATIONS = 30;

/** Safety net for a playout: no real game comes near this many moves. */
const MAX_PLAYOUT_MOVES = 5000;

const zero = (): PerState => ({ wei: 0, wu: 0, shu: 0 });

/** Plays a full state to the game's end with the heuristic bot at every seat; the final state. */
function playToEnd(G: GameState, rules: Rng): GameState {
  for (let n = 0; n < MAX_PLAYOUT_MOVES && !G.result; n++) {
    const actor = statesToAct(G)[0];
    if (!actor) break;
    const result = applyMove(G, actor, heuristicMove(G, actor), rules);
    if (!result.ok) throw new Error(`playout move refused: ${result.error}`);
  }
  return G;
}

/**
 * Simulates `games` whole games from `view` (the view of `seat`, or the
 * spectator's when null), each starting with `first` played by `seat` when given.
 */
export function simulateOutlook(view: GameState, seat: StateId | null, rng: Rng, games: number, first?: Move): Outlook {
  const wins = zero();
  const vp = zero();
  let played = 0;
  for (let i = 0; i < games; i++) {
    const G = determinize(view, seat, rng);
    const rules = seededRng(`outlook:${i}:${rng.next()}`);
    if (first && seat) {
      // A move legal on the view can be refused in a sample only through a hidden card; that sample is skipped.
      if (!applyMove(G, seat, first, rules).ok) continue;
    }
    const end = playToEnd(G, rules);
    if (!end.result) continue;
    played++;
    wins[end.result.winner]++;
    for (const s of STATES) vp[s] += end.result.scores[s].total;
  }
  const share = (x: PerState): PerState => ({ wei: x.wei / (played || 1), wu: x.wu / (played || 1), shu: x.shu / (played || 1) });
  return { winChance: share(wins), meanVP: share(vp), games: played };
}

/** The seat's candidate moves ranked best first, with MCTS visits where the search ran. */
function rankMoves(
  view: GameState,
  seat: StateId,
  rng: Rng,
  keepGoing: (done: number) => boolean,
): { ranked: { move: Move; visits: number }[]; iterations: number } {
  const moves = candidateMoves(view, seat, DEFAULT_LIMITS);
  if (moves.length === 0) return { ranked: [{ move: heuristicMove(view, seat), visits: 0 }], iterations: 0 };
  if (moves.length === 1 || currentDecision(view).kind === 'recruit')
    return { ranked: moves.map((move) => ({ move, visits: 0 })), iterations: 0 };
  const search = new MctsSearch(view, seat, rng);
  while (keepGoing(search.iterations)) search.iterate();
  const visits = new Map<string, number>();
  for (const [key, child] of search.root.children) visits.set(key, child.visits);
  // The search's favourite first, as the bot plays (the most visited of the view's candidates); ties keep the heuristic's order.
  const ranked = moves.map((move, i) => ({ move, visits: visits.get(JSON.stringify(move)) ?? 0, i }));
  ranked.sort((a, b) => b.visits - a.visits || a.i - b.i);
  return { ranked: ranked.map(({ move, visits: v }) => ({ move, visits: v })), iterations: search.iterations };
}

/** Adds one outlook's games to another's (weighted means). */
function merge(a: Outlook, b: Outlook): Outlook {
  const n = a.games + b.games;
  if (n === 0) return a;
  const mix = (x: PerState, y: PerState): PerState => ({
    wei: (x.wei * a.games + y.wei * b.games) / n,
    wu: (x.wu * a.games + y.wu * b.games) / n,
    shu: (x.shu * a.games + y.shu * b.games) / n,
  });
  return { winChance: mix(a.winChance, b.winChance), meanVP: mix(a.meanVP, b.meanVP), games: n };
}

/**
 * The advisor: for `view` = observe(G, seat) at one of `seat`'s decisions,
 * the MCTS bot's recommended move and the next two, each with its simulated outlook.
 */
export function adviseMove(view: GameState, seat: StateId, rng: Rng, opts: AdviceOptions = {}): Advice {
  // The Hard level's scoring (card-aware), so a hint is the move the Hard bot would weigh.
  return withEvaluation('cards', () => adviseWithCurrentScoring(view, seat, rng, opts));
}

function adviseWithCurrentScoring(view: GameState, seat: StateId, rng: Rng, opts: AdviceOptions): Advice {
  const clock = () => performance.now();
  const start = clock();
  const budget = opts.budgetMs;
  const iterations = opts.iterations ?? DEFAULT_ADVICE.iterations;
  const searchUntil = budget === undefined ? null : start + budget * 0.4;
  const { ranked, iterations: spent } = rankMoves(view, seat, rng, (done) =>
    searchUntil === null ? done < iterations : done < MIN_ITERATIONS || clock() < searchUntil,
  );
  const top = ranked.slice(0, 3);
  // Paired games: the k-th game of every move starts from the same sampled hidden cards and the same
  // future draws, so the moves are compared on equal luck (common random numbers).
  const outlooks = top.map(() => simulateOutlook(view, seat, rng, 0));
  const games = opts.games ?? DEFAULT_ADVICE.games;
  const deadline = budget === undefined ? null : start + budget;
  for (let k = 0; deadline === null ? k < games : k < MIN_GAMES || clock() < deadline; k++) {
    const luck = `pair:${k}:${rng.next()}`;
    for (let i = 0; i < top.length; i++) outlooks[i] = merge(outlooks[i], simulateOutlook(view, seat, seededRng(luck), 1, top[i].move));
  }
  return {
    seat,
    iterations: spent,
    moves: top.map(({ move, visits }, i) => ({ move, visits, outlook: outlooks[i], reason: reasonOf(view, seat, move) })),
  };
}

/** The bots' figures behind a move; none when a card's decision escapes them (the hint then gives none). */
function reasonOf(view: GameState, seat: StateId, move: Move): MoveReason | undefined {
  try {
    return moveReason(view, seat, move);
  } catch {
    return undefined;
  }
}
