/**
 * Puppet Theatre (compendium, Separation deck): "You prevail in the case of a
 * tie (1st or 2nd) during scoring of the rank category." Joint 1st becomes
 * individual 1st, the other(s) individual 2nd or joint 2nd; joint 2nd becomes
 * individual 2nd, the other individual 3rd (the rulings): scoring.ts places
 * the prevailing state alone above its tie (shared/comparativePlace.ts).
 */
import { prevailsInTiesCard } from '../shared/comparativePlace';

export const puppetTheatre = prevailsInTiesCard('puppetTheatre', 'rank');
