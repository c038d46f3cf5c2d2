/**
 * Tax Modification (Hu Tiao) System (compendium, Separation deck): "You earn
 * 1 VP if you are individual 3rd during scoring of the domestic development
 * category." Only as individual 3rd (ruling), which includes being joint 2nd
 * with the owner of Capital City, who prevails and leaves this state
 * individual 3rd (ruling): the places are read after the prevailing card
 * acted (shared/comparativePlace.ts). Chinese Abacus and Irrigation score on
 * their own as well (ruling).
 */
import { thirdPlaceBonusCard } from '../shared/comparativePlace';

export const taxModificationSystem = thirdPlaceBonusCard('taxModificationSystem', 'domesticDevelopment');
