/**
 * 10.1 Retainer Dies: "(A) Roll one die, consult the Retainer Dies Table, and select one kingdom from the
 * corresponding row. (B) The player controlling the kingdom chooses which retainer from that kingdom
 * dies. A free retainer may be chosen. If the warlord selected is neutral or from the Traitorous
 * kingdoms, the active player chooses which retainer dies." The active player selects the kingdom of
 * the row (ruling R18); Zuo Ci chosen goes back to the pool (11.6(E)).
 */
import { CHARACTER_IDS, CHARACTERS, type CharacterId } from '../data/characters';
import { KINGDOMS, type KingdomId } from '../data/kingdoms';
import { RETAINER_DEATH_TABLE } from '../data/tables';
import { kill, log, placeCharacter, rollDie } from '../model/pieces';
import type { DtState } from '../model/state';
import type { RandomSource } from '../../contract';

/** The retainers that may die for `kingdom`: its retainers on the map (or Zuo Ci serving it), and the free ones. */
export function deathCandidates(G: DtState, kingdom: KingdomId): CharacterId[] {
  return CHARACTER_IDS.filter((id) => {
    const c = G.characters[id];
    if (CHARACTERS[id].warlord) return false;
    return c.status === 'freePool' || ((c.status === 'map' || c.status === 'wizard') && c.kingdom === kingdom);
  });
}

export function retainerDiesNow(G: DtState, character: CharacterId): void {
  if (CHARACTERS[character].wizard) {
    placeCharacter(G, character, 'freePool', null, null);
    log(G, 'Zuo Ci cannot die: he returns to the free retainer pool.');
  } else kill(G, character, 'of illness');
}

/** Hands the choice of the retainer to the seat 10.1(B) names. */
export function chooseDeathKingdom(G: DtState, kingdom: KingdomId): void {
  if (deathCandidates(G, kingdom).length === 0) {
    log(G, `${KINGDOMS[kingdom].name} has no retainer to lose.`);
    return;
  }
  const seat = G.kingdoms[kingdom].owner ?? G.turn!.seat;
  G.eventChoice = { event: 'retainerDies', seat, kingdom };
}

export function retainerDies(G: DtState, random: RandomSource): void {
  const die = rollDie(random);
  const kingdoms = RETAINER_DEATH_TABLE[die - 1].filter((k) => G.kingdoms[k].status === 'inPlay');
  log(G, `The Retainer Death Table: ${die}.`, G.turn!.seat);
  if (kingdoms.length === 1) chooseDeathKingdom(G, kingdoms[0]);
  else if (kingdoms.length > 1) G.eventChoice = { event: 'retainerDiesRow', seat: G.turn!.seat, kingdoms };
}
