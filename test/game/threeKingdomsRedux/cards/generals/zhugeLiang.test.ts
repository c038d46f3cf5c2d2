/** Zhuge Liang, Ingenuity (compendium, Shu generals). */
import { describe, expect, it } from 'vitest';
import { bidAndResolve, shuGame } from './shuScenario';

function develop(space: 'developMarketplace' | 'developFarm', flipped: number) {
  const t = shuGame(['zhugeLiang', 'maLiang']);
  const shu = t.G.players.shu;
  if (space === 'developMarketplace') shu.marketplace = { level: flipped, flipped };
  else shu.farm = { level: flipped, flipped };
  bidAndResolve(t, 'trade', [
    ['shu', { general: 'zhugeLiang', space }],
    ['shu', { general: 'maLiang', space: 'demandTribute' }],
  ]);
  return t;
}

describe('Zhuge Liang, Ingenuity (compendium)', () => {
  it('Zhuge Liang: "After Zhuge Liang takes the "develop marketplace" action and there is at most 2 flipped marketplace tokens ... he receives 2 gold."', () => {
    const t = develop('developMarketplace', 1);
    t.take('shu', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.players.shu.marketplace).toEqual({ level: 2, flipped: 2 });
    expect(t.G.players.shu.gold).toBe(7);
    expect(t.G.log.filter((e) => e.card === 'zhugeLiang')).toHaveLength(1);
    // With 3 flipped tokens after developing: nothing.
    const u = develop('developMarketplace', 2);
    u.take('shu', 'developMarketplace', { kind: 'developMarketplace' });
    expect(u.G.players.shu.gold).toBe(5);
  });

  it('Zhuge Liang: "After Zhuge Liang takes the "develop farm" action and there is at most 2 flipped farm tokens ... he receives 2 rice."', () => {
    const t = develop('developFarm', 0);
    t.take('shu', 'developFarm', { kind: 'developFarm' });
    expect(t.G.players.shu.rice).toBe(7);
    const u = develop('developFarm', 2);
    u.take('shu', 'developFarm', { kind: 'developFarm' });
    expect(u.G.players.shu.rice).toBe(5);
  });

  it('Zhuge Liang collecting tax on the same space receives nothing extra', () => {
    const t = develop('developMarketplace', 1);
    t.take('shu', 'developMarketplace', { kind: 'collectTax', keepInTreasury: 0 });
    expect(t.G.players.shu.gold).toBe(9);
    expect(t.G.log.some((e) => e.card === 'zhugeLiang')).toBe(false);
  });
});
