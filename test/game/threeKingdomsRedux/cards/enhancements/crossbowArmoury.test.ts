/**
 * Crossbow Armoury (compendium, Unification deck): 1 additional crossbow after producing 2
 * crossbows with the printed "produce crossbows/vessels" action; not with 1 or 2 vessels, not with
 * Xiahou Dun's Endeavour.
 */
import { describe, expect, it } from 'vitest';
import { activations, endeavour, withCards, xiahouDunProduces } from './militaryScenarios';

describe('Crossbow Armoury (compendium)', () => {
  it('Crossbow Armoury: "After you take the "produce crossbows/vessels action" to produce 2 crossbows, you receive 1 additional crossbow."', () => {
    const t = withCards('produceCrossbowsVessels', ['crossbowArmoury']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    t.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    expect(wei.weapons).toEqual({ ...before, crossbow: before.crossbow + 3 });
    expect(activations(t, 'crossbowArmoury')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'crossbowArmoury', state: 'wei' });
  });

  it('Crossbow Armoury: without the card the same production gives 2 crossbows; the other produce action and a declined action give nothing more', () => {
    const plain = withCards('produceCrossbowsVessels', []);
    const p = plain.G.players.wei.weapons.crossbow;
    plain.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    expect(plain.G.players.wei.weapons.crossbow).toBe(p + 2);

    const other = withCards('produceSpearsHorses', ['crossbowArmoury']);
    const before = { ...other.G.players.wei.weapons };
    other.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(other.G.players.wei.weapons).toEqual({ ...before, spear: before.spear + 2 });
    expect(activations(other, 'crossbowArmoury')).toEqual([]);

    const declined = withCards('produceCrossbowsVessels', ['crossbowArmoury']);
    const weapons = { ...declined.G.players.wei.weapons };
    declined.decline('wei', 'produceCrossbowsVessels');
    expect(declined.G.players.wei.weapons).toEqual(weapons);
    expect(activations(declined, 'crossbowArmoury')).toEqual([]);
  });

  it('Crossbow Armoury: "You do not receive the additional crossbow if 1 or 2 vessels are produced."', () => {
    const one = withCards('produceCrossbowsVessels', ['crossbowArmoury']);
    const before = { ...one.G.players.wei.weapons };
    one.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'vessel'] });
    expect(one.G.players.wei.weapons).toEqual({ ...before, crossbow: before.crossbow + 1, vessel: before.vessel + 1 });
    expect(activations(one, 'crossbowArmoury')).toEqual([]);

    const two = withCards('produceCrossbowsVessels', ['crossbowArmoury']);
    two.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['vessel', 'vessel'] });
    expect(two.G.players.wei.weapons).toEqual({ ...before, vessel: before.vessel + 2 });
    expect(activations(two, 'crossbowArmoury')).toEqual([]);
  });

  it('Crossbow Armoury: "If Xiahou Dun\'s skill is activated when taking the "produce crossbows/vessels action", he may not activate the Crossbow Armoury to receive an additional crossbow. Activation of the Crossbow Armoury requires production of 2 crossbows."', () => {
    // Endeavour: 1 crossbow and 1 army trained instead of producing; no additional crossbow.
    const t = xiahouDunProduces('produceCrossbowsVessels', ['crossbowArmoury']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    const [untrained, trained] = [wei.untrained, wei.trained];
    t.take('wei', 'produceCrossbowsVessels', endeavour('crossbow'));
    expect(wei.weapons).toEqual({ ...before, crossbow: before.crossbow + 1 });
    expect([wei.untrained, wei.trained]).toEqual([untrained - 1, trained + 1]);
    expect(activations(t, 'crossbowArmoury')).toEqual([]);
    // Xiahou Dun producing the printed 2 crossbows (his skill not activated): the card acts.
    const u = xiahouDunProduces('produceCrossbowsVessels', ['crossbowArmoury']);
    const weapons = { ...u.G.players.wei.weapons };
    u.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    expect(u.G.players.wei.weapons).toEqual({ ...weapons, crossbow: weapons.crossbow + 3 });
    expect(activations(u, 'crossbowArmoury')).toHaveLength(1);
    expect(activations(u, 'xiahouDun')).toEqual([]);
  });
});
