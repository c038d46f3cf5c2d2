/**
 * Every card with behaviour: the list the engine installs (engine.ts), so the rules know the cards from this
 * list alone and no module registers anything by being imported.
 */
import type { CardDefinition } from '../hooks';
import { ENHANCEMENT_CARDS } from './enhancements';
import { GENERAL_CARDS } from './generals';

export const CARDS: readonly CardDefinition[] = [...GENERAL_CARDS, ...ENHANCEMENT_CARDS];
