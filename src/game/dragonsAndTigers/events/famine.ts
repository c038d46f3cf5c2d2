/**
 * 10.6 Famine: "(A) Find the area among those controlled by the active player with the most strength,
 * then eliminate half the armies (round up) from that area. Allied armies in that area are also
 * halved. (B) If multiple areas are tied … the active player decides. (C) … the manpower for levy this
 * turn is zero … No other actions (diplomacy, movement) are allowed this turn." (C) is read where
 * diplomacy, levy and movement start (turn.ts, movement.ts).
 */
import { AREA_IDS, AREAS, type AreaId } from '../data/areas';
import type { KingdomId } from '../data/kingdoms';
import { addArmies, controllerOf, log, updateControl } from '../model/pieces';
import type { DtState } from '../model/state';

const friendlyStrength = (G: DtState, area: AreaId): number => {
  const mine = controllerOf(G, G.turn!.kingdom);
  let total = 0;
  for (const k in G.armies[area]) if (controllerOf(G, k as KingdomId) === mine) total += G.armies[area][k as KingdomId]!;
  return total;
};

/** The active player's areas with the most friendly armies (none when it has no armies in its areas). */
export function famineAreas(G: DtState): AreaId[] {
  const mine = controllerOf(G, G.turn!.kingdom);
  const held = AREA_IDS.filter((area) => G.control[area] !== null && controllerOf(G, G.control[area]!) === mine);
  const most = Math.max(0, ...held.map((area) => friendlyStrength(G, area)));
  return most === 0 ? [] : held.filter((area) => friendlyStrength(G, area) === most);
}

/** Halves (rounding the loss up) every friendly kingdom's armies in `area`. */
export function starve(G: DtState, area: AreaId): void {
  const mine = controllerOf(G, G.turn!.kingdom);
  for (const k of Object.keys(G.armies[area]) as KingdomId[])
    if (controllerOf(G, k) === mine) addArmies(G, area, k, -Math.ceil(G.armies[area][k]! / 2));
  updateControl(G, area);
  log(G, `Famine halves the armies in ${AREAS[area].name}.`, G.turn!.seat);
}

export function famine(G: DtState): void {
  const areas = famineAreas(G);
  if (areas.length === 1) starve(G, areas[0]);
  else if (areas.length > 1) G.eventChoice = { event: 'famine', seat: G.turn!.seat };
}
