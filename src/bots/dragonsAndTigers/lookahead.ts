/**
 * One-ply lookahead for the Dragons & Tigers bots: each candidate move played on a scratch copy of the
 * position and scored by the evaluation. Every candidate meets the same dice (one seeded source per
 * candidate, the same seed), so the comparison is between the moves and not between lucky rolls.
 */
import { copyJson } from '../../game/copyJson';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { seededRng } from '../../game/rng';
import { advantage, evaluateAll } from './evaluate';

/**
 * A copy the rules may change, without the log: the rules only append to it and never read it, and
 * late in a game it is most of the state (the rest copies in tens of microseconds).
 */
export function scratchCopy(G: DtState): DtState {
  const { log: _log, ...rest } = G;
  return { ...copyJson(rest), log: [] };
}

/** `seat`'s lead in `G` by the evaluation. */
const standing = (G: DtState, seat: Seat): number => advantage(evaluateAll(G), seat);

/** Moves that change nothing on the map by themselves: scored as the position they leave. */
const PASSES: ReadonlySet<Move['type']> = new Set(['done', 'stop']);

/** Whether `G`'s decision continues the same action of `seat` (a move made of several steps, 4.5). */
const continues = (G: DtState, seat: Seat): boolean =>
  G.decision.kind !== 'over' && G.decision.seat === seat && (G.decision.kind as string) === 'moving';

/** Most further steps of one action the lookahead follows (a character's move: set out, two steps, stop). */
const MAX_CONTINUATION = 3;

/**
 * The value for `seat` of playing `move` on `G` (G unchanged): the evaluation after it, or after the
 * best way to finish the action it starts. Null when the rules refuse it.
 */
function moveValue(G: DtState, seat: Seat, move: Move, seed: string, depth = 0): number | null {
  if (PASSES.has(move.type) && G.decision.kind !== 'event') return standing(G, seat);
  const next = scratchCopy(G);
  if (dragonsAndTigers.playInPlace(next, seat, move, seededRng(seed)) !== null) return null;
  if (depth >= MAX_CONTINUATION || !continues(next, seat)) return standing(next, seat);
  let best: number | null = null;
  for (const follow of dragonsAndTigers.legalMoves(next, seat)) {
    const value = moveValue(next, seat, follow, seed, depth + 1);
    if (value !== null && (best === null || value > best)) best = value;
  }
  return best ?? standing(next, seat);
}

/** `moves` with their values for `seat`, best first (refused ones left out). */
export function rankMoves(G: DtState, seat: Seat, moves: readonly Move[], seed: string): { move: Move; value: number }[] {
  const out: { move: Move; value: number }[] = [];
  for (const move of moves) {
    const value = moveValue(G, seat, move, seed);
    if (value !== null) out.push({ move, value });
  }
  return out.sort((a, b) => b.value - a.value);
}
