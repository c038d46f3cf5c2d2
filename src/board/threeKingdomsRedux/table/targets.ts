/**
 * Which pieces of the board are a legal click for the seat's decision now,
 * and why the others are not, always in the rules' own words: assignError
 * for bids, allianceSpaceError for the alliance token, actionChoices for the
 * won spaces and their border locations. Nothing here decides a rule.
 */
import type { LocationId } from '../../../game/threeKingdomsRedux/data/board';
import { allianceSpaceError, assignError } from '../../../game/threeKingdomsRedux/conflict';
import { legalMoves } from '../../../game/threeKingdomsRedux/legal';
import type { ActionChoice, Move } from '../../../game/threeKingdomsRedux/moves';
import { BIDDABLE_SPACES, isBattle, isCommon } from '../../../game/threeKingdomsRedux/spaces';
import type { ActionSpaceId } from '../../../game/threeKingdomsRedux/types';
import type { TableApi } from './TableContext';

/** A space or location the player may click: legal (reason null), refused (the rules' reason), or not part of this decision. */
export type Target = { legal: true; reason: null; verb: string } | { legal: false; reason: string; verb: string } | null;

export function spaceTarget(t: TableApi | null, space: ActionSpaceId): Target {
  if (!t || !t.active) return null;
  const { G, seat, kind, draft } = t;
  switch (kind) {
    case 'selectAlliance': {
      if (!isCommon(space)) return null;
      const reason = allianceSpaceError(G, space);
      return reason
        ? { legal: false, reason, verb: 'Place the alliance token on' }
        : { legal: true, reason: null, verb: 'Place the alliance token on' };
    }
    case 'bid': {
      if (!draft.bid.general || !BIDDABLE_SPACES[seat].includes(space)) return null;
      const reason = assignError(G, seat, { general: draft.bid.general, space });
      return reason ? { legal: false, reason, verb: 'Bid on' } : { legal: true, reason: null, verb: 'Bid on' };
    }
    case 'action':
      return G.pendingActions[seat].includes(space) ? { legal: true, reason: null, verb: 'Take or decline the action of' } : null;
    default:
      return null;
  }
}

/** The seat's legal moves on this view, worked out once per state of the game (the board asks for each location). */
const legalCache = new WeakMap<object, Move[]>();
function legalOf(t: TableApi): Move[] {
  let moves = legalCache.get(t.G);
  if (!moves) legalCache.set(t.G, (moves = legalMoves(t.G, t.seat)));
  return moves;
}

/**
 * The legal battle options that station at `location` (the first location of
 * the choice), from legalMoves: it also leaves out actions a card's
 * commitment forbids taking now.
 */
export function stationingChoices(t: TableApi, space: ActionSpaceId, location: LocationId): ActionChoice[] {
  return legalOf(t).flatMap((m) =>
    m.type === 'takeAction' && m.space === space && m.choice.kind === 'battle' && m.choice.location === location ? [m.choice] : [],
  );
}

/** Whether any stationing of this won battle space is legal now (else the player can only decline it). */
export function canStation(t: TableApi, space: ActionSpaceId): boolean {
  return legalOf(t).some((m) => m.type === 'takeAction' && m.space === space && m.choice.kind === 'battle');
}

/** A border location is a target while one of the seat's won battle spaces is open and a stationing there is legal. */
export function locationTarget(t: TableApi | null, battle: ActionSpaceId, location: LocationId): Target {
  if (!t || !t.active || t.kind !== 'action' || !isBattle(battle)) return null;
  if (!t.G.pendingActions[t.seat].includes(battle)) return null;
  // With one won space open, only its own locations are lit.
  if (t.draft.actionSpace && t.draft.actionSpace !== battle) return null;
  if (stationingChoices(t, battle, location).length === 0) return null;
  return { legal: true, reason: null, verb: 'Station a general at' };
}
