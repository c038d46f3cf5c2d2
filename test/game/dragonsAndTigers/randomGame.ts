/**
 * A full Dragons & Tigers game by a uniform random mover over the contract's legal moves, played in
 * place from a seed. The move is drawn from the counted moves (`countLegalMoves`, as the random bot and
 * the bench draw it), which must give `legalMoves`' k-th move: the golden corpus checks that too.
 */
import { countedLegalMoves } from '../../../src/game/contract';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import type { DtState } from '../../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../../src/game/rng';

/** Plays `seed`'s game to its end; `afterMove` may check the state after each move and throw. */
export function randomGame(
  seed: string,
  seats = 2,
  afterMove?: (G: DtState, move: unknown, index: number) => void,
): { G: DtState; moves: number } {
  const rng = seededRng(seed);
  const G = dt.newGame({}, rng, seats);
  let moves = 0;
  while (!dt.result(G)) {
    const [seat] = dt.toAct(G);
    const legal = countedLegalMoves(dt, G, seat);
    if (legal.count === 0) throw new Error(`${seed}: no legal move for ${JSON.stringify(G.decision)}`);
    const move = legal.at(Math.floor(rng.next() * legal.count));
    const error = dt.playInPlace(G, seat, move, rng);
    if (error) throw new Error(`${seed}: the legal move ${JSON.stringify(move)} was refused: ${error}`);
    afterMove?.(G, move, moves);
    if (++moves > 20_000) throw new Error(`${seed}: no end after 20,000 moves`);
  }
  return { G, moves };
}
