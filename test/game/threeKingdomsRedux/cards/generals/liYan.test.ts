/** Li Yan, Prowess (compendium, Shu generals): a construction at the end of rounds 3, 6, 9 and 12. */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { passRound, placeStationed } from '../../../../builders';
import { chooseOptions, shuGame, snapshot } from './shuScenario';

function liYanAtEndOf(round: number, more: GeneralId[] = [], stationed = false) {
  const t = shuGame(['liYan', ...more]);
  if (stationed) placeStationed(t.G, 'shu', 'liYan', 'huaRongDao', 1, 'treasury');
  const shu = t.G.players.shu;
  shu.secret.enhancementHand = ['spearArmoury', 'chineseAbacus', 'nineRankSystem'];
  shu.weapons.spear = 1;
  t.G.round = round;
  passRound(t);
  return t;
}

describe('Li Yan, Prowess (compendium)', () => {
  it('Li Yan: at the end of round 3 Shu may construct 1 state enhancement (an optional choice)', () => {
    const t = liYanAtEndOf(3);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(chooseOptions(t)).toEqual([null, { card: 'spearArmoury', payment: {} }, { card: 'nineRankSystem', payment: {} }]);
    t.play('shu', { type: 'choose', option: { card: 'spearArmoury', payment: {} } });
    const shu = t.G.players.shu;
    expect(shu.constructed).toEqual(['spearArmoury']);
    expect([shu.gold, shu.weapons.spear]).toEqual([3, 0]);
    expect(t.G.round).toBe(4);
    expect(t.G.log.filter((e) => e.card === 'liYan')).toHaveLength(1);
  });

  it('Li Yan: only at the end of rounds 3, 6, 9 and 12; he may be declined', () => {
    for (const round of [1, 4, 5]) {
      const t = liYanAtEndOf(round);
      expect(t.G.round).toBe(round + 1);
      expect(t.G.players.shu.constructed).toEqual([]);
    }
    for (const round of [6, 9]) {
      const t = liYanAtEndOf(round);
      expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
      t.play('shu', { type: 'choose', option: null });
      expect(t.G.players.shu.constructed).toEqual([]);
      expect(t.G.round).toBe(round + 1);
    }
  });

  it('Li Yan acts while stationed at a border location', () => {
    const t = liYanAtEndOf(3, [], true);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
  });

  it('Li Yan: "The state enhancements\' pre-requisites still have to be met and costs still have to be paid."', () => {
    const t = liYanAtEndOf(3);
    const before = snapshot(t);
    // Chinese Abacus needs marketplace level 3.
    expect(t.attempt('shu', { type: 'choose', option: { card: 'chineseAbacus', payment: {} } }).ok).toBe(false);
    expect(t.G).toEqual(before);
    t.play('shu', { type: 'choose', option: { card: 'nineRankSystem', payment: {} } });
    const shu = t.G.players.shu;
    // 1 popular support and 2 gold paid (then no popular support upkeep with 1 token).
    expect([shu.popularSupport, shu.gold]).toEqual([1, 3]);
  });

  it('Li Yan: "Jiang Wei\'s skill may not be activated when activating Li Yan\'s skill to construct state enhancements..."', () => {
    const t = liYanAtEndOf(3, ['jiangWei']);
    expect(chooseOptions(t).some((o) => JSON.stringify(o).includes('replaceWithGold'))).toBe(false);
    const before = snapshot(t);
    const r = t.attempt('shu', { type: 'choose', option: { card: 'nineRankSystem', payment: { replaceWithGold: 'popularSupport' } } });
    expect(r.ok).toBe(false);
    expect(t.G).toEqual(before);
  });
});
