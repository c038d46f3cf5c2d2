/**
 * Barrack (compendium, Unification deck): 1 additional untrained army after
 * demanding tribute as 1 untrained army; with Training Ground, 1 untrained
 * and 1 trained army. (The Imperial Jade Seal ruling is tested with Imperial
 * Jade Seal.)
 */
import { describe, expect, it } from 'vitest';
import { activations, withCards } from './militaryScenarios';

describe('Barrack (compendium)', () => {
  it('Barrack: "After you take the "demand tribute action" to receive 1 untrained army, you receive 1 additional untrained army."', () => {
    const t = withCards('demandTribute', ['barrack']);
    const wei = t.G.players.wei;
    const [untrained, trained, gold, rice] = [wei.untrained, wei.trained, wei.gold, wei.rice];
    t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    expect([wei.untrained, wei.trained, wei.gold, wei.rice]).toEqual([untrained + 2, trained, gold, rice]);
    expect(activations(t, 'barrack')).toHaveLength(1);
    // Without the card the tribute is 1 army.
    const plain = withCards('demandTribute', []);
    plain.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
    expect(plain.G.players.wei.untrained).toBe(untrained + 1);
  });

  it('Barrack: "You do not receive the additional untrained army if you choose to receive gold and/or rice."', () => {
    for (const take of ['gold', 'rice', 'goldAndRice'] as const) {
      const t = withCards('demandTribute', ['barrack']);
      const wei = t.G.players.wei;
      const [untrained, trained] = [wei.untrained, wei.trained];
      t.take('wei', 'demandTribute', { kind: 'demandTribute', take });
      expect([wei.untrained, wei.trained]).toEqual([untrained, trained]);
      expect(activations(t, 'barrack')).toEqual([]);
    }
    const declined = withCards('demandTribute', ['barrack']);
    const untrained = declined.G.players.wei.untrained;
    declined.decline('wei', 'demandTribute');
    expect(declined.G.players.wei.untrained).toBe(untrained);
  });

  it('Barrack: "If you have also constructed Training Ground and choose to receive 1 untrained army when you take the demand tribute action, then you receive 1 untrained army and 1 trained army instead."', () => {
    for (const cards of [
      ['barrack', 'trainingGround'],
      ['trainingGround', 'barrack'],
    ] as const) {
      const t = withCards('demandTribute', [...cards]);
      const wei = t.G.players.wei;
      const [untrained, trained] = [wei.untrained, wei.trained];
      t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'army' });
      expect([wei.untrained, wei.trained]).toEqual([untrained + 1, trained + 1]);
      expect(activations(t, 'barrack')).toHaveLength(1);
      expect(activations(t, 'trainingGround')).toHaveLength(1);
    }
  });
});
