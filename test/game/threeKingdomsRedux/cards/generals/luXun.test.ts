/**
 * Lu Xun, Patience (compendium, Wu generals): stationed as the 2nd/3rd/4th/5th
 * general at a border, 1/3/5/7 gold or rice; each ruling bullet. Earlier
 * generals at the Wei-Wu border are Wei's (any state counts).
 */
import { describe, expect, it } from 'vitest';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { LocationId } from '../../../../../src/game/threeKingdomsRedux/data/board';
import { giveUnits, placeStationed, selectAlliance } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

const EARLIER: [GeneralId, LocationId][] = [
  ['xuHuang', 'guangLing'],
  ['xiahouDun', 'xiaoYaoJin'],
  ['xiahouYuan', 'chiBi'],
  ['guoJia', 'shiTing'],
];

/**
 * Lu Xun wins the Wei-Wu battle with 1 archery unit and is stationed at Ru Xu
 * Kou after `already` others. (The round then ends: his unit costs 1 rice of
 * upkeep, its border token being in the treasury.)
 */
function luXunStationed(already: number) {
  const t = wuGame(['luXun']);
  for (const [general, location] of EARLIER.slice(0, already)) placeStationed(t.G, 'wei', general, location, 1, 'treasury');
  giveUnits(t.G, 'wu', 'archery', 1);
  selectAlliance(t, 'trade');
  t.assign('wu', { general: 'luXun', space: 'battle:weiWu', units: { type: 'archery', count: 1 } });
  t.passAll();
  t.take('wu', 'battle:weiWu', { kind: 'battle', general: 'luXun', units: 1, location: 'ruXuKou', tokenTo: 'treasury' });
  return t;
}

describe('Lu Xun, Patience (compendium)', () => {
  it('Lu Xun: the 1st general stationed at a border receives nothing', () => {
    const t = luXunStationed(0);
    expect(t.G.pending).toEqual([]);
    expect(activated(t.G, 'luXun')).toBe(false);
  });

  it('Lu Xun: "Lu Xun receives 1 gold or 1 rice if he is the 2nd general stationed at a particular border."', () => {
    const t = luXunStationed(1);
    expect(choiceOptions(t, 'wu')).toEqual(['gold', 'rice']);
    t.play('wu', { type: 'choose', option: 'rice' });
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([4, 5 - 1]);
    expect(activated(t.G, 'luXun')).toBe(true);
  });

  it('Lu Xun: "Lu Xun receives 3 gold or 3 rice, but not a mixture of gold or rice, if he is the 3rd..."', () => {
    const t = luXunStationed(2);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: null })).toMatchObject({ ok: false });
    expect(t.attempt('wu', { type: 'choose', option: { gold: 1, rice: 2 } })).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: 'gold' });
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([7, 4 - 1]);
  });

  it('Lu Xun: "Lu Xun receives 5 gold or 5 rice, but not a mixture of gold or rice, if he is the 4th..."', () => {
    const t = luXunStationed(3);
    t.play('wu', { type: 'choose', option: 'rice' });
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([4, 9 - 1]);
  });

  it('Lu Xun: "Lu Xun receives 7 gold or 7 rice, but not a mixture of gold or rice, if he is the 5th..."', () => {
    const t = luXunStationed(4);
    t.play('wu', { type: 'choose', option: 'gold' });
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([11, 4 - 1]);
  });
});
