/** Jiang Wan, Eloquence (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { bidAndResolve, chooseOptions, shuGame, snapshot } from './shuScenario';

function jiangWanTrades() {
  const t = shuGame(['jiangWan', 'zhugeLiang']);
  bidAndResolve(t, 'developMarketplace', [
    ['shu', { general: 'jiangWan', space: 'trade' }],
    ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
  ]);
  return t;
}

describe('Jiang Wan, Eloquence (compendium)', () => {
  it('Jiang Wan: "Jiang Wan\'s skill may only be activated after taking the "trade rice and/or weapons" action."', () => {
    const t = jiangWanTrades();
    t.decline('shu', 'trade');
    expect(t.G.players.shu.untrained).toBe(0);
    expect(t.G.pending).toEqual([]);
    const u = jiangWanTrades();
    u.take('shu', 'trade', { kind: 'trade', rice: { direction: 'sell', lots: 1 } });
    expect(u.G.players.shu.untrained).toBe(1);
    expect(currentDecision(u.G)).toEqual({ kind: 'choice', state: 'shu' });
    expect(u.G.log.filter((e) => e.card === 'jiangWan')).toHaveLength(1);
  });

  it('Jiang Wan: "Jiang Wan may "hire instructor", i.e. pay 1 rice and train up to 2 untrained armies, only after receiving the 1 untrained army."', () => {
    const t = jiangWanTrades();
    t.take('shu', 'trade', { kind: 'trade', rice: { direction: 'sell', lots: 1 } });
    // The army just received can be trained.
    expect(chooseOptions(t)).toEqual([null, { train: 0 }, { train: 1 }]);
    const before = snapshot(t);
    expect(t.attempt('shu', { type: 'choose', option: { train: 2 } }).ok).toBe(false);
    expect(t.G).toEqual(before);
    t.play('shu', { type: 'choose', option: { train: 1 } });
    const shu = t.G.players.shu;
    expect([shu.rice, shu.untrained, shu.trained]).toEqual([0, 0, 1]);
  });

  it('Jiang Wan: Shu may decline the instructor and keep its rice (R46)', () => {
    const t = jiangWanTrades();
    t.take('shu', 'trade', { kind: 'trade', rice: { direction: 'sell', lots: 1 } });
    t.play('shu', { type: 'choose', option: null });
    const shu = t.G.players.shu;
    expect([shu.rice, shu.untrained, shu.trained]).toEqual([1, 1, 0]);
  });
});
