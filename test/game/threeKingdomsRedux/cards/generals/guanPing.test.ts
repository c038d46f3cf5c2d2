/** Guan Ping, Flexibility (compendium, Shu generals): weapon for weapon, at any time (a skill move). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { giveUnits, passRound, selectAlliance } from '../../../../builders';
import { shuGame, snapshot } from './shuScenario';

describe('Guan Ping, Flexibility (compendium)', () => {
  it('Guan Ping trades 1 weapon for another type whenever Shu may act, but not in the round he is recruited (R47)', () => {
    const t = shuGame(['guanPing']);
    t.G.players.shu.weapons.spear = 1;
    // Round 1 (his recruitment round): Shu chooses the alliance space, but no trade is offered.
    expect(legalMoves(t.G, 'shu').some((m) => m.type === 'useSkill')).toBe(false);
    const before = snapshot(t);
    expect(t.attempt('shu', { type: 'useSkill', card: 'guanPing', option: { from: 'spear', to: 'horse' } })).toEqual({
      ok: false,
      error: expect.stringContaining('cannot be used'),
    });
    expect(t.G).toEqual(before);
    passRound(t);
    expect(t.G.round).toBe(2);
    const skills = legalMoves(t.G, 'shu').filter((m) => m.type === 'useSkill');
    expect(skills).toEqual([
      { type: 'useSkill', card: 'guanPing', option: { from: 'spear', to: 'horse' } },
      { type: 'useSkill', card: 'guanPing', option: { from: 'spear', to: 'crossbow' } },
      { type: 'useSkill', card: 'guanPing', option: { from: 'spear', to: 'vessel' } },
    ]);
    t.play('shu', { type: 'useSkill', card: 'guanPing', option: { from: 'spear', to: 'vessel' } });
    expect(t.G.players.shu.weapons).toEqual({ spear: 0, horse: 0, crossbow: 0, vessel: 1 });
    // The decision stays open: Shu still selects the alliance space.
    expect(t.G.step.kind).toBe('selectAlliance');
    expect(t.G.log.filter((e) => e.card === 'guanPing')).toHaveLength(1);
  });

  it('Guan Ping: "Guan Ping may only carry out the trading between different weapon types with weapons in Shu\'s supply..."', () => {
    const t = shuGame(['guanPing', 'zhaoYun']);
    passRound(t);
    giveUnits(t.G, 'shu', 'infantry', 1);
    selectAlliance(t, 'trade');
    t.assign('shu', { general: 'zhaoYun', space: 'battle:shuWei', units: { type: 'infantry', count: 1 } });
    // The spear is with the assigned unit, not in the supply.
    expect(t.G.players.shu.weapons.spear).toBe(0);
    expect(legalMoves(t.G, 'shu').some((m) => m.type === 'useSkill')).toBe(false);
    const r = t.attempt('shu', { type: 'useSkill', card: 'guanPing', option: { from: 'spear', to: 'horse' } });
    expect(r.ok).toBe(false);
  });
});
