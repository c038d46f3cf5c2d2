/**
 * Issue 5, "over 1,000 seeded games every bot only ever makes legal moves":
 * games 500-749 of the run (split in four files so vitest spreads them
 * over the cores). Random, heuristic, easy and MCTS bots; full and tutorial
 * modes; invariants after every move.
 */
import { expect, it } from 'vitest';
import { playRange } from './botPlay';

it('games 500-749: every bot move is legal and every game ends with a result', () => {
  const { finished, mcts } = playRange(500, 750);
  expect(finished).toBe(250);
  expect(mcts).toBeGreaterThan(0);
}, 900_000);
