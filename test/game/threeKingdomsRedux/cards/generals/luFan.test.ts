/**
 * Lu Fan, Rectitude (compendium, Wu generals): trade 1 gold for 1 rice or 1
 * rice for 1 gold at any time (a skill move); each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { giveGenerals, passRound, selectAlliance } from '../../../../builders';
import { activated, snapshot, wuGame } from './wuKit';

const skill = (option: string) => ({ type: 'useSkill' as const, card: 'luFan' as const, option });

describe('Lu Fan, Rectitude (compendium)', () => {
  it('Lu Fan: Wu trades 1 gold for 1 rice, or 1 rice for 1 gold, whenever it may act; the decision stays open', () => {
    const t = wuGame(['luFan']);
    selectAlliance(t, 'trade');
    expect(currentDecision(t.G)).toEqual({ kind: 'bid', state: 'wu' });
    expect(legalMoves(t.G, 'wu')).toContainEqual(skill('goldForRice'));
    expect(legalMoves(t.G, 'wu')).toContainEqual(skill('riceForGold'));
    t.play('wu', skill('goldForRice'));
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([3, 5]);
    t.play('wu', skill('riceForGold'));
    t.play('wu', skill('riceForGold'));
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([5, 3]);
    expect(currentDecision(t.G)).toEqual({ kind: 'bid', state: 'wu' });
    expect(activated(t.G, 'luFan')).toBe(true);
  });

  it("Lu Fan: also while Wu takes its actions; never on another state's turn; never without the token to give", () => {
    const t = wuGame(['luFan'], { wei: ['xuHuang'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xuHuang', space: 'recruitArmies' });
    t.assign('wu', { general: 'luFan', space: 'developFarm' });
    // Wei takes its actions first: not Wu's decision, so no trade.
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wei' });
    expect(legalMoves(t.G, 'wu')).toEqual([]);
    expect(t.attempt('wu', skill('goldForRice'))).toEqual({ ok: false, error: "It is not Wu's decision now." });
    t.decline('wei', 'recruitArmies');
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wu' });
    t.G.players.wu.gold = 0;
    expect(legalMoves(t.G, 'wu')).not.toContainEqual(skill('goldForRice'));
    const before = snapshot(t.G);
    expect(t.attempt('wu', skill('goldForRice'))).toEqual({ ok: false, error: "Lu Fan's skill cannot be used that way now." });
    expect(t.attempt('wu', skill('rice'))).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
    t.play('wu', skill('riceForGold'));
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([1, 3]);
  });

  it('Lu Fan: "Lu Fan may carry out the trade at any time after he is recruited."', () => {
    const t = wuGame(['sunJian']);
    selectAlliance(t, 'trade');
    expect(t.attempt('wu', skill('goldForRice'))).toEqual({ ok: false, error: "Lu Fan is not one of Wu's active cards." });
    expect(legalMoves(t.G, 'wu').some((m) => m.type === 'useSkill')).toBe(false);
    giveGenerals(t.G, 'wu', ['luFan']);
    t.play('wu', skill('goldForRice'));
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([3, 5]);
  });

  it('Lu Fan: "There is no limit on the amount of gold/rice traded."', () => {
    const t = wuGame(['luFan']);
    passRound(t);
    selectAlliance(t, 'construct');
    for (let i = 0; i < 4; i++) t.play('wu', skill('goldForRice'));
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([0, 8]);
    for (let i = 0; i < 8; i++) t.play('wu', skill('riceForGold'));
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([8, 0]);
    expect(t.G.log.filter((e) => e.card === 'luFan')).toHaveLength(12);
  });
});
