/**
 * Zhou Yu, Unity (compendium, Wu generals): a marketplace and a farm token
 * on his card at the end of the round he joins; at the end of each round Wu
 * may pay 2 popular support to move one to its treasury or granary; each
 * ruling bullet. Played from round 6 (no recruitment rounds in the way).
 */
import { describe, expect, it } from 'vitest';
import { upkeepOwed } from '../../../../../src/game/threeKingdomsRedux/maintenance';
import { setRecruitedIn } from '../../../../../src/game/threeKingdomsRedux/state';
import { passRound, placeStationed, type TestGame } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

/** Zhou Yu joined Wu in round 6; Wu holds `ps` popular support tokens. */
function zhouYuGame(ps: number): TestGame {
  const t = wuGame(['zhouYu']);
  t.G.round = 6;
  setRecruitedIn(t.G.players.wu, 'zhouYu', 6);
  t.G.players.wu.popularSupport = ps;
  return t;
}

describe('Zhou Yu, Unity (compendium)', () => {
  it('Zhou Yu: at the end of the round he joins, 1 marketplace and 1 farm token go on his card; Wu may pay 2 popular support to move one (R36)', () => {
    const t = zhouYuGame(3);
    passRound(t);
    expect(t.G.cardData.zhouYu).toEqual({ onCard: { marketplace: true, farm: true } });
    expect(choiceOptions(t, 'wu')).toEqual([null, 'treasury', 'granary']);
    expect(t.attempt('wu', { type: 'choose', option: 'both' })).toMatchObject({ ok: false });
    t.play('wu', { type: 'choose', option: 'treasury' });
    const wu = t.G.players.wu;
    expect(wu.popularSupport).toBe(1);
    expect(wu.treasury.devTokens).toBe(1);
    expect(t.G.cardData.zhouYu).toEqual({ onCard: { marketplace: false, farm: true } });
    expect(t.G.round).toBe(7);
    expect(activated(t.G, 'zhouYu')).toBe(true);
  });

  it('Zhou Yu: without 2 popular support tokens nothing is offered; the tokens wait on his card', () => {
    const t = zhouYuGame(1);
    passRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.round).toBe(7);
    expect(t.G.cardData.zhouYu).toEqual({ onCard: { marketplace: true, farm: true } });
  });

  it('Zhou Yu: the tokens are placed only at the end of the round he joins', () => {
    const t = zhouYuGame(4);
    setRecruitedIn(t.G.players.wu, 'zhouYu', 5);
    passRound(t);
    expect(t.G.cardData.zhouYu).toBeUndefined();
    expect(t.G.pending).toEqual([]);
  });

  it('Zhou Yu: "Zhou Yu\'s skill may be activated up to 2 times, once for the marketplace token and once for the farm token."', () => {
    const t = zhouYuGame(2);
    passRound(t);
    t.play('wu', { type: 'choose', option: 'treasury' });
    // Round 7: only the farm token is left to move.
    t.G.players.wu.popularSupport = 2;
    passRound(t);
    expect(choiceOptions(t, 'wu')).toEqual([null, 'granary']);
    t.play('wu', { type: 'choose', option: 'granary' });
    expect([t.G.players.wu.treasury.devTokens, t.G.players.wu.granary.devTokens]).toEqual([1, 1]);
    // Round 8: the card is empty; popular support to spare changes nothing.
    t.G.players.wu.popularSupport = 4;
    passRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.round).toBe(9);
    expect(t.G.log.filter((e) => e.card === 'zhouYu')).toHaveLength(3);
  });

  it('Zhou Yu: "Zhou Yu\'s skill may be activated just before the payment of popular supports tokens\' upkeep."', () => {
    // 3 popular support owe 1 rice of upkeep; after paying 2 of them, 1 owes nothing.
    const paid = zhouYuGame(3);
    passRound(paid);
    expect(paid.G.phase).toBe('resolution');
    paid.play('wu', { type: 'choose', option: 'granary' });
    expect(paid.G.players.wu.rice).toBe(4);

    const kept = zhouYuGame(3);
    passRound(kept);
    kept.play('wu', { type: 'choose', option: null });
    expect(kept.G.players.wu.rice).toBe(3);
    expect(kept.G.players.wu.popularSupport).toBe(3);
  });

  it('Zhou Yu: "The popular support tokens are returned to the general supply."', () => {
    const t = zhouYuGame(2);
    const others = [t.G.players.wei.popularSupport, t.G.players.shu.popularSupport];
    passRound(t);
    t.play('wu', { type: 'choose', option: 'treasury' });
    expect(t.G.players.wu.popularSupport).toBe(0);
    expect([t.G.players.wei.popularSupport, t.G.players.shu.popularSupport]).toEqual(others);
  });

  it('Zhou Yu: "The marketplace token is placed on Wu\'s treasury with the developed marketplace side face up."', () => {
    const t = zhouYuGame(2);
    // A stationed unit whose border token went to the granary: 1 gold of army upkeep, until the treasury holds a token.
    placeStationed(t.G, 'wu', 'sunCe', 'guangLing', 1, 'granary');
    expect(upkeepOwed(t.G, 'wu').armyGold).toBe(1);
    passRound(t);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: 'marketplace' })).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: 'treasury' });
    expect(t.G.players.wu.treasury.devTokens).toBe(1);
    expect(upkeepOwed(t.G, 'wu').armyGold).toBe(0);
    // The upkeep paid after it already counted it: no gold was owed for the unit.
    expect(t.G.players.wu.gold).toBe(4);
  });

  it('Zhou Yu: "The farm token is placed on Wu\'s granary with the developed farm side face up."', () => {
    const t = zhouYuGame(2);
    placeStationed(t.G, 'wu', 'sunCe', 'guangLing', 1, 'treasury');
    expect(upkeepOwed(t.G, 'wu').armyRice).toBe(1);
    passRound(t);
    t.play('wu', { type: 'choose', option: 'granary' });
    expect(t.G.players.wu.granary.devTokens).toBe(1);
    expect(upkeepOwed(t.G, 'wu').armyRice).toBe(0);
    expect(t.G.players.wu.rice).toBe(4);
  });

  it('Zhou Yu: "The placement of marketplace or farm token on Wu\'s treasury or granary does not affect Wu\'s domestic development level."', () => {
    const t = zhouYuGame(4);
    t.G.players.wu.farm = { level: 2, flipped: 1 };
    passRound(t);
    t.play('wu', { type: 'choose', option: 'granary' });
    const wu = t.G.players.wu;
    expect(wu.granary.devTokens).toBe(1);
    expect(wu.farm).toEqual({ level: 2, flipped: 1 });
    expect(wu.marketplace).toEqual({ level: 0, flipped: 0 });
  });
});
