/**
 * Tower Ship (compendium, Separation deck): "You may train 1 untrained army
 * immediately. At the end of the game, you earn 1 VP for every 2 naval
 * units you have stationed (maximum 2 VPs)."
 *
 * The armour family (shared/armour.ts): an optional choice to train 1
 * untrained army right after construction (offered only with an untrained
 * army), and up to 2 VPs on top of the printed VP. Every stationed naval
 * unit counts, also those earning VPs with Siege Ladder or standing on
 * locations that earn VPs with Watchtower (compendium rulings).
 */
import { armourCard } from '../shared/armour';

export const towerShip = armourCard('towerShip', 'naval');
