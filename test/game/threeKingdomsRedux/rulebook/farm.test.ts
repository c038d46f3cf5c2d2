/** Rulebook, Take Actions — Develop Farm or Harvest: "Example: Develop Farm" and "Example: Harvest". */
import { describe, expect, it } from 'vitest';
import { actionChoices } from '../../../../src/game/threeKingdomsRedux/legal';
import { onlyGenerals, selectAlliance, testGame, type TestGame } from '../../../builders';

/** Wei wins "develop farm or harvest" uncontested in round 1 (Guo Jia, any general would do). */
function weiWinsDevelopFarm(): TestGame {
  const t = testGame();
  onlyGenerals(t.G, { wei: ['guoJia'] });
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'guoJia', space: 'developFarm' });
  expect(t.G.pendingActions.wei).toEqual(['developFarm']);
  return t;
}

describe('Rulebook, Develop Farm or Harvest — Example: Develop Farm', () => {
  it('round 1, no flipped farm token: Wei may only develop; the leftmost token is flipped (level 1)', () => {
    const t = weiWinsDevelopFarm();
    expect(t.G.round).toBe(1);
    expect(t.G.players.wei.farm).toEqual({ level: 0, flipped: 0 });
    // Harvest is not available without a flipped farm token.
    expect(actionChoices(t.G, 'wei', 'developFarm')).toEqual([{ kind: 'developFarm' }]);
    expect(t.attempt('wei', { type: 'takeAction', space: 'developFarm', choice: { kind: 'harvest', keepInGranary: 0 } }).ok).toBe(false);
    t.take('wei', 'developFarm', { kind: 'developFarm' });
    expect(t.G.players.wei.farm).toEqual({ level: 1, flipped: 1 });
    expect(t.G.players.wei.granary.devTokens).toBe(0);
    // Guo Jia went back to Wei's supply after the action.
    expect(t.G.players.wei.secret.hand).toContain('guoJia');
  });
});

describe('Rulebook, Develop Farm or Harvest — Example: Harvest', () => {
  it('3 flipped farm tokens, 2 to the granary: the third is exchanged for 5 rice; the farm level stays 3', () => {
    const t = weiWinsDevelopFarm();
    // Wei has taken "develop farm" three times in previous rounds.
    t.G.players.wei.farm = { level: 3, flipped: 3 };
    const rice = t.G.players.wei.rice;
    t.take('wei', 'developFarm', { kind: 'harvest', keepInGranary: 2 });
    expect(t.G.players.wei.granary.devTokens).toBe(2);
    expect(t.G.players.wei.rice).toBe(rice + 5);
    expect(t.G.players.wei.farm.level).toBe(3);
    // No flipped token is left on the development space (2 in the granary, 1 removed from the game).
    expect(t.G.players.wei.farm.flipped).toBe(0);
  });

  it('the harvest options are keeping 0 to 3 tokens in the granary (or developing the farm again)', () => {
    const t = weiWinsDevelopFarm();
    t.G.players.wei.farm = { level: 3, flipped: 3 };
    expect(actionChoices(t.G, 'wei', 'developFarm')).toEqual([
      { kind: 'developFarm' },
      { kind: 'harvest', keepInGranary: 0 },
      { kind: 'harvest', keepInGranary: 1 },
      { kind: 'harvest', keepInGranary: 2 },
      { kind: 'harvest', keepInGranary: 3 },
    ]);
  });
});
