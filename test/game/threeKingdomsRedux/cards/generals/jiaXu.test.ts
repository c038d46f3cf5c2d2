/**
 * Jia Xu, Control (compendium, Wei generals): in even rounds, without the
 * improve tribal relations action, Wei's tribal level is maintained.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { activations, decision, expectRefused, fullGame, tribalRound } from './weiScenarios';

describe('Jia Xu, Control (compendium)', () => {
  it('Jia Xu: in an even round Wei keeps its level; in an odd round it is reduced as usual (skill text)', () => {
    const even = tribalRound({ jiaXu: true, even: true });
    expect(even.t.G.players.wei.tribalLevel).toBe(even.start);
    expect(activations(even.t, 'jiaXu')).toEqual([
      `Jia Xu: Wei's tribal relations level is maintained at ${even.start} instead of being reduced.`,
    ]);
    const odd = tribalRound({ jiaXu: true });
    expect(odd.t.G.players.wei.tribalLevel).toBe(odd.start - 1);
    expect(activations(odd.t, 'jiaXu')).toEqual([]);
  });

  it('Jia Xu: "Even rounds are rounds 2, 4, 6, 8, 10 and 12."', () => {
    // Played: round 1 reduces (5 -> 4), round 2 keeps (4).
    expect(tribalRound({ jiaXu: true }).t.G.players.wei.tribalLevel).toBe(4);
    expect(tribalRound({ jiaXu: true, even: true }).t.G.players.wei.tribalLevel).toBe(4);
    // Arranged as later rounds (the skill reads only the round number): Wei at 6 passes the round.
    const after = (round: number) => {
      const t = fullGame({ wei: ['jiaXu'] });
      t.G.round = round;
      t.G.players.wei.tribalLevel = 6;
      t.play(t.G.bidOrder[2], { type: 'selectAlliance', space: 'trade' });
      t.passAll();
      return t.G.players.wei.tribalLevel;
    };
    expect([4, 6, 7, 8, 10, 11, 12].map(after)).toEqual([6, 6, 5, 6, 6, 5, 6]);
  });

  it('Jia Xu: "If Wei did not take the improve tribal relations action and activates Jia Xu\'s skill in an even round, then ... remains unchanged"', () => {
    const { t, start } = tribalRound({ jiaXu: true, even: true, level: 8 });
    expect(t.G.players.wei.tribalLevel).toBe(start);
    expect(start).toBe(8);
    // Taking the action instead, the action moves it as usual (0 gold: unchanged) and Jia Xu does nothing.
    const took = tribalRound({ jiaXu: true, even: true, level: 8, improves: true });
    expect(took.t.G.players.wei.tribalLevel).toBe(8);
    expect(activations(took.t, 'jiaXu')).toEqual([]);
  });

  it('Jia Xu: "If Wei did not take the improve tribal relations action in an even round where the tribal relations level is already at 12..." (then Wei may pay 2 rice for 1 popular support, R24)', () => {
    const { t } = tribalRound({ jiaXu: true, even: true, level: 12 });
    expect(t.G.players.wei.tribalLevel).toBe(12);
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: 'buy' },
    ]);
    expectRefused(t, 'wei', { type: 'choose', option: 'buyTwo' });
    const [rice, ps] = [t.G.players.wei.rice, t.G.players.wei.popularSupport];
    t.play('wei', { type: 'choose', option: 'buy' });
    expect(t.G.players.wei.popularSupport).toBe(ps + 1);
    // 2 rice paid now (maintenance's popular support upkeep: 1 token, nothing).
    expect(t.G.players.wei.rice).toBe(rice - 2);
    expect(t.G.round).toBe(3);
    // Declining, or without 2 rice, nothing is bought.
    const u = tribalRound({ jiaXu: true, even: true, level: 12 });
    u.t.play('wei', { type: 'choose', option: null });
    expect(u.t.G.players.wei.popularSupport).toBe(0);
  });

  it('Jia Xu: "If Wei did not take the improve tribal relations action in an even round and activates both Jia Xu\'s and Xu Chu\'s skills, then ... decreases by 1"', () => {
    const { t, start } = tribalRound({ jiaXu: true, xuChu: true, even: true });
    expect(t.G.players.wei.tribalLevel).toBe(start - 1);
  });

  it("Jia Xu: \"If Wei did not take the improve tribal relations action in an even round and activates both Jia Xu's and Pang De's skills, then Pang De's skill supercedes...\" (+1)", () => {
    const { t, start } = tribalRound({ jiaXu: true, pangDe: true, even: true });
    expect(t.G.players.wei.tribalLevel).toBe(start + 1);
    expect(activations(t, 'jiaXu')).toEqual([]);
    expect(activations(t, 'pangDe')).toHaveLength(1);
  });

  it("Jia Xu: \"If Wei did not take the improve tribal relations action in an even round and activates Jia Xu's, Xu Chu's and Pang De's skills, then Pang De's skill supercedes...\" (unchanged)", () => {
    const { t, start } = tribalRound({ jiaXu: true, xuChu: true, pangDe: true, even: true });
    expect(t.G.players.wei.tribalLevel).toBe(start);
  });
});
