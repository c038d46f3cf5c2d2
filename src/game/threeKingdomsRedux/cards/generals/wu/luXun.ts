/**
 * Lu Xun, Patience (compendium): "Immediately after Lu Xun is stationed at
 * the 2nd/3rd/4th/5th border location of a border, he receives 1/3/5/7 gold
 * or rice." The order counts every general stationed at that border, of
 * either state, Lu Xun included (as Cao Ren's Endurance); all gold or all
 * rice (rulings).
 */
import { stationingRewardCard } from '../../shared/stationingReward';

export const luXun = stationingRewardCard('luXun', 'Lu Xun', 'Patience', [0, 1, 3, 5, 7]);
