/**
 * Weapon Trading Post (compendium, Unification deck): at the end of a round
 * without the "trade" action, buy or sell 1 weapon for 2 gold; each ruling.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { passRound, placeConstructed } from '../../../../builders';
import { winsSpace } from './scenarios';
import { activations, choiceOptionsOf, endRound, expectRefused, guYongRound } from './unificationKit';

/** Wei (Weapon Trading Post built, `gold` gold, 1 spear) takes "develop farm" and the round reaches its benefits. */
function roundWithoutTrade(gold = 3) {
  const t = winsSpace('developFarm');
  placeConstructed(t.G, 'wei', ['weaponTradingPost']);
  t.G.players.wei.gold = gold;
  t.G.players.wei.weapons.spear = 1;
  t.take('wei', 'developFarm', { kind: 'developFarm' });
  endRound(t);
  return t;
}

const buy = (weapon: string) => ({ direction: 'buy', weapon });
const sell = (weapon: string) => ({ direction: 'sell', weapon });

describe('Weapon Trading Post (compendium)', () => {
  it('Weapon Trading Post: at the end of a round without the trade action, Wei may buy 1 weapon for 2 gold (card text, R68)', () => {
    const t = roundWithoutTrade();
    expect(t.G.round).toBe(1);
    expect(choiceOptionsOf(t, 'wei')).toEqual([null, buy('spear'), buy('horse'), buy('crossbow'), buy('vessel'), sell('spear')]);
    t.play('wei', { type: 'choose', option: buy('horse') });
    const wei = t.G.players.wei;
    expect(wei.gold).toBe(1);
    expect(wei.weapons).toEqual({ spear: 1, horse: 1, crossbow: 0, vessel: 0 });
    expect(activations(t.G, 'weaponTradingPost')).toEqual(['Weapon Trading Post: Wei buys 1 horse for 2 gold.']);
    // "1, and only 1": the round goes on to the next (no second trade).
    expect(t.G.round).toBe(2);
    expect(t.G.pending).toEqual([]);
  });

  it('Weapon Trading Post: declining trades nothing; an answer that is not an option is refused', () => {
    const t = roundWithoutTrade(1);
    // 1 gold: nothing to buy; the spear can be sold.
    expect(choiceOptionsOf(t, 'wei')).toEqual([null, sell('spear')]);
    expectRefused(t, 'wei', { type: 'choose', option: buy('horse') }, /not one of Weapon Trading Post's options/);
    expectRefused(t, 'wei', { type: 'choose', option: sell('vessel') });
    expectRefused(t, 'wei', { type: 'choose', option: { direction: 'sell', weapon: 'spear', count: 2 } });
    const before = JSON.stringify(t.G.players.wei);
    t.play('wei', { type: 'choose', option: null });
    expect(JSON.stringify(t.G.players.wei)).toBe(before);
    expect(activations(t.G, 'weaponTradingPost')).toEqual([]);
  });

  it('Weapon Trading Post: nothing is offered when Wei can neither buy nor sell', () => {
    const t = winsSpace('developFarm');
    placeConstructed(t.G, 'wei', ['weaponTradingPost']);
    t.G.players.wei.gold = 1;
    endRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.round).toBe(2);
  });

  it('Weapon Trading Post: not in a round when Wei took the trade action; offered again in the next round', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['weaponTradingPost']);
    t.G.players.wei.weapons.spear = 1;
    t.take('wei', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 1 } });
    endRound(t);
    expect(t.G.round).toBe(2);
    expect(t.G.pending).toEqual([]);
    expect(activations(t.G, 'weaponTradingPost')).toEqual([]);
    passRound(t);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(choiceOptionsOf(t, 'wei')).toContainEqual(sell('spear'));
  });

  it('Weapon Trading Post: winning the trade space and declining it, or another state trading, is not taking the action (R68)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['weaponTradingPost']);
    t.decline('wei', 'trade');
    endRound(t);
    expect(choiceOptionsOf(t, 'wei')).toContainEqual(buy('vessel'));
    const u = winsSpace('trade', 'wu');
    placeConstructed(u.G, 'wei', ['weaponTradingPost']);
    u.take('wu', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 1 } });
    endRound(u);
    expect(choiceOptionsOf(u, 'wei')).toContainEqual(buy('vessel'));
  });

  it('Weapon Trading Post: "When activating Weapon Trading Post, you may buy 1 weapon of your choice for 2 gold or sell 1 weapon from your supply for 2 gold."', () => {
    const t = roundWithoutTrade();
    t.play('wei', { type: 'choose', option: sell('spear') });
    expect(t.G.players.wei.gold).toBe(5);
    expect(t.G.players.wei.weapons.spear).toBe(0);
    expect(activations(t.G, 'weaponTradingPost')).toEqual(['Weapon Trading Post: Wei sells 1 spear for 2 gold.']);
    // Only weapons in the supply can be sold: Wei has no vessel.
    const u = roundWithoutTrade();
    expect(choiceOptionsOf(u, 'wei')).not.toContainEqual(sell('vessel'));
    expectRefused(u, 'wei', { type: 'choose', option: sell('vessel') });
  });

  it('Weapon Trading Post: "If Wu activates Gu Yong\'s skill and did not take the "trade rice and/or weapons" action via the ... action space ..., then Wu may still activate Weapon Trading Post"', () => {
    const t = guYongRound(['weaponTradingPost'], false);
    expect(t.G.round).toBe(1);
    expect(choiceOptionsOf(t, 'wu')).toContainEqual(buy('crossbow'));
    const gold = t.G.players.wu.gold;
    t.play('wu', { type: 'choose', option: buy('crossbow') });
    expect(t.G.players.wu.gold).toBe(gold - 2);
    expect(activations(t.G, 'weaponTradingPost')).toHaveLength(1);
    // With the trade space's action taken by Zhang Zhao, nothing.
    const u = guYongRound(['weaponTradingPost'], true);
    expect(u.G.round).toBe(2);
    expect(u.G.pending).toEqual([]);
    expect(activations(u.G, 'weaponTradingPost')).toEqual([]);
  });
});
