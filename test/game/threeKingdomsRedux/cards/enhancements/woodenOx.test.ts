/**
 * Wooden Ox (compendium, Unification deck): on construction, once, 1 farm
 * token from the general supply onto the granary: the stationed armies'
 * upkeep is 1 rice lower from the next Update and Maintenance; the
 * development level is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { passRound } from '../../../../builders';
import { activations, upkeepAfter } from './militaryScenarios';
import { constructs, scoreNow } from './scenarios';

describe('Wooden Ox (compendium)', () => {
  it('Wooden Ox: "Collect 1 farm token from the general supply and place it on your granary."', () => {
    const t = constructs('woodenOx');
    const wei = t.G.players.wei;
    expect([wei.granary.devTokens, wei.treasury.devTokens]).toEqual([1, 0]);
    expect(t.G.pending).toEqual([]);
    expect(activations(t, 'woodenOx')).toHaveLength(1);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'woodenOx', state: 'wei' });
  });

  it('Wooden Ox: "Wooden Ox is activated only once, by placing a farm token with the developed farm side face up on your granary."', () => {
    const { t } = upkeepAfter('woodenOx', 'treasury');
    expect(t.G.round).toBe(2);
    passRound(t);
    passRound(t);
    expect(t.G.round).toBe(4);
    expect(t.G.players.wei.granary.devTokens).toBe(1);
    expect(activations(t, 'woodenOx')).toHaveLength(1);
  });

  it('Wooden Ox: "Your stationed armies\' upkeep is reduced by 1 rice, starting from the next Update and Maintenance." (R61)', () => {
    // 2 stationed infantry units, their border token on the treasury: without the card Wei pays 2 rice for them
    // (plus its popular support upkeep, the same in both games).
    const without = upkeepAfter(null, 'treasury');
    const withCard = upkeepAfter('woodenOx', 'treasury');
    expect(without.rice).toBe(withCard.rice + 1);
    expect([without.gold, withCard.gold]).toEqual([1, 1]);
    // And at every later maintenance (popular support unchanged in between).
    const rice = withCard.t.G.players.wei.rice;
    passRound(withCard.t);
    expect(rice - withCard.t.G.players.wei.rice).toBe(withCard.rice);
    // With no stationed army there is no army upkeep to reduce: the token gives no rice.
    expect(upkeepAfter('woodenOx', null).rice).toBe(upkeepAfter(null, null).rice);
  });

  it('Wooden Ox: "The placement of farm token on your granary does not affect your state\'s domestic development level."', () => {
    const t = constructs('woodenOx', 'wei', (G) => {
      G.players.wei.farm.level = 2;
      G.players.wei.farm.flipped = 1;
    });
    const wei = t.G.players.wei;
    expect(wei.granary.devTokens).toBe(1);
    expect([wei.farm.level, wei.farm.flipped]).toEqual([2, 1]);
    expect(scoreNow(t.G).scores.wei.domesticDevelopmentLevel).toBe(2 + wei.marketplace.level);
  });
});
