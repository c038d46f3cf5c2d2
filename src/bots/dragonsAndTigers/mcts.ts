/**
 * The Dragons & Tigers search bot: the generic ISMCTS (search.ts) guided by this game's heuristic.
 * At a searched decision the moves considered are the heuristic's best few by the one-ply lookahead;
 * each is played out to the end of the turn (the combats it leads to, fought with the dice) and the
 * evaluation scores where it stops. Nothing is hidden in this game, so every sample is the view.
 */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { Decision, DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { seededRng, type Rng } from '../../game/rng';
import type { DecisionStats, GameBot } from '../bot';
import { IsmctsSearch, searchDecision, type SearchGuide, type SearchOptions, type SearchSubject } from '../search';
import { advantage, evaluateAll } from './evaluate';
import { heuristicMove, worthALook } from './heuristic';
import { rankMoves } from './lookahead';

/** The dice the candidates' ranking meets (lookahead.ts). */
const RANKING_SEED = 'dt-candidates';
/** Moves searched at a decision: the lookahead's best few. */
const CANDIDATES = 4;
/** How much (in areas) a seat's lead must grow for a reward near 1. */
const REWARD_SCALE = 1;

/**
 * The decisions worth a search: where a stack marches to (the combats it leads to played out with
 * dice) and whether to retreat. The rest the heuristic answers at once.
 */
const SEARCHED: ReadonlySet<string> = new Set<Decision['kind']>(['movement', 'retreat']);

/**
 * Rewards in [0, 1]: how much each seat's lead over its best rival grew since the decision searched,
 * squashed. Measured from the root's lead, so a game already won or lost still tells its moves apart.
 */
export function rewardVector(G: DtState, rootLeads: readonly number[] = G.seats.map(() => 0)): number[] {
  const values = evaluateAll(G);
  return G.seats.map((seat, i) => 1 / (1 + Math.exp(-(advantage(values, seat) - rootLeads[i]) / REWARD_SCALE)));
}

/**
 * The playouts' policy: the heuristic, except that no further stack marches (ranking every march is the
 * costly part), so a playout judges the searched move by the combats it leads to.
 */
function playoutMove(G: DtState, seat: Seat): Move {
  if (G.decision.kind === 'movement') return { type: 'done' };
  return heuristicMove(G, seat);
}

/**
 * The guide of one decision. Only the decision searched (the root) offers several candidates, the
 * lookahead's best few; below it each decision offers the playout's move, so a descent costs no
 * ranking. The search asks for the root's candidates first in each iteration, right after `stopsAt`.
 */
function decisionGuide(): SearchGuide<DtState, Move, Seat> {
  let atRoot = true;
  // Every sample of the root is the view itself (nothing is hidden), so its ranking and leads are made once.
  let rootMoves: Move[] | null = null;
  let rootLeads: number[] = [];
  return {
    candidates(G, seat) {
      if (!atRoot) return [playoutMove(G, seat)];
      atRoot = false;
      if (rootMoves) return rootMoves;
      const values = evaluateAll(G);
      rootLeads = G.seats.map((s) => advantage(values, s));
      const moves = dragonsAndTigers.legalMoves(G, seat);
      rootMoves =
        G.decision.kind === 'retreat'
          ? moves
          : rankMoves(G, seat, worthALook(moves), RANKING_SEED)
              .slice(0, CANDIDATES)
              .map((r) => r.move);
      return rootMoves;
    },
    playoutMove,
    rewards: (G) => rewardVector(G, rootLeads),
    // The end of the turn's combats, where the evaluation judges what the move led to.
    stopsAt: (start) => {
      atRoot = true;
      const { round, turnsThisRound } = start;
      return (G) =>
        G.result !== null || G.round !== round || G.turnsThisRound !== turnsThisRound || G.turn === null || G.turn.step === 'end';
    },
    searches: (view) => SEARCHED.has(view.decision.kind),
  };
}

function subject(seats: readonly Seat[], guide: SearchGuide<DtState, Move, Seat>): SearchSubject<DtState, DtState, Move, Seat> {
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
      const guide = decisionGuide();
      return searchDecision(
        guide,
        () => new IsmctsSearch(subject(view.seats, guide), view, seat, rng, opts),
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
