/**
 * Zhang Liao, Composure (compendium, Wei generals): at the end of each round,
 * 1 untrained army if Wei has none; 1 weapon of its choice if it has no
 * weapon, another of the same type if it has exactly 1.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { WeaponType } from '../../../../../src/game/threeKingdomsRedux/types';
import { passRound } from '../../../../builders';
import { activations, decision, expectRefused, fullGame } from './weiScenarios';

/** Round 1 in which nobody bids; Wei has `untrained` untrained armies and the given weapons. */
function endOfRound(untrained: number, weapons: Partial<Record<WeaponType, number>>, also: GeneralId[] = []) {
  const t = fullGame({ wei: ['zhangLiao', ...also] });
  const wei = t.G.players.wei;
  wei.untrained = untrained;
  wei.weapons = { spear: 0, horse: 0, crossbow: 0, vessel: 0, ...weapons };
  passRound(t);
  return t;
}

describe('Zhang Liao, Composure (compendium)', () => {
  it("Zhang Liao: no untrained army and no weapon: 1 untrained army and 1 weapon of Wei's choice (skill text)", () => {
    const t = endOfRound(0, {});
    expect(t.G.players.wei.untrained).toBe(1);
    expect(decision(t)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual(['spear', 'horse', 'crossbow', 'vessel'].map((option) => ({ type: 'choose', option })));
    expectRefused(t, 'wei', { type: 'choose', option: null }, /not optional/);
    expectRefused(t, 'wei', { type: 'choose', option: 'sword' });
    t.play('wei', { type: 'choose', option: 'crossbow' });
    expect(t.G.players.wei.weapons).toEqual({ spear: 0, horse: 0, crossbow: 1, vessel: 0 });
    expect(t.G.round).toBe(2);
    expect(activations(t, 'zhangLiao')).toHaveLength(2);
  });

  it('Zhang Liao: with untrained armies and 2 or more weapons, nothing', () => {
    const t = endOfRound(1, { horse: 1, spear: 1 });
    expect(t.G.round).toBe(2);
    expect(t.G.players.wei.untrained).toBe(1);
    expect(t.G.players.wei.weapons).toEqual({ spear: 1, horse: 1, crossbow: 0, vessel: 0 });
    expect(activations(t, 'zhangLiao')).toEqual([]);
  });

  it('Zhang Liao: "Zhang Liao receives 1 untrained army if Wei does not have any untrained armies in its supply during Receive/Activate Benefits." (the weapon condition is separate: R21)', () => {
    const t = endOfRound(0, { spear: 2 });
    expect(t.G.players.wei.untrained).toBe(1);
    expect(t.G.players.wei.weapons.spear).toBe(2);
    // The two conditions are separate (R21): untrained armies present, weapons absent, still a weapon.
    const u = endOfRound(2, {});
    expect(u.G.players.wei.untrained).toBe(2);
    expect(decision(u)).toEqual({ kind: 'choice', state: 'wei' });
  });

  it('Zhang Liao: "Zhang Liao receives 1 weapon of his choice if Wei does not have any weapons in its supply during Receive/Activate..."', () => {
    const t = endOfRound(3, {});
    t.play('wei', { type: 'choose', option: 'vessel' });
    expect(t.G.players.wei.weapons).toEqual({ spear: 0, horse: 0, crossbow: 0, vessel: 1 });
    expect(t.G.players.wei.untrained).toBe(3);
  });

  it('Zhang Liao: "Zhang Liao receives another weapon of the same type if Wei has 1 weapon in its supply during Receive/Activate Benefits."', () => {
    const t = endOfRound(1, { horse: 1 });
    expect(t.G.pending).toEqual([]);
    expect(t.G.players.wei.weapons).toEqual({ spear: 0, horse: 2, crossbow: 0, vessel: 0 });
  });

  it("Zhang Liao: his condition is checked before Wei's other end-of-round gains (R13): with Zhang He in his recruitment round, both give an untrained army", () => {
    const t = endOfRound(0, {}, ['zhangHe']);
    // Zhang Liao first: 0 untrained -> 1, and the weapon choice is answered before Zhang He acts.
    expect(t.G.players.wei.untrained).toBe(1);
    expect(t.G.players.wei.weapons.horse).toBe(0);
    t.play('wei', { type: 'choose', option: 'horse' });
    expect(t.G.players.wei.untrained).toBe(2);
    expect(t.G.players.wei.weapons.horse).toBe(3);
  });
});
