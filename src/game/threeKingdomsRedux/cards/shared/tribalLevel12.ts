/**
 * "Pay for 1 popular support token (2 rice required) when player reaches or
 * maintains tribal relations level 12" (rulebook, Rice Tokens), when a card
 * keeps or raises the level at step 4 instead of the action (compendium,
 * Jia Xu and Pang De: "In addition, Wei may pay 2 rice to receive 1 popular
 * support"). A card whose `skipsTribalReduction` / `raisesTribalInstead` can
 * leave the level at 12 lists this handler under `choices[TRIBAL_LEVEL_12]`;
 * reduceTribalRelations (resolution.ts) offers it, as an optional choice.
 */
import { cardName } from '../../cardIds';
import { gainPopularSupport } from '../../gains';
import { logCard } from '../../log';
import { STATE_NAMES } from '../../spaces';
import type { ChoiceHandler } from '../../cardHooks';

export const TRIBAL_LEVEL_12 = 'tribalLevel12';
const TRIBAL_LEVEL_12_RICE = 2;

export const tribalLevel12Choice: ChoiceHandler = {
  prompt: (_G, pc) =>
    `${cardName(pc.card)}: ${STATE_NAMES[pc.state]}'s tribal relations level is 12; pay ${TRIBAL_LEVEL_12_RICE} rice for 1 popular support token?`,
  options: (G, pc) => (G.players[pc.state].rice >= TRIBAL_LEVEL_12_RICE ? ['buy'] : []),
  describe: () => `Pay ${TRIBAL_LEVEL_12_RICE} rice for 1 popular support token`,
  apply(G, pc) {
    // The payment comes before the receipt (compendium, Xun You).
    G.players[pc.state].rice -= TRIBAL_LEVEL_12_RICE;
    logCard(
      G,
      pc.state,
      pc.card,
      `${STATE_NAMES[pc.state]} pays ${TRIBAL_LEVEL_12_RICE} rice for 1 popular support token at tribal relations level 12.`,
    );
    gainPopularSupport(G, pc.state, 1);
  },
};
