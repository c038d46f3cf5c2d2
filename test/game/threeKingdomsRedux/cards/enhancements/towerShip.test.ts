/**
 * Tower Ship (compendium, Separation deck): the optional training on construction,
 * the end-of-game VPs for stationed naval units, and the ruling (the same
 * units earn VPs with Siege Ladder).
 */
import { describe, expect, it } from 'vitest';
import { placeConstructed, placeStationed } from '../../../../builders';
import { expectDeclineChangesNothing, expectTrainingOffered } from './trainingChoice';
import { cardVP, scoreNow, winsSpace } from './scenarios';

describe('Tower Ship (compendium)', () => {
  it('Tower Ship: "You may train 1 untrained army immediately" — an optional choice right after construction', () => {
    expectTrainingOffered('towerShip');
  });

  it('Tower Ship: declining the training changes nothing; with no untrained army nothing is offered', () => {
    expectDeclineChangesNothing('towerShip');
  });

  it('Tower Ship: "you earn 1 VP for every 2 naval units you have stationed (maximum 2 VPs)" on top of its printed VP', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['towerShip']);
    expect(cardVP(t.G, 'wei', 'towerShip')).toBe(1);
    placeStationed(t.G, 'wei', 'yueJin', 'chiBi', 1, 'treasury');
    expect(cardVP(t.G, 'wei', 'towerShip')).toBe(1);
    placeStationed(t.G, 'wei', 'liDian', 'fanCheng', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'towerShip')).toBe(2);
    expect(scoreNow(t.G).cardEffects).toContainEqual({ state: 'wei', card: 'towerShip', text: 'Tower Ship: Wei earns 1 more VP.' });
    // Units of other types, and another state's naval units, do not count.
    placeStationed(t.G, 'wei', 'xuHuang', 'shiTing', 2, 'treasury');
    placeStationed(t.G, 'shu', 'chenDao', 'yiDu', 2, 'treasury');
    expect(cardVP(t.G, 'wei', 'towerShip')).toBe(2);
    // 6 naval units: 3 pairs, but at most 2 VPs.
    t.G.players.wei.stationed[1].units[0].count = 5;
    expect(cardVP(t.G, 'wei', 'towerShip')).toBe(3);
  });

  it('Tower Ship: "Naval units earning VPs with Tower Ship also earn VPs with Siege Ladder."', () => {
    const t = winsSpace('trade');
    placeStationed(t.G, 'wei', 'yueJin', 'chiBi', 2, 'treasury');
    placeStationed(t.G, 'wei', 'liDian', 'shiTing', 1, 'treasury');
    placeStationed(t.G, 'wei', 'xuHuang', 'guangLing', 1, 'treasury');
    placeConstructed(t.G, 'wei', ['towerShip', 'siegeLadder']);
    // The 2 naval units: 1 VP with Tower Ship, and one of the 3 army types for Siege Ladder.
    expect(cardVP(t.G, 'wei', 'towerShip')).toBe(1 + 1);
    expect(cardVP(t.G, 'wei', 'siegeLadder')).toBe(1 + 1);
    expect(scoreNow(t.G).scores.wei.categories.stateEnhancement).toBe(4);
  });
});
