/**
 * Issue 20: the bots' evaluation reads `scoreTotals`, the score sheet's totals
 * without its detail (docs/performance.md, "How the code stays fast"). It must equal
 * `computeScores`' totals at every position, card effects on the score sheet
 * included (Catapult's border, the enhancements' extra VPs, the cards that
 * prevail in comparative ties): checked after every move of card-rich games.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { computeScores, scoreTotals } from '../../../src/game/threeKingdomsRedux/scoring';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import { explorer } from './cards/explorer';
import { goldenGames } from './golden/corpus';

describe("scoreTotals equals computeScores' totals", () => {
  it('after every move of 16 card-rich games', () => {
    const scenarios = goldenGames()
      .filter((g) => g.policy === 'explorer' || g.policy === 'builder')
      .map((g) => g.scenario)
      .filter((_, i) => i % 5 === 0)
      .slice(0, 16);
    let positions = 0;
    let withCardEffects = 0;
    scenarios.forEach((scenario, i) => {
      playGame(`score-totals-${i}`, explorer({ builder: i % 2 === 0 }), {
        scenario,
        afterMove: (G: GameState) => {
          const sheet = computeScores(G);
          const totals = scoreTotals(G);
          for (const s of STATES) expect(totals[s]).toBe(sheet.scores[s].total);
          positions++;
          if (sheet.cardEffects.length) withCardEffects++;
        },
      });
    });
    expect(positions).toBeGreaterThan(3000);
    // Positions where cards changed the score sheet were among them.
    expect(withCardEffects).toBeGreaterThan(100);
  }, 120_000);
});
