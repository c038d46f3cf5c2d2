/**
 * Nine Bestowments (compendium, Unification deck): on construction, once, a
 * mandatory choice of 1 marketplace token onto the treasury or 1 farm token
 * onto the granary; the upkeep it lowers follows the choice; the development
 * levels are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { passRound } from '../../../../builders';
import { activations, chooseOptions, expectRefused, upkeepAfter } from './militaryScenarios';
import { constructs, scoreNow } from './scenarios';

describe('Nine Bestowments (compendium)', () => {
  it('Nine Bestowments: "Collect 1 marketplace/farm token from the general supply and place it on your treasury/granary." — a choice that must be answered', () => {
    const t = constructs('nineBestowments');
    const wei = t.G.players.wei;
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(chooseOptions(t)).toEqual(['treasury', 'granary']);
    expect([wei.treasury.devTokens, wei.granary.devTokens]).toEqual([0, 0]);
    // Mandatory: no decline, nothing else first, no other answer.
    expectRefused(t, 'wei', { type: 'choose', option: null }, /not optional/);
    expectRefused(t, 'wei', { type: 'choose', option: 'both' });
    expectRefused(t, 'wei', { type: 'declineAction', space: 'recruitArmies' });
    t.play('wei', { type: 'choose', option: 'treasury' });
    expect([wei.treasury.devTokens, wei.granary.devTokens]).toEqual([1, 0]);
    expect(t.G.pending).toEqual([]);
    expect(activations(t, 'nineBestowments')).toHaveLength(1);

    const u = constructs('nineBestowments');
    u.play('wei', { type: 'choose', option: 'granary' });
    expect([u.G.players.wei.treasury.devTokens, u.G.players.wei.granary.devTokens]).toEqual([0, 1]);
  });

  it('Nine Bestowments: "Nine Bestowments is activated only once, by placing a marketplace or farm token with the developed marketplace or developed farm side face up"', () => {
    const { t } = upkeepAfter('nineBestowments', 'granary', 'treasury');
    expect(t.G.round).toBe(2);
    passRound(t);
    expect(t.G.pending).toEqual([]);
    passRound(t);
    expect(t.G.round).toBe(4);
    expect([t.G.players.wei.treasury.devTokens, t.G.players.wei.granary.devTokens]).toEqual([1, 0]);
    expect(activations(t, 'nineBestowments')).toHaveLength(1);
  });

  it('Nine Bestowments: "Your stationed armies\' upkeep is reduced by 1 gold or 1 rice, depending on your choice of marketplace or farm token" (R61)', () => {
    // 2 stationed infantry units with their border token on the granary: 2 gold for them without a card.
    const without = upkeepAfter(null, 'granary');
    const gold = upkeepAfter('nineBestowments', 'granary', 'treasury');
    expect([without.gold, gold.gold]).toEqual([2, 1]);
    expect(gold.rice).toBe(without.rice);
    // Their token on the treasury instead: 2 rice for them without a card.
    const withoutRice = upkeepAfter(null, 'treasury');
    const rice = upkeepAfter('nineBestowments', 'treasury', 'granary');
    expect(rice.rice).toBe(withoutRice.rice - 1);
    expect(rice.gold).toBe(withoutRice.gold);
    // The farm token does nothing for the gold upkeep.
    expect(upkeepAfter('nineBestowments', 'granary', 'granary').gold).toBe(2);
  });

  it('Nine Bestowments: "The placement of marketplace or farm token on your treasury or granary does not affect your state\'s domestic development level."', () => {
    for (const store of ['treasury', 'granary'] as const) {
      const t = constructs('nineBestowments');
      const wei = t.G.players.wei;
      const levels = [wei.farm.level, wei.farm.flipped, wei.marketplace.level, wei.marketplace.flipped];
      const dev = scoreNow(t.G).scores.wei.domesticDevelopmentLevel;
      t.play('wei', { type: 'choose', option: store });
      expect(wei[store].devTokens).toBe(1);
      expect([wei.farm.level, wei.farm.flipped, wei.marketplace.level, wei.marketplace.flipped]).toEqual(levels);
      expect(scoreNow(t.G).scores.wei.domesticDevelopmentLevel).toBe(dev);
    }
  });
});
