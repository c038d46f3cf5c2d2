/**
 * Roadways (compendium, Unification deck): on construction, once, 1
 * marketplace token from the general supply onto the treasury: the stationed
 * armies' upkeep is 1 gold lower from the next Update and Maintenance; the
 * development level is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { passRound } from '../../../../builders';
import { activations, upkeepAfter } from './militaryScenarios';
import { constructs, scoreNow } from './scenarios';

describe('Roadways (compendium)', () => {
  it('Roadways: "Collect 1 marketplace token from the general supply and place it on your treasury."', () => {
    const t = constructs('roadways');
    const wei = t.G.players.wei;
    expect([wei.treasury.devTokens, wei.granary.devTokens]).toEqual([1, 0]);
    expect(t.G.pending).toEqual([]);
    expect(activations(t, 'roadways')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'roadways', state: 'wei' });
  });

  it('Roadways: "Roadways is activated only once, by placing a marketplace token with the developed marketplace side face up on your treasury."', () => {
    const { t } = upkeepAfter('roadways', 'granary');
    expect(t.G.round).toBe(2);
    passRound(t);
    passRound(t);
    expect(t.G.round).toBe(4);
    expect(t.G.players.wei.treasury.devTokens).toBe(1);
    expect(activations(t, 'roadways')).toHaveLength(1);
  });

  it('Roadways: "Your stationed armies\' upkeep is reduced by 1 gold, starting from the next Update and Maintenance." (R61)', () => {
    // 2 stationed infantry units, their border token on the granary: without the card Wei pays 2 gold for them.
    const without = upkeepAfter(null, 'granary');
    const withCard = upkeepAfter('roadways', 'granary');
    expect([without.gold, withCard.gold]).toEqual([2, 1]);
    expect(withCard.rice).toBe(without.rice);
    // And at every later maintenance.
    const gold = withCard.t.G.players.wei.gold;
    passRound(withCard.t);
    expect(gold - withCard.t.G.players.wei.gold).toBe(1);
    // With no stationed army there is no upkeep to reduce: the token gives no gold.
    expect([upkeepAfter(null, null).gold, upkeepAfter('roadways', null).gold]).toEqual([0, 0]);
  });

  it('Roadways: "The placement of marketplace token on your treasury does not affect your state\'s domestic development level."', () => {
    const t = constructs('roadways', 'wei', (G) => {
      G.players.wei.marketplace.level = 2;
      G.players.wei.marketplace.flipped = 1;
    });
    const wei = t.G.players.wei;
    expect(wei.treasury.devTokens).toBe(1);
    expect([wei.marketplace.level, wei.marketplace.flipped]).toEqual([2, 1]);
    expect(scoreNow(t.G).scores.wei.domesticDevelopmentLevel).toBe(wei.farm.level + 2);
  });
});
