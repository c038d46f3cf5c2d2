/**
 * Rulebook example boxes that depend on card skills or state enhancements.
 * (The Cao Cao tie example is in bidding.test.ts, the Jia Xu level-12
 * example in tribal.test.ts, the one-round Example Play in examplePlay.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../src/game/threeKingdomsRedux/engine';
import { DEFAULT_GENERALS, onlyGenerals, passRound, placeConstructed, testGame } from '../../../builders';

/**
 * "Shu recruited Ma Chao and constructed the Barter Market in a previous
 * round. It did not take the "trade rice and/or weapons" action in the
 * current round, and has 1 horse in its supply at the end of the round."
 */
function example() {
  const t = testGame({ generals: DEFAULT_GENERALS });
  onlyGenerals(t.G, { shu: ['maChao'] });
  // Round 1: Ma Chao joins; his 4 horses are placed on his card at its end.
  passRound(t);
  expect(t.G.cardData.maChao).toEqual({ horses: 4 });
  placeConstructed(t.G, 'shu', ['barterMarket']);
  t.G.players.shu.weapons = { spear: 0, horse: 1, crossbow: 0, vessel: 0 };
  t.G.players.shu.rice = 3;
  // The current round: no trade action; its end.
  passRound(t);
  return t;
}

describe('Rulebook, Receive/Activate Benefits — Example: Activate and Receive Benefit', () => {
  it('Shu (Ma Chao recruited, Barter Market built, 1 horse, no trade action): buys 1 horse for 2 rice via Barter Market, then Ma Chao moves 1 horse from his card', () => {
    const t = example();
    const shu = t.G.players.shu;
    // "Shu may first activate the Barter Market to buy 1 horse for 2 rice."
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(t.G.pending[0].card).toBe('barterMarket');
    t.play('shu', { type: 'choose', option: { direction: 'buy', weapon: 'horse' } });
    // "Shu now has 2 horses in its supply and activates Ma Chao's skill to move 1 of the horses on Ma Chao's general card to its supply."
    expect(shu.weapons.horse).toBe(3);
    expect(t.G.cardData.maChao).toEqual({ horses: 3 });
    const round2 = t.G.log.filter((e) => e.round === 2 && (e.card === 'barterMarket' || e.card === 'maChao')).map((e) => e.text);
    expect(round2).toEqual([
      'Barter Market: Shu buys 1 horse for 2 rice.',
      "Ma Chao's Cavalry Mastery: the horses breed; Shu receives 1 horse from his card (3 left).",
    ]);
  });

  it('Without the purchase, Shu has 1 horse only and Ma Chao gives none', () => {
    const t = example();
    t.play('shu', { type: 'choose', option: null });
    expect(t.G.players.shu.weapons.horse).toBe(1);
    expect(t.G.cardData.maChao).toEqual({ horses: 4 });
  });
});
