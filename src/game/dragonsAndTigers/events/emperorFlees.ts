/**
 * 10.4 Emperor Xian Flees: "The controller of Emperor Xian must turn him over to his opponent, who
 * places him with any one of his warlords. Note: If Emperor Xian is controlled by a Traitorous kingdom,
 * determine randomly which player he flees to." A neutral controller is treated as a Traitorous one;
 * with nobody controlling his area he stays (ruling R19).
 */
import { AREA_IDS, AREAS, type AreaId } from '../data/areas';
import { kingdomsOfSeat, log, nextSeat, warlordOf } from '../model/pieces';
import { SEAT_NAMES, type DtState, type Seat } from '../model/state';
import type { RandomSource } from '../../contract';

/** The areas of `seat`'s warlords, where the Emperor may be placed. */
export function emperorRefuges(G: DtState, seat: Seat): AreaId[] {
  const areas = new Set<AreaId>();
  for (const k of kingdomsOfSeat(G, seat)) {
    const warlord = warlordOf(G, k);
    if (warlord) areas.add(G.characters[warlord].area!);
  }
  return AREA_IDS.filter((area) => areas.has(area));
}

export function placeEmperor(G: DtState, area: AreaId): void {
  G.emperorArea = area;
  log(G, `Emperor Xian flees to ${AREAS[area].name}.`);
}

export function emperorFlees(G: DtState, random: RandomSource): void {
  if (G.emperorArea === null) return;
  const holder = G.control[G.emperorArea];
  if (holder === null) {
    log(G, 'Nobody controls Emperor Xian: he stays.');
    return;
  }
  const owner = G.kingdoms[holder].owner;
  const to: Seat = owner ? nextSeat(G, owner) : G.seats[Math.floor(random.next() * G.seats.length)];
  const refuges = emperorRefuges(G, to);
  if (refuges.length === 0) {
    log(G, `${SEAT_NAMES[to]} has no warlord to receive Emperor Xian.`);
    return;
  }
  if (refuges.length === 1) {
    placeEmperor(G, refuges[0]);
    return;
  }
  G.eventChoice = { event: 'emperorFlees', seat: to };
}
