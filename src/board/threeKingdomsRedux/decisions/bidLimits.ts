/**
 * How far each of the bid's extras may go with this general on this space,
 * read from the engine's own list of legal assignments (assignOptions), and
 * why not further, in assignError's words: the bid's controls offer only
 * what the state holds ("cavalry x2" never appears with 0 trained armies).
 */
import { GENERALS } from '../../../game/threeKingdomsRedux/data/generals';
import { assignError } from '../../../game/threeKingdomsRedux/conflict';
import { assignOptions } from '../../../game/threeKingdomsRedux/legal';
import type { AssignArgs } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { ARMY_TYPES, type ActionSpaceId, type ArmyType, type StateId } from '../../../game/threeKingdomsRedux/types';
import type { GeneralId } from '../../../game/threeKingdomsRedux/data/generals';

export interface BidLimits {
  /** The most units of each type the general may bring (types he may not bring are absent). */
  units: Partial<Record<ArmyType, number>>;
  /** For each type below leadership, why not one more unit of it (assignError's words). */
  unitReasons: Partial<Record<ArmyType, string>>;
  gold: number;
  goldReason: string | null;
  popularSupport: number;
  popularSupportReason: string | null;
}

const listed = new WeakMap<GameState, Map<StateId, AssignArgs[]>>();
function assignmentsOf(G: GameState, seat: StateId): AssignArgs[] {
  let bySeat = listed.get(G);
  if (!bySeat) listed.set(G, (bySeat = new Map()));
  let list = bySeat.get(seat);
  if (!list) bySeat.set(seat, (list = assignOptions(G, seat)));
  return list;
}

export function bidLimits(G: GameState, seat: StateId, general: GeneralId, space: ActionSpaceId): BidLimits {
  const legal = assignmentsOf(G, seat).filter((a) => a.general === general && a.space === space && !a.units2);
  const base = { general, space };
  const units: BidLimits['units'] = {};
  let gold = 0;
  let popularSupport = 0;
  for (const a of legal) {
    if (a.units) units[a.units.type] = Math.max(units[a.units.type] ?? 0, a.units.count);
    gold = Math.max(gold, a.gold ?? 0);
    popularSupport = Math.max(popularSupport, a.popularSupport ?? 0);
  }
  const lead = GENERALS[general].leadership.value;
  const unitReasons: BidLimits['unitReasons'] = {};
  for (const type of ARMY_TYPES) {
    const most = units[type] ?? 0;
    const reason = most < lead ? assignError(G, seat, { ...base, units: { type, count: most + 1 } }) : null;
    if (reason) unitReasons[type] = reason;
  }
  return {
    units,
    unitReasons,
    gold,
    goldReason: assignError(G, seat, { ...base, gold: gold + 1 }),
    popularSupport,
    popularSupportReason: assignError(G, seat, { ...base, popularSupport: popularSupport + 1 }),
  };
}
