/**
 * Repeating Crossbow (compendium, Separation deck): the optional training on construction,
 * the end-of-game VPs for stationed archery units, and the ruling (the same
 * units earn VPs with Siege Ladder).
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, placeStationed } from '../../../../builders';
import { expectDeclineChangesNothing, expectTrainingOffered } from './trainingChoice';
import { cardVP, scoreNow, winsSpace } from './scenarios';

describe('Repeating Crossbow (compendium)', () => {
  it('Repeating Crossbow: "You may train 1 untrained army immediately" — an optional choice right after construction', () => {
    expectTrainingOffered('repeatingCrossbow');
  });

  it('Repeating Crossbow: declining the training changes nothing; with no untrained army nothing is offered', () => {
    expectDeclineChangesNothing('repeatingCrossbow');
  });

  it('Repeating Crossbow: "you earn 1 VP for every 2 archery units you have stationed (maximum 2 VPs)" on top of its printed VP', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['repeatingCrossbow']);
    expect(cardVP(t.G, 'wei', 'repeatingCrossbow')).toBe(1);
    placeStationed(t.G, 'wei', 'yueJin', 'ruXuKou', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'repeatingCrossbow')).toBe(1);
    placeStationed(t.G, 'wei', 'liDian', 'qiShan', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'repeatingCrossbow')).toBe(2);
    expect(scoreNow(t.G).cardEffects).toContainEqual({
      state: 'wei',
      card: 'repeatingCrossbow',
      text: 'Repeating Crossbow: Wei earns 1 more VP.',
    });
    // Units of other types, and another state's archery units, do not count.
    placeStationed(t.G, 'wei', 'xuHuang', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'xiaoTing', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'repeatingCrossbow')).toBe(2);
    // 6 archery units: 3 pairs, but at most 2 VPs.
    t.G.players.wei.stationed[1].units[0].count = 5;
    expect(cardVP(t.G, 'wei', 'repeatingCrossbow')).toBe(3);
  });

  it('Repeating Crossbow: "Archery units earning VPs with Repeating Crossbow also earn VPs with Siege Ladder."', () => {
    const t = winsSpace('trade');
    placeStationed(t.G, 'wei', 'yueJin', 'ruXuKou', 2, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'guangLing', 1, 'treasury');
    placeConstructed(t.G, 'wei', ['repeatingCrossbow', 'siegeLadder']);
    // The 2 archery units: 1 VP with Repeating Crossbow, and one of the 3 army types for Siege Ladder.
    expect(cardVP(t.G, 'wei', 'repeatingCrossbow')).toBe(1 + 1);
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(1 + 1);
    expect(scoreNow(t.G).scores.wei.categories.stateEnhancement).toBe(4);
  });
});
