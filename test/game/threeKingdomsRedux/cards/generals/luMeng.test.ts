/**
 * Lu Meng, Potential (compendium, Wu generals): 1 untrained army or 1 weapon
 * after "win popular support"; administration 4 from round 4; the ruling.
 */
import { describe, expect, it } from 'vitest';
import { attribute, bidValue } from '../../../../../src/game/threeKingdomsRedux/bidding';
import { selectAlliance } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

/** Lu Meng wins "win popular support" (bid on administration: "control Han emperor" is on combat). */
function luMengWinsPopularSupport() {
  const t = wuGame(['luMeng'], { scenario: { hanEmperorCriterion: 'combat' } });
  selectAlliance(t, 'trade');
  t.assign('wu', { general: 'luMeng', space: 'winPopularSupport' });
  t.passAll();
  t.take('wu', 'winPopularSupport', { kind: 'winPopularSupport' });
  return t;
}

describe('Lu Meng, Potential (compendium)', () => {
  it('Lu Meng: after "win popular support", Wu receives 1 untrained army or 1 weapon of its choice (mandatory)', () => {
    const t = luMengWinsPopularSupport();
    const wu = t.G.players.wu;
    expect(wu.popularSupport).toBe(2);
    expect(choiceOptions(t, 'wu')).toEqual(['untrained', 'spear', 'horse', 'crossbow', 'vessel']);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: null })).toEqual({
      ok: false,
      error: "Lu Meng's choice is not optional: pick one of its options.",
    });
    expect(t.attempt('wu', { type: 'choose', option: 'gold' })).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: 'horse' });
    expect(wu.weapons).toEqual({ spear: 0, horse: 1, crossbow: 0, vessel: 0 });
    expect(wu.untrained).toBe(0);
    expect(activated(t.G, 'luMeng')).toBe(true);
  });

  it('Lu Meng: choosing the untrained army', () => {
    const t = luMengWinsPopularSupport();
    t.play('wu', { type: 'choose', option: 'untrained' });
    expect(t.G.players.wu.untrained).toBe(1);
    expect(t.G.players.wu.weapons).toEqual({ spear: 0, horse: 0, crossbow: 0, vessel: 0 });
  });

  it('Lu Meng: another general taking "win popular support" gives nothing (Overarching Principle 2)', () => {
    const t = wuGame(['luMeng', 'sunQuan'], { scenario: { hanEmperorCriterion: 'combat' } });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunQuan', space: 'winPopularSupport' });
    t.assign('wu', { general: 'luMeng', space: 'produceSpearsHorses' });
    t.passAll();
    t.take('wu', 'winPopularSupport', { kind: 'winPopularSupport' });
    expect(t.G.pending).toEqual([]);
  });

  it('Lu Meng: administration 2 before round 4, 4 from round 4; his combat stays 4', () => {
    const early = wuGame(['luMeng']);
    early.G.round = 3;
    selectAlliance(early, 'trade');
    early.assign('wu', { general: 'luMeng', space: 'developFarm' });
    expect(bidValue(early.G, early.G.bids.developFarm![0], 'developFarm')).toBe(2);
    expect(activated(early.G, 'luMeng')).toBe(false);

    const late = wuGame(['luMeng']);
    late.G.round = 4;
    selectAlliance(late, 'trade');
    late.assign('wu', { general: 'luMeng', space: 'developFarm' });
    expect(bidValue(late.G, late.G.bids.developFarm![0], 'developFarm')).toBe(4);
    expect(attribute('luMeng', 'combat', late.G, 'wu')).toBe(4);
    expect(activated(late.G, 'luMeng')).toBe(true);
  });

  it('Lu Meng: "When the second part of Lu Meng\'s skill is activated, place a +2 bid token together with Lu Meng\'s general token to denote the increase in administration bid." (R34)', () => {
    const t = wuGame(['luMeng'], { shu: ['zhugeLiang'] });
    t.G.round = 4;
    selectAlliance(t, 'developFarm');
    t.assign('wu', { general: 'luMeng', space: 'construct' });
    // Lu Meng's bid counts 2 + 2 = 4 (the +2 is his raised administration, not a further token).
    const bid = t.G.bids.construct![0];
    expect(bid.bidTokens).toBe(0);
    expect(bidValue(t.G, bid, 'construct')).toBe(4);
    t.assign('shu', { general: 'zhugeLiang', space: 'construct' });
    // Shu's Zhuge Liang (5) beats 4.
    expect(t.G.won).toContainEqual({ space: 'construct', winners: ['shu'] });
  });
});
