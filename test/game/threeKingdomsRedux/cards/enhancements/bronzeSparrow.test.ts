/**
 * Bronze Sparrow (compendium, Separation deck): 1 more VP as individual 3rd
 * in rank, and each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { constructs } from './scenarios';
import { thirdPlaceOnlyIndividual, thirdPlaceText, thirdPlaceWithPrevailing } from './comparativeKit';

describe('Bronze Sparrow (compendium)', () => {
  it('Bronze Sparrow: "You earn 1 VP if you are individual 3rd during scoring of the rank category" (beyond its printed 2 VPs)', () => {
    thirdPlaceText('rank');
  });

  it('Bronze Sparrow: "Bronze Sparrow is activated only if you are individual 3rd." — never when joint 2nd or joint 1st', () => {
    thirdPlaceOnlyIndividual('rank');
  });

  it('Bronze Sparrow: "If you are joint 2nd with a player who constructed Puppet Theatre, then you may activate Bronze Sparrow."', () => {
    thirdPlaceWithPrevailing('rank');
  });

  it('Bronze Sparrow: constructed with the construct action (no prerequisite), nothing happens at once', () => {
    const t = constructs('bronzeSparrow');
    expect(t.G.pending).toEqual([]);
    expect(t.G.log.some((e) => e.card === 'bronzeSparrow')).toBe(false);
  });
});
