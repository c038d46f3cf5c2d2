/** Rulebook, Conflict Phase: recruitment, alliance selection, bidding and assignments. */
import { describe, expect, it } from 'vitest';
import { giveGenerals, onlyGenerals, selectAlliance, testGame, DEFAULT_GENERALS } from '../../builders';
import { legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { bidValue } from '../../../src/game/threeKingdomsRedux/bidding';

function toRound(t: ReturnType<typeof testGame>, round: number) {
  while (t.G.round < round) {
    // A card's choice (Taishi Ci's weapon, Han Dang's token, ...) is answered with its first option.
    if (t.G.pending.length) t.play(statesToAct(t.G)[0], legalMoves(t.G, statesToAct(t.G)[0])[0]);
    else if (t.G.step.kind === 'selectAlliance') t.play(t.G.bidOrder[2], legalMoves(t.G, t.G.bidOrder[2])[0]);
    else if (t.G.step.kind === 'recruit') for (const s of statesToAct(t.G)) t.play(s, legalMoves(t.G, s)[0]);
    else t.passAll();
  }
}

describe('Rulebook, 1) Recruit Generals (rounds 3, 5 and 9)', () => {
  it('draws 3/4/4 and selects 1/2/2 in round 3, simultaneously', () => {
    const t = testGame({ generals: DEFAULT_GENERALS });
    toRound(t, 3);
    expect(t.G.step.kind).toBe('recruit');
    expect(statesToAct(t.G).sort()).toEqual(['shu', 'wei', 'wu']);
    expect([t.G.players.wei.secret.drawn.length, t.G.players.wu.secret.drawn.length, t.G.players.shu.secret.drawn.length]).toEqual([
      3, 4, 4,
    ]);
    const wuBefore = t.G.players.wu.secret.hand.length;
    t.play('wu', { type: 'recruit', keep: t.G.players.wu.secret.drawn.slice(0, 2) });
    expect(t.G.players.wu.secret.hand.length).toBe(wuBefore + 2);
    expect(t.attempt('wei', { type: 'recruit', keep: t.G.players.wei.secret.drawn.slice(0, 2) })).toEqual({
      ok: false,
      error: 'Select exactly 1 of your drawn generals (you chose 2).',
    });
  });

  it('rounds 5 and 9 follow the table (5: 3/1, 3/1, 4/2; 9: 3/1 each); other rounds recruit nobody', () => {
    const t = testGame({ generals: DEFAULT_GENERALS });
    toRound(t, 5);
    expect([t.G.players.wei.secret.drawn.length, t.G.players.wu.secret.drawn.length, t.G.players.shu.secret.drawn.length]).toEqual([
      3, 3, 4,
    ]);
    toRound(t, 9);
    expect([t.G.players.wei.secret.drawn.length, t.G.players.wu.secret.drawn.length, t.G.players.shu.secret.drawn.length]).toEqual([
      3, 3, 3,
    ]);
  });

  it("tutorial: the table's generals join in round 3 without a draw", () => {
    const t = testGame();
    toRound(t, 3);
    expect(t.G.step.kind).toBe('selectAlliance');
    expect(t.G.players.shu.secret.hand).toEqual(expect.arrayContaining(['zhaoYun', 'zhugeLiang']));
  });
});

describe('Rulebook, 2) Select Alliance Action Space', () => {
  it('the third player chooses; never "win popular support" or "control Han emperor"', () => {
    const t = testGame();
    expect(statesToAct(t.G)).toEqual(['shu']);
    expect(t.attempt('wu', { type: 'selectAlliance', space: 'trade' }).ok).toBe(false);
    expect(t.attempt('shu', { type: 'selectAlliance', space: 'controlHanEmperor' })).toEqual({
      ok: false,
      error: '"control Han emperor" carries the non-alliance icon and cannot be the alliance action space.',
    });
    expect(t.attempt('shu', { type: 'selectAlliance', space: 'winPopularSupport' }).ok).toBe(false);
    expect(t.attempt('shu', { type: 'selectAlliance', space: 'battle:shuWu' as never }).ok).toBe(false);
    expect(legalMoves(t.G, 'shu')).toHaveLength(10);
  });

  it('may not be the same space in consecutive rounds, whoever chooses', () => {
    const t = testGame();
    selectAlliance(t, 'trade');
    t.passAll();
    expect(t.G.round).toBe(2);
    const chooser = t.G.bidOrder[2];
    expect(t.attempt(chooser, { type: 'selectAlliance', space: 'trade' })).toEqual({
      ok: false,
      error: '"trade rice and/or weapons" was last round\'s alliance action space; choose another.',
    });
    expect(legalMoves(t.G, chooser)).toHaveLength(9);
  });
});

describe('Rulebook, 3) Bid For Action Spaces', () => {
  it("one general per turn in bid order; a pass ends that state's bidding; out of generals is skipped", () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao', 'guoJia'], wu: ['sunJian'], shu: ['liuBei', 'guanYu', 'zhangFei'] });
    selectAlliance(t, 'trade');
    expect(statesToAct(t.G)).toEqual(['wei']);
    t.assign('wei', { general: 'caoCao', space: 'construct' });
    expect(statesToAct(t.G)).toEqual(['wu']);
    t.assign('wu', { general: 'sunJian', space: 'recruitArmies' });
    t.pass('shu');
    t.assign('wei', { general: 'guoJia', space: 'trade' });
    // Wu is out of generals and Shu passed: Wei would be next but has none left; bidding ends.
    expect(t.G.phase).not.toBe('conflict');
  });

  it('battle: only own borders; units up to leadership, all of one type', () => {
    const t = testGame();
    onlyGenerals(t.G, { shu: ['zhouCang', 'zhaoYun'] });
    t.G.players.shu.trained = 4;
    t.G.players.shu.weapons = { spear: 2, horse: 0, crossbow: 2, vessel: 0 };
    selectAlliance(t, 'trade');
    expect(t.attempt('shu', { type: 'assign', args: { general: 'zhouCang', space: 'battle:weiWu' } })).toEqual({
      ok: false,
      error: 'Shu may bid only for battle spaces along its own borders.',
    });
    // Zhou Cang has leadership 1 (rulebook).
    expect(
      t.attempt('shu', { type: 'assign', args: { general: 'zhouCang', space: 'battle:shuWu', units: { type: 'infantry', count: 2 } } }),
    ).toEqual({
      ok: false,
      error: 'Leadership 1 allows at most 1 army unit.',
    });
    expect(
      t.attempt('shu', { type: 'assign', args: { general: 'zhouCang', space: 'trade', units: { type: 'infantry', count: 1 } } }).ok,
    ).toBe(false);
    t.assign('shu', { general: 'zhouCang', space: 'battle:shuWu', units: { type: 'infantry', count: 1 } });
    t.assign('shu', { general: 'zhaoYun', space: 'battle:shuWu', units: { type: 'archery', count: 2 } });
    const bids = t.G.bids['battle:shuWu']!;
    // Battle bids: combat plus army units (Zhou Cang combat 4 + 1, Zhao Yun combat 5 + 2).
    expect(bids.map((b) => bidValue(t.G, b, 'battle:shuWu'))).toEqual([5, 7]);
    expect(t.G.players.shu.trained).toBe(1);
    expect(t.G.players.shu.weapons.crossbow).toBe(0);
  });

  it('improve tribal relations: own space, at most one general, units or gold (not both) up to leadership', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['xiahouDun', 'guoJia'] });
    t.G.players.wei.trained = 2;
    t.G.players.wei.weapons.horse = 2;
    selectAlliance(t, 'trade');
    expect(t.attempt('wei', { type: 'assign', args: { general: 'xiahouDun', space: 'tribal:wu' } }).ok).toBe(false);
    expect(
      t.attempt('wei', {
        type: 'assign',
        args: { general: 'xiahouDun', space: 'tribal:wei', gold: 1, units: { type: 'cavalry', count: 1 } },
      }),
    ).toEqual({
      ok: false,
      error: 'Assign army units or gold with the general, not both.',
    });
    expect(t.attempt('wei', { type: 'assign', args: { general: 'xiahouDun', space: 'tribal:wei', gold: 3 } }).ok).toBe(false);
    t.assign('wei', { general: 'xiahouDun', space: 'tribal:wei', gold: 2 });
    expect(t.G.players.wei.gold).toBe(1);
    expect(t.attempt('wei', { type: 'assign', args: { general: 'guoJia', space: 'tribal:wei' } })).toEqual({
      ok: false,
      error: 'Only one general may be assigned to improve tribal relations per round.',
    });
  });

  it('popular support and the Han emperor token only with a general; each adds 1 to its bid', () => {
    const t = testGame();
    onlyGenerals(t.G, { shu: ['liuBei'] });
    t.G.hanEmperorHolder = 'shu';
    selectAlliance(t, 'trade');
    expect(t.attempt('shu', { type: 'assign', args: { general: 'liuBei', space: 'construct', popularSupport: 3 } })).toEqual({
      ok: false,
      error: 'You have only 2 popular support tokens.',
    });
    t.assign('shu', { general: 'liuBei', space: 'construct', popularSupport: 2, hanEmperorToken: true });
    // Liu Bei administration 4 (rulebook) + 2 popular support + 1 Han emperor token.
    expect(bidValue(t.G, t.G.bids.construct![0], 'construct')).toBe(7);
    expect(t.G.players.shu.popularSupport).toBe(0);
  });

  it('the Han emperor token: only its holder may use it, once per round', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao', 'guoJia'] });
    selectAlliance(t, 'trade');
    expect(t.attempt('wei', { type: 'assign', args: { general: 'caoCao', space: 'construct', hanEmperorToken: true } })).toEqual({
      ok: false,
      error: 'You do not hold the Han emperor token.',
    });
    t.G.hanEmperorHolder = 'wei';
    t.assign('wei', { general: 'caoCao', space: 'construct', hanEmperorToken: true });
    expect(t.attempt('wei', { type: 'assign', args: { general: 'guoJia', space: 'trade', hanEmperorToken: true } })).toEqual({
      ok: false,
      error: 'The Han emperor token is already placed this round.',
    });
  });

  it('Control Han Emperor: the face-down general sits out the following round, then returns', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao', 'guoJia'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'guoJia', space: 'controlHanEmperor' });
    t.passAll();
    t.take('wei', 'controlHanEmperor', { kind: 'controlHanEmperor', faceDown: 'guoJia' });
    expect(t.G.players.wei.rank).toBe(1);
    expect(t.G.round).toBe(2);
    expect(t.G.players.wei.secret.hand).not.toContain('guoJia');
    selectAlliance(t, 'construct');
    const bidder = statesToAct(t.G)[0];
    if (bidder === 'wei')
      expect(t.attempt('wei', { type: 'assign', args: { general: 'guoJia', space: 'trade' } })).toEqual({
        ok: false,
        error: 'Guo Jia was left face down on "control Han emperor" and sits out this round.',
      });
    t.passAll();
    expect(t.G.players.wei.secret.hand).toContain('guoJia');
  });
});

describe('giveGenerals helper sanity', () => {
  it('adds generals to hand', () => {
    const t = testGame();
    giveGenerals(t.G, 'wei', ['jiaXu']);
    expect(t.G.players.wei.secret.hand).toContain('jiaXu');
  });
});
