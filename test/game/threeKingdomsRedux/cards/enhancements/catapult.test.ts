/**
 * Catapult (compendium, Separation deck): one of the owner's border ties
 * scores as a win (the opponent still scores a tie), the ruling (both borders
 * tied: only one becomes a win), its prerequisite, and an empty border (R52).
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, placeStationed } from '../../../../builders';
import { refusedConstruction } from './borderKit';
import { constructs, scoreNow, winsSpace } from './scenarios';

const CATAPULT_EFFECT = { state: 'wei', card: 'catapult', text: 'Catapult: a tied border of Wei counts as a win.' };

describe('Catapult (compendium)', () => {
  it('Catapult: "One of your border ties counts as a win. The tied border still counts as a tie for your opponent."', () => {
    const t = winsSpace('trade');
    // Wei - Wu border: 1 location each (a tie); Shu - Wei border: Shu 1, Wei 0 (a loss for Wei).
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wu', 'chenWu', 'guangLing', 1, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'huaRongDao', 1, 'treasury');
    const without = scoreNow(t.G).scores;
    expect(without.wei.borderResults).toEqual({ weiWu: 'tie', shuWei: 'loss' });
    expect(without.wei.categories.border).toBe(1);

    placeConstructed(t.G, 'wei', ['catapult']);
    const result = scoreNow(t.G);
    const { wei, wu } = result.scores;
    // Wins 1 border, loses 1 border: 2 VPs instead of 1.
    expect(wei.borderResults).toEqual({ weiWu: 'win', shuWei: 'loss' });
    expect(wei.categories.border).toBe(2);
    // Wu still ties the Wei - Wu border (and its own VPs do not change).
    expect(wu.borderResults.weiWu).toBe('tie');
    expect(wu.categories.border).toBe(without.wu.categories.border);
    expect(result.cardEffects).toContainEqual(CATAPULT_EFFECT);
    // The card's printed VP counts as well.
    expect(wei.enhancementVP.catapult).toBe(1);
  });

  it('Catapult: a win and a tie score as two wins (5 VPs); with no tie nothing changes', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['catapult']);
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'huaRongDao', 1, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'jieTing', 1, 'treasury');
    expect(scoreNow(t.G).scores.wei.borderResults).toEqual({ weiWu: 'win', shuWei: 'win' });
    expect(scoreNow(t.G).scores.wei.categories.border).toBe(5);
    expect(scoreNow(t.G).scores.shu.borderResults.shuWei).toBe('tie');

    placeStationed(t.G, 'wei', 'xuHuang', 'qiShan', 1, 'treasury');
    const result = scoreNow(t.G);
    expect(result.scores.wei.borderResults).toEqual({ weiWu: 'win', shuWei: 'win' });
    expect(result.scores.wei.categories.border).toBe(5);
    expect(result.cardEffects.filter((e) => e.card === 'catapult')).toEqual([]);
  });

  it('Catapult: "If both of your borders are ties, only one of them counts as a win at the end of the game."', () => {
    const t = winsSpace('trade');
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wu', 'chenWu', 'guangLing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'huaRongDao', 1, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'jieTing', 1, 'treasury');
    expect(scoreNow(t.G).scores.wei.categories.border).toBe(2);
    placeConstructed(t.G, 'wei', ['catapult']);
    const { wei, wu, shu } = scoreNow(t.G).scores;
    // Tie + tie scores as win + tie: 3 VPs, not the 5 of two wins.
    expect(Object.values(wei.borderResults).sort()).toEqual(['tie', 'win']);
    expect(wei.borderResults).toEqual({ weiWu: 'win', shuWei: 'tie' });
    expect(wei.categories.border).toBe(3);
    expect([wu.borderResults.weiWu, shu.borderResults.shuWei]).toEqual(['tie', 'tie']);
  });

  it('Catapult: a border where neither state occupies a location is a tie, and may be the one that counts as a win (R52)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['catapult']);
    // Wei wins the Wei - Wu border; nobody is on the Shu - Wei border.
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
    const { wei, shu } = scoreNow(t.G).scores;
    expect(wei.borderResults).toEqual({ weiWu: 'win', shuWei: 'win' });
    expect(wei.categories.border).toBe(5);
    expect(shu.borderResults.shuWei).toBe('tie');
  });

  it('Catapult: prerequisite "occupy at least 1 border location": construction is refused without one, with the reason', () => {
    expect(refusedConstruction('catapult').result).toEqual({
      ok: false,
      error: 'Requires occupying at least 1 border location(s); you occupy 0.',
    });
    // With one, it is constructed (no immediate effect: nothing is offered).
    const t = constructs('catapult', 'wei', (G) => placeStationed(G, 'wei', 'yueJin', 'shiTing', 1, 'treasury'));
    expect(t.G.pending).toEqual([]);
  });
});
