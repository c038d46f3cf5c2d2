/**
 * Stable (compendium, Unification deck): 1 additional horse after producing 2
 * horses with the printed "produce spears/horses" action; not with 1 or 2 spears, not with
 * Xiahou Dun's Endeavour.
 */
import { describe, expect, it } from 'vitest';
import { activations, endeavour, withCards, xiahouDunProduces } from './militaryScenarios';

describe('Stable (compendium)', () => {
  it('Stable: "After you take the "produce spears/horses action" to produce 2 horses, you receive 1 additional horse."', () => {
    const t = withCards('produceSpearsHorses', ['stable']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    t.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['horse', 'horse'] });
    expect(wei.weapons).toEqual({ ...before, horse: before.horse + 3 });
    expect(activations(t, 'stable')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'stable', state: 'wei' });
  });

  it('Stable: without the card the same production gives 2 horses; the other produce action and a declined action give nothing more', () => {
    const plain = withCards('produceSpearsHorses', []);
    const p = plain.G.players.wei.weapons.horse;
    plain.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['horse', 'horse'] });
    expect(plain.G.players.wei.weapons.horse).toBe(p + 2);

    const other = withCards('produceCrossbowsVessels', ['stable']);
    const before = { ...other.G.players.wei.weapons };
    other.take('wei', 'produceCrossbowsVessels', { kind: 'produce', weapons: ['crossbow', 'crossbow'] });
    expect(other.G.players.wei.weapons).toEqual({ ...before, crossbow: before.crossbow + 2 });
    expect(activations(other, 'stable')).toEqual([]);

    const declined = withCards('produceSpearsHorses', ['stable']);
    const weapons = { ...declined.G.players.wei.weapons };
    declined.decline('wei', 'produceSpearsHorses');
    expect(declined.G.players.wei.weapons).toEqual(weapons);
    expect(activations(declined, 'stable')).toEqual([]);
  });

  it('Stable: "You do not receive the additional horse if 1 or 2 spears are produced."', () => {
    const one = withCards('produceSpearsHorses', ['stable']);
    const before = { ...one.G.players.wei.weapons };
    one.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['horse', 'spear'] });
    expect(one.G.players.wei.weapons).toEqual({ ...before, horse: before.horse + 1, spear: before.spear + 1 });
    expect(activations(one, 'stable')).toEqual([]);

    const two = withCards('produceSpearsHorses', ['stable']);
    two.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(two.G.players.wei.weapons).toEqual({ ...before, spear: before.spear + 2 });
    expect(activations(two, 'stable')).toEqual([]);
  });

  it('Stable: "If Xiahou Dun\'s skill is activated when taking the "produce spears/horses action", he may not activate the Stable to receive an additional horse. Activation of the Stable requires production of 2 horses."', () => {
    // Endeavour: 1 horse and 1 army trained instead of producing; no additional horse.
    const t = xiahouDunProduces('produceSpearsHorses', ['stable']);
    const wei = t.G.players.wei;
    const before = { ...wei.weapons };
    const [untrained, trained] = [wei.untrained, wei.trained];
    t.take('wei', 'produceSpearsHorses', endeavour('horse'));
    expect(wei.weapons).toEqual({ ...before, horse: before.horse + 1 });
    expect([wei.untrained, wei.trained]).toEqual([untrained - 1, trained + 1]);
    expect(activations(t, 'stable')).toEqual([]);
    // Xiahou Dun producing the printed 2 horses (his skill not activated): the card acts.
    const u = xiahouDunProduces('produceSpearsHorses', ['stable']);
    const weapons = { ...u.G.players.wei.weapons };
    u.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['horse', 'horse'] });
    expect(u.G.players.wei.weapons).toEqual({ ...weapons, horse: weapons.horse + 3 });
    expect(activations(u, 'stable')).toHaveLength(1);
    expect(activations(u, 'xiahouDun')).toEqual([]);
  });
});
