/**
 * Heavy Moldboard Plough (compendium, Unification deck): 1 rice before the
 * "trade" and the "hire instructor" actions, usable in them; each ruling.
 */
import { describe, expect, it } from 'vitest';
import { onlyGenerals, placeConstructed, selectAlliance, testGame } from '../../../../builders';
import { winsSpace } from './scenarios';
import { actionChoicesOf, activations, expectRefused } from './unificationKit';

const sell4Rice = { kind: 'trade' as const, rice: { direction: 'sell' as const, lots: 1 } };

describe('Heavy Moldboard Plough (compendium)', () => {
  it('Heavy Moldboard Plough: taking "trade rice and/or weapons", Wei receives 1 rice before the action (card text)', () => {
    const t = winsSpace('trade');
    placeConstructed(t.G, 'wei', ['heavyMoldboardPlough']);
    const wei = t.G.players.wei;
    t.take('wei', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 1 } });
    expect([wei.gold, wei.rice]).toEqual([0, 3 + 1 + 4]);
    expect(activations(t.G, 'heavyMoldboardPlough')).toEqual([
      'Heavy Moldboard Plough: Wei receives 1 rice before taking "trade rice and/or weapons".',
    ]);
  });

  it('Heavy Moldboard Plough: taking "hire instructor and/or import technology", Wei receives 1 rice before the action (card text)', () => {
    const t = winsSpace('hireInstructor');
    placeConstructed(t.G, 'wei', ['heavyMoldboardPlough']);
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', importFrom: 'separation' });
    expect(t.G.players.wei.rice).toBe(4);
    expect(activations(t.G, 'heavyMoldboardPlough')).toHaveLength(1);
    // Not on another action.
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    expect(t.G.players.wei.rice).toBe(4);
    expect(activations(t.G, 'heavyMoldboardPlough')).toHaveLength(1);
  });

  it('Heavy Moldboard Plough: "You may not activate Heavy Moldboard Plough if you do not take the "trade rice and/or weapons" action or ... after that"', () => {
    for (const space of ['trade', 'hireInstructor'] as const) {
      const t = winsSpace(space);
      placeConstructed(t.G, 'wei', ['heavyMoldboardPlough']);
      t.decline('wei', space);
      expect(t.G.players.wei.rice).toBe(3);
      expect(activations(t.G, 'heavyMoldboardPlough')).toEqual([]);
    }
    // A refused action gives nothing either (12 rice cannot be sold with 3 + 1).
    const u = winsSpace('trade');
    placeConstructed(u.G, 'wei', ['heavyMoldboardPlough']);
    expectRefused(
      u,
      'wei',
      { type: 'takeAction', space: 'trade', choice: { kind: 'trade', rice: { direction: 'sell', lots: 3 } } },
      /needs that much rice/,
    );
  });

  it('Heavy Moldboard Plough: "The rice received may be used as part of the "trade rice and/or weapons" action." — 3 rice + 1 sell as a lot of 4', () => {
    const t = winsSpace('trade');
    expect(actionChoicesOf(t, 'wei', 'trade')).not.toContainEqual(sell4Rice);
    expectRefused(t, 'wei', { type: 'takeAction', space: 'trade', choice: sell4Rice }, /needs that much rice/);
    placeConstructed(t.G, 'wei', ['heavyMoldboardPlough']);
    expect(actionChoicesOf(t, 'wei', 'trade')).toContainEqual(sell4Rice);
    t.take('wei', 'trade', sell4Rice);
    expect([t.G.players.wei.gold, t.G.players.wei.rice]).toEqual([3 + 5, 0]);
  });

  it('Heavy Moldboard Plough: "The rice received may be used to pay for the "hire instructor" action." — with no rice Wei hires and trains', () => {
    const t = winsSpace('hireInstructor');
    const wei = t.G.players.wei;
    wei.rice = 0;
    wei.untrained = 2;
    const hire = { kind: 'hireInstructor' as const, hire: { train: 2 } };
    expect(actionChoicesOf(t, 'wei', 'hireInstructor')).not.toContainEqual(hire);
    expectRefused(t, 'wei', { type: 'takeAction', space: 'hireInstructor', choice: hire }, /costs 1 rice/);
    placeConstructed(t.G, 'wei', ['heavyMoldboardPlough']);
    const choices = actionChoicesOf(t, 'wei', 'hireInstructor');
    expect(choices).toContainEqual(hire);
    expect(choices).toContainEqual({ ...hire, importFrom: 'unification' });
    t.take('wei', 'hireInstructor', hire);
    expect([wei.rice, wei.untrained, wei.trained]).toEqual([0, 0, 2]);
  });

  it('Heavy Moldboard Plough: taking both actions in one round, 1 rice before each (R65)', () => {
    const t = testGame();
    onlyGenerals(t.G, { wei: ['caoCao', 'caoRen'] });
    placeConstructed(t.G, 'wei', ['heavyMoldboardPlough']);
    selectAlliance(t, 'construct');
    t.assign('wei', { general: 'caoCao', space: 'trade' });
    t.assign('wei', { general: 'caoRen', space: 'hireInstructor' });
    t.passAll();
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 0 } });
    expect(t.G.players.wei.rice).toBe(3);
    // 3 + 1 rice: a lot of 4 can be sold.
    t.take('wei', 'trade', sell4Rice);
    expect([t.G.players.wei.gold, t.G.players.wei.rice]).toEqual([8, 0]);
    expect(activations(t.G, 'heavyMoldboardPlough')).toHaveLength(2);
  });
});
