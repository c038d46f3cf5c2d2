/**
 * Stable (compendium, Unification deck): "After you take the "produce spears/horses action" to
 * produce 2 horses, you receive 1 additional horse."
 * Rulings: only the printed production of 2 horses activates it (not 1 or 2
 * of the other weapon), and not Xiahou Dun's Endeavour (his variant produces
 * 1 weapon): src/game/threeKingdomsRedux/cards/shared/armoury.ts.
 */
import { armouryCard } from '../shared/armoury';

export const stable = armouryCard('stable', 'horse');
