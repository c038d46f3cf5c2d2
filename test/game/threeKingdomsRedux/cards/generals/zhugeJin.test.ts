/**
 * Zhuge Jin, Diplomacy (compendium, Wu generals): 1 rice before the alliance
 * action when Wu is in the alliance; 2 rice before Wu's actions when it is
 * not and takes at most 4; each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { selectAlliance, type TestGame } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

/** A round-1 game where Wu bids first and is not in the alliance (Wei and Shu are). */
function wuOutOfAlliance(wu: GeneralId[]): TestGame {
  const t = wuGame(wu);
  t.G.bidOrder = ['wu', 'wei', 'shu'];
  t.G.alliance = ['wei', 'shu'];
  selectAlliance(t, 'trade');
  return t;
}

describe('Zhuge Jin, Diplomacy (compendium)', () => {
  it('Zhuge Jin: Wu in the alliance, he takes the alliance action: 1 rice before the action', () => {
    const t = wuGame(['zhugeJin']);
    expect(t.G.alliance).toEqual(['wu', 'shu']);
    selectAlliance(t, 'developMarketplace');
    t.assign('wu', { general: 'zhugeJin', space: 'developMarketplace' });
    t.passAll();
    // The before-action rice is part of the listed action choices.
    expect(legalMoves(t.G, 'wu')).toContainEqual({
      type: 'takeAction',
      space: 'developMarketplace',
      choice: { kind: 'developMarketplace', before: { zhugeJin: 'rice' } },
    });
    t.take('wu', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.players.wu.rice).toBe(5);
    expect(t.G.players.wu.marketplace.level).toBe(1);
    expect(activated(t.G, 'zhugeJin')).toBe(true);
  });

  it('Zhuge Jin: the rice comes before the action, so it can pay for it (hire an instructor with no rice)', () => {
    const t = wuGame(['zhugeJin']);
    t.G.players.wu.rice = 0;
    t.G.players.wu.untrained = 2;
    selectAlliance(t, 'hireInstructor');
    t.assign('wu', { general: 'zhugeJin', space: 'hireInstructor' });
    t.passAll();
    t.take('wu', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 } });
    expect([t.G.players.wu.rice, t.G.players.wu.trained]).toEqual([0, 2]);
  });

  it('Zhuge Jin: an action that is not the alliance action gives no rice', () => {
    const t = wuGame(['zhugeJin']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhugeJin', space: 'developFarm' });
    t.passAll();
    t.take('wu', 'developFarm', { kind: 'developFarm' });
    expect(t.G.players.wu.rice).toBe(4);
    expect(activated(t.G, 'zhugeJin')).toBe(false);
  });

  it('Zhuge Jin: "If Zhuge Jin wins the alliance action space but does not take the alliance action, then the first part..."', () => {
    const t = wuGame(['zhugeJin']);
    selectAlliance(t, 'developMarketplace');
    t.assign('wu', { general: 'zhugeJin', space: 'developMarketplace' });
    t.passAll();
    t.decline('wu', 'developMarketplace');
    expect(t.G.players.wu.rice).toBe(4);
    expect(activated(t.G, 'zhugeJin')).toBe(false);
  });

  it('Zhuge Jin: Wu out of the alliance with at most 4 won: 2 rice before Wu takes its actions', () => {
    const t = wuOutOfAlliance(['zhugeJin', 'zhouTai']);
    t.assign('wu', { general: 'zhugeJin', space: 'developFarm' });
    t.assign('wu', { general: 'zhouTai', space: 'trainArmies' });
    // Before Wu's first action is taken, the rice is there.
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wu' });
    expect(t.G.actionsTaken.wu).toEqual([]);
    expect(t.G.players.wu.rice).toBe(6);
    t.take('wu', 'developFarm', { kind: 'developFarm' });
    t.take('wu', 'trainArmies', { kind: 'trainArmies', count: 0 });
    expect(t.G.players.wu.rice).toBe(6);
  });

  it('Zhuge Jin: Wu in the alliance: no 2 rice, however few actions it takes', () => {
    const t = wuGame(['zhugeJin']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhugeJin', space: 'developFarm' });
    t.passAll();
    expect(t.G.players.wu.rice).toBe(4);
  });

  it('Zhuge Jin: out of the alliance and winning nothing, Wu takes 0 actions ("at most 4"): 2 rice at the end of the round (R32)', () => {
    const t = wuOutOfAlliance(['zhugeJin']);
    t.passAll();
    // Round over (no upkeep: 1 popular support costs nothing).
    expect(t.G.round).toBe(2);
    expect(t.G.players.wu.rice).toBe(6);
    expect(activated(t.G, 'zhugeJin')).toBe(true);
  });

  it('Zhuge Jin: "If Wu is not in the alliance and wins 5 or more action spaces, Wu may choose to take at most..."', () => {
    const five = () => {
      const t = wuOutOfAlliance(['zhugeJin', 'zhouTai', 'sunCe', 'dingFeng', 'zhangZhao']);
      t.assign('wu', { general: 'zhugeJin', space: 'developFarm' });
      t.assign('wu', { general: 'sunCe', space: 'recruitArmies' });
      t.assign('wu', { general: 'dingFeng', space: 'demandTribute' });
      t.assign('wu', { general: 'zhouTai', space: 'trainArmies' });
      t.assign('wu', { general: 'zhangZhao', space: 'developMarketplace' });
      return t;
    };
    // Committing: 2 rice now, and a 5th action is refused.
    const t = five();
    expect(t.G.pendingActions.wu).toHaveLength(5);
    expect(choiceOptions(t, 'wu')).toEqual([null, 'commit']);
    t.play('wu', { type: 'choose', option: 'commit' });
    expect(t.G.players.wu.rice).toBe(6);
    t.take('wu', 'developFarm', { kind: 'developFarm' });
    t.take('wu', 'recruitArmies', { kind: 'recruitArmies' });
    t.take('wu', 'trainArmies', { kind: 'trainArmies', count: 0 });
    t.take('wu', 'developMarketplace', { kind: 'developMarketplace' });
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'takeAction', space: 'demandTribute', choice: { kind: 'demandTribute', take: 'gold' } })).toEqual({
      ok: false,
      error: 'Zhuge Jin: Wu committed to take at most 4 actions this round (and received 2 rice); decline the rest.',
    });
    expect(t.G).toEqual(before);
    expect(legalMoves(t.G, 'wu')).toEqual([{ type: 'declineAction', space: 'demandTribute' }]);
    t.decline('wu', 'demandTribute');
    expect(t.G.actionsTaken.wu).toHaveLength(4);

    // Not committing: no rice, and all 5 actions may be taken.
    const u = five();
    u.play('wu', { type: 'choose', option: null });
    expect(u.G.players.wu.rice).toBe(4);
    u.take('wu', 'developFarm', { kind: 'developFarm' });
    u.take('wu', 'recruitArmies', { kind: 'recruitArmies' });
    u.take('wu', 'trainArmies', { kind: 'trainArmies', count: 0 });
    u.take('wu', 'developMarketplace', { kind: 'developMarketplace' });
    u.take('wu', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
    expect(u.G.actionsTaken.wu).toHaveLength(5);
  });
});
