/**
 * Roadways (compendium, Unification deck): "Collect 1 marketplace token from
 * the general supply and place it on your treasury."
 * Once, on construction (rulings): the token goes on the treasury (a store
 * token: the stationed armies' upkeep is 1 gold lower from the next Update
 * and Maintenance on, as maintenance.ts counts treasury tokens), and the
 * marketplace's development level is unchanged (ruling). See
 * src/game/threeKingdomsRedux/cards/shared/storeToken.ts.
 */
import { defineCard } from '../../hooks';
import { placeStoreToken } from '../shared/storeToken';

export const roadways = defineCard('roadways', {
  onConstructed: (ctx) => placeStoreToken(ctx.G, ctx.state, 'roadways', 'treasury'),
});
