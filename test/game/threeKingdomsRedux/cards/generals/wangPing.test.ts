/** Wang Ping, Honour (compendium, Shu generals): 1 popular support token whenever Shu occupies a border location. */
import { describe, expect, it } from 'vitest';
import { giveGenerals, giveUnits, selectAlliance } from '../../../../builders';
import { bidAndResolve, shuGame } from './shuScenario';

describe('Wang Ping, Honour (compendium)', () => {
  it('Wang Ping: Shu stations another general at a border location and receives 1 popular support token', () => {
    const t = shuGame(['wangPing', 'guanYu', 'zhugeLiang']);
    giveUnits(t.G, 'shu', 'cavalry', 1);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'guanYu', space: 'battle:shuWei', units: { type: 'cavalry', count: 1 } }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'battle:shuWei', { kind: 'battle', general: 'guanYu', units: 1, location: 'changBanPo', tokenTo: 'treasury' });
    expect(t.G.players.shu.popularSupport).toBe(3);
    expect(t.G.log.filter((e) => e.card === 'wangPing')).toHaveLength(1);
  });

  it('Wang Ping: "Wang Ping\'s skill may not be activated for border locations occupied by Shu before his recruitment." (R43)', () => {
    const t = shuGame(['guanYu', 'zhangFei', 'zhugeLiang']);
    giveUnits(t.G, 'shu', 'cavalry', 2);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'guanYu', space: 'battle:shuWei', units: { type: 'cavalry', count: 1 } }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'battle:shuWei', { kind: 'battle', general: 'guanYu', units: 1, location: 'changBanPo', tokenTo: 'treasury' });
    t.take('shu', 'developFarm', { kind: 'developFarm' });
    expect(t.G.round).toBe(2);
    const ps = t.G.players.shu.popularSupport;
    // Recruited now: Chang Ban Po, occupied before, earns nothing.
    giveGenerals(t.G, 'shu', ['wangPing']);
    selectAlliance(t, 'developMarketplace');
    expect(t.G.players.shu.popularSupport).toBe(ps);
    t.assign('shu', { general: 'zhangFei', space: 'battle:shuWu', units: { type: 'cavalry', count: 1 } });
    t.passAll();
    t.take('shu', 'battle:shuWu', { kind: 'battle', general: 'zhangFei', units: 1, location: 'gongAn', tokenTo: 'treasury' });
    expect(t.G.players.shu.popularSupport).toBe(ps + 1);
    expect(t.G.log.filter((e) => e.card === 'wangPing')).toHaveLength(1);
  });

  it('Wang Ping: "If Liao Hua is stationed to occupy 2 border locations, then Wang Ping\'s skill may be activated to receive 2 popular support tokens."', () => {
    const t = shuGame(['wangPing', 'liaoHua', 'zhugeLiang']);
    t.G.round = 6;
    giveUnits(t.G, 'shu', 'infantry', 2);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liaoHua', space: 'battle:shuWei', units: { type: 'infantry', count: 2 } }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'battle:shuWei', {
      kind: 'battle',
      general: 'liaoHua',
      units: 1,
      location: 'huaRongDao',
      tokenTo: 'treasury',
      second: { location: 'jieTing', tokenTo: 'granary' },
    });
    expect(t.G.players.shu.popularSupport).toBe(4);
  });
});
