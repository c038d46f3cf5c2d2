/**
 * The comparative-category pairs of the Separation deck (compendium):
 *  - "You prevail in the case of a tie (1st or 2nd) during scoring of the
 *    <category> category" (Armistice with Border Tribe: civil harmony; Puppet
 *    Theatre: rank; Capital City: domestic development). scoring.ts
 *    `comparativePlaces` places the prevailing state alone above the states
 *    tied with it: joint 1st becomes individual 1st and the other(s) individual
 *    2nd / joint 2nd; joint 2nd becomes individual 2nd and the other
 *    individual 3rd (the rulings). The score sheet logs the card when it
 *    changed a place.
 *  - "You earn 1 VP if you are individual 3rd during scoring of the
 *    <category> category" (City Walls, Bronze Sparrow, Tax Modification (Hu
 *    Tiao) System): read from the places after the prevailing card acted, so
 *    being joint 2nd with the prevailing card's owner activates it (the
 *    rulings); a joint place never does.
 */
import type { EnhancementId } from '../../data/enhancements';
import { defineCard, type CardDefinition } from '../../hooks';

type ComparativeCategory = 'domesticDevelopment' | 'civilHarmony' | 'rank';

/** A card that makes its owner prevail in ties of `category`. */
export function prevailsInTiesCard(card: EnhancementId, category: ComparativeCategory): CardDefinition {
  return defineCard(card, {
    prevailsInTies: (_ctx, scored) => scored === category,
  });
}

/** A card worth 1 more VP when its owner is individual 3rd in `category`. */
export function thirdPlaceBonusCard(card: EnhancementId, category: ComparativeCategory): CardDefinition {
  return defineCard(card, {
    extraVP: (ctx, places) => (places[category][ctx.state] === 'third' ? 1 : 0),
  });
}
