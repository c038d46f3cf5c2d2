/**
 * Xu Chu, Brawn (compendium, Wei generals): after recruiting armies, reduce
 * Wei's tribal relations level by 1 to train up to 2 untrained armies.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { selectAlliance } from '../../../../builders';
import { activations, decision, expectRefused, fullGame, tribalRound } from './weiScenarios';

function xuChuRecruits(general: 'xuChu' | 'xiahouDun' = 'xuChu') {
  const t = fullGame({ wei: ['xuChu', 'xiahouDun', 'caoHong'] });
  selectAlliance(t, 'trade');
  t.assign('wei', { general, space: 'recruitArmies' });
  t.assign('wei', { general: 'caoHong', space: 'demandTribute' });
  t.passAll();
  return t;
}

describe('Xu Chu, Brawn (compendium)', () => {
  it('Xu Chu: after "recruit armies" Wei may lower its tribal level by 1 to train up to 2 untrained armies (skill text)', () => {
    const t = xuChuRecruits();
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    const wei = t.G.players.wei;
    expect(wei.untrained).toBe(2);
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: { train: 1 } },
      { type: 'choose', option: { train: 2 } },
    ]);
    expectRefused(t, 'wei', { type: 'choose', option: { train: 3 } }, /not one of Xu Chu's options/);
    expectRefused(t, 'wei', { type: 'choose', option: { train: 0 } });
    t.play('wei', { type: 'choose', option: { train: 2 } });
    expect([wei.tribalLevel, wei.untrained, wei.trained]).toEqual([4, 0, 2]);
    expect(activations(t, 'xuChu')).toHaveLength(1);
  });

  it('Xu Chu: declining changes nothing; at tribal level 1 it is not offered (R20)', () => {
    const t = xuChuRecruits();
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    t.play('wei', { type: 'choose', option: null });
    expect([t.G.players.wei.tribalLevel, t.G.players.wei.trained]).toEqual([5, 0]);
    const u = xuChuRecruits();
    u.G.players.wei.tribalLevel = 1;
    u.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(u.G.pending).toEqual([]);
    expect(decision(u)).toEqual({ kind: 'action', state: 'wei' });
  });

  it('Xu Chu: "Xu Chu\'s skill may not be activated if he does not take the recruit armies action before that."', () => {
    const t = xuChuRecruits();
    t.decline('wei', 'recruitArmies');
    expect(t.G.pending).toEqual([]);
    // Another Wei general recruiting: no Brawn either.
    const u = xuChuRecruits('xiahouDun');
    u.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(u.G.pending).toEqual([]);
    expect(decision(u)).toEqual({ kind: 'action', state: 'wei' });
  });

  it('Xu Chu: "If Wei did not take the improve tribal relations action and activates Xu Chu\'s skill in a round, then ... decreases by 2 for that round."', () => {
    const { t, start } = tribalRound({ xuChu: true });
    expect(t.G.round).toBe(2);
    expect(t.G.players.wei.tribalLevel).toBe(start - 2);
  });

  it('Xu Chu: "If Wei did not take the improve tribal relations action in an even round and activates both Xu Chu\'s and Jia Xu\'s skills, then ... decreases by 1"', () => {
    const { t, start } = tribalRound({ xuChu: true, jiaXu: true, even: true });
    expect(t.G.round).toBe(3);
    expect(t.G.players.wei.tribalLevel).toBe(start - 1);
  });

  it('Xu Chu: "If Wei did not take the improve tribal relations action in a round and activates both Xu Chu\'s and Pang De\'s skills, then ... unchanged"', () => {
    const { t, start } = tribalRound({ xuChu: true, pangDe: true });
    expect(t.G.players.wei.tribalLevel).toBe(start);
  });

  it("Xu Chu: \"If Wei did not take the improve tribal relations action in an even round and activates Xu Chu's, Jia Xu's and Pang De's skills, then Pang De's skill supercedes...\"", () => {
    const { t, start } = tribalRound({ xuChu: true, jiaXu: true, pangDe: true, even: true });
    expect(t.G.players.wei.tribalLevel).toBe(start);
  });
});
