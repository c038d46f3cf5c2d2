/**
 * Imperial Decree (9(B)-(C)): "If the player who controls Emperor Xian fails a diplomacy roll or
 * betrayal check in battle, they may invoke Imperial Decree and remove 5 armies from the map as an
 * offering to reroll the die", "once during his turn if the Emperor is in Luoyang, Chang'an, or
 * Xuchang" (ruling R21: 9(B) and 9(C) are one power; the three cities always required).
 */
import type { AreaId } from '../data/areas';
import { controllerOf, totalArmies, kingdomsOfSeat } from './pieces';
import type { DtState, RerollableCheck, Seat } from './state';

/** 9(C): "remove 5 armies from the map as an offering". */
export const DECREE_OFFERING = 5;
const DECREE_CITIES: readonly AreaId[] = ['luoyang', 'changan', 'xuchang'];

/** Whether `seat` may invoke Imperial Decree now: it controls the Emperor in one of the three cities, has 5 armies to offer, and has not used it this turn. */
function decreeAvailable(G: DtState, seat: Seat): boolean {
  const area = G.emperorArea;
  if (!area || !DECREE_CITIES.includes(area) || G.turn?.decreeUsed) return false;
  const holder = G.control[area];
  if (holder === null || controllerOf(G, holder) !== seat) return false;
  return kingdomsOfSeat(G, seat).reduce((n, k) => n + totalArmies(G, k), 0) >= DECREE_OFFERING;
}

/** After a failed check: the seat is asked whether to invoke the Decree, when it may. */
export function offerDecree(G: DtState, check: RerollableCheck): void {
  if (decreeAvailable(G, check.seat)) G.decreeOffer = check;
}
