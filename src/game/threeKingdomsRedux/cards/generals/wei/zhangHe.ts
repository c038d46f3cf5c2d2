/**
 * Zhang He, Cavalry Expertise (compendium): "At the end of the round when
 * Zhang He is recruited, he receives 1 untrained army and 2 horses. After he
 * takes the "recruit armies action" or "train armies action", he receives
 * 1 horse." The first part once, in the round he joined.
 */
import { armsExpertiseCard } from '../../shared/armsExpertise';

export const zhangHe = armsExpertiseCard('zhangHe', 'Zhang He', 'Cavalry Expertise', 'horse');
