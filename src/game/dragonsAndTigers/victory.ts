/** Victory (7, 8(C)): a seat with no kingdom left loses at once; after Round 8 the areas count, then manpower. */
import { AREAS, AREA_IDS } from './data/areas';
import { KINGDOM_IDS, TRAITOROUS_KINGDOM_IDS } from './data/kingdoms';
import { areaCountOf, controllerOf, kingdomsOfSeat, log } from './model/pieces';
import { SEAT_NAMES, type DtState, type Seat } from './model/state';

/** 4.8: "After the completion of Round 8, the game ends." */
export const LAST_ROUND = 8;

function areasBySeat(G: DtState): Partial<Record<Seat, number>> {
  const out: Partial<Record<Seat, number>> = {};
  for (const seat of G.seats) out[seat] = areaCountOf(G, seat);
  return out;
}

/** 7(1): when at most one seat has kingdoms left, the game is over. True when it ended. */
export function checkElimination(G: DtState): boolean {
  // Asked after every step: first a count without allocating, the list only when the game may be over.
  let first: Seat | null = null;
  for (const k of KINGDOM_IDS) {
    const { owner, status } = G.kingdoms[k];
    if (owner === null || status !== 'inPlay') continue;
    if (first === null) first = owner;
    else if (owner !== first) return false;
  }
  const alive = G.seats.filter((seat) => kingdomsOfSeat(G, seat).length > 0);
  G.result = { winners: alive, areas: areasBySeat(G), reason: 'every opposing kingdom is eliminated (7(1))' };
  log(G, alive.length ? `${SEAT_NAMES[alive[0]]} wins: every opposing kingdom is eliminated.` : 'No kingdom of any player is left.');
  return true;
}

/** 7(2)-(3), 8(C): the result after Round 8. */
export function finalResult(G: DtState): void {
  const areas = areasBySeat(G);
  const traitorous = TRAITOROUS_KINGDOM_IDS.reduce((n, k) => n + areaCountOf(G, k), 0);
  if (G.seats.every((seat) => traitorous > (areas[seat] ?? 0))) {
    G.result = { winners: [], areas, reason: 'the Traitorous kingdoms hold more areas than each player (8(C))' };
    log(G, 'China falls to the Traitorous kingdoms: every player loses.');
    return;
  }
  const manpower = (seat: Seat) =>
    AREA_IDS.reduce((n, area) => {
      const holder = G.control[area];
      return holder !== null && controllerOf(G, holder) === seat ? n + AREAS[area].manpower : n;
    }, 0);
  const best = Math.max(...G.seats.map((seat) => areas[seat] ?? 0));
  let leaders = G.seats.filter((seat) => areas[seat] === best);
  if (leaders.length > 1) {
    const most = Math.max(...leaders.map(manpower));
    leaders = leaders.filter((seat) => manpower(seat) === most);
  }
  const reason = leaders.length > 1 ? 'a draw on areas and manpower (7(3))' : 'the most areas after Round 8 (7(2)-(3))';
  G.result = { winners: leaders, areas, reason };
  log(G, leaders.length > 1 ? 'The game is a draw.' : `${SEAT_NAMES[leaders[0]]} wins with the most areas.`);
}
