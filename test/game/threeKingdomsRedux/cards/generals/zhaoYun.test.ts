/** Zhao Yun, Courage (compendium, Shu generals): stationed without army units. */
import { describe, expect, it } from 'vitest';
import { upkeepOwed } from '../../../../../src/game/threeKingdomsRedux/maintenance';
import { computeScores } from '../../../../../src/game/threeKingdomsRedux/scoring';
import { giveUnits } from '../../../../builders';
import { bidAndResolve, shuChoices, shuGame, snapshot } from './shuScenario';

function zhaoYunWins(units?: { type: 'cavalry'; count: number }) {
  const t = shuGame(['zhaoYun', 'guanYu', 'zhugeLiang']);
  if (units) giveUnits(t.G, 'shu', units.type, units.count);
  giveUnits(t.G, 'shu', 'naval', 1);
  bidAndResolve(t, 'trade', [
    ['shu', { general: 'zhaoYun', space: 'battle:shuWei', ...(units ? { units } : {}) }],
    ['shu', { general: 'guanYu', space: 'battle:shuWei', units: { type: 'naval', count: 1 } }],
    ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
  ]);
  return t;
}

describe('Zhao Yun, Courage (compendium)', () => {
  it('Zhao Yun, bidding without units, may be stationed without army units at any unoccupied location of the border (R40) and may flip the token', () => {
    const t = zhaoYunWins();
    const noUnits = shuChoices(t, 'battle:shuWei').filter((c) => c.kind === 'battle' && c.general === 'zhaoYun');
    // 5 locations x 2 token places x (flipped or not).
    expect(noUnits).toHaveLength(20);
    expect(noUnits.every((c) => c.kind === 'battle' && c.units === 0)).toBe(true);
    t.take('shu', 'battle:shuWei', {
      kind: 'battle',
      general: 'zhaoYun',
      units: 0,
      location: 'qiShan',
      tokenTo: 'granary',
      flipToken: true,
    });
    const shu = t.G.players.shu;
    expect(t.G.locations.qiShan).toEqual({ state: 'shu', general: 'zhaoYun' });
    expect(shu.stationed).toEqual([{ general: 'zhaoYun', locations: ['qiShan'], units: [], border: 'shuWei', round: 1 }]);
    expect(shu.granary.borderTokens).toEqual([{ location: 'qiShan', vp: 1 }]);
    expect(computeScores(t.G).scores.shu.categories.borderLocation).toBe(1);
    expect(t.G.log.filter((e) => e.card === 'zhaoYun')).toHaveLength(1);
  });

  it('Zhao Yun without units who does not flip: the token stays on its 0 VP side', () => {
    const t = zhaoYunWins();
    t.take('shu', 'battle:shuWei', { kind: 'battle', general: 'zhaoYun', units: 0, location: 'fanCheng', tokenTo: 'treasury' });
    expect(t.G.players.shu.treasury.borderTokens).toEqual([{ location: 'fanCheng', vp: 0 }]);
  });

  it('Zhao Yun assigned with cavalry may still go without them: they return to the supply', () => {
    const t = zhaoYunWins({ type: 'cavalry', count: 2 });
    t.take('shu', 'battle:shuWei', {
      kind: 'battle',
      general: 'zhaoYun',
      units: 0,
      location: 'jieTing',
      tokenTo: 'treasury',
      flipToken: true,
    });
    const shu = t.G.players.shu;
    // His 2 cavalry units and Guan Yu's naval unit are back in the supply.
    expect(shu.trained).toBe(3);
    expect(shu.weapons.horse).toBe(2);
    expect(shu.stationed[0].units).toEqual([]);
  });

  it('only Zhao Yun may be stationed without units, and a flip is refused where the printed rule decides', () => {
    const t = zhaoYunWins({ type: 'cavalry', count: 2 });
    const before = snapshot(t);
    const bad = (choice: object) => t.attempt('shu', { type: 'takeAction', space: 'battle:shuWei', choice: choice as never });
    expect(bad({ kind: 'battle', general: 'guanYu', units: 0, location: 'fanCheng', tokenTo: 'treasury' })).toEqual({
      ok: false,
      error: 'The general must be stationed with at least 1 of his assigned army units.',
    });
    // Zhao Yun with his cavalry at Chang Ban Po: specialised, no choice to make; at a naval location: refused.
    expect(bad({ kind: 'battle', general: 'zhaoYun', units: 2, location: 'changBanPo', tokenTo: 'treasury', flipToken: true }).ok).toBe(
      false,
    );
    expect(bad({ kind: 'battle', general: 'zhaoYun', units: 2, location: 'fanCheng', tokenTo: 'treasury' }).ok).toBe(false);
    expect(t.G).toEqual(before);
  });

  it("Zhao Yun: \"If Zhao Yun's skill is activated, Shu does not have to pay stationed armies' upkeep nor earn military VPs for Zhao Yun's border location...\"", () => {
    const t = zhaoYunWins();
    t.take('shu', 'battle:shuWei', { kind: 'battle', general: 'zhaoYun', units: 0, location: 'qiShan', tokenTo: 'granary' });
    expect(upkeepOwed(t.G, 'shu')).toMatchObject({ armyGold: 0, armyRice: 0 });
    const gold = t.G.players.shu.gold;
    t.take('shu', 'developFarm', { kind: 'developFarm' });
    // The round ends: upkeep of 1 rice for 2 popular support tokens only, and no military VPs.
    expect(t.G.round).toBe(2);
    expect(t.G.players.shu.militaryVP).toBe(0);
    expect(t.G.players.shu.gold).toBe(gold);
  });
});
