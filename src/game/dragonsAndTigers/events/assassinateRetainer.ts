/**
 * 10.9 Assassinate Retainer: "(A) The active player chooses one retainer from another warlord, even a
 * free retainer. (B) The active player rolls one die. On a 1 or 2, the retainer is killed." Zuo Ci
 * cannot die (11.6(E)); "another warlord" is any kingdom but the active one.
 */
import { CHARACTER_IDS, CHARACTERS, type CharacterId } from '../data/characters';
import { kill, log, rollDie } from '../model/pieces';
import type { DtState } from '../model/state';
import type { RandomSource } from '../../contract';

export function assassinationTargets(G: DtState): CharacterId[] {
  const active = G.turn!.kingdom;
  return CHARACTER_IDS.filter((id) => {
    const c = G.characters[id];
    if (CHARACTERS[id].warlord || CHARACTERS[id].wizard) return false;
    return c.status === 'freePool' || (c.status === 'map' && c.kingdom !== active);
  });
}

export function assassinate(G: DtState, character: CharacterId, random: RandomSource): void {
  const die = rollDie(random);
  if (die <= 2) kill(G, character, `by an assassin's hand (${die})`);
  else log(G, `The assassin sent against ${CHARACTERS[character].name} fails (${die}).`, G.turn!.seat);
}

export function assassinateRetainer(G: DtState): void {
  if (assassinationTargets(G).length > 0) G.eventChoice = { event: 'assassinateRetainer', seat: G.turn!.seat };
}
