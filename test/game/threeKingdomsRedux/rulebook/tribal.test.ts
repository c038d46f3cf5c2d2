/**
 * Rulebook, Take Actions — Improve Tribal Relations ("Example: Improve Tribal
 * Relations", the level-12 popular support purchase), and Resolution Phase
 * 4) Reduce Tribal Relations Level (rebellion at level 1).
 */
import { describe, expect, it } from 'vitest';
import { assignError } from '../../../../src/game/threeKingdomsRedux/conflict';
import { successfulBids } from '../../../../src/game/threeKingdomsRedux/resolution';
import { computeScores } from '../../../../src/game/threeKingdomsRedux/scoring';
import { DEFAULT_GENERALS, giveUnits, onlyGenerals, passRound, selectAlliance, testGame, type TestGame } from '../../../builders';
import { currentDecision } from '../../../../src/game/threeKingdomsRedux/engine';

/** Round 1: Shu, at tribal relations `level`, assigns Jiang Wei (leadership 2, stated) to its own improve tribal relations space. */
function shuImproves(level: number, extra: { gold?: number; units?: { type: 'archery'; count: number } }): TestGame {
  const t = testGame();
  t.G.players.shu.tribalLevel = level;
  onlyGenerals(t.G, { shu: ['jiangWei'] });
  if (extra.units) giveUnits(t.G, 'shu', extra.units.type, extra.units.count);
  selectAlliance(t, 'trade');
  t.assign('shu', { general: 'jiangWei', space: 'tribal:shu', ...extra });
  expect(t.G.pendingActions.shu).toEqual(['tribal:shu']);
  // The improve tribal relations action counts as a successful bid.
  expect(successfulBids(t.G, 'shu')).toBe(1);
  return t;
}

describe('Rulebook, Improve Tribal Relations — Example: Improve Tribal Relations', () => {
  it('Shu at level 2 assigns Jiang Wei with 2 gold: up 2 levels to 4, the 2 gold go to the general supply', () => {
    const t = shuImproves(2, { gold: 2 });
    expect(t.G.players.shu.gold).toBe(3); // 5 at the start, 2 placed with Jiang Wei
    t.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(t.G.players.shu.tribalLevel).toBe(4);
    expect(t.G.players.shu.gold).toBe(3);
    expect(t.G.players.shu.secret.hand).toContain('jiangWei');
    // Shu took the action this round: its level is not reduced at the end of the round (the others' are).
    expect(t.G.round).toBe(2);
    expect(t.G.players.shu.tribalLevel).toBe(4);
    expect(t.G.players.wei.tribalLevel).toBe(4);
    expect(t.G.players.wu.tribalLevel).toBe(5);
  });

  it("with 2 army units instead: up 2 levels to 4, the 2 army units return to Shu's supply", () => {
    const s = shuImproves(2, { units: { type: 'archery', count: 2 } });
    expect(s.G.players.shu.trained).toBe(0);
    s.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(s.G.players.shu.tribalLevel).toBe(4);
    expect(s.G.players.shu.trained).toBe(2);
    expect(s.G.players.shu.weapons.crossbow).toBe(2);
  });

  it('the rule behind it: 0 gold/units moves 0 levels (and the level is not reduced), 1 moves 1', () => {
    const t0 = shuImproves(5, {});
    t0.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(t0.G.players.shu.tribalLevel).toBe(5);
    const t1 = shuImproves(5, { gold: 1 });
    t1.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: false });
    expect(t1.G.players.shu.tribalLevel).toBe(6);
  });

  it('the rule behind it: never gold and units together, at most leadership many, only the own space', () => {
    const t = testGame();
    onlyGenerals(t.G, { shu: ['jiangWei', 'zhouCang'] });
    giveUnits(t.G, 'shu', 'archery', 3);
    selectAlliance(t, 'trade');
    const args = (extra: object) => ({ general: 'jiangWei' as const, space: 'tribal:shu' as const, ...extra });
    expect(assignError(t.G, 'shu', args({ gold: 1, units: { type: 'archery', count: 1 } }))).toMatch(/not both/);
    expect(assignError(t.G, 'shu', args({ gold: 3 }))).toMatch(/Leadership 2/);
    expect(assignError(t.G, 'shu', args({ units: { type: 'archery', count: 3 } }))).toMatch(/Leadership 2/);
    expect(assignError(t.G, 'shu', { general: 'zhouCang', space: 'tribal:wu' })).toMatch(/own improve tribal relations/);
  });
});

