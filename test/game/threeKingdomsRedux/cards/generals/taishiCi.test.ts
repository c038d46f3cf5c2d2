/**
 * Taishi Ci, Integrity (compendium, Wu generals): not assigned in the round
 * he joins, he receives 1 trained army and 1 weapon of Wu's choice at its
 * end; the ruling bullet. (The rulebook's Example Play, where he receives a
 * vessel, is test/game/threeKingdomsRedux/rulebook/examplePlay.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { setRecruitedIn } from '../../../../../src/game/threeKingdomsRedux/state';
import { passRound, selectAlliance } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

describe('Taishi Ci, Integrity (compendium)', () => {
  it("Taishi Ci: not assigned in the round he joins: 1 trained army and 1 weapon of Wu's choice at its end", () => {
    const t = wuGame(['taishiCi', 'sunJian']);
    selectAlliance(t, 'trade');
    // Wu bids with another general only.
    t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
    t.passAll();
    t.take('wu', 'recruitArmies', { kind: 'recruitArmies' });
    expect(choiceOptions(t, 'wu')).toEqual(['spear', 'horse', 'crossbow', 'vessel']);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: null })).toEqual({
      ok: false,
      error: "Taishi Ci's choice is not optional: pick one of its options.",
    });
    expect(t.attempt('wu', { type: 'choose', option: 'army' })).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: 'crossbow' });
    const wu = t.G.players.wu;
    expect(wu.trained).toBe(1);
    expect(wu.untrained).toBe(2);
    expect(wu.weapons).toEqual({ spear: 0, horse: 0, crossbow: 1, vessel: 0 });
    expect(t.G.round).toBe(2);
    expect(activated(t.G, 'taishiCi')).toBe(true);
  });

  it('Taishi Ci: assigned in the round he joins (even to a space he loses), nothing', () => {
    const t = wuGame(['taishiCi'], { shu: ['maChao'] });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'taishiCi', space: 'recruitArmies' });
    t.assign('shu', { general: 'maChao', space: 'recruitArmies' });
    // Ma Chao's combat 5 reached after Taishi Ci's 5: Wu wins; decline the action.
    t.decline('wu', 'recruitArmies');
    expect(t.G.pending).toEqual([]);
    expect(t.G.round).toBe(2);
    expect(t.G.players.wu.trained).toBe(0);
  });

  it('Taishi Ci: joined in a later round (round 6), the same', () => {
    const t = wuGame(['taishiCi']);
    t.G.round = 6;
    setRecruitedIn(t.G.players.wu, 'taishiCi', 6);
    passRound(t);
    t.play('wu', { type: 'choose', option: 'vessel' });
    expect([t.G.players.wu.trained, t.G.players.wu.weapons.vessel]).toEqual([1, 1]);
  });

  it('Taishi Ci: "Taishi Ci\'s skill may be activated only once (and only if he is not assigned for bidding..."', () => {
    const t = wuGame(['taishiCi']);
    passRound(t);
    t.play('wu', { type: 'choose', option: 'spear' });
    expect(t.G.round).toBe(2);
    // Round 2: unassigned again, but it is not the round he joined.
    passRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.round).toBe(3);
    expect([t.G.players.wu.trained, t.G.players.wu.weapons.spear]).toEqual([1, 1]);
    expect(t.G.log.filter((e) => e.card === 'taishiCi')).toHaveLength(1);
  });
});
