/** Chen Dao, Infantry Expertise (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { passRound } from '../../builders';
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

describe('Chen Dao and Yan Yan after Zhang Fei\'s swap (R71; Overarching Principle 2, Guan Yu\'s ruling)', () => {
  // A skill that rewards taking an action applies only when that action is taken:
  // training on the "recruit armies" space (or recruiting on "train armies") is neither.
  for (const general of ['chenDao', 'yanYan'] as const) {
    const weapon = general === 'chenDao' ? 'spear' : 'crossbow';
    const name = general === 'chenDao' ? 'Chen Dao' : 'Yan Yan';
    it(`${name} (R71): no ${weapon} when Zhang Fei trains instead of recruiting on the "recruit armies" space`, () => {
      const t = shuGame([general, 'zhangFei', 'maLiang']);
      const shu = t.G.players.shu;
      shu.untrained = 2;
      bidAndResolve(t, 'trade', [
        ['shu', { general, space: 'recruitArmies' }],
        ['shu', { general: 'zhangFei', space: 'recruitArmies' }],
        ['shu', { general: 'maLiang', space: 'developFarm' }], // an action left: the round does not end
      ]);
      const [trained, weapons] = [shu.trained, shu.weapons[weapon]];
      t.take('shu', 'recruitArmies', { kind: 'skill', card: 'zhangFei', variant: 'trainInstead', option: { train: 1 } });
      expect(shu.trained).toBe(trained + 1);
      expect(shu.weapons[weapon]).toBe(weapons);
      expect(t.G.log.some((e) => e.card === general)).toBe(false);
    });

    it(`${name} (R71): no ${weapon} when Zhang Fei recruits instead of training on the "train armies" space`, () => {
      const t = shuGame([general, 'zhangFei', 'maLiang']);
      const shu = t.G.players.shu;
      bidAndResolve(t, 'trade', [
        ['shu', { general, space: 'trainArmies' }],
        ['shu', { general: 'zhangFei', space: 'trainArmies' }],
        ['shu', { general: 'maLiang', space: 'developFarm' }],
      ]);
      const weapons = shu.weapons[weapon];
      t.take('shu', 'trainArmies', { kind: 'skill', card: 'zhangFei', variant: 'recruitInstead', option: 'recruit' });
      expect(shu.weapons[weapon]).toBe(weapons);
    });
  }
});
