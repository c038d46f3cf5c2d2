/** Huang Zhong, Archery Mastery (compendium, Shu generals): 1 additional archery unit from the supply. */
import { describe, expect, it } from 'vitest';
import { upkeepOwed } from '../../../../../src/game/threeKingdomsRedux/maintenance';
import { giveUnits, selectAlliance } from '../../../../builders';
import { bidAndResolve, shuChoices, shuGame, snapshot } from './shuScenario';

/** Huang Zhong wins the Shu-Wei battle with 2 archery units; `spare` more archery units stay in the supply. */
function huangZhongWins(spare: number) {
  const t = shuGame(['huangZhong', 'zhugeLiang']);
  giveUnits(t.G, 'shu', 'archery', 2 + spare);
  bidAndResolve(t, 'trade', [
    ['shu', { general: 'huangZhong', space: 'battle:shuWei', units: { type: 'archery', count: 2 } }],
    ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
  ]);
  return t;
}

describe('Huang Zhong, Archery Mastery (compendium)', () => {
  it('Huang Zhong: "Huang Zhong still bids for "battle" action spaces with up to 2 army units as his Leadership is 2."', () => {
    const t = shuGame(['huangZhong']);
    giveUnits(t.G, 'shu', 'archery', 3);
    selectAlliance(t, 'trade');
    const before = snapshot(t);
    const r = t.attempt('shu', {
      type: 'assign',
      args: { general: 'huangZhong', space: 'battle:shuWei', units: { type: 'archery', count: 3 } },
    });
    expect(r).toEqual({ ok: false, error: 'Leadership 2 allows at most 2 army units.' });
    expect(t.G).toEqual(before);
  });

  it('Huang Zhong: "Immediately after Huang Zhong is stationed with archery units to a border location, Shu may add 1 archery unit from its supply..."', () => {
    const t = huangZhongWins(1);
    const choices = shuChoices(t, 'battle:shuWei');
    expect(choices).toContainEqual({
      kind: 'battle',
      general: 'huangZhong',
      units: 2,
      location: 'qiShan',
      tokenTo: 'treasury',
      extraUnit: true,
    });
    expect(choices).toContainEqual({ kind: 'battle', general: 'huangZhong', units: 2, location: 'qiShan', tokenTo: 'treasury' });
    t.take('shu', 'battle:shuWei', {
      kind: 'battle',
      general: 'huangZhong',
      units: 2,
      location: 'qiShan',
      tokenTo: 'treasury',
      extraUnit: true,
    });
    const shu = t.G.players.shu;
    expect(shu.stationed[0].units).toEqual([{ type: 'archery', count: 3 }]);
    expect([shu.trained, shu.weapons.crossbow]).toEqual([0, 0]);
    expect(shu.treasury.borderTokens).toEqual([{ location: 'qiShan', vp: 1 }]);
    expect(t.G.log.filter((e) => e.card === 'huangZhong')).toHaveLength(1);
  });

  it('Huang Zhong: "The upkeep of 1 gold and 1 rice and award of 1 VP per round still applies for the 3rd archery unit."', () => {
    const t = huangZhongWins(1);
    t.take('shu', 'battle:shuWei', {
      kind: 'battle',
      general: 'huangZhong',
      units: 2,
      location: 'qiShan',
      tokenTo: 'treasury',
      extraUnit: true,
    });
    // 3 units: the treasury token covers 1 gold.
    expect(upkeepOwed(t.G, 'shu')).toEqual({ popularSupportRice: 1, armyGold: 2, armyRice: 3 });
    t.take('shu', 'developFarm', { kind: 'developFarm' });
    expect(t.G.round).toBe(2);
    expect(t.G.players.shu.militaryVP).toBe(3);
    expect(t.G.players.shu.gold).toBe(3);
  });

  it('Huang Zhong: the additional unit needs a trained army and a crossbow in the supply, and archery units with him', () => {
    const t = huangZhongWins(0);
    expect(shuChoices(t, 'battle:shuWei').some((c) => c.kind === 'battle' && c.extraUnit)).toBe(false);
    const before = snapshot(t);
    const r = t.attempt('shu', {
      type: 'takeAction',
      space: 'battle:shuWei',
      choice: { kind: 'battle', general: 'huangZhong', units: 1, location: 'qiShan', tokenTo: 'treasury', extraUnit: true },
    });
    expect(r).toEqual({ ok: false, error: 'An additional archery unit needs 1 trained army and 1 crossbow in your supply.' });
    expect(t.G).toEqual(before);
  });
});
