/**
 * Jiang Qin, Naval Expertise (compendium): "At the end of the round when
 * Jiang Qin is recruited, he receives 1 untrained army and 2 vessels. After
 * he takes the "recruit armies action" or "train armies action", he receives
 * 1 vessel." The first part once, in the round he joined (ruling).
 */
import { armsExpertiseCard } from '../../shared/armsExpertise';

export const jiangQin = armsExpertiseCard('jiangQin', 'Jiang Qin', 'Naval Expertise', 'vessel');
