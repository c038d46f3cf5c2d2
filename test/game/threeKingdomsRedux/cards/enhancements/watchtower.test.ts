/**
 * Watchtower (compendium, Separation deck): 1 VP per border where the owner
 * occupies at least 2 border locations, its prerequisite, what occupies a
 * location (R53), and the ruling: the units on those locations still earn
 * VPs with the armour cards and Siege Ladder (all at once).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import { placeConstructed, placeStationed } from '../../../../builders';
import { occupy, refusedConstruction } from './borderKit';
import { cardVP, constructs, scoreNow, winsSpace } from './scenarios';

describe('Watchtower (compendium)', () => {
  it('Watchtower: "You earn 1 VP if you occupy at least 2 border locations of a border. This applies to both borders."', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['watchtower']);
    // 1 location on each border: neither counts.
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'huaRongDao', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'watchtower')).toBe(1);
    // A second location on the Wei - Wu border: +1.
    placeStationed(t.G, 'wei', 'xuHuang', 'chiBi', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'watchtower')).toBe(2);
    expect(scoreNow(t.G).cardEffects).toContainEqual({ state: 'wei', card: 'watchtower', text: 'Watchtower: Wei earns 1 more VP.' });
    // A third there adds nothing; a second on the Shu - Wei border does: +2 in all.
    placeStationed(t.G, 'wei', 'yuJin', 'guangLing', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'watchtower')).toBe(2);
    placeStationed(t.G, 'wei', 'dianWei', 'jieTing', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'watchtower')).toBe(3);
  });

  it("Watchtower: only the owner's own locations count; the opponent's on the same border do not help", () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['watchtower']);
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wu', 'chenWu', 'guangLing', 1, 'treasury');
    placeStationed(t.G, 'wu', 'zhouTai', 'chiBi', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'watchtower')).toBe(1);
  });

  it('Watchtower: one general on 2 locations (Liao Hua) occupies 2; a general without units (Zhao Yun) occupies his location (R53)', () => {
    const t = winsSpace('trade', 'shu');
    placeConstructed(t.G, 'shu', ['watchtower']);
    occupy(t.G, 'shu', 'liaoHua', ['huaRongDao', 'jieTing'], [{ type: 'infantry', count: 2 }]);
    expect(cardVP(t.G, 'shu', 'watchtower')).toBe(2);
    occupy(t.G, 'shu', 'chenDao', ['maiCheng'], [{ type: 'infantry', count: 1 }]);
    expect(cardVP(t.G, 'shu', 'watchtower')).toBe(2);
    occupy(t.G, 'shu', 'zhaoYun', ['gongAn'], []);
    expect(cardVP(t.G, 'shu', 'watchtower')).toBe(3);
  });

  it('Watchtower: "For border locations earning VPs with Watchtower, the army units on these border locations also earn VPs with Rattan Armour, Iron Armour, Horse Armour, Repeating Crossbow, Tower Ship and Siege Ladder"', () => {
    // Wei - Wu border: 2 infantry at Shi Ting, 2 cavalry at Guang Ling; Shu - Wei border: 2 infantry at Hua Rong Dao, 2 archery at Qi Shan, 2 naval at Fan Cheng.
    const army = (G: GameState) => {
      placeStationed(G, 'wei', 'yueJin', 'shiTing', 2, 'treasury');
      placeStationed(G, 'wei', 'yuJin', 'guangLing', 2, 'treasury');
      placeStationed(G, 'wei', 'liDian', 'huaRongDao', 2, 'treasury');
      placeStationed(G, 'wei', 'xuHuang', 'qiShan', 2, 'treasury');
      placeStationed(G, 'wei', 'dianWei', 'fanCheng', 2, 'treasury');
      placeStationed(G, 'shu', 'chenDao', 'jieTing', 1, 'treasury');
    };
    const cards = ['watchtower', 'rattanArmour', 'ironArmour', 'horseArmour', 'repeatingCrossbow', 'towerShip', 'siegeLadder'] as const;
    // Each card alone...
    const alone: Record<string, number> = {};
    for (const card of cards) {
      const u = winsSpace('trade');
      army(u.G);
      placeConstructed(u.G, 'wei', [card]);
      alone[card] = cardVP(u.G, 'wei', card);
    }
    expect(alone).toEqual({
      watchtower: 1 + 2,
      rattanArmour: 1 + 2,
      ironArmour: 1 + 2,
      horseArmour: 1 + 1,
      repeatingCrossbow: 1 + 1,
      towerShip: 1 + 1,
      siegeLadder: 1 + 2,
    });
    // ...and all together: the same units earn every one of them at once.
    const t = winsSpace('trade');
    army(t.G);
    placeConstructed(t.G, 'wei', [...cards]);
    for (const card of cards) expect(cardVP(t.G, 'wei', card), card).toBe(alone[card]);
    expect(scoreNow(t.G).scores.wei.categories.stateEnhancement).toBe(3 + 3 + 3 + 2 + 2 + 2 + 3);
  });

  it('Watchtower: prerequisite "occupy at least 1 border location": construction is refused without one, with the reason', () => {
    expect(refusedConstruction('watchtower').result).toEqual({
      ok: false,
      error: 'Requires occupying at least 1 border location(s); you occupy 0.',
    });
    const t = constructs('watchtower', 'wei', (G) => placeStationed(G, 'wei', 'yueJin', 'shiTing', 1, 'treasury'));
    expect(t.G.players.wei.constructed).toEqual(['watchtower']);
    expect(t.G.pending).toEqual([]);
  });
});
