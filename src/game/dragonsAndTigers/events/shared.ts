/** What the Mandate events share: who the active player's enemies are, and the raid die of 10.7-10.8. */
import type { KingdomId } from '../data/kingdoms';
import { isSeat, controllerOf } from '../model/pieces';
import type { DtState } from '../model/state';
import type { RandomSource } from '../../contract';

/**
 * "Enemy armies" (10.7-10.8) and "another warlord" (10.9): those of a kingdom another seat owns, never a
 * neutral or Traitorous kingdom's (ruling R16); for a Traitorous turn, the enemies of the seat running it.
 */
export function isEnemyOfActive(G: DtState, kingdom: KingdomId): boolean {
  const controller = controllerOf(G, kingdom);
  return isSeat(controller) && controller !== G.turn!.seat;
}

/** 10.7-10.8: a die; on a 6 a second die is added, and no more. */
export function raidDie(random: RandomSource): number {
  const first = 1 + Math.floor(random.next() * 6);
  return first === 6 ? 6 + 1 + Math.floor(random.next() * 6) : first;
}
