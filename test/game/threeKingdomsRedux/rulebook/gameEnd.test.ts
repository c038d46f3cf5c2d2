/**
 * Rulebook, Game End: the game ends immediately after the Resolution Phase of a
 * round in which a condition is met, and Update and Maintenance is then not
 * carried out.
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../src/game/threeKingdomsRedux/engine';
import { giveUnits, onlyGenerals, passRound, placeStationed, selectAlliance, testGame } from '../../../builders';

describe('Rulebook, Game End — a state gains promotion to Emperor', () => {
  it("the round's remaining actions are still taken, then the game ends and Update and Maintenance is skipped", () => {
    const t = testGame();
    const G = t.G;
    const wei = G.players.wei;
    wei.rank = 4; // King
    // Upkeep that maintenance would collect: 2 stationed units (1 border token on the treasury) and 2 popular support.
    placeStationed(G, 'wei', 'xiahouDun', 'guangLing', 2, 'treasury');
    wei.popularSupport = 2;
    G.hanEmperorHolder = 'shu'; // Shu won "control Han emperor" last round
    const criterion = G.hanEmperorCriterion;
    onlyGenerals(G, { wei: ['caoCao'], wu: ['zhouYu'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'controlHanEmperor' });
    t.assign('wu', { general: 'zhouYu', space: 'developFarm' });
    const [gold, rice] = [wei.gold, wei.rice];

    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoCao' });
    expect(wei.rank).toBe(5); // Emperor
    // Not over yet: the Resolution Phase goes on with Wu's action.
    expect(G.phase).toBe('resolution');
    expect(currentDecision(G)).toEqual({ kind: 'action', state: 'wu' });
    t.take('wu', 'developFarm', { kind: 'developFarm' });

    expect(G.phase).toBe('gameOver');
    expect(currentDecision(G)).toEqual({ kind: 'gameOver' });
    expect(G.result!.endReasons).toContain('Wei became Emperor');
    // The Resolution Phase's own steps still happened (tribal relations reduced for all: none took the action).
    expect([wei.tribalLevel, G.players.wu.tribalLevel, G.players.shu.tribalLevel]).toEqual([4, 5, 6]);
    expect(G.players.wu.farm.level).toBe(1);
    // No Update and Maintenance: rank stays, no upkeep, no military VPs, the token is not passed,
    // criterion markers not flipped, round marker not advanced.
    expect(wei.rank).toBe(5);
    expect([wei.gold, wei.rice]).toEqual([gold - 1, rice]);
    expect(wei.deficits).toBe(0);
    expect(wei.militaryVP).toBe(0);
    expect(G.hanEmperorHolder).toBe('shu');
    expect(G.hanEmperorCriterion).toBe(criterion);
    expect(G.round).toBe(1);
    // Emperor is the highest rank (5 VPs) plus 5 incremental ranks.
    expect(G.result!.scores.wei.categories.rank).toBe(5 + 5);
    // Nothing more can be played.
    expect(t.attempt('wu', { type: 'pass' })).toEqual({ ok: false, error: 'The game is over.' });
  });
});

describe('Rulebook, Game End — a state reaches level 5 for both farm and marketplace', () => {
  it('Wu (farm 5, marketplace 4) develops its marketplace to 5: the game ends after the Resolution Phase', () => {
    const t = testGame();
    const wu = t.G.players.wu;
    wu.farm = { level: 5, flipped: 0 };
    wu.marketplace = { level: 4, flipped: 0 };
    onlyGenerals(t.G, { wu: ['zhouYu'] });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhouYu', space: 'developMarketplace' });
    t.take('wu', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.phase).toBe('gameOver');
    expect(t.G.result!.endReasons).toEqual(['Wu has developed farm and marketplace to level 5']);
    expect(t.G.round).toBe(1);
  });

  it('farm 5 with marketplace 4 is not enough: play goes on to Update and Maintenance', () => {
    const t = testGame();
    t.G.players.wu.farm = { level: 5, flipped: 0 };
    t.G.players.wu.marketplace = { level: 4, flipped: 0 };
    passRound(t);
    expect(t.G.phase).toBe('conflict');
    expect(t.G.round).toBe(2);
  });
});

describe('Rulebook, Game End — a state stations its 5th general at a border location', () => {
  function shuWithStationed(n: number) {
    const t = testGame();
    const G = t.G;
    const earlier = [
      ['zhangFei', 'gongAn'],
      ['weiYan', 'huaRongDao'],
      ['huangZhong', 'xiaoTing'],
      ['guanYu', 'changBanPo'],
    ] as const;
    for (const [general, location] of earlier.slice(0, n)) placeStationed(G, 'shu', general, location, 1, 'granary');
    G.players.shu.gold = 20;
    G.players.shu.rice = 20;
    onlyGenerals(G, { shu: ['jiangWei'] });
    giveUnits(G, 'shu', 'archery', 1);
    selectAlliance(t, 'trade');
    t.assign('shu', { general: 'jiangWei', space: 'battle:shuWei', units: { type: 'archery', count: 1 } });
    t.take('shu', 'battle:shuWei', { kind: 'battle', general: 'jiangWei', units: 1, location: 'qiShan', tokenTo: 'granary' });
    return t;
  }

  it('Shu stations Jiang Wei as its 5th general: the game ends, no upkeep or military VPs are collected', () => {
    const t = shuWithStationed(4);
    expect(t.G.players.shu.stationed).toHaveLength(5);
    expect(t.G.phase).toBe('gameOver');
    expect(t.G.result!.endReasons).toEqual(['Shu stationed its 5th general']);
    expect([t.G.players.shu.gold, t.G.players.shu.rice, t.G.players.shu.militaryVP]).toEqual([20, 20, 0]);
  });

  it('the 4th stationed general does not end the game: maintenance runs (upkeep paid, military VPs awarded)', () => {
    const t = shuWithStationed(3);
    expect(t.G.phase).toBe('conflict');
    expect(t.G.round).toBe(2);
    expect(t.G.players.shu.militaryVP).toBe(4);
    expect(t.G.players.shu.gold).toBeLessThan(20);
  });
});

describe('Rulebook, Game End — round 12', () => {
  it("round 11 is followed by Update and Maintenance; after round 12's Resolution Phase the game ends without it", () => {
    const t = testGame();
    t.G.round = 11;
    const shu = t.G.players.shu; // 2 popular support: 1 rice upkeep per maintenance
    const rice = shu.rice;
    passRound(t);
    expect(t.G.round).toBe(12);
    expect(shu.rice).toBe(rice - 1);
    passRound(t);
    expect(t.G.phase).toBe('gameOver');
    expect(t.G.result!.endReasons).toEqual(['round 12 is over']);
    expect(t.G.round).toBe(12);
    expect(shu.rice).toBe(rice - 1);
  });
});
