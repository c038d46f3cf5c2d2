/**
 * Cheng Yu, Acumen (compendium, Wei generals): before trading, gold or rice
 * equal to Wei's stationed army units.
 */
import { describe, expect, it } from 'vitest';
import { placeStationed, selectAlliance } from '../../../../builders';
import { activations, expectRefused, fullGame, movesOf } from './weiScenarios';

/** Wei has 3 army units stationed (2 + 1) and wins "trade" with Cheng Yu ("recruit armies" with Xiahou Dun, kept open). */
function chengYuTrades(stationed = true) {
  const t = fullGame({ wei: ['chengYu', 'xiahouDun'] });
  if (stationed) {
    placeStationed(t.G, 'wei', 'zhangLiao', 'guangLing', 2, 'treasury');
    placeStationed(t.G, 'wei', 'caoRen', 'huaRongDao', 1, 'granary');
  }
  selectAlliance(t, 'developFarm');
  t.assign('wei', { general: 'chengYu', space: 'trade' });
  t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
  t.passAll();
  return t;
}

const buy3 = { direction: 'buy' as const, items: ['spear', 'horse', 'horse'] as ('spear' | 'horse')[] };

describe('Cheng Yu, Acumen (compendium)', () => {
  it('Cheng Yu: before trading, Wei receives 3 gold (3 stationed army units), which can pay for the trade (skill text)', () => {
    const t = chengYuTrades();
    const wei = t.G.players.wei;
    expect(wei.gold).toBe(3);
    // 3 gold cannot buy 3 weapons (5 gold) unless the 3 gold come first.
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'trade', choice: { kind: 'trade', weapons: buy3, before: { chengYu: 'rice' } } },
      /costs 5 gold/,
    );
    t.take('wei', 'trade', { kind: 'trade', weapons: buy3, before: { chengYu: 'gold' } });
    expect(wei.gold).toBe(3 + 3 - 5);
    expect([wei.weapons.spear, wei.weapons.horse]).toEqual([1, 2]);
    expect(activations(t, 'chengYu')).toEqual(["Cheng Yu's Acumen: Wei receives 3 gold (1 for each army unit it has stationed)."]);
  });

  it('Cheng Yu: with no army unit stationed he receives nothing (no choice)', () => {
    const t = chengYuTrades(false);
    expect(movesOf(t, 'wei', 'takeAction').some((m) => m.choice.before !== undefined)).toBe(false);
    expectRefused(t, 'wei', {
      type: 'takeAction',
      space: 'trade',
      choice: { kind: 'trade', rice: { direction: 'sell', lots: 0 }, before: { chengYu: 'gold' } },
    });
  });

  it('Cheng Yu: "Cheng Yu\'s skill may not be activated if he does not take the trade rice and/or weapons action after that."', () => {
    const t = chengYuTrades();
    const [gold, rice] = [t.G.players.wei.gold, t.G.players.wei.rice];
    t.decline('wei', 'trade');
    expect([t.G.players.wei.gold, t.G.players.wei.rice]).toEqual([gold, rice]);
    expect(activations(t, 'chengYu')).toEqual([]);
  });

  it('Cheng Yu: "Cheng Yu may choose to receive either gold or rice, but not a combination of gold and rice."', () => {
    const t = chengYuTrades();
    const befores = new Set(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'trade')
        .map((m) => JSON.stringify(m.choice.before)),
    );
    expect([...befores]).toEqual([JSON.stringify({ chengYu: 'gold' }), JSON.stringify({ chengYu: 'rice' })]);
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'trade', choice: { kind: 'trade', weapons: buy3, before: { chengYu: { gold: 2, rice: 1 } } } },
      /not one of Cheng Yu's options/,
    );
    t.take('wei', 'trade', { kind: 'trade', rice: { direction: 'sell', lots: 1 }, before: { chengYu: 'rice' } });
    // 3 + 3 rice, 4 sold for 5 gold.
    expect([t.G.players.wei.rice, t.G.players.wei.gold]).toEqual([2, 8]);
  });
});
