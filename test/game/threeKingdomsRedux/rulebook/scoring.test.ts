/**
 * Rulebook, Game End — the scoring categories and their examples: Border VPs,
 * Border Location VPs, Domestic Development VPs, Civil Harmony VPs, Rank VPs
 * and Han Emperor Token VPs.
 */
import { describe, expect, it } from 'vitest';
import { computeScores, type BorderResult } from '../../../../src/game/threeKingdomsRedux/scoring';
import type { StateId } from '../../../../src/game/threeKingdomsRedux/types';
import { onlyGenerals, placeStationed, selectAlliance, testGame } from '../../../builders';
import { borderVP, comparativePlaces } from '../../../../src/game/threeKingdomsRedux/vpTables';

const byState = <T>(f: (s: StateId) => T) => ({ wei: f('wei'), wu: f('wu'), shu: f('shu') });

describe('Rulebook, Game End, Border VPs — Example: Border VPs', () => {
  it('Wei wins Shu-Wei and loses Wei-Wu (2); Wu wins Wei-Wu and ties Shu-Wu (3); Shu ties Shu-Wu and loses Shu-Wei (1)', () => {
    const t = testGame();
    const G = t.G;
    // Wei-Wu: Wu 2, Wei 1.
    placeStationed(G, 'wei', 'caoRen', 'chiBi', 1, 'treasury');
    placeStationed(G, 'wu', 'lingCao', 'shiTing', 1, 'treasury');
    placeStationed(G, 'wu', 'ganNing', 'guangLing', 1, 'treasury');
    // Shu-Wei: Wei 2, Shu 1.
    placeStationed(G, 'wei', 'xuChu', 'huaRongDao', 1, 'treasury');
    placeStationed(G, 'wei', 'xiahouDun', 'changBanPo', 1, 'treasury');
    placeStationed(G, 'shu', 'jiangWei', 'qiShan', 1, 'treasury');
    // Shu-Wu: 1 each.
    placeStationed(G, 'shu', 'zhangFei', 'gongAn', 1, 'treasury');
    placeStationed(G, 'wu', 'luFan', 'yiDu', 1, 'treasury');
    const { scores } = computeScores(G);
    expect(scores.wei.borderResults).toEqual({ weiWu: 'loss', shuWei: 'win' });
    expect(scores.wu.borderResults).toEqual({ weiWu: 'win', shuWu: 'tie' });
    expect(scores.shu.borderResults).toEqual({ shuWei: 'loss', shuWu: 'tie' });
    expect(byState((s) => scores[s].categories.border)).toEqual({ wei: 2, wu: 3, shu: 1 });
  });

  it('the Border VPs table: 5 / 3 / 2 / 2 / 1 / 0', () => {
    const table: [BorderResult[], number][] = [
      [['win', 'win'], 5],
      [['win', 'tie'], 3],
      [['win', 'loss'], 2],
      [['tie', 'tie'], 2],
      [['tie', 'loss'], 1],
      [['loss', 'loss'], 0],
    ];
    for (const [results, vp] of table) {
      expect(borderVP(results)).toBe(vp);
      expect(borderVP([...results].reverse())).toBe(vp);
    }
  });

  it('no border location occupied at all: both borders tied, 2 VPs each', () => {
    const { scores } = computeScores(testGame().G);
    expect(byState((s) => scores[s].categories.border)).toEqual({ wei: 2, wu: 2, shu: 2 });
  });
});

describe('Rulebook, Game End, Border Location VPs — Example: Border Location VPs', () => {
  it("4 border location tokens on Wu's granary and treasury, 3 of them flipped: 3 VPs", () => {
    const t = testGame();
    const wu = t.G.players.wu;
    wu.granary.borderTokens = [
      { location: 'yiDu', vp: 1 },
      { location: 'xiaoTing', vp: 0 },
    ];
    wu.treasury.borderTokens = [
      { location: 'chiBi', vp: 1 },
      { location: 'guangLing', vp: 1 },
    ];
    expect(computeScores(t.G).scores.wu.categories.borderLocation).toBe(3);
  });
});

describe('Rulebook, Game End, Domestic Development VPs — Example: Domestic Development VPs', () => {
  it('Wei 5+5 = 10 (5 VPs), Wu 2+3 = 5 (0 VPs), Shu 4+3 = 7 (2 VPs)', () => {
    const t = testGame();
    const { wei, wu, shu } = t.G.players;
    wei.farm = { level: 5, flipped: 0 };
    wei.marketplace = { level: 5, flipped: 0 };
    wu.farm = { level: 2, flipped: 0 };
    wu.marketplace = { level: 3, flipped: 0 };
    shu.farm = { level: 4, flipped: 1 };
    shu.marketplace = { level: 3, flipped: 2 };
    const { scores, places } = computeScores(t.G);
    expect(byState((s) => scores[s].domesticDevelopmentLevel)).toEqual({ wei: 10, wu: 5, shu: 7 });
    expect(places.domesticDevelopment).toEqual({ wei: 'first', wu: 'third', shu: 'second' });
    expect(byState((s) => scores[s].categories.domesticDevelopment)).toEqual({ wei: 5, wu: 0, shu: 2 });
  });

  it("if Wu's total is also 7, Wu and Shu are joint second: 1 VP each", () => {
    const t = testGame();
    const { wei, wu, shu } = t.G.players;
    wei.farm = { level: 5, flipped: 0 };
    wei.marketplace = { level: 5, flipped: 0 };
    wu.farm = { level: 4, flipped: 0 };
    wu.marketplace = { level: 3, flipped: 0 };
    shu.farm = { level: 4, flipped: 0 };
    shu.marketplace = { level: 3, flipped: 0 };
    const { scores } = computeScores(t.G);
    expect(byState((s) => scores[s].categories.domesticDevelopment)).toEqual({ wei: 5, wu: 1, shu: 1 });
  });

  it('the places table: all three tied are joint first (3 each); two tied on top are joint first (3) and the third gets 0', () => {
    expect(comparativePlaces({ wei: 4, wu: 4, shu: 4 })).toEqual({ wei: 'jointFirst', wu: 'jointFirst', shu: 'jointFirst' });
    expect(comparativePlaces({ wei: 6, wu: 6, shu: 2 })).toEqual({ wei: 'jointFirst', wu: 'jointFirst', shu: 'third' });
    const t = testGame();
    const { scores } = computeScores(t.G); // all at level 0
    expect(byState((s) => scores[s].categories.domesticDevelopment)).toEqual({ wei: 3, wu: 3, shu: 3 });
  });
});

