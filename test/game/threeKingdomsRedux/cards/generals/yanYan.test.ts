/** Yan Yan, Archery Expertise (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { passRound } from '../../../../builders';
import { bidAndResolve, shuGame } from './shuScenario';

describe('Yan Yan, Archery Expertise (compendium)', () => {
  it('Yan Yan: at the end of the round when he is recruited he receives 1 untrained army and 2 crossbows', () => {
    const t = shuGame(['yanYan']);
    passRound(t);
    expect(t.G.round).toBe(2);
    expect(t.G.players.shu.untrained).toBe(1);
    expect(t.G.players.shu.weapons.crossbow).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'yanYan')).toHaveLength(1);
  });

  it('Yan Yan: after he takes the "recruit armies action" or the "train armies action" he receives 1 crossbow', () => {
    const t = shuGame(['yanYan', 'zhugeLiang', 'maLiang']);
    const shu = t.G.players.shu;
    shu.untrained = 1;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'yanYan', space: 'recruitArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'trainArmies' }],
      ['shu', { general: 'maLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect([shu.untrained, shu.weapons.crossbow]).toEqual([3, 1]);
    // Zhuge Liang's "train armies" is not Yan Yan's.
    t.take('shu', 'trainArmies', { kind: 'trainArmies', count: 2 });
    expect(shu.weapons.crossbow).toBe(1);
  });

  it('Yan Yan on the "train armies" space receives 1 crossbow; on another space none', () => {
    const t = shuGame(['yanYan', 'zhugeLiang']);
    const shu = t.G.players.shu;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'yanYan', space: 'trainArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'demandTribute' }],
    ]);
    t.take('shu', 'trainArmies', { kind: 'trainArmies', count: 0 });
    expect(shu.weapons.crossbow).toBe(1);
  });

  it('Yan Yan: "The first part of Yan Yan\'s skill may be activated only once during Receive/Activate Benefits of the round when he is recruited..."', () => {
    const t = shuGame(['yanYan']);
    passRound(t);
    passRound(t);
    expect(t.G.round).toBe(3);
    expect(t.G.players.shu.untrained).toBe(1);
    expect(t.G.players.shu.weapons.crossbow).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'yanYan')).toHaveLength(1);
  });
});
