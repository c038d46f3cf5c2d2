/**
 * Liao Hua, Experience (compendium): "Starting from round 6, Liao Hua may be
 * assigned and stationed with 2 army types, and may occupy 2 border
 * locations with 1 army unit each."
 * Assignment: a second unit group (`units2`) on battle and improve tribal
 * relations spaces (his leadership 2 caps all units). Stationing: the battle
 * choice's `second` location, 1 unit at each; both border location tokens go
 * to Shu's treasury or granary. He stays one stationed general (one entry
 * with two locations) for the game end.
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';

const LIAO_HUA_FROM_ROUND = 6;

export const liaoHua = defineCard('liaoHua', {
  assignmentArmyTypes: (ctx, general) => (general === 'liaoHua' && ctx.G.round >= LIAO_HUA_FROM_ROUND ? 2 : 1),
  stationing: (ctx, general) => (general === 'liaoHua' && ctx.G.round >= LIAO_HUA_FROM_ROUND ? { twoLocations: true } : null),
  onAssigned(ctx, bid) {
    if (bid.general !== 'liaoHua' || !bid.units2) return;
    logCard(ctx.G, ctx.state, 'liaoHua', "Liao Hua's Experience: he is assigned with 2 army types.");
  },
  onStationed(ctx, stationed) {
    if (stationed.general !== 'liaoHua' || stationed.locations.length < 2) return;
    logCard(ctx.G, ctx.state, 'liaoHua', "Liao Hua's Experience: he occupies 2 border locations with 1 army unit each.");
  },
});
