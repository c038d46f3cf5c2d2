/**
 * Tax Modification (Hu Tiao) System (compendium, Separation deck): 1 more VP
 * as individual 3rd in domestic development, and each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { constructs } from './scenarios';
import { expectPlaces, logged, scoreLevels, thirdPlaceOnlyIndividual, thirdPlaceText, thirdPlaceWithPrevailing } from './comparativeKit';

describe('Tax Modification (Hu Tiao) System (compendium)', () => {
  it('Tax Modification (Hu Tiao) System: "You earn 1 VP if you are individual 3rd during scoring of the domestic development category" (beyond its printed 2 VPs)', () => {
    thirdPlaceText('domesticDevelopment');
  });

  it('Tax Modification (Hu Tiao) System: "Tax Modification (Hu Tiao) System is activated only if you are individual 3rd." — never when joint 2nd or joint 1st', () => {
    thirdPlaceOnlyIndividual('domesticDevelopment');
  });

  it('Tax Modification (Hu Tiao) System: "If you are joint 2nd with a player who constructed Capital City, then you may activate Tax Modification (Hu Tiao) System."', () => {
    thirdPlaceWithPrevailing('domesticDevelopment');
  });

  it('Tax Modification (Hu Tiao) System: "You also earn the VPs from Chinese Abacus and Irrigation, if applicable."', () => {
    const cards = ['taxModificationSystem', 'chineseAbacus', 'irrigation'] as const;
    // Wu individual 3rd at 6 with the only farm at level 5: Tax Modification 2 + 1, Irrigation 1 + 2, Abacus 1.
    const a = scoreLevels({ wei: [4, 4], wu: [5, 1], shu: [4, 3] }, { wu: [...cards] });
    expectPlaces(a.result, a.G, 'domesticDevelopment', { wei: 'first', wu: 'third', shu: 'second' });
    expect(a.result.scores.wu.enhancementVP).toEqual({ taxModificationSystem: 2 + 1, chineseAbacus: 1, irrigation: 1 + 2 });
    // Wu joint 2nd (9) with Shu, who has Capital City: Wu individual 3rd; Wu's marketplace 5 is shared with Wei's: Abacus 1 + 1.
    const b = scoreLevels({ wei: [5, 5], wu: [4, 5], shu: [5, 4] }, { wu: [...cards], shu: ['capitalCity'] });
    expectPlaces(b.result, b.G, 'domesticDevelopment', { wei: 'first', wu: 'third', shu: 'second' });
    expect(b.result.scores.wu.enhancementVP).toEqual({ taxModificationSystem: 2 + 1, chineseAbacus: 1 + 1, irrigation: 1 });
    expect(logged(b.result, 'wu', 'taxModificationSystem')).toBe(true);
    expect(logged(b.result, 'wu', 'chineseAbacus')).toBe(true);
  });

  it('Tax Modification (Hu Tiao) System: constructed with the construct action (no prerequisite), nothing happens at once', () => {
    const t = constructs('taxModificationSystem');
    expect(t.G.pending).toEqual([]);
    expect(t.G.log.some((e) => e.card === 'taxModificationSystem')).toBe(false);
  });
});
