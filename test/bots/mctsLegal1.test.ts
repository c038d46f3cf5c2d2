/**
 * Issue 16: the MCTS bot (small budget) and the heuristic only ever choose
 * legal moves, over whole games on card-rich setups: games 0-149 of 300
 * (split in two files so vitest spreads them over the cores). See mctsPlay.ts.
 */
import { expect, it } from 'vitest';
import { playMctsRange } from './mctsPlay';

it('games 0-149: MCTS and the heuristic make 0 refused moves on card-rich setups', () => {
  const { games, mctsDecisions } = playMctsRange(0, 150);
  expect(games).toBe(150);
  expect(mctsDecisions).toBeGreaterThan(150 * 50);
}, 900_000);
