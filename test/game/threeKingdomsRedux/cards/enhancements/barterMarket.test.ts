/**
 * Barter Market (compendium, Unification deck): at the end of a round
 * without the "trade" action, buy or sell 1 weapon for 2 rice; each ruling.
 * (The rulebook's example with Ma Chao: test/game/threeKingdomsRedux/rulebook/cardExamples.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { passRound, placeConstructed } from '../../../../builders';
import { constructs, winsSpace } from './scenarios';
import { activations, choiceOptionsOf, endRound, expectRefused, guYongRound } from './unificationKit';

/** Wei (Barter Market built, `rice` rice, 1 crossbow) takes "develop farm" and the round reaches its benefits. */
function roundWithoutTrade(rice = 3) {
  const t = winsSpace('developFarm');
  placeConstructed(t.G, 'wei', ['barterMarket']);
  t.G.players.wei.rice = rice;
  t.G.players.wei.weapons.crossbow = 1;
  t.take('wei', 'developFarm', { kind: 'developFarm' });
  endRound(t);
  return t;
}

const buy = (weapon: string) => ({ direction: 'buy', weapon });
const sell = (weapon: string) => ({ direction: 'sell', weapon });

describe('Barter Market (compendium)', () => {
  it('Barter Market: at the end of a round without the trade action, Wei may buy 1 weapon for 2 rice (card text, R68)', () => {
    const t = roundWithoutTrade();
    expect(choiceOptionsOf(t, 'wei')).toEqual([null, buy('spear'), buy('horse'), buy('crossbow'), buy('vessel'), sell('crossbow')]);
    t.play('wei', { type: 'choose', option: buy('vessel') });
    const wei = t.G.players.wei;
    expect(wei.rice).toBe(1);
    expect(wei.gold).toBe(3);
    expect(wei.weapons).toEqual({ spear: 0, horse: 0, crossbow: 1, vessel: 1 });
    expect(activations(t.G, 'barterMarket')).toEqual(['Barter Market: Wei buys 1 vessel for 2 rice.']);
    // "1, and only 1": the round goes on to the next.
    expect(t.G.round).toBe(2);
    expect(t.G.pending).toEqual([]);
  });

  it('Barter Market: declining trades nothing; with neither 2 rice nor a weapon nothing is offered', () => {
    const t = roundWithoutTrade(1);
    expect(choiceOptionsOf(t, 'wei')).toEqual([null, sell('crossbow')]);
    expectRefused(t, 'wei', { type: 'choose', option: buy('spear') }, /not one of Barter Market's options/);
    const before = JSON.stringify(t.G.players.wei);
    t.play('wei', { type: 'choose', option: null });
    expect(JSON.stringify(t.G.players.wei)).toBe(before);
    expect(activations(t.G, 'barterMarket')).toEqual([]);
    const u = winsSpace('developFarm');
    placeConstructed(u.G, 'wei', ['barterMarket']);
    u.G.players.wei.rice = 1;
    endRound(u);
    expect(u.G.pending).toEqual([]);
    expect(u.G.round).toBe(2);
  });

  it('Barter Market: not in a round when Wei took the trade action; offered again in the next round', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['barterMarket']);
    t.take('wei', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 1 } });
    endRound(t);
    expect(t.G.round).toBe(2);
    expect(t.G.pending).toEqual([]);
    passRound(t);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(choiceOptionsOf(t, 'wei')).toContainEqual(buy('horse'));
  });

  it('Barter Market: already at the end of the round in which it is constructed (R68)', () => {
    const t = constructs('barterMarket');
    endRound(t);
    expect(t.G.round).toBe(1);
    expect(t.G.pending.map((pc) => pc.card)).toEqual(['barterMarket']);
    expect(choiceOptionsOf(t, 'wei')).toContainEqual(sell('spear'));
  });

  it('Barter Market: winning the trade space and declining it is not taking the action (R68)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['barterMarket']);
    t.decline('wei', 'trade');
    endRound(t);
    expect(choiceOptionsOf(t, 'wei')).toContainEqual(buy('horse'));
  });

  it('Barter Market: "When activating Barter Market, you may buy 1 weapon of your choice for 2 rice, or sell 1 weapon from your supply for 2 rice."', () => {
    const t = roundWithoutTrade();
    t.play('wei', { type: 'choose', option: sell('crossbow') });
    expect(t.G.players.wei.rice).toBe(5);
    expect(t.G.players.wei.weapons.crossbow).toBe(0);
    expect(activations(t.G, 'barterMarket')).toEqual(['Barter Market: Wei sells 1 crossbow for 2 rice.']);
    // Only a weapon of the supply can be sold, and 1 only.
    const u = roundWithoutTrade();
    expectRefused(u, 'wei', { type: 'choose', option: sell('horse') });
    expectRefused(u, 'wei', { type: 'choose', option: { direction: 'buy', weapon: 'horse', count: 2 } });
  });

  it('Barter Market: "If Wu activates Gu Yong\'s skill and did not take the "trade rice and/or weapons" action via the ... action space ..., then Wu may still activate Barter Market"', () => {
    const t = guYongRound(['barterMarket'], false);
    expect(t.G.round).toBe(1);
    // 7 rice - 1 (instructor) - 4 (sold by Gu Yong) = 2 rice: one weapon can be bought.
    expect(choiceOptionsOf(t, 'wu')).toEqual([null, buy('spear'), buy('horse'), buy('crossbow'), buy('vessel')]);
    t.play('wu', { type: 'choose', option: buy('spear') });
    expect([t.G.players.wu.rice, t.G.players.wu.weapons.spear]).toEqual([0, 1]);
    expect(activations(t.G, 'barterMarket')).toEqual(['Barter Market: Wu buys 1 spear for 2 rice.']);
    const u = guYongRound(['barterMarket'], true);
    expect(u.G.round).toBe(2);
    expect(u.G.pending).toEqual([]);
    expect(activations(u.G, 'barterMarket')).toEqual([]);
  });
});