describe('Rulebook, Improve Tribal Relations — level 12: pay 2 rice for 1 popular support token', () => {
  it('reaching level 12 (11 + 1 gold), Shu may pay 2 rice for 1 popular support token', () => {
    const t = shuImproves(11, { gold: 1 });
    const { rice, popularSupport } = t.G.players.shu;
    t.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: true });
    expect(t.G.players.shu.tribalLevel).toBe(12);
    expect(t.G.players.shu.popularSupport).toBe(popularSupport + 1);
    // 2 rice for the token (later maintenance: popular support upkeep is 1 rice per 2 tokens, 3 tokens -> 1).
    expect(t.G.players.shu.rice).toBe(rice - 2 - 1);
  });

  it('maintaining level 12 (12 + 0) also allows the purchase; the track stops at 12', () => {
    const t = shuImproves(12, {});
    t.take('shu', 'tribal:shu', { kind: 'improveTribalRelations', buyPopularSupport: true });
    expect(t.G.players.shu.tribalLevel).toBe(12);
    expect(t.G.players.shu.popularSupport).toBe(3);
  });

  it('below level 12 (10 + 1 = 11) the purchase is refused, and without 2 rice too', () => {
    const t = shuImproves(10, { gold: 1 });
    const buy = {
      type: 'takeAction' as const,
      space: 'tribal:shu' as const,
      choice: { kind: 'improveTribalRelations' as const, buyPopularSupport: true },
    };
    expect(t.attempt('shu', buy).ok).toBe(false);
    const t2 = shuImproves(11, { gold: 1 });
    t2.G.players.shu.rice = 1;
    expect(t2.attempt('shu', buy).ok).toBe(false);
  });

  it("Example: Tribal Relations Level 12 — Wei reaches 12 in round 7, keeps it in round 8 through Jia Xu's skill and may pay 2 rice for 1 popular support without taking the action (full game)", () => {
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wei: ['jiaXu', 'xiahouDun'] });
    // Arranged: round 7 (no recruitment), Wei at level 11.
    t.G.round = 7;
    t.G.players.wei.tribalLevel = 11;
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'tribal:wei', gold: 1 });
    t.passAll();
    t.take('wei', 'tribal:wei', { kind: 'improveTribalRelations', buyPopularSupport: false });
    // Round 7 over: Wei took the action and is at 12.
    expect(t.G.round).toBe(8);
    expect(t.G.players.wei.tribalLevel).toBe(12);
    // Round 8: Wei does not take the action; Jia Xu keeps level 12 and Wei may buy 1 popular support.
    passRound(t);
    expect(t.G.players.wei.tribalLevel).toBe(12);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    const { rice, popularSupport } = t.G.players.wei;
    t.play('wei', { type: 'choose', option: 'buy' });
    expect(t.G.players.wei.popularSupport).toBe(popularSupport + 1);
    expect(t.G.players.wei.rice).toBe(rice - 2);
    expect(t.G.round).toBe(9);
    expect(t.G.players.wei.tribalLevel).toBe(12);
  });
});

describe('Rulebook, Reduce Tribal Relations Level — rebellion at level 1', () => {
  it('a state that does not take the action loses 1 level; reaching and then staying at level 1 each give a deficit token (-3 VP)', () => {
    const t = testGame();
    t.G.players.wei.tribalLevel = 2;
    passRound(t);
    expect(t.G.players.wei.tribalLevel).toBe(1);
    expect(t.G.players.wei.deficits).toBe(1);
    passRound(t);
    expect(t.G.players.wei.tribalLevel).toBe(1);
    expect(t.G.players.wei.deficits).toBe(2);
    expect(computeScores(t.G).scores.wei.categories.deficit).toBe(-6);
    // Wu (6 -> 4) and Shu (7 -> 5) suffer no rebellion.
    expect(t.G.players.wu.deficits).toBe(0);
    expect(t.G.players.shu.deficits).toBe(0);
  });
});
