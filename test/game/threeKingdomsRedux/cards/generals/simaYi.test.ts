/**
 * Sima Yi, Reverence (compendium, Wei generals): import 1 card from each deck.
 */
import { describe, expect, it } from 'vitest';
import { selectAlliance } from '../../../../builders';
import { activations, expectRefused, fullGame, movesOf } from './weiScenarios';

function imports(general: 'simaYi' | 'xunYu') {
  const t = fullGame({ wei: ['simaYi', 'xunYu', 'xiahouDun'] });
  t.G.players.wei.untrained = 2;
  selectAlliance(t, 'trade');
  t.assign('wei', { general, space: 'hireInstructor' });
  t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
  t.passAll();
  return t;
}

describe('Sima Yi, Reverence (compendium)', () => {
  it('Sima Yi: importing, he draws 1 card from the Separation and 1 from the Unification deck (skill text; the example play: pays 1 rice, trains 2, draws 2)', () => {
    const t = imports('simaYi');
    const wei = t.G.players.wei;
    const sep = t.G.decks.separation[0];
    const uni = t.G.decks.unification[0];
    const [hand, sepLen, uniLen] = [wei.secret.enhancementHand.length, t.G.decks.separation.length, t.G.decks.unification.length];
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'hireInstructor', choice: { kind: 'hireInstructor', importFrom: 'separation' } },
      /import from "both"/,
    );
    expect(
      movesOf(t, 'wei', 'takeAction')
        .filter((m) => m.space === 'hireInstructor' && m.choice.kind === 'hireInstructor')
        .every((m) => m.choice.kind !== 'hireInstructor' || m.choice.importFrom === undefined || m.choice.importFrom === 'both'),
    ).toBe(true);
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 2 }, importFrom: 'both' });
    expect(wei.secret.enhancementHand).toHaveLength(hand + 2);
    expect(wei.secret.enhancementHand.slice(-2)).toEqual([sep, uni]);
    expect([t.G.decks.separation.length, t.G.decks.unification.length]).toEqual([sepLen - 1, uniLen - 1]);
    expect([wei.rice, wei.trained]).toEqual([2, 2]);
    expect(activations(t, 'simaYi')).toHaveLength(1);
  });

  it('Sima Yi: another Wei general imports from one deck, "both" is refused', () => {
    const t = imports('xunYu');
    expectRefused(
      t,
      'wei',
      { type: 'takeAction', space: 'hireInstructor', choice: { kind: 'hireInstructor', importFrom: 'both' } },
      /Separation or the Unification/,
    );
  });

  it('Sima Yi: "Nil." (no ruling) — with one deck empty he still draws from the other', () => {
    const t = imports('simaYi');
    t.G.decks.separation = [];
    const uni = t.G.decks.unification[0];
    t.take('wei', 'hireInstructor', { kind: 'hireInstructor', importFrom: 'both' });
    expect(t.G.players.wei.secret.enhancementHand.at(-1)).toBe(uni);
  });
});
