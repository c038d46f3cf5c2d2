/**
 * 10.2 Recruit Retainer: "The active player pulls one free retainer at random from the pool … joins the
 * active kingdom. Place the retainer in any area occupied by the kingdom's armies." (C): an empty pool
 * takes back the dead retainers. Zuo Ci serves off the map (11.6(C)).
 */
import { AREA_IDS, AREAS, type AreaId } from '../data/areas';
import { CHARACTER_IDS, CHARACTERS, type CharacterId } from '../data/characters';
import { KINGDOMS } from '../data/kingdoms';
import { armiesOf, log, placeCharacter, updateControl } from '../model/pieces';
import type { DtState } from '../model/state';
import type { RandomSource } from '../../contract';

/** The areas holding the active kingdom's armies, where a recruit may go. */
export const recruitAreas = (G: DtState): AreaId[] => AREA_IDS.filter((area) => armiesOf(G, area, G.turn!.kingdom) > 0);

export function placeRecruit(G: DtState, character: CharacterId, area: AreaId): void {
  placeCharacter(G, character, 'map', G.turn!.kingdom, area);
  updateControl(G, area);
  log(G, `${CHARACTERS[character].name} joins ${KINGDOMS[G.turn!.kingdom].name} in ${AREAS[area].name}.`, G.turn!.seat);
}

export function recruitRetainer(G: DtState, random: RandomSource): void {
  const turn = G.turn!;
  let pool = CHARACTER_IDS.filter((id) => G.characters[id].status === 'freePool');
  if (pool.length === 0) {
    for (const id of CHARACTER_IDS)
      if (G.characters[id].status === 'dead' && !CHARACTERS[id].warlord) placeCharacter(G, id, 'freePool', null, null);
    pool = CHARACTER_IDS.filter((id) => G.characters[id].status === 'freePool');
  }
  if (pool.length === 0) {
    log(G, 'The free retainer pool is empty.');
    return;
  }
  const character = pool[Math.floor(random.next() * pool.length)];
  if (CHARACTERS[character].wizard) {
    placeCharacter(G, character, 'wizard', turn.kingdom, null);
    log(G, `Zuo Ci the Wizard joins ${KINGDOMS[turn.kingdom].name}.`, turn.seat);
    return;
  }
  const areas = recruitAreas(G);
  // With no armies on the map there is nowhere to place him: he stays in the pool (ruling R17).
  if (areas.length === 0) {
    log(G, `${CHARACTERS[character].name} is pulled but has nowhere to go.`, turn.seat);
    return;
  }
  if (areas.length === 1) {
    placeRecruit(G, character, areas[0]);
    return;
  }
  G.eventChoice = { event: 'recruitRetainer', seat: turn.seat, character };
}
