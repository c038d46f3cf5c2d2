/**
 * 10.7 Yellow Turban Remnants Uprising: "The active player chooses one area controlled by their
 * opponent and rolls one die. Remove enemy armies equal to the result. If the result is a 6, roll the
 * die again and add the two results together. If the second die is also a 6, do not roll again."
 */
import { AREA_IDS, AREAS, type AreaId } from '../data/areas';
import { log, removeArmies } from '../model/pieces';
import type { DtState } from '../model/state';
import type { RandomSource } from '../../contract';
import { isEnemyOfActive, raidDie } from './shared';

export const uprisingAreas = (G: DtState): AreaId[] =>
  AREA_IDS.filter((area) => G.control[area] !== null && isEnemyOfActive(G, G.control[area]!));

export function uprising(G: DtState, area: AreaId, random: RandomSource): void {
  const die = raidDie(random);
  const removed = removeArmies(G, area, (k) => isEnemyOfActive(G, k), die);
  log(G, `The Yellow Turbans rise in ${AREAS[area].name}: ${die}, ${removed} armies removed.`, G.turn!.seat);
}

export function yellowTurbans(G: DtState): void {
  if (uprisingAreas(G).length > 0) G.eventChoice = { event: 'yellowTurbans', seat: G.turn!.seat };
}
