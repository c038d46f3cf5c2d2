/**
 * Zhang Hong, Productivity (compendium, Wu generals): immediately before he
 * takes "harvest", 2 rice for each flipped farm token; the ruling.
 */
import { describe, expect, it } from 'vitest';
import { giveEnhancements, selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';

/** `general` wins "develop farm or harvest"; Wu's farm is at level 3 with 3 flipped tokens. */
function farm(general: 'zhangHong' | 'luSu' = 'zhangHong') {
  const t = wuGame(['zhangHong', 'luSu']);
  t.G.players.wu.farm = { level: 3, flipped: 3 };
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space: 'developFarm' });
  t.passAll();
  return t;
}

describe('Zhang Hong, Productivity (compendium)', () => {
  it('Zhang Hong: before harvesting, 2 rice for each flipped farm token', () => {
    const t = farm();
    t.take('wu', 'developFarm', { kind: 'harvest', keepInGranary: 2 });
    // 4 + 2 × 3 (Productivity) + 1 × 5 (the token sold).
    const wu = t.G.players.wu;
    expect(wu.rice).toBe(15);
    expect(wu.granary.devTokens).toBe(2);
    expect(wu.farm).toEqual({ level: 3, flipped: 0 });
    expect(activated(t.G, 'zhangHong')).toBe(true);
  });

  it('Zhang Hong: developing the farm instead gives nothing', () => {
    const t = farm();
    t.take('wu', 'developFarm', { kind: 'developFarm' });
    expect(t.G.players.wu.rice).toBe(4);
    expect(activated(t.G, 'zhangHong')).toBe(false);
  });

  it('Zhang Hong: another general harvesting via the space gives nothing (Overarching Principle 2)', () => {
    const t = farm('luSu');
    t.take('wu', 'developFarm', { kind: 'harvest', keepInGranary: 3 });
    expect(t.G.players.wu.rice).toBe(4);
    expect(activated(t.G, 'zhangHong')).toBe(false);
  });

  it('Zhang Hong: "Zhang Hong\'s skill may not be activated when playing Square-Pallet Chain Pumps..." — not even when he constructs it', () => {
    const t = wuGame(['zhangHong', 'luSu']);
    const wu = t.G.players.wu;
    giveEnhancements(t.G, 'wu', ['squarePalletChainPumps']);
    wu.popularSupport = 1;
    wu.farm = { level: 3, flipped: 2 };
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhangHong', space: 'construct' });
    t.assign('wu', { general: 'luSu', space: 'developFarm' });
    t.passAll();
    t.take('wu', 'construct', { kind: 'construct', card: 'squarePalletChainPumps' });
    const rice = wu.rice;
    t.play('wu', { type: 'choose', option: { keepInGranary: 0 } });
    // 2 tokens × 5 rice; no Productivity (2 × 2 rice).
    expect(wu.rice).toBe(rice + 10);
    expect(wu.farm).toEqual({ level: 3, flipped: 0 });
    expect(activated(t.G, 'zhangHong')).toBe(false);
    expect(t.G.log.some((e) => e.card === 'squarePalletChainPumps')).toBe(true);
  });
});
