/** Wei Yan, Clout (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import { placeConstructed, placeStationed } from '../../../../builders';
import { bidAndResolve, chooseOptions, shuGame, snapshot } from './shuScenario';

function weiYanDemands(occupied: ('huaRongDao' | 'qiShan' | 'yiDu')[], constructed: EnhancementId[] = [], take: 'gold' | 'army' = 'gold') {
  const t = shuGame(['weiYan', 'zhugeLiang']);
  placeConstructed(t.G, 'shu', constructed);
  const generals = ['guanYu', 'zhangFei', 'maChao'] as const;
  occupied.forEach((loc, i) => placeStationed(t.G, 'shu', generals[i], loc, 1, 'treasury'));
  bidAndResolve(t, 'trade', [
    ['shu', { general: 'weiYan', space: 'demandTribute' }],
    ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
  ]);
  t.take('shu', 'demandTribute', { kind: 'demandTribute', take });
  return t;
}

describe('Wei Yan, Clout (compendium)', () => {
  it('Wei Yan: "Wei Yan receives 1 additional untrained army if Shu is not occupying any border location."', () => {
    const t = weiYanDemands([]);
    const shu = t.G.players.shu;
    expect([shu.gold, shu.untrained]).toEqual([7, 1]);
    expect(t.G.pending).toEqual([]);
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'shu' });
    expect(t.G.log.filter((e) => e.card === 'weiYan')).toHaveLength(1);
  });

  it('Wei Yan: "Wei Yan receives 1 additional untrained army and 1 additional weapon if Shu is occupying 1 border location."', () => {
    const t = weiYanDemands(['huaRongDao']);
    expect(t.G.players.shu.untrained).toBe(1);
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(chooseOptions(t)).toEqual([['spear'], ['horse'], ['crossbow'], ['vessel']]);
    const before = snapshot(t);
    expect(t.attempt('shu', { type: 'choose', option: null }).ok).toBe(false);
    expect(t.attempt('shu', { type: 'choose', option: ['horse', 'horse'] }).ok).toBe(false);
    expect(t.G).toEqual(before);
    t.play('shu', { type: 'choose', option: ['horse'] });
    expect(t.G.players.shu.weapons).toEqual({ spear: 0, horse: 1, crossbow: 0, vessel: 0 });
  });

  it('Wei Yan: "Wei Yan receives 1 additional untrained army and 2 additional weapons if Shu is occupying 2 or more border locations."', () => {
    const t = weiYanDemands(['huaRongDao', 'qiShan', 'yiDu']);
    expect(chooseOptions(t)).toHaveLength(10);
    t.play('shu', { type: 'choose', option: ['spear', 'vessel'] });
    expect(t.G.players.shu.weapons).toEqual({ spear: 1, horse: 0, crossbow: 0, vessel: 1 });
    expect(t.G.players.shu.untrained).toBe(1);
  });

  it('Wei Yan: "Training Ground may not be activated to train the additional untrained army received from the activation of Wei Yan\'s skill..."', () => {
    // Shu takes gold: Wei Yan's additional army stays untrained.
    const t = weiYanDemands([], ['trainingGround']);
    expect([t.G.players.shu.untrained, t.G.players.shu.trained]).toEqual([1, 0]);
    expect(t.G.log.filter((e) => e.card === 'trainingGround')).toEqual([]);
    // Shu takes the army: only that one is trained (1 trained, Wei Yan's 1 untrained).
    const u = weiYanDemands([], ['trainingGround'], 'army');
    expect([u.G.players.shu.untrained, u.G.players.shu.trained]).toEqual([1, 1]);
    expect(u.G.log.filter((e) => e.card === 'trainingGround')).toHaveLength(1);
  });
});
