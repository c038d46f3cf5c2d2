/**
 * Rulebook, Bid For Action Spaces (d) and Take Actions — Battle: "Example:
 * Bidding for Battle Action Space", "Example: Stationing of General and Army
 * Units at Border Location", "Example: Stationing of Second and Subsequent Generals".
 */
import { describe, expect, it } from 'vitest';
import { assignError } from '../../../../src/game/threeKingdomsRedux/conflict';
import { stationingOptions } from '../../../../src/game/threeKingdomsRedux/battle';
import { computeScores } from '../../../../src/game/threeKingdomsRedux/scoring';
import { giveUnits, onlyGenerals, selectAlliance, testGame, type TestGame } from '../../../builders';

describe('Rulebook, Bid For Action Spaces — Example: Bidding for Battle Action Space', () => {
  // Leadership relied on (all stated): Zhou Cang 1, Gan Ning 2, Zhao Yun 2.
  it('Zhou Cang (leadership 1) with 1 infantry unit; Gan Ning with 2 cavalry; Zhao Yun supports with 2 archery units', () => {
    const t = testGame();
    // A turn order with Shu before Wu (as in the example).
    t.G.bidOrder = ['wei', 'shu', 'wu'];
    t.G.alliance = ['shu', 'wu'];
    onlyGenerals(t.G, { wu: ['ganNing'], shu: ['zhouCang', 'zhaoYun'] });
    giveUnits(t.G, 'shu', 'infantry', 2);
    giveUnits(t.G, 'shu', 'archery', 2);
    giveUnits(t.G, 'wu', 'cavalry', 2);
    selectAlliance(t, 'trade');
    // Leadership 1 allows at most 1 army unit.
    expect(assignError(t.G, 'shu', { general: 'zhouCang', space: 'battle:shuWu', units: { type: 'infantry', count: 2 } })).toMatch(
      /Leadership 1/,
    );
    // Shu may not bid for the battle space of the Wei-Wu border.
    expect(assignError(t.G, 'shu', { general: 'zhouCang', space: 'battle:weiWu' })).toMatch(/own borders/);
    t.assign('shu', { general: 'zhouCang', space: 'battle:shuWu', units: { type: 'infantry', count: 1 } });
    // Gan Ning's 2 units are one group of one type (the move shape cannot mix types within a general).
    t.assign('wu', { general: 'ganNing', space: 'battle:shuWu', units: { type: 'cavalry', count: 2 } });
    // Zhao Yun could also support without army units ...
    expect(assignError(t.G, 'shu', { general: 'zhaoYun', space: 'battle:shuWu' })).toBeNull();
    // ... and may bring a different army type from Zhou Cang's.
    t.assign('shu', { general: 'zhaoYun', space: 'battle:shuWu', units: { type: 'archery', count: 2 } });
    const bids = t.G.bids['battle:shuWu'] ?? [];
    // (All generals assigned: the Resolution Phase has already kept only the winning side's bids.)
    expect(t.G.phase).toBe('resolution');
    expect(bids.map((b) => [b.general, b.units])).toEqual([
      ['zhouCang', { type: 'infantry', count: 1 }],
      ['zhaoYun', { type: 'archery', count: 2 }],
    ]);
  });
});

/** Round 1: Wu wins "battle" (Shu-Wu) with Gan Ning + 2 archery units and Ling Cao + 1 naval unit. */
function wuWinsShuWuBattle(): TestGame {
  const t = testGame();
  onlyGenerals(t.G, { wu: ['ganNing', 'lingCao'] });
  giveUnits(t.G, 'wu', 'archery', 2);
  giveUnits(t.G, 'wu', 'naval', 1);
  selectAlliance(t, 'trade');
  t.assign('wu', { general: 'ganNing', space: 'battle:shuWu', units: { type: 'archery', count: 2 } });
  t.assign('wu', { general: 'lingCao', space: 'battle:shuWu', units: { type: 'naval', count: 1 } });
  expect(t.G.pendingActions.wu).toEqual(['battle:shuWu']);
  expect(t.G.players.wu.trained).toBe(0);
  return t;
}

