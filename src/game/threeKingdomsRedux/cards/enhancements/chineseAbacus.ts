/**
 * Chinese Abacus (compendium, Separation deck): "At the end of the game, you
 * earn 2 VPs if only your marketplace development level is 5, or 1 VP if
 * another state's marketplace development level is also 5." The VPs from
 * Capital City or Tax Modification (Hu Tiao) System are earned as well
 * (ruling): each card scores on its own (shared/levelFive.ts).
 */
import { levelFiveCard } from '../shared/levelFive';

export const chineseAbacus = levelFiveCard('chineseAbacus', 'marketplace');
