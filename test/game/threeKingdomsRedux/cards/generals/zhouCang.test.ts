/** Zhou Cang, Helmsmanship (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { bidAndResolve, shuGame } from './shuScenario';

describe('Zhou Cang, Helmsmanship (compendium)', () => {
  it('Zhou Cang: after he takes the "control Han emperor action" he receives 1 popular support token', () => {
    const t = shuGame(['zhouCang', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'zhouCang', space: 'controlHanEmperor' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'zhouCang' });
    expect(t.G.players.shu.popularSupport).toBe(3);
    expect(t.G.players.shu.weapons.vessel).toBe(0);
  });

  it('Zhou Cang: after he takes the "win popular support action" he receives 1 vessel', () => {
    const t = shuGame(['zhouCang', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'zhouCang', space: 'winPopularSupport' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'winPopularSupport', { kind: 'winPopularSupport' });
    // 1 from the action only.
    expect(t.G.players.shu.popularSupport).toBe(3);
    expect(t.G.players.shu.weapons.vessel).toBe(1);
    expect(t.G.log.filter((e) => e.card === 'zhouCang')).toHaveLength(1);
  });

  it('Zhou Cang: "Zhou Cang\'s skill may be activated even if he is not the general left on the "control Han emperor" action space."', () => {
    const t = shuGame(['zhouCang', 'liuBei', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'zhouCang', space: 'controlHanEmperor' }],
      ['shu', { general: 'liuBei', space: 'controlHanEmperor' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'liuBei' });
    expect(t.G.players.shu.popularSupport).toBe(3);
    expect(t.G.players.shu.secret.hand).toContain('zhouCang');
  });
});
