/**
 * Training Ground (compendium, Unification deck): the tribute's untrained
 * army is received trained; never Wei Yan's additional army; with Barrack, 1
 * untrained and 1 trained army. (The Imperial Jade Seal ruling is tested
 * with Imperial Jade Seal.)
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed } from '../../../../builders';
import { bidAndResolve, shuGame } from '../generals/shuScenario';
import { activations, withCards } from './militaryScenarios';

/** Shu (full mode) demands tribute with Wei Yan, Training Ground constructed; it takes `take`. */
function weiYanDemands(take: 'army' | 'gold') {
  const t = shuGame(['weiYan', 'zhugeLiang']);
  placeConstructed(t.G, 'shu', ['trainingGround']);
  bidAndResolve(t, 'trade', [
    ['shu', { general: 'weiYan', space: 'demandTribute' }],
    ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
  ]);
  const shu = t.G.players.shu;
  const before = { untrained: shu.untrained, trained: shu.trained };
  t.take('shu', 'demandTribute', { kind: 'demandTribute', take });
  return { t, before };
}

describe('Training Ground (compendium)', () => {
  it('Training Ground: "When you take the "demand tribute action" to receive 1 untrained army, you receive 1 trained army instead."', () => {
    const t = withCards('demandTribute', ['trainingGround']);
    const wei = t.G.players.wei;
    const [untrained, trained] = [wei.untrained, wei.trained];
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    expect([wei.untrained, wei.trained]).toEqual([untrained, trained + 1]);
    expect(activations(t, 'trainingGround')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'trainingGround', state: 'wei' });
  });

  it('Training Ground: "You do not receive the trained army if you choose to receive gold and/or rice."', () => {
    for (const take of ['gold', 'rice', 'goldAndRice'] as const) {
      const t = withCards('demandTribute', ['trainingGround']);
      const wei = t.G.players.wei;
      const [untrained, trained] = [wei.untrained, wei.trained];
      t.G.players.wei.untrained += 1; // an untrained army of its own is not trained either
      t.take('wei', 'demandTribute', { kind: 'demandTribute', take });
      expect([wei.untrained, wei.trained]).toEqual([untrained + 1, trained]);
      expect(activations(t, 'trainingGround')).toEqual([]);
    }
  });

  it('Training Ground: "Training Ground may not be activated to train the additional untrained army received from the activation of Wei Yan\'s skill. Training Ground may be activated only when Shu chooses to receive 1 untrained army"', () => {
    // Shu takes gold: Wei Yan's additional army stays untrained.
    const gold = weiYanDemands('gold');
    expect(gold.t.G.players.shu.untrained).toBe(gold.before.untrained + 1);
    expect(gold.t.G.players.shu.trained).toBe(gold.before.trained);
    expect(activations(gold.t, 'trainingGround')).toEqual([]);
    // Shu takes the army: that one is trained, Wei Yan's stays untrained.
    const army = weiYanDemands('army');
    expect(army.t.G.players.shu.untrained).toBe(army.before.untrained + 1);
    expect(army.t.G.players.shu.trained).toBe(army.before.trained + 1);
    expect(activations(army.t, 'trainingGround')).toHaveLength(1);
    expect(activations(army.t, 'weiYan')).toHaveLength(1);
  });

  it('Training Ground: "If you have also constructed Barrack and choose to receive 1 untrained army when you take the demand tribute action, then you receive 1 untrained army and 1 trained army instead."', () => {
    const t = withCards('demandTribute', ['trainingGround', 'barrack']);
    const wei = t.G.players.wei;
    const [untrained, trained] = [wei.untrained, wei.trained];
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    expect([wei.untrained, wei.trained]).toEqual([untrained + 1, trained + 1]);
    // Taking gold with both: neither acts.
    const g = withCards('demandTribute', ['trainingGround', 'barrack']);
    const [u0, t0] = [g.G.players.wei.untrained, g.G.players.wei.trained];
    g.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'goldAndRice' });
    expect([g.G.players.wei.untrained, g.G.players.wei.trained]).toEqual([u0, t0]);
    expect([...activations(g, 'barrack'), ...activations(g, 'trainingGround')]).toEqual([]);
  });
});
