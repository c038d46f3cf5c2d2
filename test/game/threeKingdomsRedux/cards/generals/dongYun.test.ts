/** Dong Yun, Efficacy (compendium, Shu generals): 1 popular support token to collect tax and harvest before trading. */
import { describe, expect, it } from 'vitest';
import type { ActionChoice } from '../../../../../src/game/threeKingdomsRedux/moves';
import { bidAndResolve, shuChoices, shuGame, snapshot } from './shuScenario';

function dongYunTrades(popularSupport = 2) {
  const t = shuGame(['dongYun', 'zhugeLiang']);
  const shu = t.G.players.shu;
  shu.popularSupport = popularSupport;
  shu.marketplace = { level: 2, flipped: 1 };
  shu.farm = { level: 1, flipped: 1 };
  bidAndResolve(t, 'developMarketplace', [
    ['shu', { general: 'dongYun', space: 'trade' }],
    ['shu', { general: 'zhugeLiang', space: 'developFarm' }],
  ]);
  return t;
}

const BUY: ActionChoice = { kind: 'trade', weapons: { direction: 'buy', items: ['spear', 'spear', 'spear'] } };

describe('Dong Yun, Efficacy (compendium)', () => {
  it('Dong Yun pays 1 popular support token to collect tax and harvest before trading (the gold can pay for the trade)', () => {
    const t = dongYunTrades();
    const befores = [...new Set(shuChoices(t, 'trade').map((c) => JSON.stringify(c.before?.dongYun)))];
    expect(befores.map((b) => JSON.parse(b))).toEqual([
      'no',
      { keepInTreasury: 0, keepInGranary: 0 },
      { keepInTreasury: 0, keepInGranary: 1 },
      { keepInTreasury: 1, keepInGranary: 0 },
      { keepInTreasury: 1, keepInGranary: 1 },
    ]);
    t.G.players.shu.gold = 1;
    // 1 gold + 4 from the tax pays for 3 weapons (5 gold).
    t.take('shu', 'trade', { ...BUY, before: { dongYun: { keepInTreasury: 0, keepInGranary: 1 } } });
    const shu = t.G.players.shu;
    expect([shu.gold, shu.rice, shu.weapons.spear]).toEqual([0, 5, 3]);
    expect([shu.marketplace.flipped, shu.farm.flipped, shu.granary.devTokens, shu.treasury.devTokens]).toEqual([0, 0, 1, 0]);
    expect(t.G.log.filter((e) => e.card === 'dongYun')).toHaveLength(1);
  });

  it('Dong Yun: "The popular support token is returned to the general supply."', () => {
    const t = dongYunTrades();
    t.take('shu', 'trade', { ...BUY, before: { dongYun: { keepInTreasury: 0, keepInGranary: 0 } } });
    const shu = t.G.players.shu;
    expect(shu.popularSupport).toBe(1);
    expect([shu.gold, shu.rice]).toEqual([4, 10]);
  });

  it('Dong Yun: "Dong Yun\'s skill may not be activated if he does not take the "trade rice and/or weapons" action after that."', () => {
    const t = dongYunTrades();
    t.decline('shu', 'trade');
    const shu = t.G.players.shu;
    expect([shu.popularSupport, shu.gold, shu.rice, shu.marketplace.flipped]).toEqual([2, 5, 5, 1]);
    // Taking the trade without saying: the default is not to pay.
    const u = dongYunTrades();
    u.take('shu', 'trade', BUY);
    expect([u.G.players.shu.popularSupport, u.G.players.shu.gold]).toEqual([2, 0]);
    expect(u.G.log.some((e) => e.card === 'dongYun')).toBe(false);
  });

  it('Dong Yun without a popular support token cannot pay (R46)', () => {
    const t = dongYunTrades(0);
    expect(shuChoices(t, 'trade').every((c) => c.before?.dongYun === 'no')).toBe(true);
    const before = snapshot(t);
    const r = t.attempt('shu', {
      type: 'takeAction',
      space: 'trade',
      choice: { ...BUY, before: { dongYun: { keepInTreasury: 0, keepInGranary: 0 } } },
    });
    expect(r).toEqual({ ok: false, error: "That is not one of Dong Yun's options before this action." });
    expect(t.G).toEqual(before);
  });
});
