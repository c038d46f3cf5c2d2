/** Zhang Fei, Defiance (compendium, Shu generals): "recruit armies" and "train armies" swap at his choice. */
import { describe, expect, it } from 'vitest';
import { bidAndResolve, shuChoices, shuGame, snapshot } from './shuScenario';

describe('Zhang Fei, Defiance (compendium)', () => {
  it('Zhang Fei takes the "recruit armies action" and may "train armies" instead (1 or 2: R46)', () => {
    const t = shuGame(['zhangFei', 'zhugeLiang']);
    const shu = t.G.players.shu;
    shu.untrained = 3;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'zhangFei', space: 'recruitArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    expect(shuChoices(t, 'recruitArmies')).toEqual([
      { kind: 'recruitArmies' },
      { kind: 'skill', card: 'zhangFei', variant: 'trainInstead', option: { train: 1 } },
      { kind: 'skill', card: 'zhangFei', variant: 'trainInstead', option: { train: 2 } },
    ]);
    const before = snapshot(t);
    expect(
      t.attempt('shu', {
        type: 'takeAction',
        space: 'recruitArmies',
        choice: { kind: 'skill', card: 'zhangFei', variant: 'trainInstead', option: { train: 3 } },
      }).ok,
    ).toBe(false);
    expect(t.G).toEqual(before);
    t.take('shu', 'recruitArmies', { kind: 'skill', card: 'zhangFei', variant: 'trainInstead', option: { train: 2 } });
    expect([shu.untrained, shu.trained]).toEqual([1, 2]);
    expect(t.G.log.filter((e) => e.card === 'zhangFei')).toHaveLength(1);
  });

  it('Zhang Fei takes the "train armies action" and may "recruit armies" instead', () => {
    const t = shuGame(['zhangFei', 'zhugeLiang']);
    const shu = t.G.players.shu;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'zhangFei', space: 'trainArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    expect(shuChoices(t, 'trainArmies')).toContainEqual({ kind: 'skill', card: 'zhangFei', variant: 'recruitInstead', option: 'recruit' });
    t.take('shu', 'trainArmies', { kind: 'skill', card: 'zhangFei', variant: 'recruitInstead', option: 'recruit' });
    expect([shu.untrained, shu.trained]).toEqual([2, 0]);
  });

  it('without Zhang Fei on the space, neither swap is offered', () => {
    const t = shuGame(['zhangFei', 'zhugeLiang']);
    t.G.players.shu.untrained = 2;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'zhugeLiang', space: 'recruitArmies' }],
      ['shu', { general: 'zhangFei', space: 'developFarm' }],
    ]);
    expect(shuChoices(t, 'recruitArmies')).toEqual([{ kind: 'recruitArmies' }]);
  });

  it('Zhang Fei: "If Zhang Fei wins the "recruit armies" action space with Guan Yu, and Guan Yu "recruits armies", then Zhang Fei\'s skill may not..."', () => {
    const t = shuGame(['guanYu', 'zhangFei', 'zhugeLiang']);
    const shu = t.G.players.shu;
    shu.untrained = 2;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'zhangFei', space: 'recruitArmies' }],
      ['shu', { general: 'guanYu', space: 'recruitArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect(shu.untrained).toBe(5);
    // The one action of the space is taken: Zhang Fei cannot train as well.
    const r = t.attempt('shu', {
      type: 'takeAction',
      space: 'recruitArmies',
      choice: { kind: 'skill', card: 'zhangFei', variant: 'trainInstead', option: { train: 2 } },
    });
    expect(r).toEqual({ ok: false, error: expect.stringContaining('no won action') });
    expect(shu.trained).toBe(0);
  });
});
