/**
 * Huang Gai, Deception (compendium, Wu generals): at the end of the conflict
 * phase he may move to an empty common space; a tie on the space he left is
 * a loss for Wu; each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { bidValue } from '../../../../../src/game/threeKingdomsRedux/bidding';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import { COMMON_SPACES } from '../../../../../src/game/threeKingdomsRedux/spaces';
import { selectAlliance } from '../../../../builders';
import { activated, choiceOptions, declineRest, snapshot, wuGame } from './wuKit';

describe('Huang Gai, Deception (compendium)', () => {
  it('Huang Gai: at the end of the conflict phase he may move, with his popular support, to an empty common space', () => {
    const t = wuGame(['huangGai'], { scenario: { hanEmperorCriterion: 'combat' } });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'huangGai', space: 'recruitArmies', popularSupport: 1 });
    t.passAll();
    // Every common space but the one he is on is empty: all are offered, and declining.
    expect(choiceOptions(t, 'wu')).toEqual([null, ...COMMON_SPACES.filter((s) => s !== 'recruitArmies')]);
    t.play('wu', { type: 'choose', option: 'winPopularSupport' });
    expect(t.G.bids.recruitArmies).toEqual([]);
    const bid = t.G.bids.winPopularSupport![0];
    expect(bid).toMatchObject({ general: 'huangGai', popularSupport: 1 });
    // Administration 2 + 1 popular support on "win popular support" (bid on administration this round).
    expect(bidValue(t.G, bid, 'winPopularSupport')).toBe(3);
    expect(t.G.won).toEqual([{ space: 'winPopularSupport', winners: ['wu'] }]);
    expect(activated(t.G, 'huangGai')).toBe(true);
    t.take('wu', 'winPopularSupport', { kind: 'winPopularSupport' });
    // The popular support bid with him went to the general supply; the action gives 1.
    expect(t.G.players.wu.popularSupport).toBe(1);
  });

  it('Huang Gai: the Han emperor token placed with him moves with him', () => {
    const t = wuGame(['huangGai']);
    t.G.hanEmperorHolder = 'wu';
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'huangGai', space: 'trainArmies', hanEmperorToken: true });
    t.passAll();
    t.play('wu', { type: 'choose', option: 'demandTribute' });
    expect(t.G.bids.demandTribute![0]).toMatchObject({ general: 'huangGai', hanEmperorToken: true });
    expect(bidValue(t.G, t.G.bids.demandTribute![0], 'demandTribute')).toBe(5);
  });

  it('Huang Gai: declining leaves him where he is', () => {
    const t = wuGame(['huangGai']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'huangGai', space: 'recruitArmies' });
    t.passAll();
    t.play('wu', { type: 'choose', option: null });
    expect(t.G.won).toEqual([{ space: 'recruitArmies', winners: ['wu'] }]);
    expect(activated(t.G, 'huangGai')).toBe(false);
  });

  it('Huang Gai: "A tie on the action space he left counts as a loss for Wu" (the skill text)', () => {
    // Wu reaches 5 with Zhou Tai first, Shu ties with Zhang Fei, Huang Gai adds 4 and then leaves.
    const play = (move: boolean) => {
      const t = wuGame(['zhouTai', 'huangGai'], { shu: ['zhangFei'] });
      selectAlliance(t, 'trade');
      t.assign('wu', { general: 'zhouTai', space: 'recruitArmies' });
      t.assign('shu', { general: 'zhangFei', space: 'recruitArmies' });
      t.assign('wu', { general: 'huangGai', space: 'recruitArmies' });
      t.passAll();
      t.play('wu', { type: 'choose', option: move ? 'construct' : null });
      return t;
    };
    // Staying: 9 against 5, Wu wins.
    expect(play(false).G.won).toContainEqual({ space: 'recruitArmies', winners: ['wu'] });
    // Leaving: 5 against 5; Wu reached 5 first, but the tie counts as a loss for Wu.
    const t = play(true);
    expect(t.G.won).toContainEqual({ space: 'recruitArmies', winners: ['shu'] });
    expect(t.G.won).toContainEqual({ space: 'construct', winners: ['wu'] });
    expect(t.G.players.wu.secret.hand).toEqual(['zhouTai']);
  });

  it('Huang Gai: the left space counts only in that round; next round a tie there goes by the usual rule', () => {
    const t = wuGame(['zhouTai', 'huangGai'], { shu: ['zhangFei'] });
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'huangGai', space: 'recruitArmies' });
    t.passAll();
    t.play('wu', { type: 'choose', option: 'construct' });
    expect(t.G.cardData.huangGai).toEqual({ round: 1, left: 'recruitArmies' });
    declineRest(t);
    expect(t.G.round).toBe(2);
    selectAlliance(t, 'developFarm');
    expect(t.G.bidOrder).toEqual(['wu', 'wei', 'shu']);
    t.assign('wu', { general: 'zhouTai', space: 'recruitArmies' });
    t.assign('shu', { general: 'zhangFei', space: 'recruitArmies' });
    t.passAll();
    // Huang Gai is assigned nowhere (he passed with Wu): no choice; Wu reached 5 first and wins.
    expect(t.G.won).toContainEqual({ space: 'recruitArmies', winners: ['wu'] });
  });

  it('Huang Gai: his moved bid reaches its total when he arrives: a new assignment number (R30)', () => {
    const t = wuGame(['huangGai'], { wei: ['xuHuang'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xuHuang', space: 'recruitArmies' });
    t.assign('wu', { general: 'huangGai', space: 'trainArmies' });
    t.passAll();
    const before = t.G.bidSeq;
    expect(t.G.bids.trainArmies![0].seq).toBe(2);
    t.play('wu', { type: 'choose', option: 'produceSpearsHorses' });
    expect(t.G.bids.produceSpearsHorses![0].seq).toBe(before + 1);
    expect(t.G.bidSeq).toBe(before + 1);
  });

  it('Huang Gai: "Huang Gai\'s skill may be activated only after all generals of all players have been assigned or passed."', () => {
    const t = wuGame(['huangGai'], { wei: ['xuHuang', 'guoJia'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xuHuang', space: 'recruitArmies' });
    t.assign('wu', { general: 'huangGai', space: 'trainArmies' });
    // Wu is out of generals but Wei still bids: no choice for Wu yet.
    expect(currentDecision(t.G)).toEqual({ kind: 'bid', state: 'wei' });
    expect(t.G.pending).toEqual([]);
    expect(legalMoves(t.G, 'wu')).toEqual([]);
    expect(t.attempt('wu', { type: 'choose', option: 'construct' })).toEqual({ ok: false, error: "It is not Wu's decision now." });
    t.assign('wei', { general: 'guoJia', space: 'construct' });
    // Now every general is assigned: the choice comes, before any token is removed.
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wu' });
    expect(t.G.phase).toBe('conflict');
    expect(t.G.won).toEqual([]);
  });

  it('Huang Gai: "Huang Gai may only be moved to an empty common bidding action space."', () => {
    const t = wuGame(['huangGai'], { wei: ['xuHuang'], shu: ['zhugeLiang'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xuHuang', space: 'recruitArmies' });
    t.assign('wu', { general: 'huangGai', space: 'trainArmies' });
    t.assign('shu', { general: 'zhugeLiang', space: 'trade' });
    const options = choiceOptions(t, 'wu');
    expect(options).toHaveLength(1 + 9);
    expect(options).not.toContain('recruitArmies');
    expect(options).not.toContain('trade');
    expect(options).not.toContain('trainArmies');
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: 'recruitArmies' })).toEqual({
      ok: false,
      error: "That is not one of Huang Gai's options now.",
    });
    expect(t.G).toEqual(before);
  });

  it('Huang Gai: "Huang Gai may not be moved to any of the "battle" or "improve tribal relations" action spaces."', () => {
    const t = wuGame(['huangGai']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'huangGai', space: 'trainArmies' });
    t.passAll();
    const options = choiceOptions(t, 'wu');
    expect(options.filter((o) => typeof o === 'string' && (o.startsWith('battle:') || o.startsWith('tribal:')))).toEqual([]);
    const before = snapshot(t.G);
    for (const space of ['battle:weiWu', 'battle:shuWu', 'tribal:wu'])
      expect(t.attempt('wu', { type: 'choose', option: space })).toMatchObject({ ok: false });
    expect(t.G).toEqual(before);
  });

  it('Huang Gai: assigned to a battle space (not a common space), he is offered no move', () => {
    const t = wuGame(['huangGai']);
    t.G.players.wu.trained = 1;
    t.G.players.wu.weapons.vessel = 1;
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'huangGai', space: 'battle:weiWu', units: { type: 'naval', count: 1 } });
    t.passAll();
    expect(t.G.pending).toEqual([]);
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wu' });
  });

  describe("Huang Gai on the alliance space: the tie-loss applies only where Wu's own bid is in the tied total (R70)", () => {
    it('R70: Wu has no bid left on the space: the usual tie rule (R11), Shu reached 4 first and the alliance wins', () => {
      // Wu and Shu are allied on "recruit armies" (round 1). Huang Gai bids there, then
      // Shu's Chen Dao (combat 4) and later Wei's Xu Huang (combat 4); Huang Gai leaves.
      const t = wuGame(['huangGai'], { wei: ['guoJia', 'xuHuang'], shu: ['chenDao'] });
      expect(t.G.alliance).toEqual(['wu', 'shu']);
      selectAlliance(t, 'recruitArmies');
      t.assign('wei', { general: 'guoJia', space: 'trade' });
      t.assign('wu', { general: 'huangGai', space: 'recruitArmies' });
      t.assign('shu', { general: 'chenDao', space: 'recruitArmies' });
      t.assign('wei', { general: 'xuHuang', space: 'recruitArmies' });
      t.passAll();
      t.play('wu', { type: 'choose', option: 'construct' });
      expect(t.G.won).toContainEqual({ space: 'recruitArmies', winners: ['shu'] });
    });

    it("R70: Wu's own bid is part of the tied total: the tie counts as a loss for Wu, so for the alliance side", () => {
      // Alliance: Zhou Tai 5 first (then Huang Gai, who leaves); Wei: Guo Jia 1 + Xu Huang 4 = 5, later.
      const t = wuGame(['zhouTai', 'huangGai'], { wei: ['guoJia', 'xuHuang'] });
      selectAlliance(t, 'recruitArmies');
      t.assign('wei', { general: 'guoJia', space: 'recruitArmies' });
      t.assign('wu', { general: 'zhouTai', space: 'recruitArmies' });
      t.assign('wei', { general: 'xuHuang', space: 'recruitArmies' });
      t.assign('wu', { general: 'huangGai', space: 'recruitArmies' });
      t.passAll();
      t.play('wu', { type: 'choose', option: 'construct' });
      expect(t.G.won).toContainEqual({ space: 'recruitArmies', winners: ['wei'] });
    });
  });
});
