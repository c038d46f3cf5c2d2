/**
 * Sun Jian, Initiative (compendium, Wu generals): +1 to his combat bid when he
 * is the first general Wu assigns in the round, and the ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { bidValue } from '../../../../../src/game/threeKingdomsRedux/bidding';
import { selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';
import { giveUnits } from '../../../../builders';

describe('Sun Jian, Initiative (compendium)', () => {
  it('Sun Jian: the first general Wu assigns, on a space bid on combat, counts combat 4 + 1', () => {
    const t = wuGame(['sunJian']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'produceCrossbowsVessels' });
    const bid = t.G.bids.produceCrossbowsVessels![0];
    expect(bid.bidTokens).toBe(1);
    expect(bidValue(t.G, bid, 'produceCrossbowsVessels')).toBe(5);
    expect(activated(t.G, 'sunJian')).toBe(true);
  });

  it('Sun Jian: the +1 wins a contest against combat 4 assigned earlier', () => {
    const t = wuGame(['sunJian'], { wei: ['xuHuang'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xuHuang', space: 'produceCrossbowsVessels' });
    t.assign('wu', { general: 'sunJian', space: 'produceCrossbowsVessels' });
    t.passAll();
    // 5 against 4: without the bonus Wei would win the tie (it reached 4 first).
    expect(t.G.won).toContainEqual({ space: 'produceCrossbowsVessels', winners: ['wu'] });
  });

  it('Sun Jian: not the first general Wu assigns, he has no bonus', () => {
    const t = wuGame(['zhouTai', 'sunJian']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhouTai', space: 'demandTribute' });
    t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
    const bid = t.G.bids.recruitArmies![0];
    expect(bid.bidTokens).toBe(0);
    expect(bidValue(t.G, bid, 'recruitArmies')).toBe(4);
    expect(activated(t.G, 'sunJian')).toBe(false);
  });

  it('Sun Jian: first, but on an administration space, he adds nothing (only the combat bid total)', () => {
    const t = wuGame(['sunJian', 'zhouTai']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'developFarm' });
    expect(t.G.bids.developFarm![0].bidTokens).toBe(0);
    expect(bidValue(t.G, t.G.bids.developFarm![0], 'developFarm')).toBe(3);
    // Nor does the bonus pass to the next general.
    t.assign('wu', { general: 'zhouTai', space: 'recruitArmies' });
    expect(t.G.bids.recruitArmies![0].bidTokens).toBe(0);
  });

  it('Sun Jian: on a battle space the +1 adds to his combat and his army units', () => {
    const t = wuGame(['sunJian']);
    giveUnits(t.G, 'wu', 'infantry', 1);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'battle:weiWu', units: { type: 'infantry', count: 1 } });
    expect(bidValue(t.G, t.G.bids['battle:weiWu']![0], 'battle:weiWu')).toBe(6);
  });

  it('Sun Jian: on "control Han emperor" only in rounds when it is bid on combat', () => {
    const combat = wuGame(['sunJian'], { scenario: { hanEmperorCriterion: 'combat' } });
    selectAlliance(combat, 'trade');
    combat.assign('wu', { general: 'sunJian', space: 'controlHanEmperor' });
    expect(bidValue(combat.G, combat.G.bids.controlHanEmperor![0], 'controlHanEmperor')).toBe(5);

    const admin = wuGame(['sunJian'], { scenario: { hanEmperorCriterion: 'administration' } });
    selectAlliance(admin, 'trade');
    admin.assign('wu', { general: 'sunJian', space: 'controlHanEmperor' });
    expect(admin.G.bids.controlHanEmperor![0].bidTokens).toBe(0);
    expect(bidValue(admin.G, admin.G.bids.controlHanEmperor![0], 'controlHanEmperor')).toBe(3);
  });

  it('Sun Jian: improve tribal relations has no contested bid total: no bid token there (R35)', () => {
    const t = wuGame(['sunJian']);
    giveUnits(t.G, 'wu', 'infantry', 1);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'tribal:wu', units: { type: 'infantry', count: 1 } });
    expect(t.G.bids['tribal:wu']![0].bidTokens).toBe(0);
  });

  it('Sun Jian: "When Sun Jian\'s skill is activated, place a +1 bid token together with Sun Jian\'s general token to denote the increase in combat bid."', () => {
    const t = wuGame(['sunJian']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
    // The +1 token sits on his bid (not on the space or another general)...
    expect(t.G.bids.recruitArmies).toEqual([expect.objectContaining({ general: 'sunJian', bidTokens: 1 })]);
    t.passAll();
    t.take('wu', 'recruitArmies', { kind: 'recruitArmies' });
    // ...and leaves with him; next round he is again Wu's first general and gets a new one.
    expect(t.G.round).toBe(2);
    expect(t.G.bids.recruitArmies).toBeUndefined();
    expect(t.G.bidOrder[0]).toBe('wu');
    selectAlliance(t, 'construct');
    t.assign('wu', { general: 'sunJian', space: 'trainArmies' });
    expect(t.G.bids.trainArmies![0].bidTokens).toBe(1);
  });
});