describe('Rulebook, Game End, Civil Harmony VPs — Example: Civil Harmony VPs', () => {
  it('Wei 11 + 2 = 13 (2 + 3 VPs), Wu 12 + 0 = 12 (0 + 4), Shu 10 + 4 = 14 (5 + 2)', () => {
    const t = testGame();
    const { wei, wu, shu } = t.G.players;
    [wei.tribalLevel, wei.popularSupport] = [11, 2];
    [wu.tribalLevel, wu.popularSupport] = [12, 0];
    [shu.tribalLevel, shu.popularSupport] = [10, 4];
    const { scores, places } = computeScores(t.G);
    expect(byState((s) => scores[s].civilHarmonyLevel)).toEqual({ wei: 13, wu: 12, shu: 14 });
    expect(places.civilHarmony).toEqual({ wei: 'second', wu: 'third', shu: 'first' });
    expect(byState((s) => scores[s].categories.civilHarmony)).toEqual({ wei: 2 + 3, wu: 0 + 4, shu: 5 + 2 });
  });

  it('tribal relations levels 9, 10, 11 and 12 earn 1, 2, 3 and 4 additional VPs; 8 and below none', () => {
    const t = testGame();
    const p = t.G.players;
    // Equal civil harmony totals (joint first, 3 each), so only the additional VPs differ.
    for (const [level, extra] of [
      [8, 0],
      [9, 1],
      [10, 2],
      [11, 3],
      [12, 4],
    ]) {
      for (const s of ['wei', 'wu', 'shu'] as const) [p[s].tribalLevel, p[s].popularSupport] = [level, 0];
      expect(computeScores(t.G).scores.wei.categories.civilHarmony).toBe(3 + extra);
    }
  });
});

describe('Rulebook, Game End, Rank VPs and Han Emperor Token VPs — Example: Rank VPs and Han Emperor Token VPs', () => {
  it('final round: Wei rises Duke -> King; Wu Duke; Shu Prime Minister holds the token: rank 9 / 5 / 2, token 0 / 0 / 2', () => {
    const t = testGame();
    const G = t.G;
    G.round = 12; // a game end condition holds after this round's Resolution Phase
    // Shu won "control Han emperor" in the previous round and holds the token.
    G.hanEmperorHolder = 'shu';
    G.players.wei.rank = 3; // Duke
    G.players.wu.rank = 3; // Duke
    G.players.shu.rank = 2; // Prime Minister
    onlyGenerals(G, { wei: ['caoCao'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'controlHanEmperor' });
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'caoCao' });
    // The game has ended; no Update and Maintenance, so Shu keeps the Han emperor token.
    expect(G.phase).toBe('gameOver');
    expect(G.players.wei.rank).toBe(4); // King
    expect(G.hanEmperorHolder).toBe('shu');
    const scores = G.result!.scores;
    expect(G.result!.places.rank).toEqual({ wei: 'first', wu: 'second', shu: 'third' });
    expect(byState((s) => scores[s].categories.rank)).toEqual({ wei: 5 + 4, wu: 2 + 3, shu: 0 + 2 });
    expect(byState((s) => scores[s].categories.hanEmperorToken)).toEqual({ wei: 0, wu: 0, shu: 2 });
  });
});

describe('Rulebook, Game End — Deficit Token Negative VPs and the winner', () => {
  it('each deficit token is -3 VPs; equal totals go to more gold + rice, then Shu, Wu, Wei', () => {
    const t = testGame();
    const p = t.G.players;
    // Make everything equal: same tribal level and popular support, no gold or rice.
    for (const s of ['wei', 'wu', 'shu'] as const) Object.assign(p[s], { tribalLevel: 5, popularSupport: 0, gold: 0, rice: 0 });
    let r = computeScores(t.G);
    expect(r.scores.wei.total).toBe(r.scores.shu.total);
    // All tied, no gold or rice: Shu, then Wu, then Wei.
    expect(r.ranking).toEqual(['shu', 'wu', 'wei']);
    p.wei.gold = 1;
    r = computeScores(t.G);
    expect(r.winner).toBe('wei');
    p.wei.deficits = 1;
    r = computeScores(t.G);
    expect(r.scores.wei.categories.deficit).toBe(-3);
    expect(r.ranking).toEqual(['shu', 'wu', 'wei']);
  });
});
