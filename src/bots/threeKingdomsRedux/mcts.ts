/**
 * The Three Kingdoms Redux search bot: the generic ISMCTS (search.ts) guided by this game's bots.
 * Each iteration samples the hidden cards (determinize.ts); moves considered are the heuristic's
 * best few (candidates.ts); playouts follow the heuristic bot to the end of the round and are cut
 * off there with the static evaluation, which gives each state its reward.
 */
import { currentDecision } from '../../game/threeKingdomsRedux/engine';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import { seededRng, type Rng } from '../../game/rng';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import type { DecisionStats } from '../bot';
import type { Bot } from './bot';
import { candidateMoves, DEFAULT_LIMITS, type CandidateLimits } from './candidates';
import { evaluateAll, withEvaluation, type EvaluationProfile } from './evaluate';
import { heuristicMove } from './heuristic';
import { IsmctsSearch, searchDecision, type SearchGuide, type SearchOptions, type SearchSubject } from '../search';
import { searchableThreeKingdomsRedux } from './searchable';

export interface MctsOptions extends SearchOptions {
  /** Playouts end when this many round ends have passed (then the evaluation scores the position). */
  playoutRounds?: number;
  limits?: CandidateLimits;
  /** How positions are scored (candidates, playouts, cut-offs): `cards` (default) or `legacy`. */
  evaluation?: EvaluationProfile;
}

/** Rewards in [0, 1]: how far ahead of its best rival each state's estimate is, squashed. */
export function rewardVector(G: GameState): [number, number, number] {
  const v = evaluateAll(G);
  const r = STATES.map((s) => {
    const rival = Math.max(...STATES.filter((o) => o !== s).map((o) => v[o]));
    const margin = v[s] - rival + (G.result?.winner === s ? 1 : 0);
    return 1 / (1 + Math.exp(-margin / 4));
  });
  return r as [number, number, number];
}

/** What this game's bots tell the search: their candidates, the heuristic's playouts, the evaluation's rewards. */
function guide(opts: MctsOptions): SearchGuide<GameState, Move, StateId> {
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const playoutRounds = opts.playoutRounds ?? 1;
  return {
    candidates: (G, seat) => candidateMoves(G, seat, limits),
    playoutMove: heuristicMove,
    rewards: rewardVector,
    stopsAt: (start) => {
      const stopRound = start.round + playoutRounds;
      return (G) => Boolean(G.result) || G.round >= stopRound;
    },
    // Simultaneous recruitment has no single order to search; the heuristic's pick is sound there.
    searches: (view) => currentDecision(view).kind !== 'recruit',
  };
}

function subject(opts: MctsOptions): SearchSubject<GameState, GameState, Move, StateId> {
  return {
    game: searchableThreeKingdomsRedux,
    seats: STATES,
    guide: guide(opts),
    // The rules' own draws inside the search come from the bot's generator.
    rulesRandom: (iteration, rng) => seededRng(`${iteration}:${rng.next()}`),
  };
}

export class MctsSearch extends IsmctsSearch<GameState, GameState, Move, StateId> {
  constructor(view: GameState, seat: StateId, rng: Rng, opts: MctsOptions = {}) {
    super(subject(opts), view, seat, rng, opts);
  }
}

export interface MctsBot extends Bot {
  lastStats: DecisionStats;
  /** The candidates of the last decision's view that the move was chosen among (none when it was not searched). */
  lastCandidates: readonly Move[];
}

export function mctsBot(opts: MctsOptions = {}): MctsBot {
  const evaluation = opts.evaluation ?? 'cards';
  const searchGuide = guide(opts);
  const bot: MctsBot = {
    name: evaluation === 'cards' ? 'mcts' : 'mcts-legacy',
    lastStats: {},
    lastCandidates: [],
    decide(view: GameState, seat: StateId, rng: Rng): Move {
      return withEvaluation(evaluation, () =>
        searchDecision(
          searchGuide,
          () => new MctsSearch(view, seat, rng, opts),
          view,
          seat,
          opts,
          (iterations, candidates) => {
            bot.lastStats = { iterations };
            bot.lastCandidates = candidates;
          },
        ),
      );
    },
  };
  return bot;
}
