/**
 * shallowState (src/game/threeKingdomsRedux/state.ts) writes G's fields out one by one, so the
 * trial positions built from it have one hidden class whatever G's (issue
 * 20: a spread of G was MCTS's largest self time). It must still be G's
 * shallow copy: every field G has, each the same value (the very object).
 */
import { describe, expect, it } from 'vitest';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { shallowState, type GameState } from '../../../src/game/threeKingdomsRedux/state';

describe('shallowState', () => {
  it('has every field of G, each the same value, at every position of two seeded games (full and tutorial)', () => {
    let checked = 0;
    const check = (G: GameState) => {
      const copy = shallowState(G);
      expect(copy).not.toBe(G);
      expect(Object.keys(copy).sort()).toEqual(Object.keys(G).sort());
      for (const key of Object.keys(G) as (keyof GameState)[]) expect(copy[key]).toBe(G[key]);
      checked++;
    };
    playGame('shallow-state-full', fastRandomMove, { afterMove: check });
    playGame('shallow-state-tutorial', fastRandomMove, { scenario: { tutorial: true }, afterMove: check });
    expect(checked).toBeGreaterThan(300);
  });
});
