/**
 * Horse Armour (compendium, Separation deck): the optional training on construction,
 * the end-of-game VPs for stationed cavalry units, and the ruling (the same
 * units earn VPs with Siege Ladder).
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, placeStationed } from '../../../../builders';
import { expectDeclineChangesNothing, expectTrainingOffered } from './trainingChoice';
import { cardVP, scoreNow, winsSpace } from './scenarios';

describe('Horse Armour (compendium)', () => {
  it('Horse Armour: "You may train 1 untrained army immediately" — an optional choice right after construction', () => {
    expectTrainingOffered('horseArmour');
  });

  it('Horse Armour: declining the training changes nothing; with no untrained army nothing is offered', () => {
    expectDeclineChangesNothing('horseArmour');
  });

  it('Horse Armour: "you earn 1 VP for every 2 cavalry units you have stationed (maximum 2 VPs)" on top of its printed VP', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['horseArmour']);
    expect(cardVP(t.G, 'wei', 'horseArmour')).toBe(1);
    placeStationed(t.G, 'wei', 'yueJin', 'guangLing', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'horseArmour')).toBe(1);
    placeStationed(t.G, 'wei', 'liDian', 'changBanPo', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'horseArmour')).toBe(2);
    expect(scoreNow(t.G).cardEffects).toContainEqual({ state: 'wei', card: 'horseArmour', text: 'Horse Armour: Wei earns 1 more VP.' });
    // Units of other types, and another state's cavalry units, do not count.
    placeStationed(t.G, 'wei', 'xuHuang', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'gongAn', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'horseArmour')).toBe(2);
    // 6 cavalry units: 3 pairs, but at most 2 VPs.
    t.G.players.wei.stationed[1].units[0].count = 5;
    expect(cardVP(t.G, 'wei', 'horseArmour')).toBe(3);
  });

  it('Horse Armour: "Cavalry units earning VPs with Horse Armour also earn VPs with Siege Ladder."', () => {
    const t = winsSpace('trade');
    placeStationed(t.G, 'wei', 'yueJin', 'guangLing', 2, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'ruXuKou', 1, 'treasury');
    placeConstructed(t.G, 'wei', ['horseArmour', 'siegeLadder']);
    // The 2 cavalry units: 1 VP with Horse Armour, and one of the 3 army types for Siege Ladder.
    expect(cardVP(t.G, 'wei', 'horseArmour')).toBe(1 + 1);
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(1 + 1);
    expect(scoreNow(t.G).scores.wei.categories.stateEnhancement).toBe(4);
  });
});
