/** The invariants a Dragons & Tigers state keeps after every move (the random-play and hostile-move tests check them). */
import { AREA_IDS } from '../../../src/game/dragonsAndTigers/data/areas';
import { CHARACTER_IDS } from '../../../src/game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS } from '../../../src/game/dragonsAndTigers/data/kingdoms';
import { LAST_ROUND } from '../../../src/game/dragonsAndTigers/victory';
import { ARMY_COUNTERS_PER_KINGDOM } from '../../../src/game/dragonsAndTigers/turn';
import { kingdomsIn, totalArmies } from '../../../src/game/dragonsAndTigers/model/pieces';
import type { DtState } from '../../../src/game/dragonsAndTigers/model/state';

/** The first invariant `G` breaks, in words; null when it keeps them all. */
export function brokenInvariant(G: DtState): string | null {
  // Each character in exactly one place: on the map in one area (and listed there once), or off it.
  const listed = new Map<string, number>();
  for (const area of AREA_IDS) for (const id of G.charactersAt[area]) listed.set(id, (listed.get(id) ?? 0) + 1);
  for (const id of CHARACTER_IDS) {
    const c = G.characters[id];
    const onMap = c.status === 'map';
    if (onMap !== (c.area !== null)) return `${id} is ${c.status} with area ${c.area}`;
    if ((listed.get(id) ?? 0) !== (onMap ? 1 : 0)) return `${id} is listed ${listed.get(id) ?? 0} times`;
    if (onMap && !G.charactersAt[c.area!].includes(id)) return `${id} is listed in the wrong area`;
  }
  // Armies: whole positive counts, within the counters, none of a kingdom off the map.
  for (const area of AREA_IDS)
    for (const [k, n] of Object.entries(G.armies[area]))
      if (!Number.isInteger(n) || (n as number) <= 0) return `${k} has ${n} armies in ${area}`;
  for (const k of KINGDOM_IDS) {
    if (totalArmies(G, k) > ARMY_COUNTERS_PER_KINGDOM) return `${k} has more armies than counters`;
    if (
      G.kingdoms[k].status !== 'inPlay' &&
      (totalArmies(G, k) > 0 || CHARACTER_IDS.some((id) => G.characters[id].status === 'map' && G.characters[id].kingdom === k))
    )
      return `${k} is ${G.kingdoms[k].status} with pieces on the map`;
  }
  // Section 6: an empty area is neutral; a sole occupant controls; the controller is present.
  for (const area of AREA_IDS) {
    const present = kingdomsIn(G, area);
    const control = G.control[area];
    if (present.length === 0 && control !== null) return `${area} is empty and controlled by ${control}`;
    if (present.length === 1 && control !== present[0]) return `${area} is held by ${present[0]} alone but controlled by ${control}`;
    if (present.length > 1 && (control === null || !present.includes(control))) return `${area}'s controller ${control} is not there`;
  }
  // The round track and the chits.
  if (G.round < 0 || G.round > LAST_ROUND) return `round ${G.round}`;
  if (G.round >= 1) {
    const chits = [...G.chits.pool, ...G.chits.drawn];
    for (const seat of G.seats) if (chits.filter((c) => c === seat).length !== 1) return `${seat}'s chit is not in play once`;
    if (chits.filter((c) => c === 'traitorous').length !== 2) return 'the two Traitorous chits are not both in play';
    for (const k of KINGDOM_IDS)
      if (G.kingdoms[k].status === 'eliminated' && chits.includes(k as never)) return `${k} is eliminated but its chit is in play`;
  }
  if (G.decision.kind !== 'over' && !G.seats.includes(G.decision.seat)) return 'the decision names no seat of the game';
  return null;
}
