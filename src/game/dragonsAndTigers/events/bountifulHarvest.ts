/** 10.3 Bountiful Harvest: "The active kingdom increases their total manpower by 3 this turn." */
import type { DtState } from '../model/state';

export const HARVEST_MANPOWER = 3;

export function bountifulHarvest(G: DtState): void {
  if (G.turn) G.turn.manpowerBonus += HARVEST_MANPOWER;
}
