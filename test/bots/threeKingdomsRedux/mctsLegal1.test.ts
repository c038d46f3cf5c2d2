/**
 * Issue 16: the MCTS bot (small budget) and the heuristic only ever choose
 * legal moves, over whole games on card-rich setups: games 0-99 of 300
 * (split in three files so vitest spreads them over the cores). See mctsPlay.ts.
 */
import { expect, it } from 'vitest';
import { playMctsRange } from './mctsPlay';

it('games 0-99: MCTS and the heuristic make 0 refused moves on card-rich setups, every MCTS candidate legal', () => {
  const { games, mctsDecisions, candidates } = playMctsRange(0, 100);
  expect(games).toBe(100);
  expect(mctsDecisions).toBeGreaterThan(100 * 50);
  expect(candidates).toBeGreaterThan(mctsDecisions);
}, 900_000);
