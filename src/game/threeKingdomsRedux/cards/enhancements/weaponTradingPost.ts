/**
 * Weapon Trading Post (compendium, Unification deck): "At the end of each
 * round when you did not take the "trade rice and/or weapons action", you
 * may trade 1, and only 1, weapon for 2 gold."
 * An optional choice at Receive/Activate Benefits (shared/weaponBarter.ts):
 * buy 1 weapon of a chosen type for 2 gold or sell 1 weapon from the supply
 * for 2 gold (first ruling), only in a round when the state did not take the
 * action of the "trade" space; Gu Yong's trade after "hire instructor" is
 * not that action (second ruling; docs/rulings.md R68).
 */
import { weaponBarterCard } from '../shared/weaponBarter';

export const weaponTradingPost = weaponBarterCard('weaponTradingPost', 'gold');
