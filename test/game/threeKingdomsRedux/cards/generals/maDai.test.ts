/** Ma Dai, Austerity (compendium, Shu generals): gold and rice for border location tokens (at most 3). */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import type { LocationId } from '../../../../../src/game/threeKingdomsRedux/data/board';
import { placeStationed, selectAlliance } from '../../../../builders';
import { chooseOptions, shuGame, snapshot } from './shuScenario';

/** Shu with border tokens on its treasury and granary (generals stationed without units: no upkeep), at the end of round 1. */
function maDaiWith(treasury: LocationId[], granary: LocationId[]) {
  const t = shuGame(['maDai']);
  const generals = ['guanYu', 'zhangFei', 'zhaoYun', 'maChao', 'huangZhong'] as const;
  [...treasury, ...granary].forEach((loc, i) =>
    placeStationed(t.G, 'shu', generals[i], loc, 0, i < treasury.length ? 'treasury' : 'granary'),
  );
  t.G.players.shu.popularSupport = 0;
  selectAlliance(t, 'trade');
  t.passAll();
  return t;
}

describe('Ma Dai, Austerity (compendium)', () => {
  it('Ma Dai: "Ma Dai receives gold for border location tokens on Shu\'s treasury and rice for border location tokens on Shu\'s granary..."', () => {
    const t = maDaiWith(['yiDu'], ['xiaoTing', 'gongAn']);
    expect(t.G.round).toBe(2);
    expect([t.G.players.shu.gold, t.G.players.shu.rice]).toEqual([6, 7]);
    expect(t.G.log.filter((e) => e.card === 'maDai')).toHaveLength(1);
    const none = maDaiWith([], []);
    expect([none.G.players.shu.gold, none.G.players.shu.rice]).toEqual([5, 5]);
  });

  it('Ma Dai: "If Shu has more than 3 border location tokens on its treasury or granary, it must choose 3 of them to receive the gold or rice..." (R45)', () => {
    // 4 tokens (a 5th stationed general would end the game).
    const t = maDaiWith(['yiDu', 'xiaoTing', 'gongAn'], ['huaRongDao']);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(chooseOptions(t)).toEqual([
      { gold: 3, rice: 0 },
      { gold: 2, rice: 1 },
    ]);
    const before = snapshot(t);
    expect(t.attempt('shu', { type: 'choose', option: null }).ok).toBe(false);
    expect(t.attempt('shu', { type: 'choose', option: { gold: 3, rice: 1 } }).ok).toBe(false);
    expect(t.attempt('shu', { type: 'choose', option: { gold: 1, rice: 2 } }).ok).toBe(false);
    expect(t.G).toEqual(before);
    t.play('shu', { type: 'choose', option: { gold: 2, rice: 1 } });
    expect([t.G.players.shu.gold, t.G.players.shu.rice]).toEqual([7, 6]);
    expect(t.G.round).toBe(2);
  });
});
