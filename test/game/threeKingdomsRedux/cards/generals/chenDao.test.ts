/** Chen Dao, Infantry Expertise (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { passRound } from '../../../../builders';
import { bidAndResolve, shuGame } from './shuScenario';

describe('Chen Dao, Infantry Expertise (compendium)', () => {
  it('Chen Dao: at the end of the round when he is recruited he receives 1 untrained army and 2 spears', () => {
    const t = shuGame(['chenDao']);
    passRound(t);
    expect(t.G.round).toBe(2);
    expect(t.G.players.shu.untrained).toBe(1);
    expect(t.G.players.shu.weapons.spear).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'chenDao')).toHaveLength(1);
  });

  it('Chen Dao: after he takes the "recruit armies action" or the "train armies action" he receives 1 spear', () => {
    const t = shuGame(['chenDao', 'zhugeLiang', 'maLiang']);
    const shu = t.G.players.shu;
    shu.untrained = 1;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'chenDao', space: 'recruitArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'trainArmies' }],
      ['shu', { general: 'maLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect([shu.untrained, shu.weapons.spear]).toEqual([3, 1]);
    // Zhuge Liang's "train armies" is not Chen Dao's.
    t.take('shu', 'trainArmies', { kind: 'trainArmies', count: 2 });
    expect(shu.weapons.spear).toBe(1);
  });

  it('Chen Dao on the "train armies" space receives 1 spear; on another space none', () => {
    const t = shuGame(['chenDao', 'zhugeLiang']);
    const shu = t.G.players.shu;
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'chenDao', space: 'trainArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'demandTribute' }],
    ]);
    t.take('shu', 'trainArmies', { kind: 'trainArmies', count: 0 });
    expect(shu.weapons.spear).toBe(1);
  });

  it('Chen Dao: "The first part of Chen Dao\'s skill may be activated only once during Receive/Activate Benefits of the round when he is recruited..."', () => {
    const t = shuGame(['chenDao']);
    passRound(t);
    passRound(t);
    expect(t.G.round).toBe(3);
    expect(t.G.players.shu.untrained).toBe(1);
    expect(t.G.players.shu.weapons.spear).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'chenDao')).toHaveLength(1);
  });
});

/**
 * Shu takes the space won by `general` and Zhang Fei by Zhang Fei's swap: training on
 * "recruit armies" or recruiting on "train armies". Returns the weapons before and after.
 */
function afterSwap(general: 'chenDao' | 'yanYan', swap: 'trainInstead' | 'recruitInstead'): { before: number; after: number } {
  const weapon = general === 'chenDao' ? 'spear' : 'crossbow';
  const space = swap === 'trainInstead' ? 'recruitArmies' : 'trainArmies';
  const t = shuGame([general, 'zhangFei', 'maLiang']);
  const shu = t.G.players.shu;
  shu.untrained = 2;
  bidAndResolve(t, 'trade', [
    ['shu', { general, space }],
    ['shu', { general: 'zhangFei', space }],
    ['shu', { general: 'maLiang', space: 'developFarm' }], // an action left: the round does not end
  ]);
  const before = shu.weapons[weapon];
  const trained = shu.trained;
  const option = swap === 'trainInstead' ? { train: 1 } : 'recruit';
  t.take('shu', space, { kind: 'skill', card: 'zhangFei', variant: swap, option });
  if (swap === 'trainInstead') expect(shu.trained).toBe(trained + 1);
  expect(t.G.log.some((e) => e.card === general)).toBe(false);
  return { before, after: shu.weapons[weapon] };
}

// A skill that rewards taking an action applies only when that action is taken (R71;
// Overarching Principle 2, Guan Yu's ruling): Zhang Fei's swap is neither action.
describe("Chen Dao and Yan Yan after Zhang Fei's swap (R71)", () => {
  it('Chen Dao (R71): no spear when Zhang Fei trains instead of recruiting on the "recruit armies" space', () => {
    const { before, after } = afterSwap('chenDao', 'trainInstead');
    expect(after).toBe(before);
  });
  it('Chen Dao (R71): no spear when Zhang Fei recruits instead of training on the "train armies" space', () => {
    const { before, after } = afterSwap('chenDao', 'recruitInstead');
    expect(after).toBe(before);
  });
  it('Yan Yan (R71): no crossbow when Zhang Fei trains instead of recruiting on the "recruit armies" space', () => {
    const { before, after } = afterSwap('yanYan', 'trainInstead');
    expect(after).toBe(before);
  });
  it('Yan Yan (R71): no crossbow when Zhang Fei recruits instead of training on the "train armies" space', () => {
    const { before, after } = afterSwap('yanYan', 'recruitInstead');
    expect(after).toBe(before);
  });
});
