/**
 * Siege Ladder (compendium, Separation deck): 1/2 VPs for 3/4 stationed army
 * types, its prerequisite (2 types), and the rulings (the same units also
 * earn VPs with the armour cards).
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, placeStationed } from '../../../../builders';
import { occupy, refusedConstruction } from './borderKit';
import { cardVP, constructs, scoreNow, winsSpace } from './scenarios';

describe('Siege Ladder (compendium)', () => {
  it('Siege Ladder: "you earn 1/2 VPs if you have stationed 3/4 army types" — nothing for 2 types, however many units', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['siegeLadder']);
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'huaRongDao', 2, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'guangLing', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(1);
    expect(scoreNow(t.G).cardEffects.filter((e) => e.card === 'siegeLadder')).toEqual([]);
    // Another state's third type does not count.
    placeStationed(t.G, 'shu', 'chenDao', 'qiShan', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(1);
  });

  it('Siege Ladder: "You earn 1 VP if you stationed 3 different army types."', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['siegeLadder']);
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'guangLing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'qiShan', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(2);
    expect(scoreNow(t.G).cardEffects).toContainEqual({ state: 'wei', card: 'siegeLadder', text: 'Siege Ladder: Wei earns 1 more VP.' });
  });

  it('Siege Ladder: "You earn 2 VPs if you stationed 4 different army types."', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['siegeLadder']);
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'guangLing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'qiShan', 1, 'treasury');
    placeStationed(t.G, 'wei', 'yuJin', 'fanCheng', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(3);
  });

  it('Siege Ladder: a general stationed without units adds no army type; one with 2 types (Liao Hua) adds both', () => {
    const t = winsSpace('trade', 'shu');
    placeConstructed(t.G, 'shu', ['siegeLadder']);
    occupy(
      t.G,
      'shu',
      'liaoHua',
      ['huaRongDao', 'qiShan'],
      [
        { type: 'infantry', count: 1 },
        { type: 'archery', count: 1 },
      ],
    );
    occupy(t.G, 'shu', 'zhaoYun', ['gongAn'], []);
    expect(cardVP(t.G, 'shu', 'siegeLadder')).toBe(1);
    occupy(t.G, 'shu', 'chenDao', ['yiDu'], [{ type: 'naval', count: 1 }]);
    expect(cardVP(t.G, 'shu', 'siegeLadder')).toBe(2);
  });

  it('Siege Ladder: "Army units earning VPs with Siege Ladder also earn VPs with Rattan Armour, Iron Armour, Horse Armour, Repeating Crossbow and Tower Ship"', () => {
    const t = winsSpace('trade');
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'guangLing', 2, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'qiShan', 2, 'treasury');
    placeStationed(t.G, 'wei', 'yuJin', 'fanCheng', 2, 'treasury');
    placeConstructed(t.G, 'wei', ['siegeLadder', 'rattanArmour', 'ironArmour', 'horseArmour', 'repeatingCrossbow', 'towerShip']);
    // Siege Ladder's 4 types, and the same pairs for each armour card.
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(1 + 2);
    expect(cardVP(t.G, 'wei', 'rattanArmour')).toBe(1 + 1);
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(1 + 2);
    expect(cardVP(t.G, 'wei', 'horseArmour')).toBe(1 + 1);
    expect(cardVP(t.G, 'wei', 'repeatingCrossbow')).toBe(1 + 1);
    expect(cardVP(t.G, 'wei', 'towerShip')).toBe(1 + 1);
    expect(scoreNow(t.G).scores.wei.categories.stateEnhancement).toBe(3 + 2 + 3 + 2 + 2 + 2);
  });

  it('Siege Ladder: prerequisite "stationed units of at least 2 army types": construction is refused with 1 type, with the reason', () => {
    expect(refusedConstruction('siegeLadder').result).toEqual({
      ok: false,
      error: 'Requires stationed units of at least 2 army types; you have 0.',
    });
    const one = refusedConstruction('siegeLadder', 'wei', (G) => {
      placeStationed(G, 'wei', 'yueJin', 'shiTing', 2, 'treasury');
      placeStationed(G, 'wei', 'liDian', 'huaRongDao', 1, 'treasury');
    });
    expect(one.result).toEqual({ ok: false, error: 'Requires stationed units of at least 2 army types; you have 1.' });
    const t = constructs('siegeLadder', 'wei', (G) => {
      placeStationed(G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
      placeStationed(G, 'wei', 'liDian', 'changBanPo', 1, 'treasury');
    });
    expect(t.G.players.wei.constructed).toEqual(['siegeLadder']);
    expect(t.G.pending).toEqual([]);
  });
});
