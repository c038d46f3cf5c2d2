/**
 * Issue 20, the bots' lookahead: the heuristic's bid reads only the best
 * assignment, so it scans the candidates for the first of the highest value
 * instead of sorting them all (src/bots/threeKingdomsRedux/bidChoice.ts bestAssignment). It must
 * be scoreAssignments' first entry exactly (the stable sort's first accepted
 * candidate): at every bid decision of card-rich games and of heuristic
 * games, in both evaluation profiles, with ties among the highest (the
 * first listed must win them). The candidates follow the rules' limits, so
 * in these games the rules refused none and the sorted fallback (the very
 * path of scoreAssignments) was not needed.
 */
import { describe, expect, it } from 'vitest';
import { assignmentsWorthSomething, bestAssignment, chooseBid, scoreAssignments } from '../../../src/bots/threeKingdomsRedux/bidChoice';
import { heuristicBot } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { playMatch } from '../../../src/bots/threeKingdomsRedux/match';
import { withEvaluation, type EvaluationProfile } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { playCardRichGames } from '../../cardRichGames';

describe('the best assignment without a sort (src/bots/threeKingdomsRedux/bidChoice.ts bestAssignment)', () => {
  it("is scoreAssignments' first entry at every bid decision of card-rich and heuristic games, in both profiles", () => {
    let compared = 0;
    let ties = 0;
    const check = (G: GameState) => {
      if (currentDecision(G).kind !== 'bid') return;
      const s = statesToAct(G)[0];
      for (const profile of ['legacy', 'cards'] as EvaluationProfile[])
        withEvaluation(profile, () => {
          const sorted = [...scoreAssignments(G, s)];
          const best = bestAssignment(G, s);
          expect(best).toEqual(sorted[0]);
          if (best) expect(Object.is(best.value, sorted[0].value)).toBe(true);
          expect(chooseBid(G, s)).toEqual(!best || best.value <= 0.05 ? { type: 'pass' } : { type: 'assign', args: best.args });
          const all = assignmentsWorthSomething(G, s);
          const highest = Math.max(...all.map((c) => c.value));
          const top = all.filter((c) => c.value === highest);
          if (top.length > 1) ties++;
          compared++;
        });
    };
    playCardRichGames('best-assign', { builderEvery: 20, explorerEvery: 17, count: 6 }, check);
    for (let i = 0; i < 2; i++) {
      const bots = Object.fromEntries(STATES.map((s) => [s, heuristicBot()])) as Record<StateId, ReturnType<typeof heuristicBot>>;
      playMatch({ seed: `best-assign-heuristic-${i}`, bots, afterMove: check });
    }
    expect(compared).toBeGreaterThan(500);
    expect(ties).toBeGreaterThan(10);
  }, 180_000);
});
