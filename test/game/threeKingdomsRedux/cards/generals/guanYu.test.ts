/** Guan Yu, Reputation (compendium, Shu generals): 3 untrained armies when he takes "recruit armies". */
import { describe, expect, it } from 'vitest';
import { bidAndResolve, shuGame } from './shuScenario';

describe('Guan Yu, Reputation (compendium)', () => {
  it('Guan Yu takes the "recruit armies action" and receives 3 untrained armies instead of 2', () => {
    const t = shuGame(['guanYu', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'guanYu', space: 'recruitArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.shu.untrained).toBe(3);
    expect(t.G.log.filter((e) => e.card === 'guanYu')).toHaveLength(1);
  });

  it('Guan Yu on another space (demand tribute taking an army) receives only what that action gives', () => {
    const t = shuGame(['guanYu', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'guanYu', space: 'demandTribute' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    expect(t.G.players.shu.untrained).toBe(1);
  });

  it('Guan Yu: "If Guan Yu wins the "train armies" action space with Zhang Fei, and Zhang Fei "recruits armies" instead..."', () => {
    const t = shuGame(['guanYu', 'zhangFei', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'guanYu', space: 'trainArmies' }],
      ['shu', { general: 'zhangFei', space: 'trainArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'trainArmies', { kind: 'skill', card: 'zhangFei', variant: 'recruitInstead', option: 'recruit' });
    // 2, not Guan Yu's 3: it was not the "recruit armies" space.
    expect(t.G.players.shu.untrained).toBe(2);
    expect(t.G.log.some((e) => e.card === 'guanYu')).toBe(false);
  });
});
