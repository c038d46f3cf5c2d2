/**
 * Armistice with Border Tribe (compendium, Separation deck): prevailing in
 * civil harmony ties at the game end, and each ruling bullet.
 */
import { describe, it } from 'vitest';
import { jointFirstOfThree, jointFirstOfTwo, jointSecond, onlyItsOwnTies, prerequisiteHolds } from './comparativeKit';

describe('Armistice with Border Tribe (compendium)', () => {
  it('Armistice with Border Tribe: "You prevail in the case of a tie (1st or 2nd) during scoring of the civil harmony category" — only its own ties in that category', () => {
    onlyItsOwnTies('civilHarmony');
  });

  it('Armistice with Border Tribe: "If you are joint 1st during scoring of the civil harmony category, you will be individual 1st instead..." — with one opponent (who becomes individual 2nd)', () => {
    jointFirstOfTwo('civilHarmony');
  });

  it('Armistice with Border Tribe: "If you are joint 1st during scoring of the civil harmony category..." — all three tied: the two opponents become joint 2nd', () => {
    jointFirstOfThree('civilHarmony');
  });

  it('Armistice with Border Tribe: "If you are joint 2nd during scoring of the civil harmony category, you will be individual 2nd instead. The opponent who was joint 2nd with you will be individual 3rd instead."', () => {
    jointSecond('civilHarmony');
  });

  it('Armistice with Border Tribe: constructed only at tribal relations level 8 or more', () => {
    prerequisiteHolds(
      'armisticeWithBorderTribe',
      (G) => (G.players.wei.tribalLevel = 7),
      (G) => (G.players.wei.tribalLevel = 8),
      /tribal relations level 8/,
    );
  });
});
