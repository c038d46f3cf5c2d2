/**
 * Nine Bestowments (compendium, Unification deck): "Collect 1
 * marketplace/farm token from the general supply and place it on your
 * treasury/granary."
 * Once, on construction (rulings): a mandatory choice, offered right away
 * (ahead of other waiting choices), of a marketplace token for the treasury
 * or a farm token for the granary. The token lowers the stationed armies'
 * upkeep by 1 gold or 1 rice accordingly from the next Update and
 * Maintenance on; the development levels are unchanged (rulings). See
 * src/game/threeKingdomsRedux/cards/shared/storeToken.ts.
 */
import { offerChoice } from '../../choices';
import { defineCard } from '../../hooks';
import { describeStore, placeStoreToken, STORES, type Store } from '../shared/storeToken';

export const nineBestowments = defineCard('nineBestowments', {
  onConstructed(ctx) {
    offerChoice(ctx.G, { state: ctx.state, card: 'nineBestowments', kind: 'token' }, { first: true });
  },
  choices: {
    token: {
      prompt: () => 'Nine Bestowments: place 1 marketplace token on your treasury or 1 farm token on your granary.',
      options: () => [...STORES],
      describe: (_G, _pc, option) => describeStore(option as Store),
      apply: (G, pc, option) => placeStoreToken(G, pc.state, 'nineBestowments', option as Store),
    },
  },
});
