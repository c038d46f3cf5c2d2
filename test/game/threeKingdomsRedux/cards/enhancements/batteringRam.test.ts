/**
 * Battering Ram (compendium, Separation deck): +1 to each general's
 * contribution to a battle space's bid total (a +1 bid token with him), the
 * bidding contests it changes, and the ruling.
 */
import { describe, expect, it } from 'vitest';
import { bidValue, sidesOn } from '../../../../../src/game/threeKingdomsRedux/bidding';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import {
  declineAll,
  DEFAULT_GENERALS,
  giveUnits,
  onlyGenerals,
  placeConstructed,
  selectAlliance,
  testGame,
  type TestGame,
} from '../../../../builders';
import { constructs } from './scenarios';

const rams = (G: GameState) => G.log.filter((e) => e.card === 'batteringRam');

/** Round 1, only these generals in hand; Wei has constructed Battering Ram when `ram`. */
function battleGame(ram: boolean, hands: Partial<Record<StateId, GeneralId[]>>): TestGame {
  const t = testGame();
  onlyGenerals(t.G, hands);
  if (ram) placeConstructed(t.G, 'wei', ['batteringRam']);
  selectAlliance(t, 'trade');
  return t;
}

const winnersOfWeiWu = (t: TestGame) => t.G.won.find((w) => w.space === 'battle:weiWu')?.winners;

describe('Battering Ram (compendium)', () => {
  it('Battering Ram: "each general\'s contribution to the bid total is increased by 1" on a battle space, from the round after construction', () => {
    const t = constructs('batteringRam');
    expect(t.G.pending).toEqual([]);
    declineAll(t);
    expect(t.G.round).toBe(2);
    selectAlliance(t, 'construct');
    giveUnits(t.G, 'wei', 'infantry', 2);
    t.assign('wei', { general: 'caoRen', space: 'battle:weiWu', units: { type: 'infantry', count: 2 } });
    const bid = t.G.bids['battle:weiWu']![0];
    expect(bid.bidTokens).toBe(1);
    // Combat 4 + 2 infantry units + 1.
    expect(bidValue(t.G, bid, 'battle:weiWu')).toBe(7);
    expect(rams(t.G)).toEqual([
      expect.objectContaining({
        state: 'wei',
        round: 2,
        text: 'Battering Ram: Wei places a +1 bid token with Cao Ren on "battle (Wei-Wu border)".',
      }),
    ]);
  });

  it('Battering Ram: nothing on a common action space or the improve tribal relations space', () => {
    const t = battleGame(true, { wei: ['caoRen', 'caoHong'] });
    t.assign('wei', { general: 'caoRen', space: 'recruitArmies' });
    giveUnits(t.G, 'wei', 'infantry', 1);
    t.assign('wei', { general: 'caoHong', space: 'tribal:wei', units: { type: 'infantry', count: 1 } });
    expect([t.G.bids.recruitArmies![0].bidTokens, t.G.bids['tribal:wei']![0].bidTokens]).toEqual([0, 0]);
    expect(rams(t.G)).toEqual([]);
  });

  it('Battering Ram: "When activating Battering Ram, place a +1 bid token together with each general token assigned to a battle action space"', () => {
    const t = battleGame(true, { wei: ['caoRen', 'caoCao', 'caoHong'] });
    t.assign('wei', { general: 'caoRen', space: 'battle:weiWu' });
    t.assign('wei', { general: 'caoCao', space: 'battle:weiWu' });
    t.assign('wei', { general: 'caoHong', space: 'battle:shuWei' });
    // One token with each general (not one per space): 4+1 and 3+1 on Wei - Wu, 4+1 on Shu - Wei.
    expect(t.G.bids['battle:weiWu']!.map((b) => [b.general, b.bidTokens])).toEqual([
      ['caoRen', 1],
      ['caoCao', 1],
    ]);
    expect(t.G.bids['battle:shuWei']!.map((b) => [b.general, b.bidTokens])).toEqual([['caoHong', 1]]);
    expect(sidesOn(t.G, 'battle:weiWu')[0].total).toBe(9);
    expect(sidesOn(t.G, 'battle:shuWei')[0].total).toBe(5);
    expect(rams(t.G)).toHaveLength(3);
  });

  it('Battering Ram: a tie lost to the side that reached it first becomes a win (4 + 1 against 4)', () => {
    const play = (ram: boolean) => {
      const t = battleGame(ram, { wei: ['caoHong', 'caoRen'], wu: ['chenWu'] });
      t.assign('wei', { general: 'caoHong', space: 'recruitArmies' });
      t.assign('wu', { general: 'chenWu', space: 'battle:weiWu' });
      t.assign('wei', { general: 'caoRen', space: 'battle:weiWu' });
      t.passAll();
      return t;
    };
    // Without the card, 4 against 4: Wu reached it first and wins.
    expect(winnersOfWeiWu(play(false))).toEqual(['wu']);
    expect(winnersOfWeiWu(play(true))).toEqual(['wei']);
  });

  it('Battering Ram: a loss becomes a tie won by reaching it first (4 + 1 against 5)', () => {
    const play = (ram: boolean) => {
      // Wu keeps a general in hand, so the bidding is still open to look at the totals.
      const t = battleGame(ram, { wei: ['caoRen'], wu: ['sunCe', 'chenWu'] });
      t.assign('wei', { general: 'caoRen', space: 'battle:weiWu' });
      t.assign('wu', { general: 'sunCe', space: 'battle:weiWu' });
      const totals = sidesOn(t.G, 'battle:weiWu').map((s) => s.total);
      t.passAll();
      return { t, totals };
    };
    const without = play(false);
    expect(without.totals).toEqual([4, 5]);
    expect(winnersOfWeiWu(without.t)).toEqual(['wu']);
    const { t, totals } = play(true);
    expect(totals).toEqual([5, 5]);
    expect(winnersOfWeiWu(t)).toEqual(['wei']);
    expect(currentDecision(t.G)).toMatchObject({ kind: 'action' });
  });

  it("Battering Ram: adds to Sun Jian's +1 (2 bid tokens with him when he is Wu's first general)", () => {
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { wu: ['sunJian'] });
    placeConstructed(t.G, 'wu', ['batteringRam']);
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'sunJian', space: 'battle:shuWu' });
    const bid = t.G.bids['battle:shuWu']![0];
    expect(bid.bidTokens).toBe(2);
    expect(bidValue(t.G, bid, 'battle:shuWu')).toBe(6);
    expect(
      t.G.log
        .filter((e) => e.card === 'batteringRam' || e.card === 'sunJian')
        .map((e) => e.card)
        .sort(),
    ).toEqual(['batteringRam', 'sunJian']);
  });
});
