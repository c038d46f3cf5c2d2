/**
 * Spear Armoury (compendium, Unification deck): "After you take the "produce spears/horses action" to
 * produce 2 spears, you receive 1 additional spear."
 * Rulings: only the printed production of 2 spears activates it (not 1 or 2
 * of the other weapon), and not Xiahou Dun's Endeavour (his variant produces
 * 1 weapon): src/game/threeKingdomsRedux/cards/shared/armoury.ts.
 */
import { armouryCard } from '../shared/armoury';

export const spearArmoury = armouryCard('spearArmoury', 'spear');
