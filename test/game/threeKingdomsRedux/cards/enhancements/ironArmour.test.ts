/**
 * Iron Armour (compendium, Separation deck): the optional training on
 * construction, the prerequisite, the end-of-game majority of stationed
 * infantry units, and the ruling (the same units count for other cards).
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, placeStationed } from '../../../../builders';
import { refusedConstruction } from './borderKit';
import { expectDeclineChangesNothing, expectTrainingOffered } from './trainingChoice';
import { cardVP, scoreNow, winsSpace } from './scenarios';

describe('Iron Armour (compendium)', () => {
  it('Iron Armour: "You may train 1 untrained army immediately" — an optional choice right after construction', () => {
    expectTrainingOffered('ironArmour', (G) => placeStationed(G, 'wei', 'yueJin', 'shiTing', 1, 'treasury'));
  });

  it('Iron Armour: declining the training changes nothing; with no untrained army nothing is offered', () => {
    expectDeclineChangesNothing('ironArmour', (G) => placeStationed(G, 'wei', 'yueJin', 'shiTing', 1, 'treasury'));
  });

  it('Iron Armour: prerequisite "at least 1 stationed infantry unit": construction is refused without one, with the reason', () => {
    expect(refusedConstruction('ironArmour').result).toEqual({
      ok: false,
      error: 'Requires at least 1 stationed infantry unit(s); you have 0.',
    });
    // Stationed units of another type do not meet it.
    const cavalry = refusedConstruction('ironArmour', 'wei', (G) => placeStationed(G, 'wei', 'yueJin', 'guangLing', 2, 'treasury'));
    expect(cavalry.result).toEqual({ ok: false, error: 'Requires at least 1 stationed infantry unit(s); you have 0.' });
    expect(cavalry.t.G.players.wei.secret.enhancementHand).toContain('ironArmour');
  });

  it('Iron Armour: "you earn 2 VPs if you have stationed the most number of infantry units, or 1 VP if you tie for the most number"', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['ironArmour']);
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'wu', 'chenWu', 'maiCheng', 1, 'treasury');
    // Printed 1 VP + 2 for the most (2 against 1 and 0).
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(3);
    expect(scoreNow(t.G).cardEffects).toContainEqual({ state: 'wei', card: 'ironArmour', text: 'Iron Armour: Wei earns 2 more VP.' });
    // Shu ties Wei at 2: 1 VP for the tie.
    placeStationed(t.G, 'shu', 'chenDao', 'huaRongDao', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(2);
    // Shu has more: the printed VP only.
    placeStationed(t.G, 'shu', 'weiYan', 'jieTing', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(1);
    expect(scoreNow(t.G).cardEffects.filter((e) => e.card === 'ironArmour')).toEqual([]);
  });

  it('Iron Armour: the majority is over all three states; a three-way tie for the most is a tie (1 VP) (R50)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['ironArmour']);
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'wu', 'chenWu', 'maiCheng', 2, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'huaRongDao', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(2);
    // Units of other types do not count towards the majority.
    placeStationed(t.G, 'wu', 'zhouTai', 'chiBi', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(2);
  });

  it('Iron Armour: with no stationed infantry unit the state is never "the most", even when nobody has any (R50)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['ironArmour']);
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(1);
  });

  it('Iron Armour: "Infantry units earning VPs with Iron Armour also earn VPs with Rattan Armour and Siege Ladder."', () => {
    const t = winsSpace('trade');
    placeStationed(t.G, 'wei', 'yueJin', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'huaRongDao', 2, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'qiShan', 1, 'treasury');
    placeStationed(t.G, 'wei', 'yuJin', 'changBanPo', 1, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'jieTing', 1, 'treasury');
    placeConstructed(t.G, 'wei', ['ironArmour']);
    const alone = cardVP(t.G, 'wei', 'ironArmour');
    expect(alone).toBe(3);
    placeConstructed(t.G, 'wei', ['rattanArmour', 'siegeLadder']);
    // The same 4 infantry units: Iron Armour's majority, Rattan Armour's 2 pairs, one of Siege Ladder's 3 types.
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(alone);
    expect(cardVP(t.G, 'wei', 'rattanArmour')).toBe(1 + 2);
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(1 + 1);
    expect(scoreNow(t.G).scores.wei.categories.stateEnhancement).toBe(3 + 3 + 2);
  });
});
