/**
 * Rattan Armour (compendium, Separation deck): "You may train 1 untrained
 * army immediately. At the end of the game, you earn 1 VP for every 2
 * infantry units you have stationed (maximum 2 VPs)."
 */
import { armourCard } from '../shared/armour';

export const rattanArmour = armourCard('rattanArmour', 'infantry');
