/**
 * Dian Wei, Might (compendium, Wei generals): train up to 3 untrained armies
 * with the train armies action.
 */
import { describe, expect, it } from 'vitest';
import { selectAlliance } from '../../../../builders';
import type { CommonSpaceId } from '../../../../../src/game/threeKingdomsRedux/types';
import { activations, expectRefused, fullGame, movesOf } from './weiScenarios';

function wins(space: CommonSpaceId, general: 'dianWei' | 'xiahouDun') {
  const t = fullGame({ wei: ['dianWei', 'xiahouDun', 'xunYu'] });
  t.G.players.wei.untrained = 4;
  selectAlliance(t, 'trade');
  t.assign('wei', { general, space });
  t.assign('wei', { general: 'xunYu', space: 'recruitArmies' });
  t.passAll();
  return t;
}

describe('Dian Wei, Might (compendium)', () => {
  it('Dian Wei: taking "train armies" he trains up to 3 (skill text)', () => {
    const t = wins('trainArmies', 'dianWei');
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'trainArmies')
        .map((m) => m.choice),
    ).toEqual([0, 1, 2, 3].map((count) => ({ kind: 'trainArmies', count })));
    expectRefused(t, 'wei', { type: 'takeAction', space: 'trainArmies', choice: { kind: 'trainArmies', count: 4 } }, /between 0 and 3/);
    t.take('wei', 'trainArmies', { kind: 'trainArmies', count: 3 });
    expect([t.G.players.wei.untrained, t.G.players.wei.trained]).toEqual([1, 3]);
    expect(activations(t, 'dianWei')).toHaveLength(1);
  });

  it('Dian Wei: another Wei general trains at most 2', () => {
    const t = wins('trainArmies', 'xiahouDun');
    expectRefused(t, 'wei', { type: 'takeAction', space: 'trainArmies', choice: { kind: 'trainArmies', count: 3 } }, /between 0 and 2/);
  });

  it('Dian Wei: "Nil." (no ruling) — Overarching Principle 2: hiring an instructor, he still trains at most 2', () => {
    const t = wins('hireInstructor', 'dianWei');
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'hireInstructor', choice: { kind: 'hireInstructor', hire: { train: 3 } } },
      /between 0 and 2/,
    );
  });
});
