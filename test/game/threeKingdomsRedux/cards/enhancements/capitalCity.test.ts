/**
 * Capital City (compendium, Separation deck): prevailing in domestic
 * development ties at the game end, and each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import {
  expectPlaces,
  jointFirstOfThree,
  jointFirstOfTwo,
  jointSecond,
  logged,
  onlyItsOwnTies,
  prerequisiteHolds,
  scoreLevels,
} from './comparativeKit';

describe('Capital City (compendium)', () => {
  it('Capital City: "You prevail in the case of a tie (1st or 2nd) during scoring of the domestic development category" — only its own ties in that category', () => {
    onlyItsOwnTies('domesticDevelopment');
  });

  it('Capital City: "If you are joint 1st during scoring of the domestic development category, you will be individual 1st instead..." — with one opponent (who becomes individual 2nd)', () => {
    jointFirstOfTwo('domesticDevelopment');
  });

  it('Capital City: "If you are joint 1st during scoring of the domestic development category..." — all three tied: the two opponents become joint 2nd', () => {
    jointFirstOfThree('domesticDevelopment');
  });

  it('Capital City: "If you are joint 2nd during scoring of the domestic development category, you will be individual 2nd instead. The opponent who was joint 2nd with you will be individual 3rd instead."', () => {
    jointSecond('domesticDevelopment');
  });

  it('Capital City: "You also earn the VPs from Chinese Abacus and Irrigation, if applicable."', () => {
    const cards = { wu: ['capitalCity', 'chineseAbacus', 'irrigation'] } as const;
    // Wu and Wei tied at 10 (both levels 5 each): Wu alone 1st, and Abacus and Irrigation earn 1 each (another state is also at 5).
    const a = scoreLevels({ wei: [5, 5], wu: [5, 5], shu: [1, 1] }, { wu: [...cards.wu] });
    expectPlaces(a.result, a.G, 'domesticDevelopment', { wei: 'second', wu: 'first', shu: 'third' });
    expect(a.result.scores.wu.enhancementVP).toEqual({ capitalCity: 2, chineseAbacus: 1 + 1, irrigation: 1 + 1 });
    // Wu (farm 5, marketplace 3) tied with Wei (4 and 4) at 8: Wu alone 1st, Irrigation 2 (only Wu's farm is 5), Abacus nothing more.
    const b = scoreLevels({ wei: [4, 4], wu: [5, 3], shu: [2, 2] }, { wu: [...cards.wu] });
    expectPlaces(b.result, b.G, 'domesticDevelopment', { wei: 'second', wu: 'first', shu: 'third' });
    expect(b.result.scores.wu.enhancementVP).toEqual({ capitalCity: 2, chineseAbacus: 1, irrigation: 1 + 2 });
    expect(logged(b.result, 'wu', 'capitalCity')).toBe(true);
    expect(logged(b.result, 'wu', 'irrigation')).toBe(true);
  });

  it('Capital City: constructed only with farm and marketplace development levels of 4 or more', () => {
    prerequisiteHolds(
      'capitalCity',
      (G) => {
        G.players.wei.farm.level = 4;
        G.players.wei.marketplace.level = 3;
      },
      (G) => (G.players.wei.marketplace.level = 4),
      /farm and marketplace development levels of 4/,
    );
  });
});
