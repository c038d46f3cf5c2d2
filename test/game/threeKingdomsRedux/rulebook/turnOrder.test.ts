/** Rulebook, Resolution Phase, 2) Determine Turn Order For Next Round — "Example: Determine Turn Order". */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../src/game/threeKingdomsRedux/engine';
import { nextBidOrder, successfulBids } from '../../../../src/game/threeKingdomsRedux/resolution';
import { declineAll, onlyGenerals, selectAlliance, testGame, type TestGame } from '../../../builders';

/**
 * Round 4 with turn order Wei, Wu, Shu (round 3 was Wu, Wei, Shu). Wei, Wu and
 * Shu each win uncontested bids: 4, 3 and 4 (Shu's fourth is its improve tribal
 * relations space, which counts). Shu has `shuMilitary` military VPs, Wei 0.
 */
function playRound4(shuMilitary: number): TestGame {
  const t = testGame();
  t.G.round = 4;
  t.G.bidOrder = ['wei', 'wu', 'shu'];
  t.G.actionOrder = ['wu', 'wei', 'shu']; // round 3's order, about to be rearranged
  t.G.players.wei.militaryVP = 0;
  t.G.players.shu.militaryVP = shuMilitary;
  onlyGenerals(t.G, {
    wei: ['caoCao', 'xiahouDun', 'xiahouYuan', 'guoJia'],
    wu: ['sunJian', 'huangGai', 'sunCe'],
    shu: ['liuBei', 'guanYu', 'zhangFei', 'zhaoYun'],
  });
  selectAlliance(t, 'construct');
  const wei = ['developFarm', 'developMarketplace', 'trade', 'hireInstructor'] as const;
  const wu = ['produceSpearsHorses', 'produceCrossbowsVessels', 'recruitArmies'] as const;
  const shu = ['trainArmies', 'demandTribute', 'winPopularSupport', 'tribal:shu'] as const;
  const weiG = ['caoCao', 'xiahouDun', 'xiahouYuan', 'guoJia'] as const;
  const wuG = ['sunJian', 'huangGai', 'sunCe'] as const;
  const shuG = ['liuBei', 'guanYu', 'zhangFei', 'zhaoYun'] as const;
  for (let i = 0; i < 4; i++) {
    t.assign('wei', { general: weiG[i], space: wei[i] });
    if (i < 3) t.assign('wu', { general: wuG[i], space: wu[i] });
    t.assign('shu', { general: shuG[i], space: shu[i] });
  }
  expect(t.G.phase).toBe('resolution');
  return t;
}

describe('Rulebook, Determine Turn Order — Example: Determine Turn Order (round 4)', () => {
  it('4/3/4 successful bids, Shu 2 military VPs vs Wei 0: next turn order Shu, Wei, Wu; Wei and Wu ally, Wu chooses', () => {
    const t = playRound4(2);
    expect([successfulBids(t.G, 'wei'), successfulBids(t.G, 'wu'), successfulBids(t.G, 'shu')]).toEqual([4, 3, 4]);
    // The action order track follows this round's bid order track: Wei, Wu, Shu.
    expect(t.G.actionOrder).toEqual(['wei', 'wu', 'shu']);
    expect(t.G.bidOrder).toEqual(['shu', 'wei', 'wu']);
    declineAll(t);
    // Round 5 (a recruitment round; the tutorial recruits without choices): Wei and Wu are in alliance, Wu picks.
    expect(t.G.round).toBe(5);
    expect(t.G.alliance).toEqual(['wei', 'wu']);
    expect(currentDecision(t.G)).toEqual({ kind: 'selectAlliance', state: 'wu' });
  });

  it('with 0 military VPs each, the second tiebreaker (Wei, Wu, Shu) gives Wei, Shu, Wu; Shu and Wu ally, Wu chooses', () => {
    const t = playRound4(0);
    expect(t.G.actionOrder).toEqual(['wei', 'wu', 'shu']);
    expect(t.G.bidOrder).toEqual(['wei', 'shu', 'wu']);
    declineAll(t);
    expect(t.G.alliance).toEqual(['shu', 'wu']);
    expect(currentDecision(t.G)).toEqual({ kind: 'selectAlliance', state: 'wu' });
  });

  it('nextBidOrder on G set directly: the same two variants', () => {
    const t = testGame();
    const G = t.G;
    G.won = [
      { space: 'developFarm', winners: ['wei'] },
      { space: 'developMarketplace', winners: ['wei'] },
      { space: 'trade', winners: ['wei'] },
      { space: 'tribal:wei', winners: ['wei'] },
      { space: 'recruitArmies', winners: ['wu'] },
      { space: 'trainArmies', winners: ['wu'] },
      // The alliance space won by both alliance players counts for both.
      { space: 'construct', winners: ['wu', 'shu'] },
      { space: 'demandTribute', winners: ['shu'] },
      { space: 'winPopularSupport', winners: ['shu'] },
      { space: 'tribal:shu', winners: ['shu'] },
    ];
    G.players.wei.militaryVP = 0;
    G.players.shu.militaryVP = 2;
    expect(nextBidOrder(G)).toEqual(['shu', 'wei', 'wu']);
    G.players.shu.militaryVP = 0;
    expect(nextBidOrder(G)).toEqual(['wei', 'shu', 'wu']);
  });
});

describe('Rulebook, Example Play (One Round) — Determine Turn Order for Next Round', () => {
  it('Wei 5 successful bids, Wu and Shu 3 each (0 military VPs): round 2 bid order Wei, Wu, Shu', () => {
    // Only the counting is checked here; the bids themselves rely on skills (see cardExamples.test.ts).
    const t = testGame();
    t.G.won = [
      { space: 'recruitArmies', winners: ['wei'] },
      { space: 'developFarm', winners: ['wei'] },
      { space: 'hireInstructor', winners: ['wei'] },
      { space: 'controlHanEmperor', winners: ['wei'] },
      { space: 'winPopularSupport', winners: ['wei'] },
      { space: 'produceCrossbowsVessels', winners: ['wu'] },
      { space: 'demandTribute', winners: ['wu'] },
      { space: 'developMarketplace', winners: ['wu', 'shu'] },
      { space: 'produceSpearsHorses', winners: ['shu'] },
      { space: 'construct', winners: ['shu'] },
    ];
    expect([successfulBids(t.G, 'wei'), successfulBids(t.G, 'wu'), successfulBids(t.G, 'shu')]).toEqual([5, 3, 3]);
    expect(nextBidOrder(t.G)).toEqual(['wei', 'wu', 'shu']);
  });
});
