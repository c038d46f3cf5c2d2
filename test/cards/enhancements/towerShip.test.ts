/**
 * Tower Ship (compendium, Separation deck): the optional training on construction,
 * the end-of-game VPs for stationed naval units, and the ruling (the same
 * units earn VPs with Siege Ladder).
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../src/game/engine';
import { legalMoves } from '../../../src/game/legal';
import { placeConstructed, placeStationed } from '../../builders';
import { cardVP, constructs, scoreNow, winsSpace } from './scenarios';

describe('Tower Ship (compendium)', () => {
  it('Tower Ship: "You may train 1 untrained army immediately" — an optional choice right after construction', () => {
    const t = constructs('towerShip');
    const wei = t.G.players.wei;
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: null },
      { type: 'choose', option: 'train' },
    ]);
    const [untrained, trained] = [wei.untrained, wei.trained];
    t.play('wei', { type: 'choose', option: 'train' });
    expect([wei.untrained, wei.trained]).toEqual([untrained - 1, trained + 1]);
    expect(t.G.log.at(-1)).toMatchObject({ card: 'towerShip', state: 'wei' });
  });

  it('Tower Ship: declining the training changes nothing; with no untrained army nothing is offered', () => {
    const t = constructs('towerShip');
    const before = JSON.stringify(t.G.players.wei);
    t.play('wei', { type: 'choose', option: null });
    expect(JSON.stringify(t.G.players.wei)).toBe(before);
    expect(t.G.log.some((e) => e.card === 'towerShip')).toBe(false);

    const none = constructs('towerShip', 'wei', (G) => (G.players.wei.untrained = 0));
    expect(none.G.pending).toEqual([]);
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
