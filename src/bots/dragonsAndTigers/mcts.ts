/**
 * The Dragons & Tigers search bot: the generic ISMCTS (search.ts) guided by this game's heuristic.
 * Moves considered are the heuristic's best few by the one-ply lookahead; playouts follow the
 * heuristic to the end of the turn (the combats the move leads to, fought with real dice) and the
 * evaluation scores where they stop. Nothing is hidden in this game, so every sample is the view.
 */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { Decision, DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { seededRng, type Rng } from '../../game/rng';
import type { DecisionStats, GameBot } from '../bot';
import { IsmctsSearch, searchDecision, type SearchGuide, type SearchOptions, type SearchSubject } from '../search';
import { advantage, evaluateAll } from './evaluate';
import { heuristicMove } from './heuristic';
import { rankMoves } from './lookahead';

/** The dice the candidates' ranking meets (lookahead.ts). */
const RANKING_SEED = 'dt-candidates';
/** Moves searched at a decision: the lookahead's best few. */
const CANDIDATES = 4;
/** How far ahead (in areas) a seat must be for a reward near 1. */
const REWARD_SCALE = 2;

/**
 * The decisions worth a search: where the stacks go (its combats played out with dice), where the
 * levies go, which kingdom a chit activates, and whether to retreat. The rest the heuristic answers.
 */
const SEARCHED: ReadonlySet<string> = new Set<Decision['kind'] | 'moving'>(['movement', 'moving', 'levy', 'activate', 'retreat']);

/** Rewards in [0, 1]: each seat's lead over its best rival, squashed. */
export function rewardVector(G: DtState): number[] {
  const values = evaluateAll(G);
  return G.seats.map((seat) => 1 / (1 + Math.exp(-advantage(values, seat) / REWARD_SCALE)));
}

function candidates(G: DtState, seat: Seat): Move[] {
  const moves = dragonsAndTigers.legalMoves(G, seat);
  if (moves.length <= 1 || !SEARCHED.has(G.decision.kind)) return moves.length <= 1 ? moves : [heuristicMove(G, seat)];
  if (G.decision.kind === 'activate' || G.decision.kind === 'retreat') return moves;
  return rankMoves(G, seat, moves, RANKING_SEED)
    .slice(0, CANDIDATES)
    .map((r) => r.move);
}

const guide: SearchGuide<DtState, Move, Seat> = {
  candidates,
  playoutMove: heuristicMove,
  rewards: rewardVector,
  stopsAt: (start) => {
    const { round, turnsThisRound } = start;
    return (G) => G.result !== null || G.round !== round || G.turnsThisRound !== turnsThisRound;
  },
  searches: (view) => SEARCHED.has(view.decision.kind),
};

function subject(seats: readonly Seat[]): SearchSubject<DtState, DtState, Move, Seat> {
  return {
    game: dragonsAndTigers,
    seats,
    guide,
    // The rules' own draws inside the search come from the bot's generator.
    rulesRandom: (iteration, rng) => seededRng(`${iteration}:${rng.next()}`),
  };
}

export function dtSearchBot(opts: SearchOptions = {}): GameBot<DtState, Move, Seat> {
  const bot: GameBot<DtState, Move, Seat> & { lastStats: DecisionStats } = {
    name: 'mcts',
    lastStats: {},
    decide(view: DtState, seat: Seat, rng: Rng): Move {
      return searchDecision(
        guide,
        () => new IsmctsSearch(subject(view.seats), view, seat, rng, opts),
        view,
        seat,
        opts,
        (iterations) => {
          bot.lastStats = { iterations };
        },
      );
    },
  };
  return bot;
}
