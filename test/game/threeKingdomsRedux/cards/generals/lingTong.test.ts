/**
 * Ling Tong, Tolerance (compendium, Wu generals): after the improve tribal
 * relations action with 1 / 2 army units, 1 gold / 1 weapon of Wu's choice;
 * each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import type { AssignArgs } from '../../../../../src/game/threeKingdomsRedux/moves';
import { giveUnits, selectAlliance } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

/** Ling Tong (or `general`) takes Wu's improve tribal relations action with `extra` (units or gold). */
function takeTribal(extra: Pick<AssignArgs, 'units' | 'gold'>, general: 'lingTong' | 'sunJian' = 'lingTong') {
  const t = wuGame(['lingTong', 'sunJian']);
  giveUnits(t.G, 'wu', 'infantry', 2);
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space: 'tribal:wu', ...extra });
  t.passAll();
  t.take('wu', 'tribal:wu', { kind: 'improveTribalRelations', buyPopularSupport: false });
  return t;
}

describe('Ling Tong, Tolerance (compendium)', () => {
  it('Ling Tong: "When Ling Tong takes the "improve tribal relations" action with 1 army unit, he receives 1 gold."', () => {
    const t = takeTribal({ units: { type: 'infantry', count: 1 } });
    const wu = t.G.players.wu;
    expect(wu.tribalLevel).toBe(7);
    expect(wu.gold).toBe(5);
    expect(t.G.pending).toEqual([]);
    expect(activated(t.G, 'lingTong')).toBe(true);
  });

  it('Ling Tong: "When Ling Tong takes the "improve tribal relations" action with 2 army units, he receives 1 weapon..."', () => {
    const t = takeTribal({ units: { type: 'infantry', count: 2 } });
    expect(t.G.players.wu.tribalLevel).toBe(8);
    expect(choiceOptions(t, 'wu')).toEqual(['spear', 'horse', 'crossbow', 'vessel']);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: null })).toMatchObject({ ok: false });
    expect(t.attempt('wu', { type: 'choose', option: 'gold' })).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: 'vessel' });
    // The 2 infantry units came back (2 spears); plus the vessel; no gold.
    expect(t.G.players.wu.weapons).toEqual({ spear: 2, horse: 0, crossbow: 0, vessel: 1 });
    expect(t.G.players.wu.gold).toBe(4);
  });

  it('Ling Tong: "Ling Tong\'s skill may not be activated if he takes the "improve tribal relations" action without army units or with gold."', () => {
    const gold = takeTribal({ gold: 2 });
    expect(gold.G.players.wu.tribalLevel).toBe(8);
    expect(gold.G.players.wu.gold).toBe(2);
    expect(gold.G.pending).toEqual([]);
    expect(activated(gold.G, 'lingTong')).toBe(false);

    const bare = takeTribal({});
    expect(bare.G.players.wu.tribalLevel).toBe(6);
    expect(bare.G.players.wu.gold).toBe(4);
    expect(activated(bare.G, 'lingTong')).toBe(false);
  });

  it('Ling Tong: another general taking the action with units gives nothing (Overarching Principle 2)', () => {
    const t = takeTribal({ units: { type: 'infantry', count: 1 } }, 'sunJian');
    expect(t.G.players.wu.gold).toBe(4);
    expect(activated(t.G, 'lingTong')).toBe(false);
  });
});