// Relied on: Gan Ning leadership 2, cavalry only (stated); Ling Cao leadership 1, naval among his
// specialisations (stated; his second, infantry, is reconstructed). Yi Du naval, Xiao Ting and
// Bai Di Cheng archery (stated); the Shu-Wu border's other locations need cavalry or infantry.
describe('Rulebook, Battle — Example: Stationing of General and Army Units at Border Location', () => {
  it('Wu may station Gan Ning with 1 or 2 archery units at Xiao Ting or Bai Di Cheng, or Ling Cao with 1 naval unit at Yi Du', () => {
    const t = wuWinsShuWuBattle();
    const options = stationingOptions(t.G, 'wu', 'battle:shuWu')
      .filter((c) => c.tokenTo === 'granary')
      .map((c) => `${c.general}:${c.units}:${c.location}`)
      .sort();
    expect(options).toEqual(
      ['ganNing:1:xiaoTing', 'ganNing:2:xiaoTing', 'ganNing:1:baiDiCheng', 'ganNing:2:baiDiCheng', 'lingCao:1:yiDu'].sort(),
    );
    const bad = (general: 'ganNing' | 'lingCao', units: number, location: 'yiDu' | 'xiaoTing' | 'gongAn' | 'guangLing') =>
      t.attempt('wu', {
        type: 'takeAction',
        space: 'battle:shuWu',
        choice: { kind: 'battle', general, units, location, tokenTo: 'granary' },
      });
    // Each general only with the units assigned with him, and only where that type is required.
    expect(bad('ganNing', 2, 'yiDu').ok).toBe(false);
    expect(bad('lingCao', 1, 'xiaoTing').ok).toBe(false);
    expect(bad('ganNing', 2, 'gongAn').ok).toBe(false);
    // Leadership caps the units: Ling Cao was assigned 1, Gan Ning 2; at least 1 unit is needed.
    expect(bad('lingCao', 2, 'yiDu').ok).toBe(false);
    expect(bad('ganNing', 3, 'xiaoTing').ok).toBe(false);
    expect(bad('ganNing', 0, 'xiaoTing').ok).toBe(false);
    // Only locations of the won border.
    expect(bad('ganNing', 2, 'guangLing').ok).toBe(false);
  });

  it('Gan Ning with 2 archery units at Xiao Ting: the border token is not flipped (his specialisation is cavalry), 0 VP', () => {
    const t = wuWinsShuWuBattle();
    t.take('wu', 'battle:shuWu', { kind: 'battle', general: 'ganNing', units: 2, location: 'xiaoTing', tokenTo: 'granary' });
    const wu = t.G.players.wu;
    expect(t.G.locations.xiaoTing).toEqual({ state: 'wu', general: 'ganNing' });
    expect(t.G.boardBorderTokens).not.toContain('xiaoTing');
    expect(wu.granary.borderTokens).toEqual([{ location: 'xiaoTing', vp: 0 }]);
    expect(wu.stationed).toMatchObject([{ general: 'ganNing', units: [{ type: 'archery', count: 2 }], border: 'shuWu' }]);
    // Only one general per battle space per round: Ling Cao and his naval unit go back to Wu's supply.
    expect(wu.secret.hand).toEqual(['lingCao']);
    expect(wu.trained).toBe(1);
    expect(wu.weapons.vessel).toBe(1);
    expect(wu.weapons.crossbow).toBe(0);
    expect(t.G.pendingActions.wu).toEqual([]);
    expect(computeScores(t.G).scores.wu.categories.borderLocation).toBe(0);
  });

  it('Ling Cao with 1 naval unit at Yi Du instead: the token is flipped (naval is his specialisation), 1 VP', () => {
    const t = wuWinsShuWuBattle();
    t.take('wu', 'battle:shuWu', { kind: 'battle', general: 'lingCao', units: 1, location: 'yiDu', tokenTo: 'treasury' });
    const wu = t.G.players.wu;
    expect(t.G.locations.yiDu).toEqual({ state: 'wu', general: 'lingCao' });
    expect(wu.treasury.borderTokens).toEqual([{ location: 'yiDu', vp: 1 }]);
    expect(wu.secret.hand).toEqual(['ganNing']);
    expect(wu.trained).toBe(2);
    expect(wu.weapons.crossbow).toBe(2);
    expect(wu.weapons.vessel).toBe(0);
    expect(computeScores(t.G).scores.wu.categories.borderLocation).toBe(1);
  });

  it("Gan Ning stationed with only 1 of his 2 archery units: the other unit returns to Wu's supply", () => {
    const t = wuWinsShuWuBattle();
    t.take('wu', 'battle:shuWu', { kind: 'battle', general: 'ganNing', units: 1, location: 'baiDiCheng', tokenTo: 'granary' });
    const wu = t.G.players.wu;
    expect(wu.stationed).toMatchObject([{ general: 'ganNing', units: [{ type: 'archery', count: 1 }] }]);
    expect(wu.trained).toBe(2); // 1 archery unit + Ling Cao's naval unit
    expect(wu.weapons).toEqual({ spear: 0, horse: 0, crossbow: 1, vessel: 1 });
  });
});

