/** Every general's skill (compendium), one module per general, by state. */
import type { CardDefinition } from '../../hooks';
import { SHU_GENERALS } from './shu';
import { WEI_GENERALS } from './wei';
import { WU_GENERALS } from './wu';

export const GENERAL_CARDS: readonly CardDefinition[] = [...WEI_GENERALS, ...WU_GENERALS, ...SHU_GENERALS];
