/**
 * 10.8 Barbarian Raids: "(A) Roll one die and consult the Barbarian Raids Table … (B) For each indicated
 * area, the active player rolls one die and removes enemy armies in that area equal to the result", a
 * 6 rolling once more and adding.
 */
import { AREAS } from '../data/areas';
import { BARBARIAN_RAIDS_TABLE } from '../data/tables';
import { log, removeArmies, rollDie } from '../model/pieces';
import type { DtState } from '../model/state';
import type { RandomSource } from '../../contract';
import { isEnemyOfActive, raidDie } from './shared';

export function barbarianRaids(G: DtState, random: RandomSource): void {
  const row = BARBARIAN_RAIDS_TABLE[rollDie(random) - 1];
  for (const area of row) {
    const die = raidDie(random);
    const removed = removeArmies(G, area, (k) => isEnemyOfActive(G, k), die);
    log(G, `Barbarians raid ${AREAS[area].name}: ${die}, ${removed} enemy armies removed.`, G.turn!.seat);
  }
}
