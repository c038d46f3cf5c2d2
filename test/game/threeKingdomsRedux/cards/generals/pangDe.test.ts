/**
 * Pang De, Loyalty (compendium, Wei generals): after winning a space with
 * Cao Cao, without the improve tribal relations action, Wei's level rises by
 * 1 (or stays at 12) instead of falling.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { activations, decision, fullGame, tribalRound } from './weiScenarios';

describe('Pang De, Loyalty (compendium)', () => {
  it('Pang De: winning "develop farm" together with Cao Cao, Wei\'s tribal level rises by 1 instead of falling (skill text)', () => {
    const { t, start } = tribalRound({ pangDe: true });
    expect(t.G.round).toBe(2);
    expect(t.G.players.wei.tribalLevel).toBe(start + 1);
    expect(activations(t, 'pangDe')).toEqual([
      `Pang De: Wei's tribal relations level rises from ${start} to ${start + 1} instead of being reduced.`,
    ]);
  });

  it('Pang De: not when he and Cao Cao won different spaces, nor when Wei took the improve tribal relations action; winning together counts even if Wei declines that action (R23)', () => {
    const apart = tribalRound({ pangDe: true, pangDeElsewhere: true });
    expect(apart.t.G.players.wei.tribalLevel).toBe(apart.start - 1);
    expect(activations(apart.t, 'pangDe')).toEqual([]);
    // Xiahou Dun takes the action with nothing: the level stays, and Pang De adds nothing.
    const took = tribalRound({ pangDe: true, improves: true });
    expect(took.t.G.players.wei.tribalLevel).toBe(took.start);
    expect(activations(took.t, 'pangDe')).toEqual([]);
    // Won together, then declined: still "won an action space together with Cao Cao".
    const t = fullGame({ wei: ['caoCao', 'pangDe'] });
    t.play(t.G.bidOrder[2], { type: 'selectAlliance', space: 'trade' });
    t.assign('wei', { general: 'caoCao', space: 'developFarm' });
    t.assign('wei', { general: 'pangDe', space: 'developFarm' });
    t.passAll();
    t.decline('wei', 'developFarm');
    expect(t.G.round).toBe(2);
    expect(t.G.players.wei.tribalLevel).toBe(6);
  });

  it('Pang De: "If Wei did not take the improve tribal relations action and activates Pang De\'s skill in a round, then ... the total increase ... is 1."', () => {
    const { t, start } = tribalRound({ pangDe: true, level: 7 });
    expect(start).toBe(7);
    expect(t.G.players.wei.tribalLevel).toBe(8);
  });

  it('Pang De: "If Wei activates Pang De\'s skill in a round where the tribal relations level is already at 12, then ... maintained at 12 ... Wei may pay 2 rice to receive 1 popular support."', () => {
    const { t } = tribalRound({ pangDe: true, level: 12 });
    expect(t.G.players.wei.tribalLevel).toBe(12);
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: 'buy' },
    ]);
    const rice = t.G.players.wei.rice;
    t.play('wei', { type: 'choose', option: 'buy' });
    expect(t.G.players.wei.popularSupport).toBe(1);
    expect(t.G.players.wei.rice).toBe(rice - 2);
    // Without 2 rice there is nothing to decide: the level stays at 12 and the round ends.
    const poor = fullGame({ wei: ['caoCao', 'pangDe'] });
    poor.G.players.wei.tribalLevel = 12;
    poor.G.players.wei.rice = 1;
    poor.play(poor.G.bidOrder[2], { type: 'selectAlliance', space: 'trade' });
    poor.assign('wei', { general: 'caoCao', space: 'developFarm' });
    poor.assign('wei', { general: 'pangDe', space: 'developFarm' });
    poor.passAll();
    poor.take('wei', 'developFarm', { kind: 'developFarm' });
    expect(poor.G.pending).toEqual([]);
    expect(poor.G.round).toBe(2);
    expect(poor.G.players.wei.tribalLevel).toBe(12);
  });

  it("Pang De: \"If Wei did not take the improve tribal relations action in an even round and activates both Pang De's and Jia Xu's skills, then Pang De's skill supercedes...\" (+1)", () => {
    const { t, start } = tribalRound({ pangDe: true, jiaXu: true, even: true });
    expect(t.G.players.wei.tribalLevel).toBe(start + 1);
  });

  it('Pang De: "If Wei did not take the improve tribal relations action in a round and activates both Pang De\'s and Xu Chu\'s skills, then ... unchanged"', () => {
    const { t, start } = tribalRound({ pangDe: true, xuChu: true });
    expect(t.G.players.wei.tribalLevel).toBe(start);
  });

  it("Pang De: \"If Wei did not take the improve tribal relations action in an even round and activates Pang De's, Jia Xu's and Xu Chu's skills, then Pang De's skill supercedes...\" (unchanged)", () => {
    const { t, start } = tribalRound({ pangDe: true, jiaXu: true, xuChu: true, even: true });
    expect(t.G.players.wei.tribalLevel).toBe(start);
  });
});
