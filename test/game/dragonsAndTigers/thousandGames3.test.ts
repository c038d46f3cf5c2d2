/**
 * Issue 37, "at least 1,000 full games (2, 3 and 4 players) with invariants checked after every move":
 * games 500-749 of the run (manyGames.ts), each ending by section 7 within 8 rounds.
 */
import { expect, it } from 'vitest';
import { playRange } from './manyGames';

it('games 500-749: every invariant holds after every move and every game ends by section 7', () => {
  const bySeats = playRange(500, 750);
  expect(bySeats[2] + bySeats[3] + bySeats[4]).toBe(250);
  for (const seats of [2, 3, 4]) expect(bySeats[seats]).toBeGreaterThan(60);
}, 900_000);
