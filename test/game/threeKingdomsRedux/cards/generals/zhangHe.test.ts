/**
 * Zhang He, Cavalry Expertise (compendium, Wei generals): 1 untrained army
 * and 2 horses at the end of his recruitment round; 1 horse after recruit
 * armies or train armies.
 */
import { describe, expect, it } from 'vitest';
import { passRound, selectAlliance } from '../../../../builders';
import type { CommonSpaceId } from '../../../../../src/game/threeKingdomsRedux/types';
import { activations, fullGame } from './weiScenarios';

function wins(space: CommonSpaceId, general: 'zhangHe' | 'xiahouDun' = 'zhangHe') {
  const t = fullGame({ wei: ['zhangHe', 'xiahouDun', 'jiaXu'] });
  t.G.players.wei.untrained = 2;
  selectAlliance(t, 'developMarketplace');
  t.assign('wei', { general, space });
  t.assign('wei', { general: 'jiaXu', space: 'developFarm' });
  t.passAll();
  return t;
}

describe('Zhang He, Cavalry Expertise (compendium)', () => {
  it('Zhang He: the example play — recruit armies gives 2 untrained armies and 1 horse; the end of his recruitment round 1 untrained army and 2 horses (skill text)', () => {
    const t = fullGame({ wei: ['zhangHe', 'jiaXu'] });
    const wei = t.G.players.wei;
    expect([wei.untrained, wei.weapons.horse]).toEqual([0, 0]);
    selectAlliance(t, 'developMarketplace');
    t.assign('wei', { general: 'zhangHe', space: 'recruitArmies' });
    t.assign('wei', { general: 'jiaXu', space: 'developFarm' });
    t.passAll();
    t.take('wei', 'developFarm', { kind: 'developFarm' });
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    // The round has ended (round 1, the round of the initial recruitment).
    expect(t.G.round).toBe(2);
    expect([wei.untrained, wei.weapons.horse]).toEqual([3, 3]);
    expect(activations(t, 'zhangHe')).toEqual([
      "Zhang He's Cavalry Expertise: Wei receives 1 horse.",
      "Zhang He's Cavalry Expertise: Wei receives 1 untrained army and 2 horses in the round he joined.",
    ]);
  });

  it('Zhang He: after "train armies" 1 horse; another Wei general recruiting gives none', () => {
    const t = wins('trainArmies');
    t.take('wei', 'trainArmies', { kind: 'trainArmies', count: 2 });
    expect(t.G.players.wei.weapons.horse).toBe(1);
    const u = wins('recruitArmies', 'xiahouDun');
    u.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(u.G.players.wei.weapons.horse).toBe(0);
  });

  it('Zhang He: "The first part of Zhang He\'s skill may be activated only once during Receive/Activate Benefits of the round when he is recruited..."', () => {
    const t = fullGame({ wei: ['zhangHe'] });
    passRound(t);
    expect([t.G.players.wei.untrained, t.G.players.wei.weapons.horse]).toEqual([1, 2]);
    passRound(t);
    expect(t.G.round).toBe(3);
    expect([t.G.players.wei.untrained, t.G.players.wei.weapons.horse]).toEqual([1, 2]);
    expect(activations(t, 'zhangHe')).toHaveLength(1);
  });
});
