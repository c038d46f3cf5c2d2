/**
 * Sun Jian, Initiative (compendium): "When Sun Jian is the first general
 * assigned by Wu, his contribution to the combat bid total is increased by
 * 1." The +1 is a bid token placed with him (ruling), only when he is Wu's
 * first assignment of the round and the space is bid on combat: a battle
 * space or a common space whose criterion is combat this round. The improve
 * tribal relations space is not contested and has no bid total (R35).
 */
import { defineCard } from '../../../hooks';
import { logCard } from '../../../log';
import { ALL_SPACES, criterionOf, isBattle, isTribal, spaceName } from '../../../spaces';
import type { GameState } from '../../../state';
import type { StateId } from '../../../types';

/** Whether `state` has assigned no general yet this round (bids are cleared every maintenance). */
function noneAssignedYet(G: GameState, state: StateId): boolean {
  return !ALL_SPACES.some((space) => (G.bids[space] ?? []).some((b) => b.state === state));
}

export const sunJian = defineCard('sunJian', {
  bidBonus(ctx, bid, space) {
    if (bid.general !== 'sunJian' || isTribal(space)) return 0;
    if (!isBattle(space) && criterionOf(ctx.G, space) !== 'combat') return 0;
    // Called before the bid joins the board: Sun Jian is first when no Wu bid is there yet.
    if (!noneAssignedYet(ctx.G, ctx.state)) return 0;
    logCard(ctx.G, ctx.state, 'sunJian', `Sun Jian's Initiative: the first general Wu assigns, +1 to his combat on "${spaceName(space)}".`);
    return 1;
  },
});