/**
 * Round 1: Wei stations Cao Ren with 2 naval units at Chi Bi (Wei-Wu), its first
 * stationed general. Round 2: Wei bids on both battle spaces — Xiahou Dun + 2
 * cavalry (7) against Wu's Gan Ning (5) at Wei-Wu, and at Shu-Wei `shuWeiBid`
 * against Shu's Zhang Fei + 1 cavalry unit (6).
 */
function round2(shuWeiBid: 'xuHuang' | 'xuChu'): TestGame {
  const t = testGame();
  onlyGenerals(t.G, { wei: ['caoRen'] });
  giveUnits(t.G, 'wei', 'naval', 2);
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'caoRen', space: 'battle:weiWu', units: { type: 'naval', count: 2 } });
  t.take('wei', 'battle:weiWu', { kind: 'battle', general: 'caoRen', units: 2, location: 'chiBi', tokenTo: 'treasury' });
  expect(t.G.round).toBe(2);
  expect(t.G.players.wei.stationed.map((s) => s.border)).toEqual(['weiWu']);

  onlyGenerals(t.G, { wei: ['xiahouDun', shuWeiBid], wu: ['ganNing'], shu: ['zhangFei'] });
  giveUnits(t.G, 'wei', 'cavalry', 2);
  giveUnits(t.G, 'wei', 'infantry', 2);
  giveUnits(t.G, 'shu', 'cavalry', 1);
  selectAlliance(t, 'developFarm');
  t.assign('wei', { general: 'xiahouDun', space: 'battle:weiWu', units: { type: 'cavalry', count: 2 } });
  t.assign('wu', { general: 'ganNing', space: 'battle:weiWu' });
  t.assign('shu', { general: 'zhangFei', space: 'battle:shuWei', units: { type: 'cavalry', count: 1 } });
  const count = shuWeiBid === 'xuHuang' ? 1 : 2;
  t.assign('wei', { general: shuWeiBid, space: 'battle:shuWei', units: { type: 'infantry', count } });
  expect(t.G.phase).toBe('resolution');
  return t;
}

