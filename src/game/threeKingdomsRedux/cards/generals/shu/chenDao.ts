/**
 * Chen Dao, Infantry Expertise (compendium): "At the end of the round when
 * Chen Dao is recruited, he receives 1 untrained army and 2 spears. After he
 * takes the "recruit armies action" or "train armies action", he receives 1 spear."
 */
import { armsExpertiseCard } from '../../shared/armsExpertise';

export const chenDao = armsExpertiseCard('chenDao', 'Chen Dao', 'Infantry Expertise', 'spear');
