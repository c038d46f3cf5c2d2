/** Rulebook, Game Setup C) Criterion Marker Spaces — "Example: Criterion Markers Placement", and their flip each round. */
import { describe, expect, it } from 'vitest';
import { criterionOf } from '../../../../src/game/threeKingdomsRedux/spaces';
import { passRound, testGame } from '../../../builders';

describe('Rulebook, Game Setup — Example: Criterion Markers Placement', () => {
  it('combat on "control Han emperor" puts administration on "win popular support"', () => {
    const t = testGame({ hanEmperorCriterion: 'combat' });
    expect(t.G.mode).toBe('tutorial');
    expect(criterionOf(t.G, 'controlHanEmperor')).toBe('combat');
    expect(criterionOf(t.G, 'winPopularSupport')).toBe('administration');
  });

  it('Update and Maintenance flips both markers after each round', () => {
    const t = testGame({ hanEmperorCriterion: 'combat' });
    passRound(t);
    expect(criterionOf(t.G, 'controlHanEmperor')).toBe('administration');
    expect(criterionOf(t.G, 'winPopularSupport')).toBe('combat');
    passRound(t);
    expect(criterionOf(t.G, 'controlHanEmperor')).toBe('combat');
    expect(criterionOf(t.G, 'winPopularSupport')).toBe('administration');
  });
});
