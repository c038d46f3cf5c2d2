/**
 * City Walls (compendium, Separation deck): 1 more VP as individual 3rd in
 * civil harmony, and each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { constructs } from './scenarios';
import { thirdPlaceOnlyIndividual, thirdPlaceText, thirdPlaceWithPrevailing } from './comparativeKit';

describe('City Walls (compendium)', () => {
  it('City Walls: "You earn 1 VP if you are individual 3rd during scoring of the civil harmony category" (beyond its printed 2 VPs)', () => {
    thirdPlaceText('civilHarmony');
  });

  it('City Walls: "City Walls is activated only if you are individual 3rd." — never when joint 2nd or joint 1st', () => {
    thirdPlaceOnlyIndividual('civilHarmony');
  });

  it('City Walls: "If you are joint 2nd with a player who constructed Armistice with Border Tribe, then you may activate City Walls."', () => {
    thirdPlaceWithPrevailing('civilHarmony');
  });

  it('City Walls: constructed with the construct action (no prerequisite), nothing happens at once', () => {
    const t = constructs('cityWalls');
    expect(t.G.pending).toEqual([]);
    expect(t.G.log.some((e) => e.card === 'cityWalls')).toBe(false);
  });
});