// Relied on: Xiahou Dun combat 5, leadership 2; Xu Huang combat 4, leadership 1 (stated: bids 7 and 5);
// Gan Ning combat 5 and Zhang Fei combat 5 (Zhang Fei's combat is stated; Gan Ning's is reconstructed)
// give Wu's 5 and Shu's 6; Xu Chu combat 5 (reconstructed), leadership 2 (stated) makes 7 > 6.
// Hua Rong Dao requires infantry and Guang Ling cavalry (stated).
describe('Rulebook, Battle — Example: Stationing of Second and Subsequent Generals', () => {
  it('Wei wins Wei-Wu (7 vs 5) but loses Shu-Wei (5 vs 6): it may not station Xiahou Dun at Guang Ling', () => {
    const t = round2('xuHuang');
    expect(t.G.won).toContainEqual({ space: 'battle:weiWu', winners: ['wei'] });
    expect(t.G.won).toContainEqual({ space: 'battle:shuWei', winners: ['shu'] });
    expect(t.G.pendingActions.wei).toEqual(['battle:weiWu']);
    // The second general stationed by Wei must be at the opposite border (Shu-Wei).
    expect(stationingOptions(t.G, 'wei', 'battle:weiWu')).toEqual([]);
    const r = t.attempt('wei', {
      type: 'takeAction',
      space: 'battle:weiWu',
      choice: { kind: 'battle', general: 'xiahouDun', units: 2, location: 'guangLing', tokenTo: 'granary' },
    });
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/opposite border/) });
    t.decline('wei', 'battle:weiWu');
    expect(t.G.players.wei.stationed).toHaveLength(1);
    expect(t.G.players.wei.secret.hand).toEqual(expect.arrayContaining(['xiahouDun', 'xuHuang']));
    expect(t.G.players.wei.weapons.horse).toBe(2);
  });

  it('with Xu Chu and 2 infantry units instead, Wei wins both and may station Xiahou Dun and Xu Chu at both borders', () => {
    const t = round2('xuChu');
    expect(t.G.won).toContainEqual({ space: 'battle:weiWu', winners: ['wei'] });
    expect(t.G.won).toContainEqual({ space: 'battle:shuWei', winners: ['wei'] });
    // Wei takes the Shu-Wei battle first (its second general, opposite border), then Wei-Wu (its third: no restriction).
    t.take('wei', 'battle:shuWei', { kind: 'battle', general: 'xuChu', units: 2, location: 'huaRongDao', tokenTo: 'granary' });
    t.take('wei', 'battle:weiWu', { kind: 'battle', general: 'xiahouDun', units: 2, location: 'guangLing', tokenTo: 'treasury' });
    expect(t.G.players.wei.stationed.map((s) => [s.general, s.border])).toEqual([
      ['caoRen', 'weiWu'],
      ['xuChu', 'shuWei'],
      ['xiahouDun', 'weiWu'],
    ]);
    expect(t.G.locations.huaRongDao).toEqual({ state: 'wei', general: 'xuChu' });
    expect(t.G.locations.guangLing).toEqual({ state: 'wei', general: 'xiahouDun' });
  });

  it('Wei may also station only Xu Chu with 1 or 2 infantry units at Hua Rong Dao', () => {
    const t = round2('xuChu');
    const options = stationingOptions(t.G, 'wei', 'battle:shuWei')
      .filter((c) => c.location === 'huaRongDao' && c.tokenTo === 'granary')
      .map((c) => c.units);
    expect(options).toEqual([1, 2]);
    t.take('wei', 'battle:shuWei', { kind: 'battle', general: 'xuChu', units: 1, location: 'huaRongDao', tokenTo: 'granary' });
    t.decline('wei', 'battle:weiWu');
    expect(t.G.players.wei.stationed.map((s) => s.general)).toEqual(['caoRen', 'xuChu']);
    // The unstationed infantry unit and Xiahou Dun's cavalry returned to Wei's supply.
    expect(t.G.players.wei.weapons).toMatchObject({ spear: 1, horse: 2 });
  });

  it('but Wei may not station only Xiahou Dun with 1 or 2 cavalry units at Guang Ling', () => {
    const t = round2('xuChu');
    for (const units of [1, 2])
      expect(
        t.attempt('wei', {
          type: 'takeAction',
          space: 'battle:weiWu',
          choice: { kind: 'battle', general: 'xiahouDun', units, location: 'guangLing', tokenTo: 'granary' },
        }),
      ).toEqual({ ok: false, error: expect.stringMatching(/opposite border/) });
    expect(stationingOptions(t.G, 'wei', 'battle:weiWu')).toEqual([]);
  });
});
