/**
 * Zhang Zhao, Frugality (compendium, Wu generals): immediately before he
 * takes "collect tax", 2 gold for each flipped marketplace token; the ruling.
 */
import { describe, expect, it } from 'vitest';
import { giveEnhancements, selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';

/** `general` wins "develop marketplace or collect tax"; Wu's marketplace is at level 3 with 2 flipped tokens. */
function marketplace(general: 'zhangZhao' | 'luSu' = 'zhangZhao') {
  const t = wuGame(['zhangZhao', 'luSu']);
  t.G.players.wu.marketplace = { level: 3, flipped: 2 };
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space: 'developMarketplace' });
  t.passAll();
  return t;
}

describe('Zhang Zhao, Frugality (compendium)', () => {
  it('Zhang Zhao: before collecting tax, 2 gold for each flipped marketplace token', () => {
    const t = marketplace();
    t.take('wu', 'developMarketplace', { kind: 'collectTax', keepInTreasury: 1 });
    // 4 + 2 × 2 (Frugality, counted before the tokens leave) + 1 × 4 (the token sold).
    const wu = t.G.players.wu;
    expect(wu.gold).toBe(12);
    expect(wu.treasury.devTokens).toBe(1);
    expect(wu.marketplace).toEqual({ level: 3, flipped: 0 });
    expect(activated(t.G, 'zhangZhao')).toBe(true);
  });

  it('Zhang Zhao: developing the marketplace instead gives nothing', () => {
    const t = marketplace();
    t.take('wu', 'developMarketplace', { kind: 'developMarketplace' });
    expect(t.G.players.wu.gold).toBe(4);
    expect(activated(t.G, 'zhangZhao')).toBe(false);
  });

  it('Zhang Zhao: another general collecting tax via the space gives nothing (Overarching Principle 2)', () => {
    const t = marketplace('luSu');
    t.take('wu', 'developMarketplace', { kind: 'collectTax', keepInTreasury: 0 });
    expect(t.G.players.wu.gold).toBe(12);
    expect(activated(t.G, 'zhangZhao')).toBe(false);
  });

  it('Zhang Zhao: "Zhang Zhao\'s skill may not be activated when playing Office of Minister of Finance (Dasi Nong)..." — not even when he constructs it', () => {
    const t = wuGame(['zhangZhao', 'luSu']);
    const wu = t.G.players.wu;
    giveEnhancements(t.G, 'wu', ['officeOfMinisterOfFinance']);
    wu.popularSupport = 1;
    wu.marketplace = { level: 3, flipped: 2 };
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'zhangZhao', space: 'construct' });
    t.assign('wu', { general: 'luSu', space: 'developMarketplace' });
    t.passAll();
    t.take('wu', 'construct', { kind: 'construct', card: 'officeOfMinisterOfFinance' });
    const gold = wu.gold;
    t.play('wu', { type: 'choose', option: { keepInTreasury: 0 } });
    // 2 tokens × 4 gold; no Frugality (2 × 2 gold).
    expect(wu.gold).toBe(gold + 8);
    expect(wu.marketplace).toEqual({ level: 3, flipped: 0 });
    expect(activated(t.G, 'zhangZhao')).toBe(false);
    expect(t.G.log.some((e) => e.card === 'officeOfMinisterOfFinance')).toBe(true);
  });
});
