/**
 * One-ply lookahead for the Dragons & Tigers bots: each candidate move played on a scratch copy of the
 * position and scored by the evaluation. Every candidate meets the same dice (one seeded source per
 * candidate, the same seed), so the comparison is between the moves and not between lucky rolls.
 */
import { copyJson } from '../../game/copyJson';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import { UNREAD_LOG } from '../../game/dragonsAndTigers/model/pieces';
import type { DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { seededRng } from '../../game/rng';
import { advantage, evaluateAll } from './evaluate';

/**
 * A copy the rules may change, without the log: the rules only append to it and never read it, and
 * late in a game it is most of the state (the rest copies in tens of microseconds). Its log is the one
 * nobody reads, so the rules write nothing to it and build no combat sentences for it.
 */
export function scratchCopy(G: DtState): DtState {
  const { log: _log, ...rest } = G;
  return { ...copyJson(rest), log: UNREAD_LOG };
}

/** `seat`'s lead in `G` by the evaluation. */
const standing = (G: DtState, seat: Seat): number => advantage(evaluateAll(G), seat);

/**
 * The value for `seat` of playing `move` on `G` (G unchanged): the evaluation after it. `done` outside
 * an event is scored as the position it leaves, unplayed. Null when the rules refuse the move.
 */
function moveValue(G: DtState, seat: Seat, move: Move, seed: string): number | null {
  if (move.type === 'done' && G.decision.kind !== 'event') return standing(G, seat);
  const next = scratchCopy(G);
  if (dragonsAndTigers.playInPlace(next, seat, move, seededRng(seed)) !== null) return null;
  return standing(next, seat);
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
