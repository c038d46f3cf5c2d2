/**
 * Wooden Ox (compendium, Unification deck): "Collect 1 farm token from the
 * general supply and place it on your granary."
 * Once, on construction (rulings): the token goes on the granary (a store
 * token: the stationed armies' upkeep is 1 rice lower from the next Update
 * and Maintenance on, as maintenance.ts counts granary tokens), and the
 * farm's development level is unchanged (ruling). See
 * src/game/threeKingdomsRedux/cards/shared/storeToken.ts.
 */
import { defineCard } from '../../hooks';
import { placeStoreToken } from '../shared/storeToken';

export const woodenOx = defineCard('woodenOx', {
  onConstructed: (ctx) => placeStoreToken(ctx.G, ctx.state, 'woodenOx', 'granary'),
});
