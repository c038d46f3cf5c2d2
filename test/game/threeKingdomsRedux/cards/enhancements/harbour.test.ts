/**
 * Harbour (compendium, Unification deck): 1 additional vessel after producing 2
 * vessels with the printed "produce crossbows/vessels" action; not with 1 or 2 crossbows, not with
 * Xiahou Dun's Endeavour.
 */
import { describe, expect, it } from 'vitest';
import { activations, endeavour, withCards, xiahouDunProduces } from './militaryScenarios';

describe('Harbour (compendium)', () => {
  it('Harbour: "After you take the "produce crossbows/vessels action" to produce 2 vessels, you receive 1 additional vessel."', () => {
    const t = withCards('produceCrossbowsVessels', ['harbour']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    t.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['vessel', 'vessel'] });
    expect(wei.weapons).toEqual({ ...before, vessel: before.vessel + 3 });
    expect(activations(t, 'harbour')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'harbour', state: 'wei' });
  });

  it('Harbour: without the card the same production gives 2 vessels; the other produce action and a declined action give nothing more', () => {
    const plain = withCards('produceCrossbowsVessels', []);
    const p = plain.G.players.wei.weapons.vessel;
    plain.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['vessel', 'vessel'] });
    expect(plain.G.players.wei.weapons.vessel).toBe(p + 2);

    const other = withCards('produceSpearsHorses', ['harbour']);
    const before = { ...other.G.players.wei.weapons };
    other.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(other.G.players.wei.weapons).toEqual({ ...before, spear: before.spear + 2 });
    expect(activations(other, 'harbour')).toEqual([]);

    const declined = withCards('produceCrossbowsVessels', ['harbour']);
    const weapons = { ...declined.G.players.wei.weapons };
    declined.decline('wei', 'produceCrossbowsVessels');
    expect(declined.G.players.wei.weapons).toEqual(weapons);
    expect(activations(declined, 'harbour')).toEqual([]);
  });

  it('Harbour: "You do not receive the additional vessel if 1 or 2 crossbows are produced."', () => {
    const one = withCards('produceCrossbowsVessels', ['harbour']);
    const before = { ...one.G.players.wei.weapons };
    one.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['vessel', 'crossbow'] });
    expect(one.G.players.wei.weapons).toEqual({ ...before, vessel: before.vessel + 1, crossbow: before.crossbow + 1 });
    expect(activations(one, 'harbour')).toEqual([]);

    const two = withCards('produceCrossbowsVessels', ['harbour']);
    two.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    expect(two.G.players.wei.weapons).toEqual({ ...before, crossbow: before.crossbow + 2 });
    expect(activations(two, 'harbour')).toEqual([]);
  });

  it('Harbour: "If Xiahou Dun\'s skill is activated when taking the "produce crossbows/vessels action", he may not activate the Harbour to receive an additional vessel. Activation of the Harbour requires production of 2 vessels."', () => {
    // Endeavour: 1 vessel and 1 army trained instead of producing; no additional vessel.
    const t = xiahouDunProduces('produceCrossbowsVessels', ['harbour']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    const [untrained, trained] = [wei.untrained, wei.trained];
    t.take('wei', 'produceCrossbowsVessels', endeavour('vessel'));
    expect(wei.weapons).toEqual({ ...before, vessel: before.vessel + 1 });
    expect([wei.untrained, wei.trained]).toEqual([untrained - 1, trained + 1]);
    expect(activations(t, 'harbour')).toEqual([]);
    // Xiahou Dun producing the printed 2 vessels (his skill not activated): the card acts.
    const u = xiahouDunProduces('produceCrossbowsVessels', ['harbour']);
    const weapons = { ...u.G.players.wei.weapons };
    u.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['vessel', 'vessel'] });
    expect(u.G.players.wei.weapons).toEqual({ ...weapons, vessel: weapons.vessel + 3 });
    expect(activations(u, 'harbour')).toHaveLength(1);
    expect(activations(u, 'xiahouDun')).toEqual([]);
  });
});
