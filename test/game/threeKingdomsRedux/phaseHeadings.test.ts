/**
 * The log opens every phase with a heading entry (issue 15), in the order of
 * the rulebook's Game Sequence: "Each round consists of two phases, occurring
 * sequentially: 1) Conflict Phase 2) Resolution Phase. At the end of each
 * round during which none of the game end conditions is triggered, Update and
 * Maintenance takes place." and "The game ends immediately after the
 * Resolution Phase ... Update and Maintenance is not carried out."
 */
import { describe, expect, it } from 'vitest';
import { heuristicMove } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';

describe('phase headings in the log (rulebook, Game Sequence)', () => {
  for (const seed of [1, 7]) {
    it(`seed ${seed}: Conflict, Resolution, then Update and Maintenance each round; the last round has no Maintenance`, () => {
      const G = playGame(seed, (g, s) => heuristicMove(g, s));
      expect(G.phase).toBe('gameOver');
      const headings = G.log.filter((e) => e.phase).map((e) => `${e.round}:${e.phase}`);
      const expected: string[] = [];
      for (let r = 1; r <= G.round; r++) {
        expected.push(`${r}:conflict`, `${r}:resolution`);
        if (r < G.round) expected.push(`${r}:maintenance`);
      }
      expect(headings).toEqual(expected);
      // Each heading comes before every other entry of its phase: the Resolution heading before the first winner,
      // the Maintenance heading before the Han emperor token moves.
      const firstWinner = G.log.findIndex((e) => / wins? ".+" with -?\d+\.$/.test(e.text));
      const firstResolution = G.log.findIndex((e) => e.phase === 'resolution');
      expect(firstResolution).toBeGreaterThan(0);
      expect(firstResolution).toBeLessThan(firstWinner);
      const firstMaintenance = G.log.findIndex((e) => e.phase === 'maintenance');
      const firstEmperorToken = G.log.findIndex((e) => /Han emperor token/.test(e.text));
      if (firstMaintenance >= 0) expect(firstMaintenance).toBeLessThan(firstEmperorToken);
    });
  }

  it('headings are public sentences with no state attached', () => {
    const G = playGame(3, (g, s) => heuristicMove(g, s));
    const headings = G.log.filter((e) => e.phase);
    expect(headings.length).toBeGreaterThan(2);
    for (const h of headings) expect(h.state).toBeUndefined();
    expect(headings.map((h) => h.text)).toContain('Round 1: Resolution Phase.');
    expect(headings.map((h) => h.text)).toContain('Round 1: Update and Maintenance.');
  });
});
