/**
 * Xiahou Dun, Endeavour (compendium, Wei generals): produce 1 weapon and
 * train 1 untrained army instead.
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, selectAlliance } from '../../../../builders';
import type { CommonSpaceId } from '../../../../../src/game/threeKingdomsRedux/types';
import { activations, expectRefused, fullGame, movesOf } from './weiScenarios';

/** Wei wins `space` with Xiahou Dun (and "recruit armies" with Yue Jin, kept open); Wei has `untrained` untrained armies. */
function xiahouDunProduces(space: CommonSpaceId, untrained = 2, general: 'xiahouDun' | 'xunYu' = 'xiahouDun') {
  const t = fullGame({ wei: ['xiahouDun', 'xunYu', 'yueJin'] });
  t.G.players.wei.untrained = untrained;
  selectAlliance(t, 'trade');
  t.assign('wei', { general, space });
  t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
  t.passAll();
  return t;
}

const variant = (weapon: string) => ({ kind: 'skill' as const, card: 'xiahouDun' as const, variant: 'endeavour', option: { weapon } });

describe('Xiahou Dun, Endeavour (compendium)', () => {
  it('Xiahou Dun: the variant is listed with the usual production, and the usual production still works', () => {
    const t = xiahouDunProduces('produceSpearsHorses');
    const skills = movesOf(t, 'wei', 'takeAction').filter((m) => m.space === 'produceSpearsHorses' && m.choice.kind === 'skill');
    expect(skills.map((m) => m.choice)).toEqual([variant('spear'), variant('horse')]);
    t.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'spear'] });
    expect(t.G.players.wei.weapons.spear).toBe(2);
    expect(activations(t, 'xiahouDun')).toEqual([]);
  });

  it('Xiahou Dun: "When Xiahou Dun takes the "produce spears/horses action", he may receive 1 spear or 1 horse and train 1 untrained army instead."', () => {
    const t = xiahouDunProduces('produceSpearsHorses');
    const wei = t.G.players.wei;
    const [trained, horse, spear] = [wei.trained, wei.weapons.horse, wei.weapons.spear];
    t.take('wei', 'produceSpearsHorses', variant('horse'));
    expect([wei.untrained, wei.trained, wei.weapons.horse, wei.weapons.spear]).toEqual([1, trained + 1, horse + 1, spear]);
    expect(activations(t, 'xiahouDun')).toHaveLength(1);
  });

  it('Xiahou Dun: "When Xiahou Dun takes the "produce crossbows/vessels action", he may receive 1 crossbow or 1 vessel and train 1 untrained army instead."', () => {
    const t = xiahouDunProduces('produceCrossbowsVessels');
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'produceCrossbowsVessels', choice: variant('horse') },
      /Xiahou Dun offers no such way/,
    );
    const wei = t.G.players.wei;
    const [trained, vessel] = [wei.trained, wei.weapons.vessel];
    t.take('wei', 'produceCrossbowsVessels', variant('vessel'));
    expect([wei.untrained, wei.trained, wei.weapons.vessel]).toEqual([1, trained + 1, vessel + 1]);
  });

  it('Xiahou Dun: not without an untrained army to train (R22), and not when another Wei general produces', () => {
    const t = xiahouDunProduces('produceSpearsHorses', 0);
    expect(movesOf(t, 'wei', 'takeAction').some((m) => m.choice.kind === 'skill')).toBe(false);
    expectRefused(t, 'wei', { type: 'takeAction', space: 'produceSpearsHorses', choice: variant('spear') });
    const u = xiahouDunProduces('produceSpearsHorses', 2, 'xunYu');
    expect(movesOf(u, 'wei', 'takeAction').some((m) => m.choice.kind === 'skill')).toBe(false);
    expectRefused(u, 'wei', { type: 'takeAction', space: 'produceSpearsHorses', choice: variant('spear') });
  });

  it('Xiahou Dun: "Xiahou Dun\'s skill may not be activated to train the untrained army received from activation of the Hereditary Army System." (R22)', () => {
    const t = xiahouDunProduces('produceSpearsHorses', 0);
    placeConstructed(t.G, 'wei', ['hereditaryArmySystem']);
    // No untrained army before the action: the variant is not offered, although the card gives one after the action.
    expect(movesOf(t, 'wei', 'takeAction').some((m) => m.choice.kind === 'skill')).toBe(false);
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'produceSpearsHorses', choice: variant('spear') },
      /Xiahou Dun offers no such way/,
    );
    t.take('wei', 'produceSpearsHorses', { kind: 'produce', weapons: ['spear', 'horse'] });
    // The army arrives after the action, untrained, and the action is over.
    expect([t.G.players.wei.untrained, t.G.players.wei.trained]).toEqual([1, 0]);
    expect(t.G.pendingActions.wei).not.toContain('produceSpearsHorses');
    expect(activations(t, 'xiahouDun')).toEqual([]);
    expect(activations(t, 'hereditaryArmySystem')).toHaveLength(1);
  });

  it('Xiahou Dun: "If Xiahou Dun\'s skill is activated when taking the produce spears/horses or produce crossbows/vessels actions, he may not activate the Spear Armoury, Stable, Crossbow Armoury or Harbour"', () => {
    const cards = ['spearArmoury', 'stable', 'crossbowArmoury', 'harbour'] as const;
    for (const [space, weapon] of [
      ['produceSpearsHorses', 'spear'],
      ['produceSpearsHorses', 'horse'],
      ['produceCrossbowsVessels', 'crossbow'],
      ['produceCrossbowsVessels', 'vessel'],
    ] as const) {
      const t = xiahouDunProduces(space);
      placeConstructed(t.G, 'wei', [...cards]);
      const before = { ...t.G.players.wei.weapons };
      t.take('wei', space, variant(weapon));
      expect(t.G.players.wei.weapons).toEqual({ ...before, [weapon]: before[weapon] + 1 });
      for (const card of cards) expect(activations(t, card)).toEqual([]);
      // Producing the printed 2 weapons of the type instead, the card acts.
      const u = xiahouDunProduces(space);
      placeConstructed(u.G, 'wei', [...cards]);
      u.take('wei', space, { kind: 'produce', weapons: [weapon, weapon] });
      expect(u.G.players.wei.weapons).toEqual({ ...before, [weapon]: before[weapon] + 3 });
    }
  });
});
