/**
 * Spear Armoury (compendium, Unification deck): 1 additional spear after producing 2
 * spears with the printed "produce spears/horses" action; not with 1 or 2 horses, not with
 * Xiahou Dun's Endeavour.
 */
import { describe, expect, it } from 'vitest';
import { activations, endeavour, withCards, xiahouDunProduces } from './militaryScenarios';

describe('Spear Armoury (compendium)', () => {
  it('Spear Armoury: "After you take the "produce spears/horses action" to produce 2 spears, you receive 1 additional spear."', () => {
    const t = withCards('produceSpearsHorses', ['spearArmoury']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    t.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(wei.weapons).toEqual({ ...before, spear: before.spear + 3 });
    expect(activations(t, 'spearArmoury')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'spearArmoury', state: 'wei' });
  });

  it('Spear Armoury: without the card the same production gives 2 spears; the other produce action and a declined action give nothing more', () => {
    const plain = withCards('produceSpearsHorses', []);
    const p = plain.G.players.wei.weapons.spear;
    plain.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(plain.G.players.wei.weapons.spear).toBe(p + 2);

    const other = withCards('produceCrossbowsVessels', ['spearArmoury']);
    const before = { ...other.G.players.wei.weapons };
    other.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    expect(other.G.players.wei.weapons).toEqual({ ...before, crossbow: before.crossbow + 2 });
    expect(activations(other, 'spearArmoury')).toEqual([]);

    const declined = withCards('produceSpearsHorses', ['spearArmoury']);
    const weapons = { ...declined.G.players.wei.weapons };
    declined.decline('wei', 'produceSpearsHorses');
    expect(declined.G.players.wei.weapons).toEqual(weapons);
    expect(activations(declined, 'spearArmoury')).toEqual([]);
  });

  it('Spear Armoury: "You do not receive the additional spear if 1 or 2 horses are produced."', () => {
    const one = withCards('produceSpearsHorses', ['spearArmoury']);
    const before = { ...one.G.players.wei.weapons };
    one.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'horse'] });
    expect(one.G.players.wei.weapons).toEqual({ ...before, spear: before.spear + 1, horse: before.horse + 1 });
    expect(activations(one, 'spearArmoury')).toEqual([]);

    const two = withCards('produceSpearsHorses', ['spearArmoury']);
    two.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['horse', 'horse'] });
    expect(two.G.players.wei.weapons).toEqual({ ...before, horse: before.horse + 2 });
    expect(activations(two, 'spearArmoury')).toEqual([]);
  });

  it('Spear Armoury: "If Xiahou Dun\'s skill is activated when taking the "produce spears/horses" action, he may not activate the Spear Armoury to receive an additional spear. Activation of the Spear Armoury requires production of 2 spears."', () => {
    // Endeavour: 1 spear and 1 army trained instead of producing; no additional spear.
    const t = xiahouDunProduces('produceSpearsHorses', ['spearArmoury']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    const [untrained, trained] = [wei.untrained, wei.trained];
    t.take('wei', 'produceSpearsHorses', endeavour('spear'));
    expect(wei.weapons).toEqual({ ...before, spear: before.spear + 1 });
    expect([wei.untrained, wei.trained]).toEqual([untrained - 1, trained + 1]);
    expect(activations(t, 'spearArmoury')).toEqual([]);
    // Xiahou Dun producing the printed 2 spears (his skill not activated): the card acts.
    const u = xiahouDunProduces('produceSpearsHorses', ['spearArmoury']);
    const weapons = { ...u.G.players.wei.weapons };
    u.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(u.G.players.wei.weapons).toEqual({ ...weapons, spear: weapons.spear + 3 });
    expect(activations(u, 'spearArmoury')).toHaveLength(1);
    expect(activations(u, 'xiahouDun')).toEqual([]);
  });
});
