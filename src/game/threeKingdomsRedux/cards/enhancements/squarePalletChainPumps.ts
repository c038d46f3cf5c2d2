/**
 * Square-Pallet Chain Pumps (compendium, Unification deck): ""Harvest"
 * immediately after you construct this state enhancement."
 * On construction, a mandatory choice (it must be activated, right away) of
 * how many flipped farm tokens to keep in the granary, the rest sold for 5
 * rice each (shared/immediateCollect.ts). Once only (onConstructed); nothing
 * is offered without flipped tokens, and the card may still be constructed;
 * Zhang Hong's Productivity does not apply: it is not the "harvest" action
 * of the space (docs/rulings.md R67).
 */
import { immediateCollectionCard } from '../shared/immediateCollect';

export const squarePalletChainPumps = immediateCollectionCard('squarePalletChainPumps', 'harvest');
