/**
 * Gu Yong, Supererogation (compendium, Wu generals): after the hire
 * instructor and/or import technology action he may "trade rice" or "trade
 * weapons"; each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import type { ActionChoice } from '../../../../../src/game/threeKingdomsRedux/moves';
import { selectAlliance } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';
import { guYongRound } from '../enhancements/unificationKit';

/** Gu Yong takes "hire instructor and/or import technology" as `choice`; Wu has `gold` gold. */
function guYongHires(choice: ActionChoice, gold = 10, general: 'guYong' | 'zhangZhao' = 'guYong') {
  const t = wuGame(['guYong', 'zhangZhao']);
  t.G.players.wu.gold = gold;
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space: 'hireInstructor' });
  t.passAll();
  t.take('wu', 'hireInstructor', choice);
  return t;
}

describe('Gu Yong, Supererogation (compendium)', () => {
  it("Gu Yong: after hiring an instructor, Wu may buy weapons at the trade space's rates", () => {
    const t = guYongHires({ kind: 'hireInstructor', hire: { train: 0 } });
    // Rice 3, gold 10: buy 4/8/12 rice (3/6/9 gold) or 3/6 weapons (5/10 gold); nothing to sell.
    const options = choiceOptions(t, 'wu');
    expect(options[0]).toBeNull();
    expect(options).toContainEqual({ rice: { direction: 'buy', lots: 3 } });
    expect(options).not.toContainEqual({ rice: { direction: 'sell', lots: 1 } });
    expect(options).toHaveLength(1 + 3 + 20 + 84);
    t.play('wu', { type: 'choose', option: { weapons: { direction: 'buy', items: ['spear', 'spear', 'horse'] } } });
    const wu = t.G.players.wu;
    expect(wu.gold).toBe(5);
    expect(wu.weapons).toEqual({ spear: 2, horse: 1, crossbow: 0, vessel: 0 });
    expect(activated(t.G, 'guYong')).toBe(true);
  });

  it('Gu Yong: after importing technology only, he may sell rice', () => {
    const t = guYongHires({ kind: 'hireInstructor', importFrom: 'separation' }, 0);
    expect(choiceOptions(t, 'wu')).toEqual([null, { rice: { direction: 'sell', lots: 1 } }]);
    t.play('wu', { type: 'choose', option: { rice: { direction: 'sell', lots: 1 } } });
    expect([t.G.players.wu.rice, t.G.players.wu.gold]).toEqual([0, 5]);
  });

  it('Gu Yong: declining trades nothing', () => {
    const t = guYongHires({ kind: 'hireInstructor', hire: { train: 0 } });
    t.play('wu', { type: 'choose', option: null });
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([10, 3]);
    expect(activated(t.G, 'guYong')).toBe(false);
  });

  it('Gu Yong: another general taking the action gives no trade (Overarching Principle 2)', () => {
    const t = guYongHires({ kind: 'hireInstructor', hire: { train: 0 } }, 10, 'zhangZhao');
    expect(t.G.pending).toEqual([]);
  });

  it('Gu Yong: "Gu Yong may take only one of the "trade rice" or "trade weapons" actions after taking the..." (R37)', () => {
    const t = guYongHires({ kind: 'hireInstructor', hire: { train: 0 } });
    const options = choiceOptions(t, 'wu');
    expect(options.filter((o) => o !== null && 'rice' in (o as object) && 'weapons' in (o as object))).toEqual([]);
    const before = snapshot(t.G);
    // Both trades at once, a trade off the space's lots, or more than can be paid: refused.
    for (const option of [
      { rice: { direction: 'buy', lots: 1 }, weapons: { direction: 'buy', items: ['spear', 'spear', 'spear'] } },
      { rice: { direction: 'buy', lots: 4 } },
      { weapons: { direction: 'buy', items: ['spear', 'spear'] } },
      { rice: { direction: 'sell', lots: 1 } },
    ])
      expect(t.attempt('wu', { type: 'choose', option })).toEqual({ ok: false, error: "That is not one of Gu Yong's options now." });
    expect(t.G).toEqual(before);
    // The rates are the trade space's: 12 rice for 9 gold.
    t.play('wu', { type: 'choose', option: { rice: { direction: 'buy', lots: 3 } } });
    expect([t.G.players.wu.gold, t.G.players.wu.rice]).toEqual([1, 15]);
  });

  it('Gu Yong: "If Wu activates Gu Yong\'s skill and did not take the "trade rice and/or weapons" action via the ... action space ..., then Wu may still activate Barter Market and Weapon Trading Post"', () => {
    // Gu Yong hires an instructor and trades 4 rice; Wu does not take the trade space's action.
    const t = guYongRound(['barterMarket', 'weaponTradingPost'], false);
    expect(t.G.round).toBe(1);
    expect(t.G.actionsTaken.wu).toEqual(['hireInstructor']);
    // Both benefits are offered at the end of the round, one after the other.
    expect(t.G.pending.map((pc) => pc.card)).toEqual(['barterMarket']);
    expect(choiceOptions(t, 'wu')).toContainEqual({ direction: 'buy', weapon: 'horse' });
    t.play('wu', { type: 'choose', option: { direction: 'buy', weapon: 'horse' } });
    expect(t.G.pending.map((pc) => pc.card)).toEqual(['weaponTradingPost']);
    t.play('wu', { type: 'choose', option: { direction: 'sell', weapon: 'horse' } });
    expect(t.G.log.filter((e) => e.card === 'barterMarket' || e.card === 'weaponTradingPost').map((e) => e.text)).toEqual([
      'Barter Market: Wu buys 1 horse for 2 rice.',
      'Weapon Trading Post: Wu sells 1 horse for 2 gold.',
    ]);
    // With the trade space's action also taken (Zhang Zhao), neither is offered.
    const u = guYongRound(['barterMarket', 'weaponTradingPost'], true);
    expect(u.G.actionsTaken.wu).toEqual(['hireInstructor', 'trade']);
    expect(u.G.round).toBe(2);
    expect(u.G.log.some((e) => e.card === 'barterMarket' || e.card === 'weaponTradingPost')).toBe(false);
  });
});
