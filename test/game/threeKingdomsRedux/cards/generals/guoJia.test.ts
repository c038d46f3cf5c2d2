/**
 * Guo Jia, Credence (compendium, Wei generals): hire instructor at no cost.
 */
import { describe, expect, it } from 'vitest';
import { selectAlliance } from '../../../../builders';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { activations, expectRefused, fullGame } from './weiScenarios';

function hires(generals: GeneralId[], rice = 3) {
  const t = fullGame({ wei: [...generals, 'xiahouDun'] });
  t.G.players.wei.rice = rice;
  t.G.players.wei.untrained = 2;
  selectAlliance(t, 'trade');
  for (const g of generals) t.assign('wei', { general: g, space: 'hireInstructor' });
  t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
  t.passAll();
  return t;
}

describe('Guo Jia, Credence (compendium)', () => {
  it('Guo Jia: he hires the instructor at no cost (skill text), even with no rice at all', () => {
    const t = hires(['guoJia'], 0);
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 } });
    expect([t.G.players.wei.rice, t.G.players.wei.untrained, t.G.players.wei.trained]).toEqual([0, 0, 2]);
    expect(activations(t, 'guoJia')).toEqual(["Guo Jia's Credence: Wei hires the instructor at no cost."]);
  });

  it('Guo Jia: another Wei general pays 1 rice, and with no rice is refused', () => {
    const t = hires(['xunYu'], 3);
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 } });
    expect(t.G.players.wei.rice).toBe(2);
    const u = hires(['xunYu'], 0);
    expectRefused(
      u,
      'wei',
      { type: 'takeAction', space: 'hireInstructor', choice: { kind: 'hireInstructor', hire: { train: 2 } } },
      /costs 1 rice/,
    );
  });

  it('Guo Jia: "Nil." (no ruling) — with another Wei general beside him on the space, the hire is still free; the training limit stays 2', () => {
    const t = hires(['guoJia', 'xunYu'], 3);
    t.G.players.wei.untrained = 3;
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'hireInstructor', choice: { kind: 'hireInstructor', hire: { train: 3 } } },
      /between 0 and 2/,
    );
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 } });
    expect(t.G.players.wei.rice).toBe(3);
  });
});
