/**
 * Yan Yan, Archery Expertise (compendium): "At the end of the round when Yan
 * Yan is recruited, he receives 1 untrained army and 2 crossbows. After he
 * takes the "recruit armies action" or "train armies action", he receives 1 crossbow."
 */
import { armsExpertiseCard } from '../../shared/armsExpertise';

export const yanYan = armsExpertiseCard('yanYan', 'Yan Yan', 'Archery Expertise', 'crossbow');
