/**
 * Which ways of taking a won action change nothing ("Train no armies",
 * "Collect tax: ... take 0 gold"): the engine takes each on a copy and
 * declines on another, and where the two copies agree (apart from the log
 * and the list of actions taken) the option is shown as Decline's, not beside it.
 */
import { declineAction, takeAction } from '../../../game/threeKingdomsRedux/actions';
import { actionChoices } from '../../../game/threeKingdomsRedux/legal';
import type { ActionChoice } from '../../../game/threeKingdomsRedux/moves';
import { isBattle, isTribal } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../game/threeKingdomsRedux/types';
import { valueKey } from './askInSteps';

/** The state as far as the player's resources and the board go: the log and the record of actions taken left out. */
function outcome(G: GameState): string {
  const { log: _log, actionsTaken: _taken, ...rest } = G;
  return JSON.stringify(rest);
}

/** A copy to try a move on; without the log, which the comparison leaves out anyway (it is most of a late game's state). */
const scratch = (G: GameState): GameState => structuredClone({ ...G, log: [] });

function afterTaking(G: GameState, seat: StateId, space: ActionSpaceId, choice: ActionChoice): string | null {
  const copy = scratch(G);
  try {
    return takeAction(copy, seat, space, choice).ok ? outcome(copy) : null;
  } catch {
    // A view may lack what the action would read (a hidden deck): then it is not known to change nothing.
    return null;
  }
}

const cache = new WeakMap<GameState, Map<string, ActionChoice[]>>();

/**
 * The choices of `space` whose outcome is declining's. Never on improve
 * tribal relations (taking it, even without a raise, keeps the levels from
 * falling at the round's end: reduceTribalRelations reads the actions taken)
 * nor a battle (a stationing always moves a general).
 */
export function sameAsDecline(G: GameState, seat: StateId, space: ActionSpaceId, choices: readonly ActionChoice[]): ActionChoice[] {
  if (isTribal(space) || isBattle(space) || choices.length === 0) return [];
  let bySpace = cache.get(G);
  if (!bySpace) cache.set(G, (bySpace = new Map()));
  const known = bySpace.get(`${seat}:${space}`);
  if (known) return known;
  const declined = scratch(G);
  const result = declineAction(declined, seat, space).ok
    ? choices.filter((c) => c.kind !== 'trade' && c.kind !== 'construct' && afterTaking(G, seat, space, c) === outcome(declined))
    : [];
  bySpace.set(`${seat}:${space}`, result);
  return result;
}

/** A small space's legal choices as its popover asks them: those that change something, and those Decline stands for. */
export function stepsAndDecline(G: GameState, seat: StateId, space: ActionSpaceId): { choices: ActionChoice[]; folded: ActionChoice[] } {
  const listed = actionChoices(G, seat, space);
  const folded = sameAsDecline(G, seat, space, listed);
  const foldedKeys = new Set(folded.map(valueKey));
  return { choices: listed.filter((c) => !foldedKeys.has(valueKey(c))), folded };
}
