/**
 * Hereditary Army System (compendium, Unification deck): 1 untrained army
 * after either produce action, however it is taken; Xiahou Dun cannot train
 * that army with his skill.
 */
import { describe, expect, it } from 'vitest';
import { activations, endeavour, expectRefused, withCards, xiahouDunProduces } from './militaryScenarios';

describe('Hereditary Army System (compendium)', () => {
  it('Hereditary Army System: "After you take the "produce spears/horses action" or "produce crossbows/vessels action", you receive 1 untrained army."', () => {
    for (const [space, weapons] of [
      ['produceSpearsHorses', ['spear', 'horse']],
      ['produceCrossbowsVessels', ['vessel', 'vessel']],
    ] as const) {
      const t = withCards(space, ['hereditaryArmySystem']);
      const wei = t.G.players.wei;
      const [untrained, trained] = [wei.untrained, wei.trained];
      t.take('wei', space, { kind: 'produce', weapons: [...weapons] });
      expect([wei.untrained, wei.trained]).toEqual([untrained + 1, trained]);
      expect(activations(t, 'hereditaryArmySystem')).toHaveLength(1);
    }
  });

  it('Hereditary Army System: no army when the produce action is declined, nor after another action', () => {
    const declined = withCards('produceSpearsHorses', ['hereditaryArmySystem']);
    const untrained = declined.G.players.wei.untrained;
    declined.decline('wei', 'produceSpearsHorses');
    expect(declined.G.players.wei.untrained).toBe(untrained);

    const other = withCards('demandTribute', ['hereditaryArmySystem']);
    other.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    expect(other.G.players.wei.untrained).toBe(untrained);
    expect([...activations(declined, 'hereditaryArmySystem'), ...activations(other, 'hereditaryArmySystem')]).toEqual([]);
  });

  it('Hereditary Army System: "Xiahou Dun\'s skill may not be activated to train the untrained army received from activation of the Hereditary Army System. The untrained army is received only after Xiahou Dun takes the action" (R22)', () => {
    // No untrained army before the action: Endeavour is refused, although the card would give one after it.
    const t = xiahouDunProduces('produceSpearsHorses', ['hereditaryArmySystem'], 0);
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'produceSpearsHorses', choice: endeavour('spear') },
      /Xiahou Dun offers no such way/,
    );
    t.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect([t.G.players.wei.untrained, t.G.players.wei.weapons.spear]).toEqual([1, 2]);
    // With Endeavour (an army already there), the card's army still comes after the action, untrained.
    const u = xiahouDunProduces('produceCrossbowsVessels', ['hereditaryArmySystem'], 1);
    const trained = u.G.players.wei.trained;
    u.take('wei', 'produceCrossbowsVessels', endeavour('crossbow'));
    expect([u.G.players.wei.untrained, u.G.players.wei.trained]).toEqual([1, trained + 1]);
    expect(activations(u, 'hereditaryArmySystem')).toHaveLength(1);
    expect(activations(u, 'xiahouDun')).toHaveLength(1);
    // The card's entry follows Xiahou Dun's: the army was received after his action.
    const order = u.G.log.filter((e) => e.card === 'xiahouDun' || e.card === 'hereditaryArmySystem').map((e) => e.card);
    expect(order).toEqual(['xiahouDun', 'hereditaryArmySystem']);
  });
});
