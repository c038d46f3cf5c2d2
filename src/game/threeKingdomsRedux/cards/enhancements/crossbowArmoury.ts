/**
 * Crossbow Armoury (compendium, Unification deck): "After you take the "produce crossbows/vessels action" to
 * produce 2 crossbows, you receive 1 additional crossbow."
 * Rulings: only the printed production of 2 crossbows activates it (not 1 or 2
 * of the other weapon), and not Xiahou Dun's Endeavour (his variant produces
 * 1 weapon): src/game/threeKingdomsRedux/cards/shared/armoury.ts.
 */
import { armouryCard } from '../shared/armoury';

export const crossbowArmoury = armouryCard('crossbowArmoury', 'crossbow');
