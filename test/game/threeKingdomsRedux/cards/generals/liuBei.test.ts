/**
 * Liu Bei, Charisma (compendium, Shu generals): 1 of the popular support
 * tokens he bid with returns to Shu after his action or when he goes home.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { giveUnits } from '../../../../builders';
import { bidAndResolve, shuChoices, shuGame, snapshot } from './shuScenario';

describe('Liu Bei, Charisma (compendium)', () => {
  it('Liu Bei bids 4 + 2 popular support on "construct", builds Spear Armoury, and 1 token comes back after his action (rulebook example play)', () => {
    const t = shuGame(['liuBei', 'zhugeLiang']);
    const shu = t.G.players.shu;
    shu.secret.enhancementHand = ['spearArmoury'];
    shu.weapons.spear = 1;
    bidAndResolve(t, 'developMarketplace', [
      ['shu', { general: 'liuBei', space: 'construct', popularSupport: 2 }],
      ['shu', { general: 'zhugeLiang', space: 'developMarketplace' }],
    ]);
    // Both tokens are on the board with Liu Bei until his action is taken.
    expect(shu.popularSupport).toBe(0);
    t.take('shu', 'construct', { kind: 'construct', card: 'spearArmoury' });
    expect(shu.constructed).toEqual(['spearArmoury']);
    expect(shu.popularSupport).toBe(1);
    expect(shu.gold).toBe(3);
    expect(t.G.log.filter((e) => e.card === 'liuBei')).toHaveLength(1);
  });

  it('Liu Bei without popular support tokens on his bid returns none', () => {
    const t = shuGame(['liuBei', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liuBei', space: 'recruitArmies' }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.shu.popularSupport).toBe(2);
    expect(t.G.log.some((e) => e.card === 'liuBei')).toBe(false);
  });

  it('Liu Bei: "The popular support token is returned to Shu\'s hand regardless of whether Liu Bei wins or loses the bid."', () => {
    const t = shuGame(['liuBei'], { wei: ['caoCao'] });
    // Wei (first in bid order) reaches 5 first; Liu Bei's 4 + 1 only ties and loses.
    bidAndResolve(t, 'trade', [
      ['wei', { general: 'caoCao', space: 'construct' }],
      ['shu', { general: 'liuBei', space: 'construct', popularSupport: 1 }],
    ]);
    expect(t.G.pendingActions.shu).toEqual([]);
    expect(t.G.players.shu.secret.hand).toEqual(['liuBei']);
    // 2 - 1 bid + 1 returned.
    expect(t.G.players.shu.popularSupport).toBe(2);
  });

  it('Liu Bei: "The popular support token is returned to Shu\'s hand even if Liu Bei is the general left on the "control Han emperor" action space."', () => {
    const t = shuGame(['liuBei', 'zhugeLiang']);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liuBei', space: 'controlHanEmperor', popularSupport: 2 }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'liuBei' });
    expect(t.G.hanEmperorNewFaceDown).toEqual({ state: 'shu', general: 'liuBei' });
    expect(t.G.players.shu.secret.hand).not.toContain('liuBei');
    expect(t.G.players.shu.popularSupport).toBe(1);
  });

  it('Liu Bei: "The popular support token is returned to Shu\'s hand even if Liu Bei is the general stationed at a border location after winning..."', () => {
    const t = shuGame(['liuBei', 'zhugeLiang']);
    giveUnits(t.G, 'shu', 'infantry', 1);
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liuBei', space: 'battle:shuWei', units: { type: 'infantry', count: 1 }, popularSupport: 1 }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    t.take('shu', 'battle:shuWei', { kind: 'battle', general: 'liuBei', units: 1, location: 'huaRongDao', tokenTo: 'treasury' });
    expect(t.G.locations.huaRongDao).toEqual({ state: 'shu', general: 'liuBei' });
    expect(t.G.players.shu.popularSupport).toBe(2);
  });

  it('Liu Bei: "If Liu Bei bids with a popular support token and wins the action space, but has not taken his action yet, then Shu may not use..."', () => {
    const t = shuGame(['liuBei', 'dongYun']);
    const shu = t.G.players.shu;
    shu.marketplace = { level: 1, flipped: 1 };
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liuBei', space: 'recruitArmies', popularSupport: 2 }],
      ['shu', { general: 'dongYun', space: 'trade' }],
    ]);
    // Dong Yun's Efficacy costs 1 popular support token: none is in Shu's supply while Liu Bei's are on the board.
    expect(shuChoices(t, 'trade').every((c) => c.before?.dongYun === 'no')).toBe(true);
    const before = snapshot(t);
    const r = t.attempt('shu', {
      type: 'takeAction',
      space: 'trade',
      choice: { kind: 'trade', rice: { direction: 'sell', lots: 1 }, before: { dongYun: { keepInTreasury: 0, keepInGranary: 0 } } },
    });
    expect(r.ok).toBe(false);
    expect(t.G).toEqual(before);
    // After his action the token is back, and Dong Yun could pay it.
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect(shu.popularSupport).toBe(1);
    expect(shuChoices(t, 'trade').some((c) => c.before?.dongYun !== 'no')).toBe(true);
  });

  it('Liu Bei: "If Liu Bei bids with a popular support token, wins and plans to take the "construct state enhancement" action, and the ... cost includes 1 popular support token..."', () => {
    const t = shuGame(['liuBei', 'zhugeLiang']);
    const shu = t.G.players.shu;
    shu.secret.enhancementHand = ['nineRankSystem'];
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liuBei', space: 'construct', popularSupport: 2 }],
      ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
    ]);
    // Nine Rank System costs 1 popular support and 2 gold: Shu's supply has no token now.
    expect(shuChoices(t, 'construct')).toEqual([]);
    const before = snapshot(t);
    const r = t.attempt('shu', { type: 'takeAction', space: 'construct', choice: { kind: 'construct', card: 'nineRankSystem' } });
    expect(r).toEqual({ ok: false, error: expect.stringContaining('1 popular support') });
    expect(t.G).toEqual(before);
    t.decline('shu', 'construct');
    expect(shu.popularSupport).toBe(1);
    expect(shu.constructed).toEqual([]);
  });

  it('Liu Bei: "If Liu Bei bids with a popular support token and has taken his action or has been returned to Shu\'s hand, then Shu may use..."', () => {
    const t = shuGame(['liuBei', 'zhugeLiang']);
    const shu = t.G.players.shu;
    shu.secret.enhancementHand = ['nineRankSystem'];
    bidAndResolve(t, 'trade', [
      ['shu', { general: 'liuBei', space: 'recruitArmies', popularSupport: 2 }],
      ['shu', { general: 'zhugeLiang', space: 'construct' }],
    ]);
    t.take('shu', 'recruitArmies', { kind: 'recruitArmies' });
    expect(shu.popularSupport).toBe(1);
    t.take('shu', 'construct', { kind: 'construct', card: 'nineRankSystem' });
    expect(shu.constructed).toEqual(['nineRankSystem']);
    expect(shu.popularSupport).toBe(0);
    expect(currentDecision(t.G).kind).not.toBe('action');
  });
});
