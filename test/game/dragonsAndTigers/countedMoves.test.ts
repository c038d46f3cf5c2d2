/**
 * Issue 37 (docs/performance.md, "Dragons & Tigers"): the uniform random mover draws from
 * `countLegalMoves` (a count, and the k-th move built alone) instead of the whole list; at every
 * decision of seeded games of 2-4 seats its count and every k-th move must equal `legalMoves`, in
 * order (as JSON, so field order too), so a seeded random game plays the same moves either way (the
 * golden corpus plays them drawn). Movement (4.5, 4.5.3, 9(D)) is the decision counted without
 * listing, so the games must reach marches with companions, with Emperor Xian and of two areas.
 */
import { describe, expect, it } from 'vitest';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import type { Move } from '../../../src/game/dragonsAndTigers/model/state';
import { randomGame } from './randomGame';

const countLegalMoves = dt.countLegalMoves!;

describe('countLegalMoves counts and builds the legal moves legalMoves lists', () => {
  it('count and at(k) equal legalMoves at every decision of 6 seeded games of 2-4 seats', () => {
    const seen = { positions: 0, movement: 0, companions: 0, emperor: 0, twoAreas: 0 };
    for (let i = 0; i < 6; i++)
      randomGame(`counted-${i}`, 2 + (i % 3), (G) => {
        if (G.decision.kind === 'over') return;
        const seat = G.decision.seat;
        const listed = dt.legalMoves(G, seat);
        const counted = countLegalMoves(G, seat);
        expect(counted.count).toBe(listed.length);
        expect(JSON.stringify(Array.from({ length: counted.count }, (_, k) => counted.at(k)))).toBe(JSON.stringify(listed));
        seen.positions++;
        if (G.decision.kind !== 'movement') return;
        seen.movement++;
        const other = G.seats.find((s) => s !== seat)!;
        expect(countLegalMoves(G, other).count).toBe(0);
        const marches = listed.filter((m): m is Extract<Move, { type: 'march' }> => m.type === 'march');
        if (marches.some((m) => m.companions.length > 0)) seen.companions++;
        if (marches.some((m) => m.emperor)) seen.emperor++;
        if (marches.some((m) => m.path.length === 2)) seen.twoAreas++;
      });
    expect(seen.positions).toBeGreaterThan(3_000);
    expect(seen.movement).toBeGreaterThan(500);
    expect(seen.companions).toBeGreaterThan(10);
    expect(seen.emperor).toBeGreaterThan(10);
    expect(seen.twoAreas).toBeGreaterThan(500);
  }, 120_000);

  it('has nothing once the game is over', () => {
    const { G } = randomGame('counted-over', 2);
    expect(countLegalMoves(G, 'blueDragon').count).toBe(0);
  });
});
