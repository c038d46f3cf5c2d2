/**
 * Jia Xu, Control (compendium): "At the end of each even round, if Wei did
 * not take the "improve tribal relations action", Wei's tribal relations
 * level is maintained instead." Step 4 (reduceTribalRelations) asks
 * `skipsTribalReduction` only when Wei did not take the action; Pang De's
 * raise supersedes it. Kept at 12, Wei may pay 2 rice for 1 popular support.
 */
import { defineCard } from '../../../hooks';
import { TRIBAL_LEVEL_12, tribalLevel12Choice } from '../../shared/tribalLevel12';

export const jiaXu = defineCard('jiaXu', {
  skipsTribalReduction: (ctx) => ctx.G.round % 2 === 0,
  choices: { [TRIBAL_LEVEL_12]: tribalLevel12Choice },
});
