/**
 * Cao Ren, Endurance (compendium): "Immediately after Cao Ren is stationed at
 * the 1st/2nd/3rd border location of a border, he receives 5/3/1 gold or rice."
 * The order counts every general stationed at that border, of either state.
 */
import { stationingRewardCard } from '../../shared/stationingReward';

export const caoRen = stationingRewardCard('caoRen', 'Cao Ren', 'Endurance', [5, 3, 1]);
