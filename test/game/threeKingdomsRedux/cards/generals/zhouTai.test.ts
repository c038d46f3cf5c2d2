/**
 * Zhou Tai, Intrepidity (compendium, Wu generals): 1 untrained army after he
 * takes "control Han emperor"; each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { giveEnhancements, selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';

describe('Zhou Tai, Intrepidity (compendium)', () => {
  it('Zhou Tai: after "control Han emperor", 1 untrained army', () => {
    const t = wuGame(['zhouTai']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhouTai', space: 'controlHanEmperor' });
    t.passAll();
    t.take('wu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'zhouTai' });
    const wu = t.G.players.wu;
    expect([wu.untrained, wu.gold, wu.rank]).toEqual([1, 3, 1]);
    expect(activated(t.G, 'zhouTai')).toBe(true);
  });

  it('Zhou Tai: "Zhou Tai\'s skill may be activated even if he is not the general left on the "control Han emperor" action space."', () => {
    const t = wuGame(['zhouTai', 'sunCe']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhouTai', space: 'controlHanEmperor' });
    t.assign('wu', { general: 'sunCe', space: 'controlHanEmperor' });
    t.take('wu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'sunCe' });
    expect(t.G.players.wu.untrained).toBe(1);
    expect(t.G.hanEmperorFaceDown).toEqual({ state: 'wu', general: 'sunCe' });
  });

  it('Zhou Tai: declining the action, or another general taking it, gives nothing', () => {
    const declined = wuGame(['zhouTai']);
    selectAlliance(declined, 'trade');
    declined.assign('wu', { general: 'zhouTai', space: 'controlHanEmperor' });
    declined.passAll();
    declined.decline('wu', 'controlHanEmperor');
    expect(declined.G.players.wu.untrained).toBe(0);

    const other = wuGame(['zhouTai', 'sunCe']);
    selectAlliance(other, 'trade');
    other.assign('wu', { general: 'sunCe', space: 'controlHanEmperor' });
    other.passAll();
    other.take('wu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'sunCe' });
    expect(other.G.players.wu.untrained).toBe(0);
    expect(activated(other.G, 'zhouTai')).toBe(false);
  });

  it('Zhou Tai: "Zhou Tai\'s skill may not be activated when playing Nine-Rank System (Jiu Pin Zhong Zheng Zhi), because Zhou Tai needs to take the "control Han emperor" action to receive the untrained army."', () => {
    const t = wuGame(['zhouTai', 'sunCe']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhouTai', space: 'construct' });
    t.assign('wu', { general: 'sunCe', space: 'recruitArmies' });
    t.passAll();
    giveEnhancements(t.G, 'wu', ['nineRankSystem']);
    const wu = t.G.players.wu;
    const untrained = wu.untrained;
    // Zhou Tai himself constructs it: the rank rises, but no "control Han emperor" action was taken.
    t.take('wu', 'construct', { kind: 'construct', card: 'nineRankSystem' });
    expect(wu.constructed).toEqual(['nineRankSystem']);
    expect(wu.rank).toBe(1);
    expect(wu.untrained).toBe(untrained);
    expect(activated(t.G, 'zhouTai')).toBe(false);
  });
});
