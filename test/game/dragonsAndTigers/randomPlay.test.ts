import { describe, expect, it } from 'vitest';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import type { DtState } from '../../../src/game/dragonsAndTigers/model/state';
import { LAST_ROUND } from '../../../src/game/dragonsAndTigers/victory';
import { seededRng } from '../../../src/game/rng';
import { brokenInvariant } from './invariants';

/** A full game by a uniform random mover through the contract's rules, checking the invariants after every move. */
function randomGame(seed: string, seats = 2): { G: DtState; moves: number } {
  const rng = seededRng(seed);
  const G = dt.newGame({}, rng, seats);
  let moves = 0;
  while (!dt.result(G)) {
    const [seat] = dt.toAct(G);
    const legal = dt.legalMoves(G, seat);
    if (legal.length === 0) throw new Error(`${seed}: no legal move for ${JSON.stringify(G.decision)}`);
    const move = legal[Math.floor(rng.next() * legal.length)];
    const error = dt.playInPlace(G, seat, move, rng);
    if (error) throw new Error(`${seed}: the legal move ${JSON.stringify(move)} was refused: ${error}`);
    const broken = brokenInvariant(G);
    if (broken) throw new Error(`${seed} after move ${moves} ${JSON.stringify(move)}: ${broken}`);
    if (++moves > 20_000) throw new Error(`${seed}: no end after 20,000 moves`);
  }
  return { G, moves };
}

describe('seeded random play (2 players)', () => {
  it('plays full games keeping every invariant, ending by section 7 within 8 rounds', () => {
    for (let game = 0; game < 10; game++) {
      const { G } = randomGame(`dt-${game}`);
      expect(G.round).toBeLessThanOrEqual(LAST_ROUND);
      expect(G.result?.reason).toMatch(/7\(|8\(C\)/);
      expect(G.decision.kind).toBe('over');
    }
  });

  it('replays exactly from its seed', () => {
    const a = randomGame('replay');
    const b = randomGame('replay');
    expect(b.moves).toBe(a.moves);
    expect(b.G).toEqual(a.G);
  });

  it('runs three and four seats in the same engine (12.2-12.3)', () => {
    for (const seats of [3, 4]) expect(randomGame(`dt-${seats}-seats`, seats).G.result).not.toBeNull();
  });
});
