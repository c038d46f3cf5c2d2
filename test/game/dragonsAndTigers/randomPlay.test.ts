import { describe, expect, it } from 'vitest';
import type { DtState } from '../../../src/game/dragonsAndTigers/model/state';
import { LAST_ROUND } from '../../../src/game/dragonsAndTigers/victory';
import { brokenInvariant } from './invariants';
import { randomGame } from './randomGame';

/** A full game by the uniform random mover, checking the invariants after every move. */
function checkedGame(seed: string, seats = 2): { G: DtState; moves: number } {
  return randomGame(seed, seats, (G, move, index) => {
    const broken = brokenInvariant(G);
    if (broken) throw new Error(`${seed} after move ${index} ${JSON.stringify(move)}: ${broken}`);
  });
}

describe('seeded random play (2 players)', () => {
  it('plays full games keeping every invariant, ending by section 7 within 8 rounds', () => {
    for (let game = 0; game < 10; game++) {
      const { G } = checkedGame(`dt-${game}`);
      expect(G.round).toBeLessThanOrEqual(LAST_ROUND);
      expect(G.result?.reason).toMatch(/7\(|8\(C\)/);
      expect(G.decision.kind).toBe('over');
    }
  });

  it('replays exactly from its seed', () => {
    const a = checkedGame('replay');
    const b = checkedGame('replay');
    expect(b.moves).toBe(a.moves);
    expect(b.G).toEqual(a.G);
  });

  it('runs three and four seats in the same engine (12.2-12.3)', () => {
    for (const seats of [3, 4]) expect(checkedGame(`dt-${seats}-seats`, seats).G.result).not.toBeNull();
  });
});
