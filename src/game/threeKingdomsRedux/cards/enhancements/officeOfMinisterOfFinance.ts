/**
 * Office of Minister of Finance (Dasi Nong) (compendium, Unification deck):
 * ""Collect tax" immediately after you construct this state enhancement."
 * On construction, a mandatory choice (it must be activated, right away) of
 * how many flipped marketplace tokens to keep in the treasury, the rest sold
 * for 4 gold each (shared/immediateCollect.ts). Once only (onConstructed);
 * nothing is offered without flipped tokens, and the card may still be
 * constructed; Zhang Zhao's Frugality does not apply: it is not the "collect
 * tax" action of the space (docs/rulings.md R67).
 */
import { immediateCollectionCard } from '../shared/immediateCollect';

export const officeOfMinisterOfFinance = immediateCollectionCard('officeOfMinisterOfFinance', 'collectTax');
