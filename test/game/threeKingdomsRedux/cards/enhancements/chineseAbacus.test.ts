/**
 * Chinese Abacus (compendium, Separation deck): VPs for a marketplace at
 * level 5 at the game end, and the ruling.
 */
import { describe, expect, it } from 'vitest';
import { scoreNow } from './scenarios';
import { expectPlaces, logged, prerequisiteHolds, scoreLevels } from './comparativeKit';

describe('Chinese Abacus (compendium)', () => {
  it('Chinese Abacus: "you earn 2 VPs if only your marketplace development level is 5, or 1 VP if another state\'s marketplace development level is also 5"', () => {
    const vp = (levels: Parameters<typeof scoreLevels>[0]) =>
      scoreLevels(levels, { wei: ['chineseAbacus'] }).result.scores.wei.enhancementVP.chineseAbacus;
    // Printed 1 VP, plus:
    expect(vp({ wei: [1, 5], wu: [5, 4], shu: [5, 1] })).toBe(1 + 2);
    expect(vp({ wei: [1, 5], wu: [1, 5], shu: [5, 1] })).toBe(1 + 1);
    expect(vp({ wei: [1, 5], wu: [1, 5], shu: [1, 5] })).toBe(1 + 1);
    // Below 5: nothing more, whoever else is at 5; the farm does not count.
    expect(vp({ wei: [5, 4], wu: [1, 5], shu: [1, 1] })).toBe(1);
    expect(vp({ wei: [5, 4], wu: [1, 1], shu: [1, 1] })).toBe(1);
    const { result } = scoreLevels({ wei: [1, 5], wu: [1, 1], shu: [1, 1] }, { wei: ['chineseAbacus'] });
    expect(logged(result, 'wei', 'chineseAbacus')).toBe(true);
  });

  it('Chinese Abacus: marketplace tokens on the treasury do not raise the development level', () => {
    const { G } = scoreLevels({ wei: [1, 4], wu: [1, 1], shu: [1, 1] }, { wei: ['chineseAbacus'] });
    G.players.wei.treasury.devTokens = 3;
    expect(scoreNow(G).scores.wei.enhancementVP.chineseAbacus).toBe(1);
  });

  it('Chinese Abacus: "You also earn the VPs from Capital City or Tax Modification (Hu Tiao) System, if applicable."', () => {
    // With Capital City: Wu (5 + 5) tied with Wei (5 + 5) is alone 1st; Abacus 1 + 1 (Wei's marketplace is also 5).
    const a = scoreLevels({ wei: [5, 5], wu: [5, 5], shu: [1, 1] }, { wu: ['chineseAbacus', 'capitalCity'] });
    expectPlaces(a.result, a.G, 'domesticDevelopment', { wei: 'second', wu: 'first', shu: 'third' });
    expect(a.result.scores.wu.enhancementVP).toEqual({ chineseAbacus: 1 + 1, capitalCity: 2 });
    // With Tax Modification: Wu individual 3rd (1 + 5) with the only marketplace at 5.
    const b = scoreLevels({ wei: [4, 4], wu: [1, 5], shu: [4, 3] }, { wu: ['chineseAbacus', 'taxModificationSystem'] });
    expectPlaces(b.result, b.G, 'domesticDevelopment', { wei: 'first', wu: 'third', shu: 'second' });
    expect(b.result.scores.wu.enhancementVP).toEqual({ chineseAbacus: 1 + 2, taxModificationSystem: 2 + 1 });
  });

  it('Chinese Abacus: constructed only at marketplace development level 3 or more', () => {
    prerequisiteHolds(
      'chineseAbacus',
      (G) => (G.players.wei.marketplace.level = 2),
      (G) => (G.players.wei.marketplace.level = 3),
      /marketplace development level 3/,
    );
  });
});
