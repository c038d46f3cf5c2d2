/**
 * Puppet Theatre (compendium, Separation deck): prevailing in rank ties at
 * the game end, and each ruling bullet.
 */
import { describe, it } from 'vitest';
import { jointFirstOfThree, jointFirstOfTwo, jointSecond, onlyItsOwnTies, prerequisiteHolds } from './comparativeKit';

describe('Puppet Theatre (compendium)', () => {
  it('Puppet Theatre: "You prevail in the case of a tie (1st or 2nd) during scoring of the rank category" — only its own ties in that category', () => {
    onlyItsOwnTies('rank');
  });

  it('Puppet Theatre: "If you are joint 1st during scoring of the rank category, you will be individual 1st instead..." — with one opponent (who becomes individual 2nd)', () => {
    jointFirstOfTwo('rank');
  });

  it('Puppet Theatre: "If you are joint 1st during scoring of the rank category..." — all three tied: the two opponents become joint 2nd', () => {
    jointFirstOfThree('rank');
  });

  it('Puppet Theatre: "If you are joint 2nd during scoring of the rank category, you will be individual 2nd instead. The opponent who was joint 2nd with you will be individual 3rd instead."', () => {
    jointSecond('rank');
  });

  it('Puppet Theatre: constructed only from the rank of Grand General', () => {
    prerequisiteHolds(
      'puppetTheatre',
      (G) => (G.players.wei.rank = 0),
      (G) => (G.players.wei.rank = 1),
      /Grand General/,
    );
  });
});
