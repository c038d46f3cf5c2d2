/**
 * The Dragons & Tigers heuristic bot: a greedy one-ply look over the legal moves by the evaluation
 * (lookahead.ts: levies, moves, events, relocations, the draft), and rules of thumb for the choices
 * whose effect shows only later (rulesOfThumb.ts). It reads only the view it is given, which it owns.
 */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { randomInt, type Rng } from '../../game/rng';
import type { GameBot } from '../bot';
import { rankMoves } from './lookahead';
import {
  chooseActivation,
  chooseBattle,
  chooseBetrayal,
  chooseCasualties,
  chooseCommand,
  chooseDecree,
  chooseMain,
  chooseNegotiation,
  chooseRetreat,
} from './rulesOfThumb';

/** The dice the lookahead's candidates all meet (lookahead.ts). */
const LOOKAHEAD_SEED = 'dt-lookahead';

/**
 * The moves worth a look: a character marching alone is left out where it could take armies along (a
 * lone character takes no area, 4.5(B); the lookahead's cost is mostly in the marches).
 */
export function worthALook(moves: readonly Move[]): Move[] {
  const escorted = new Set<string>();
  for (const m of moves) if (m.type === 'march' && m.armies > 0) escorted.add(m.character);
  return moves.filter((m) => m.type !== 'march' || m.armies > 0 || m.companions.length > 0 || !escorted.has(m.character));
}

/** The heuristic's move for `seat` on `G` (G unchanged). Deterministic. */
export function heuristicMove(G: DtState, seat: Seat): Move {
  const moves = dragonsAndTigers.legalMoves(G, seat);
  if (moves.length === 0) throw new Error(`${dragonsAndTigers.seats.name(seat)} has no legal move`);
  if (moves.length === 1) return moves[0];
  const decision = G.decision;
  switch (decision.kind) {
    case 'activate':
      return chooseActivation(G, seat, moves);
    case 'chooseMain':
      return chooseMain(G, decision, seat, moves);
    case 'diplomacy':
      return chooseNegotiation(G, moves);
    case 'decree':
      return chooseDecree(G, moves);
    case 'betrayal':
      return chooseBetrayal(G, moves);
    case 'command':
      return chooseCommand(moves);
    case 'casualties':
      return chooseCasualties(G, moves);
    case 'retreat':
      return chooseRetreat(G, seat, decision.side, moves);
    case 'battleOrder':
      return chooseBattle(G, seat, moves);
    default:
      return rankMoves(G, seat, worthALook(moves), LOOKAHEAD_SEED)[0]?.move ?? moves[0];
  }
}

interface HeuristicOptions {
  /** Chance of a careless move (a random legal one) at each decision. */
  blunder?: number;
}

export function dtHeuristicBot(opts: HeuristicOptions = {}): GameBot<DtState, Move, Seat> {
  const blunder = opts.blunder ?? 0;
  return {
    name: blunder > 0 ? 'heuristic-easy' : 'heuristic',
    decide(view: DtState, seat: Seat, rng: Rng): Move {
      if (blunder > 0 && rng.next() < blunder) {
        const moves = dragonsAndTigers.legalMoves(view, seat);
        return moves[randomInt(rng, moves.length)];
      }
      return heuristicMove(view, seat);
    },
  };
}
