/**
 * Irrigation (compendium, Separation deck): VPs for a farm at
 * level 5 at the game end, and the ruling.
 */
import { describe, expect, it } from 'vitest';
import { scoreNow } from './scenarios';
import { expectPlaces, logged, prerequisiteHolds, scoreLevels } from './comparativeKit';

describe('Irrigation (compendium)', () => {
  it('Irrigation: "you earn 2 VPs if only your farm development level is 5, or 1 VP if another state\'s farm development level is also 5"', () => {
    const vp = (levels: Parameters<typeof scoreLevels>[0]) =>
      scoreLevels(levels, { wei: ['irrigation'] }).result.scores.wei.enhancementVP.irrigation;
    // Printed 1 VP, plus:
    expect(vp({ wei: [5, 1], wu: [4, 5], shu: [1, 5] })).toBe(1 + 2);
    expect(vp({ wei: [5, 1], wu: [5, 1], shu: [1, 5] })).toBe(1 + 1);
    expect(vp({ wei: [5, 1], wu: [5, 1], shu: [5, 1] })).toBe(1 + 1);
    // Below 5: nothing more, whoever else is at 5; the marketplace does not count.
    expect(vp({ wei: [4, 5], wu: [5, 1], shu: [1, 1] })).toBe(1);
    expect(vp({ wei: [4, 5], wu: [1, 1], shu: [1, 1] })).toBe(1);
    const { result } = scoreLevels({ wei: [5, 1], wu: [1, 1], shu: [1, 1] }, { wei: ['irrigation'] });
    expect(logged(result, 'wei', 'irrigation')).toBe(true);
  });

  it('Irrigation: farm tokens on the granary do not raise the development level', () => {
    const { G } = scoreLevels({ wei: [4, 1], wu: [1, 1], shu: [1, 1] }, { wei: ['irrigation'] });
    G.players.wei.granary.devTokens = 3;
    expect(scoreNow(G).scores.wei.enhancementVP.irrigation).toBe(1);
  });

  it('Irrigation: "You also earn the VPs from Capital City or Tax Modification (Hu Tiao) System, if applicable."', () => {
    // With Capital City: Wu (5 + 5) tied with Wei (5 + 5) is alone 1st; Irrigation 1 + 1 (Wei's farm is also 5).
    const a = scoreLevels({ wei: [5, 5], wu: [5, 5], shu: [1, 1] }, { wu: ['irrigation', 'capitalCity'] });
    expectPlaces(a.result, a.G, 'domesticDevelopment', { wei: 'second', wu: 'first', shu: 'third' });
    expect(a.result.scores.wu.enhancementVP).toEqual({ irrigation: 1 + 1, capitalCity: 2 });
    // With Tax Modification: Wu individual 3rd (1 + 5) with the only farm at 5.
    const b = scoreLevels({ wei: [4, 4], wu: [5, 1], shu: [3, 4] }, { wu: ['irrigation', 'taxModificationSystem'] });
    expectPlaces(b.result, b.G, 'domesticDevelopment', { wei: 'first', wu: 'third', shu: 'second' });
    expect(b.result.scores.wu.enhancementVP).toEqual({ irrigation: 1 + 2, taxModificationSystem: 2 + 1 });
  });

  it('Irrigation: constructed only at farm development level 3 or more', () => {
    prerequisiteHolds(
      'irrigation',
      (G) => (G.players.wei.farm.level = 2),
      (G) => (G.players.wei.farm.level = 3),
      /farm development level 3/,
    );
  });
});
