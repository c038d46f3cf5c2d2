/**
 * Bronze Sparrow (compendium, Separation deck): "You earn 1 VP if you are
 * individual 3rd during scoring of the rank category." Only as individual
 * 3rd (ruling), which includes being joint 2nd with the owner of Puppet
 * Theatre, who prevails and leaves this state individual 3rd (ruling): the
 * places are read after the prevailing card acted (shared/comparativePlace.ts).
 */
import { thirdPlaceBonusCard } from '../shared/comparativePlace';

export const bronzeSparrow = thirdPlaceBonusCard('bronzeSparrow', 'rank');
