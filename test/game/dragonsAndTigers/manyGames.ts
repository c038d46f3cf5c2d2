/**
 * Issue 37's run: 1,000 full seeded games of the uniform random mover over 2, 3 and 4 seats, the
 * invariants checked after every move. Split over four test files (thousandGames1-4) so vitest spreads
 * them over the cores; game i has `i % 4` 0 or 1: 2 seats, 2: 3 seats, 3: 4 seats.
 */
import type { DtState } from '../../../src/game/dragonsAndTigers/model/state';
import { LAST_ROUND } from '../../../src/game/dragonsAndTigers/victory';
import { brokenInvariant } from './invariants';
import { randomGame } from './randomGame';

const SEATS_BY_GAME = [2, 2, 3, 4];

/** A full game by the uniform random mover, checking the invariants after every move; throws on the first broken one. */
export function checkedGame(seed: string, seats = 2): { G: DtState; moves: number } {
  return randomGame(seed, seats, (G, move, index) => {
    const broken = brokenInvariant(G);
    if (broken) throw new Error(`${seed} after move ${index} ${JSON.stringify(move)}: ${broken}`);
  });
}

/** Why a finished game did not end as section 7 says (within 8 rounds, by 7(1)-(3) or 8(C)); null when it did. */
export function badEnding(G: DtState): string | null {
  if (G.decision.kind !== 'over' || G.result === null) return 'the game is not over';
  if (G.round < 1 || G.round > LAST_ROUND) return `the game ended in round ${G.round}`;
  if (!/7\(|8\(C\)/.test(G.result.reason)) return `the game ended for "${G.result.reason}", not by section 7`;
  if (G.result.winners.some((seat) => !G.seats.includes(seat))) return 'a winner is not a seat of the game';
  return null;
}

/** Plays games `from` to `to` - 1 of the run; how many it played of each number of seats. */
export function playRange(from: number, to: number): Record<number, number> {
  const bySeats: Record<number, number> = { 2: 0, 3: 0, 4: 0 };
  for (let i = from; i < to; i++) {
    const seats = SEATS_BY_GAME[i % SEATS_BY_GAME.length];
    const seed = `dt-run-${i}`;
    const { G } = checkedGame(seed, seats);
    const bad = badEnding(G);
    if (bad) throw new Error(`${seed} (${seats} seats): ${bad}`);
    bySeats[seats]++;
  }
  return bySeats;
}
