/**
 * Chen Wu, Vehemence (compendium, Wu generals): after producing spears/horses
 * 1 additional crossbow or vessel; after crossbows/vessels 1 additional spear
 * or horse. (No ruling bullets.)
 */
import { describe, expect, it } from 'vitest';
import { selectAlliance } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

describe('Chen Wu, Vehemence (compendium)', () => {
  it('Chen Wu: after "produce spears/horses", 1 additional crossbow or vessel of Wu\'s choice', () => {
    const t = wuGame(['chenWu']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'chenWu', space: 'produceSpearsHorses' });
    t.passAll();
    t.take('wu', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'horse'] });
    expect(choiceOptions(t, 'wu')).toEqual(['crossbow', 'vessel']);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: null })).toEqual({
      ok: false,
      error: "Chen Wu's choice is not optional: pick one of its options.",
    });
    expect(t.attempt('wu', { type: 'choose', option: 'spear' })).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: 'vessel' });
    expect(t.G.players.wu.weapons).toEqual({ spear: 1, horse: 1, crossbow: 0, vessel: 1 });
    expect(activated(t.G, 'chenWu')).toBe(true);
  });

  it('Chen Wu: after "produce crossbows/vessels", 1 additional spear or horse of Wu\'s choice', () => {
    const t = wuGame(['chenWu']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'chenWu', space: 'produceCrossbowsVessels' });
    t.passAll();
    t.take('wu', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    expect(choiceOptions(t, 'wu')).toEqual(['spear', 'horse']);
    t.play('wu', { type: 'choose', option: 'horse' });
    expect(t.G.players.wu.weapons).toEqual({ spear: 0, horse: 1, crossbow: 2, vessel: 0 });
  });

  it('Chen Wu: another general producing gives nothing (Overarching Principle 2)', () => {
    const t = wuGame(['chenWu', 'sunJian']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'produceSpearsHorses' });
    t.passAll();
    t.take('wu', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(t.G.pending).toEqual([]);
    expect(t.G.players.wu.weapons).toEqual({ spear: 2, horse: 0, crossbow: 0, vessel: 0 });
  });
});
