/**
 * Battering Ram (compendium, Separation deck): "When you assign generals to a
 * battle action space, each general's contribution to the bid total is
 * increased by 1."
 *
 * `bidBonus`: every general the owner assigns to a battle space gets a +1
 * bid token placed with him (ruling), whether or not army units go with him;
 * it adds to any other bid token (Sun Jian's). Not on the improve tribal
 * relations space or the common spaces.
 */
import { GENERALS } from '../../data/generals';
import { defineCard } from '../../hooks';
import { logCard } from '../../log';
import { isBattle, spaceName, STATE_NAMES } from '../../spaces';

export const batteringRam = defineCard('batteringRam', {
  bidBonus(ctx, bid, space) {
    if (!isBattle(space) || bid.state !== ctx.state) return 0;
    logCard(
      ctx.G,
      ctx.state,
      'batteringRam',
      `Battering Ram: ${STATE_NAMES[ctx.state]} places a +1 bid token with ${GENERALS[bid.general].name.value} on "${spaceName(space)}".`,
    );
    return 1;
  },
});
