/**
 * Bronze Coinage (compendium, Unification deck): 1 gold before the "trade"
 * and the "hire instructor" actions, usable in them; each ruling.
 */
import { describe, expect, it } from 'vitest';
import { onlyGenerals, placeConstructed, selectAlliance, testGame } from '../../../../builders';
import { winsSpace } from './scenarios';
import { actionChoicesOf, activations, endRound, expectRefused } from './unificationKit';

const buy4Rice = { kind: 'trade' as const, rice: { direction: 'buy' as const, lots: 1 } };

describe('Bronze Coinage (compendium)', () => {
  it('Bronze Coinage: taking "trade rice and/or weapons", Wei receives 1 gold before the action (card text)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['bronzeCoinage']);
    const wei = t.G.players.wei;
    t.take('wei', 'trade', buy4Rice);
    // 3 gold + 1 (Bronze Coinage) - 3 for 4 rice.
    expect([wei.gold, wei.rice]).toEqual([1, 7]);
    expect(activations(t.G, 'bronzeCoinage')).toEqual(['Bronze Coinage: Wei receives 1 gold before taking "trade rice and/or weapons".']);
    // The coinage's log entry comes before the trade's.
    const coin = t.G.log.findIndex((e) => e.card === 'bronzeCoinage');
    expect(t.G.log.findIndex((e, i) => i > coin && /Wei trades/.test(e.text))).toBeGreaterThan(coin);
  });

  it('Bronze Coinage: taking "hire instructor and/or import technology", Wei receives 1 gold before the action (card text)', () => {
    const t = winsSpace('hireInstructor');
    placeConstructed(t.G, 'wei', ['bronzeCoinage']);
    const wei = t.G.players.wei;
    const hand = wei.secret.enhancementHand.length;
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', importFrom: 'unification' });
    expect(wei.gold).toBe(4);
    expect(wei.secret.enhancementHand).toHaveLength(hand + 1);
    expect(activations(t.G, 'bronzeCoinage')).toHaveLength(1);
  });

  it('Bronze Coinage: no gold on other actions, nor without the card', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['bronzeCoinage']);
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.wei.gold).toBe(3);
    const u = winsSpace('trade');
    u.take('wei', 'trade', buy4Rice);
    expect(u.G.players.wei.gold).toBe(0);
    expect(activations(u.G, 'bronzeCoinage')).toEqual([]);
  });

  it('Bronze Coinage: "You may not activate Bronze Coinage if you do not take the "trade rice and/or weapons" action or ... after that" — declining gives nothing, nor does a refused action', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['bronzeCoinage']);
    // 3 + 1 gold cannot buy 3 weapons (5 gold): refused, and the gold is not received.
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'trade', choice: { kind: 'trade', weapons: { direction: 'buy', items: ['spear', 'spear', 'spear'] } } },
      /costs 5 gold/,
    );
    t.decline('wei', 'trade');
    expect(t.G.players.wei.gold).toBe(3);
    expect(activations(t.G, 'bronzeCoinage')).toEqual([]);
    const u = winsSpace('hireInstructor');
    placeConstructed(u.G, 'wei', ['bronzeCoinage']);
    u.decline('wei', 'hireInstructor');
    expect(u.G.players.wei.gold).toBe(3);
    expect(activations(u.G, 'bronzeCoinage')).toEqual([]);
  });

  it('Bronze Coinage: "The gold received may be used as part of the "trade rice and/or weapons" action." — the legal trades count it', () => {
    const t = winsSpace('trade');
    t.G.players.wei.gold = 4;
    const buy3 = { kind: 'trade' as const, weapons: { direction: 'buy' as const, items: ['horse', 'horse', 'horse'] as 'horse'[] } };
    // Without the card, 4 gold do not buy 3 weapons (5 gold).
    expect(actionChoicesOf(t, 'wei', 'trade')).not.toContainEqual(buy3);
    expectRefused(t, 'wei', { type: 'takeAction', space: 'trade', choice: buy3 }, /costs 5 gold/);
    placeConstructed(t.G, 'wei', ['bronzeCoinage']);
    const choices = actionChoicesOf(t, 'wei', 'trade');
    expect(choices).toContainEqual(buy3);
    // Buy 3 weapons (5) and 4 rice (3) need 8: not even with the coin.
    expect(choices).not.toContainEqual({ ...buy3, rice: { direction: 'buy', lots: 1 } });
    t.take('wei', 'trade', buy3);
    expect(t.G.players.wei.gold).toBe(0);
    expect(t.G.players.wei.weapons.horse).toBe(3);
  });

  it('Bronze Coinage: the gold can pay for rice bought in the trade (2 gold + 1 buys 4 rice)', () => {
    const t = winsSpace('trade');
    t.G.players.wei.gold = 2;
    expect(actionChoicesOf(t, 'wei', 'trade')).toEqual([]);
    placeConstructed(t.G, 'wei', ['bronzeCoinage']);
    expect(actionChoicesOf(t, 'wei', 'trade')).toEqual([buy4Rice]);
    t.take('wei', 'trade', buy4Rice);
    expect([t.G.players.wei.gold, t.G.players.wei.rice]).toEqual([0, 7]);
  });

  it('Bronze Coinage: taking both actions in one round, 1 gold before each (R65)', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao', 'caoRen'] });
    placeConstructed(t.G, 'wei', ['bronzeCoinage']);
    selectAlliance(t, 'construct');
    t.assign('wei', { general: 'caoCao', space: 'trade' });
    t.assign('wei', { general: 'caoRen', space: 'hireInstructor' });
    t.passAll();
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 0 } });
    expect([t.G.players.wei.gold, t.G.players.wei.rice]).toEqual([4, 2]);
    t.take('wei', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 1 } });
    expect([t.G.players.wei.gold, t.G.players.wei.rice]).toEqual([2, 6]);
    expect(activations(t.G, 'bronzeCoinage')).toHaveLength(2);
    endRound(t);
  });
});
