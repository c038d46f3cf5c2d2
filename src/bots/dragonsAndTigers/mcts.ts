/**
 * The Dragons & Tigers search bot (Hard): paired Monte Carlo playouts (../pairedRollouts.ts) guided by
 * this game's heuristic. At a searched decision the moves considered are the heuristic's best few by
 * the one-ply lookahead; each is played out through the rest of this turn and the next one (the
 * combats it leads to and a rival's answer, fought with the dice, the same dice for every candidate)
 * and the evaluation scores where it stops. Nothing is hidden in this game, so every sample is the view.
 */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { Decision, DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { seededRng, type Rng } from '../../game/rng';
import type { DecisionStats, GameBot } from '../bot';
import { pairedRolloutDecision, type PairedSubject } from '../pairedRollouts';
import type { SearchGuide, SearchOptions } from '../search';
import { advantage, evaluateAll } from './evaluate';
import { heuristicMove, worthALook } from './heuristic';
import { rankMoves, scratchCopy } from './lookahead';
import { quickMarch } from './quickMarch';

/** The dice the candidates' ranking meets (lookahead.ts). */
const RANKING_SEED = 'dt-candidates';
/** Moves searched at a decision: the lookahead's best few. */
const CANDIDATES = 4;

/**
 * The decisions worth a search: where a stack marches to (the combats it leads to played out with
 * dice) and whether to retreat. The rest the heuristic answers at once.
 */
const SEARCHED: ReadonlySet<string> = new Set<Decision['kind']>(['movement', 'retreat']);

/**
 * Each seat's reward: how much its lead over its best rival grew since the decision searched, in areas.
 * Not squashed: a playout that wins the game (7(1)) outweighs any position, as the evaluation says.
 */
export function leadGrowth(G: DtState, rootLeads: readonly number[]): number[] {
  const values = evaluateAll(G);
  return G.seats.map((seat, i) => advantage(values, seat) - rootLeads[i]);
}

/**
 * The playouts' policy: the heuristic, with the fast march policy (quickMarch.ts) for the stacks'
 * marches, whose one-ply ranking is the costly part of the heuristic.
 */
function playoutMove(G: DtState, seat: Seat): Move {
  if (G.decision.kind === 'movement') return quickMarch(G, seat, dragonsAndTigers.legalMoves(G, seat));
  return heuristicMove(G, seat);
}

/** The guide of one decision: its candidates are the lookahead's best few, or every retreat option. */
function decisionGuide(): SearchGuide<DtState, Move, Seat> {
  let rootLeads: number[] = [];
  return {
    candidates(G, seat) {
      const values = evaluateAll(G);
      rootLeads = G.seats.map((s) => advantage(values, s));
      const moves = dragonsAndTigers.legalMoves(G, seat);
      if (G.decision.kind === 'retreat') return moves;
      return rankMoves(G, seat, worthALook(moves), RANKING_SEED)
        .slice(0, CANDIDATES)
        .map((r) => r.move);
    },
    playoutMove,
    rewards: (G) => leadGrowth(G, rootLeads),
    // The end of the next turn's combats: the move's battles and a rival's answer to them.
    stopsAt: (start) => {
      const { round } = start;
      const last = start.turnsThisRound + 1;
      return (G) =>
        G.result !== null ||
        G.round !== round ||
        G.turnsThisRound > last ||
        (G.turnsThisRound === last && (G.turn === null || G.turn.step === 'end'));
    },
    searches: (view) => SEARCHED.has(view.decision.kind),
  };
}

function subject(seats: readonly Seat[], guide: SearchGuide<DtState, Move, Seat>): PairedSubject<DtState, DtState, Move, Seat> {
  return {
    game: dragonsAndTigers,
    seats,
    guide,
    // Nothing is hidden: the sample is the view, without the log the playouts would only write to.
    sample: (view) => scratchCopy(view),
    dice: seededRng,
  };
}

export function dtSearchBot(opts: SearchOptions = {}): GameBot<DtState, Move, Seat> {
  const bot: GameBot<DtState, Move, Seat> & { lastStats: DecisionStats } = {
    name: 'mcts',
    lastStats: {},
    decide(view: DtState, seat: Seat, rng: Rng): Move {
      const guide = decisionGuide();
      return pairedRolloutDecision(subject(view.seats, guide), view, seat, rng, opts, (iterations) => {
        bot.lastStats = { iterations };
      });
    },
  };
  return bot;
}
