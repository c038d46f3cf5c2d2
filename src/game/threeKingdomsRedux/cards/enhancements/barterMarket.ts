/**
 * Barter Market (compendium, Unification deck): "At the end of each round
 * when you did not take the "trade rice and/or weapons action", you may
 * trade 1, and only 1, weapon for 2 rice."
 * An optional choice at Receive/Activate Benefits (shared/weaponBarter.ts;
 * endOfRoundOrder 0, before Ma Chao's horses, docs/rulings.md R13): buy 1
 * weapon of a chosen type for 2 rice or sell 1 weapon from the supply for
 * 2 rice (first ruling), only in a round when the state did not take the
 * action of the "trade" space; Gu Yong's trade after "hire instructor" is
 * not that action (second ruling; docs/rulings.md R68).
 */
import { weaponBarterCard } from '../shared/weaponBarter';

export const barterMarket = weaponBarterCard('barterMarket', 'rice');
