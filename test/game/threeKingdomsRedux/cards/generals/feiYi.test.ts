/** Fei Yi, Popularity (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { upkeepOwed } from '../../../../../src/game/threeKingdomsRedux/maintenance';
import { passRound, placeStationed } from '../../../../builders';
import { chooseOptions, shuGame } from './shuScenario';

describe('Fei Yi, Popularity (compendium)', () => {
  it('Fei Yi: "Shu does not need to pay any popular support tokens\' upkeep if it has 5 or less popular support tokens in its supply."', () => {
    const t = shuGame(['feiYi']);
    const shu = t.G.players.shu;
    for (const [ps, owed] of [
      [2, 0],
      [5, 0],
      [6, 1],
      [9, 2],
    ]) {
      shu.popularSupport = ps;
      expect(upkeepOwed(t.G, 'shu').popularSupportRice).toBe(owed);
    }
    const without = shuGame(['guanYu']);
    without.G.players.shu.popularSupport = 5;
    expect(upkeepOwed(without.G, 'shu').popularSupportRice).toBe(2);
  });

  it('Fei Yi: "Shu still needs to pay for its stationed armies\' upkeep."', () => {
    const t = shuGame(['feiYi']);
    placeStationed(t.G, 'shu', 'guanYu', 'yiDu', 2, 'treasury');
    t.G.players.shu.popularSupport = 4;
    expect(upkeepOwed(t.G, 'shu')).toEqual({ popularSupportRice: 0, armyGold: 1, armyRice: 2 });
  });

  it('Fei Yi: at the end of each round Shu may exchange 1, and only 1, popular support token for 2 gold and 2 rice', () => {
    const t = shuGame(['feiYi']);
    t.G.players.shu.popularSupport = 3;
    passRound(t);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(chooseOptions(t)).toEqual([null, 'exchange']);
    t.play('shu', { type: 'choose', option: 'exchange' });
    const shu = t.G.players.shu;
    // Then upkeep: 2 tokens owe 1 rice, cut by Fei Yi.
    expect([shu.popularSupport, shu.gold, shu.rice]).toEqual([2, 7, 7]);
    expect(t.G.round).toBe(2);
    expect(t.G.log.filter((e) => e.card === 'feiYi').map((e) => e.text)).toEqual([
      "Fei Yi's Popularity: Shu exchanges 1 popular support token for 2 gold and 2 rice.",
      "Fei Yi: Shu's popular support upkeep is reduced by 1 rice.",
    ]);
  });

  it('Fei Yi: the exchange may be declined, and is not offered without a popular support token', () => {
    const t = shuGame(['feiYi']);
    passRound(t);
    t.play('shu', { type: 'choose', option: null });
    expect([t.G.players.shu.popularSupport, t.G.players.shu.gold]).toEqual([2, 5]);
    const u = shuGame(['feiYi']);
    u.G.players.shu.popularSupport = 0;
    passRound(u);
    expect(u.G.round).toBe(2);
  });
});
