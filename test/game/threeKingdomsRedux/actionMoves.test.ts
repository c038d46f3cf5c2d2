/**
 * Issue 20 (docs/performance.md, "How the code stays fast"): the uniform random policy
 * draws an action decision's move from `actionMoves` (a count and the i-th
 * move, built alone) instead of the whole list, and `legalMoves` lists the
 * same moves from it. Both must equal the list written out here, in its
 * order (per won space: declining it unless a card forbids it, then taking
 * it each legal way; then the skill moves), at every action decision of
 * card-rich seeded games (before-action answers, refusals, card variants).
 */
import { describe, expect, it } from 'vitest';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { actionChoices, actionMoves, actionRefused, legalMoves, skillMoveList } from '../../../src/game/threeKingdomsRedux/legal';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../src/game/threeKingdomsRedux/types';
import { explorer } from './cards/explorer';
import { goldenGames } from './golden/corpus';

function writtenOut(G: GameState, state: StateId): Move[] {
  const moves: Move[] = [];
  for (const space of G.pendingActions[state]) {
    if (!actionRefused(G, state, space, false)) moves.push({ type: 'declineAction', space });
    if (!actionRefused(G, state, space, true))
      for (const choice of actionChoices(G, state, space)) moves.push({ type: 'takeAction', space, choice });
  }
  return [...moves, ...skillMoveList(G, state)];
}

describe("actionMoves counts and builds the action decision's legal moves without listing them", () => {
  it('count and move(i), and legalMoves, equal the written-out list at every action decision of 8 card-rich games', () => {
    const scenarios = goldenGames()
      .filter((g) => g.policy === 'explorer' || g.policy === 'builder')
      .map((g) => g.scenario)
      .filter((_, i) => i % 9 === 0)
      .slice(0, 8);
    let positions = 0;
    let declinesAmongChoices = 0;
    scenarios.forEach((scenario, i) => {
      playGame(`action-moves-${i}`, explorer({ builder: i % 2 === 0 }), {
        scenario,
        afterMove: (G: GameState) => {
          if (currentDecision(G).kind !== 'action') return;
          const state = statesToAct(G)[0];
          const expected = writtenOut(G, state);
          const counted = actionMoves(G, state);
          expect(counted.count).toBe(expected.length);
          expect(Array.from({ length: counted.count }, (_, k) => counted.move(k))).toEqual(expected);
          expect(legalMoves(G, state)).toEqual(expected);
          positions++;
          // A decline after another space's choices: the index must step over both kinds.
          const declines = expected.flatMap((m, k) => (m.type === 'declineAction' ? [k] : []));
          if (declines.length > 1 && declines[1] > declines[0] + 1) declinesAmongChoices++;
        },
      });
    });
    expect(positions).toBeGreaterThan(150);
    expect(declinesAmongChoices).toBeGreaterThan(50);
  }, 120_000);
});
