/**
 * Rattan Armour (compendium, Separation deck): the optional training on
 * construction, the end-of-game VPs for stationed infantry units, and the ruling.
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, placeStationed } from '../../../../builders';
import { expectDeclineChangesNothing, expectTrainingOffered } from './trainingChoice';
import { cardVP, winsSpace } from './scenarios';

describe('Rattan Armour (compendium)', () => {
  it('Rattan Armour: "You may train 1 untrained army immediately" — an optional choice right after construction', () => {
    expectTrainingOffered('rattanArmour');
  });

  it('Rattan Armour: declining the training changes nothing; with no untrained army nothing is offered', () => {
    expectDeclineChangesNothing('rattanArmour');
  });

  it('Rattan Armour: "you earn 1 VP for every 2 infantry units you have stationed (maximum 2 VPs)" on top of its printed VP', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['rattanArmour']);
    expect(cardVP(t.G, 'wei', 'rattanArmour')).toBe(1);
    placeStationed(t.G, 'wei', 'caoRen', 'shiTing', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'rattanArmour')).toBe(1);
    placeStationed(t.G, 'wei', 'yueJin', 'huaRongDao', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'rattanArmour')).toBe(2);
    placeStationed(t.G, 'wei', 'liDian', 'jieTing', 3, 'treasury');
    expect(cardVP(t.G, 'wei', 'rattanArmour')).toBe(3);
  });

  it('Rattan Armour: "Infantry units earning VPs with Rattan Armour also earn VPs with Iron Armour and Siege Ladder." — the same 4 infantry units score for all three', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['rattanArmour', 'ironArmour', 'siegeLadder']);
    placeStationed(t.G, 'wei', 'caoRen', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'wei', 'yueJin', 'huaRongDao', 2, 'treasury');
    // Siege Ladder needs 3 army types: 1 cavalry and 1 archery unit besides the infantry.
    placeStationed(t.G, 'wei', 'zhangLiao', 'guangLing', 1, 'granary');
    placeStationed(t.G, 'wei', 'xunYou', 'qiShan', 1, 'granary');
    placeStationed(t.G, 'shu', 'guanYu', 'maiCheng', 3, 'treasury');
    // Printed 1 VP each, plus: Rattan 2 (4 infantry), Iron Armour 2 (4 > 3 infantry), Siege Ladder 1 (3 types).
    expect(cardVP(t.G, 'wei', 'rattanArmour')).toBe(3);
    expect(cardVP(t.G, 'wei', 'ironArmour')).toBe(3);
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(2);
  });
});
