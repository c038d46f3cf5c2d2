/**
 * 10.5 Family Restoration: "(A) If a warlord was eliminated on a previous turn (no longer on the map),
 * the active player chooses one area and places the warlord, one surviving retainer, and 10 of the
 * warlord's armies in that area. (B) … Traitorous warlords are eligible to be restored, except for Dong
 * Zhuo (Li Jue is allowed). (C) … the active player must choose exactly one to restore. (D) If a
 * neutral kingdom is restored, it remains neutral. If an allied kingdom is restored, it remains an ally.
 * (E) If neutral or opposing armies occupy the area … combat is resolved immediately." With 11.3: Liu
 * Bei comes back with Guan Yu and Zhang Fei "even if they were previously killed".
 */
import { AREAS, type AreaId } from '../data/areas';
import { CHARACTERS, type CharacterId } from '../data/characters';
import { KINGDOM_IDS, KINGDOMS, type KingdomId } from '../data/kingdoms';
import {
  addArmies,
  addChit,
  controllerOf,
  isSeat,
  kingdomsIn,
  log,
  nextSeat,
  placeCharacter,
  rollDie,
  updateControl,
} from '../model/pieces';
import { SEAT_NAMES, type Controller, type DtState } from '../model/state';
import type { RandomSource } from '../../contract';

/** The armies a restored warlord brings (10.5(A)). */
const RESTORED_ARMIES = 10;

/** The face that comes back for `kingdom` this round, by the succession of 4.8.1-4.8.2; none for Dong Zhuo himself. */
function restoredWarlord(G: DtState, kingdom: KingdomId): CharacterId | null {
  if (kingdom === 'dongZhuo') return G.round >= 2 ? 'liJue' : null;
  if (kingdom === 'sunWu') return G.round <= 2 ? 'sunJian' : G.round <= 4 ? 'sunCe' : 'sunQuan';
  if (kingdom === 'liuZhang') return G.round === 1 ? 'liuYan' : 'liuZhang';
  return KINGDOMS[kingdom].warlord;
}

/**
 * 12.2.3: "After a kingdom is restored by the Family Restoration event in a 3- or 4-player game, each
 * player rolls a die, and the high roller gains the kingdom as an ally", players out of the game too
 * (12.2.3(B)). Ties for the highest roll again (as ruling R1).
 */
function rollForRestoredKingdom(G: DtState, kingdom: KingdomId, random: RandomSource): void {
  let rolling = [...G.seats];
  while (rolling.length > 1) {
    const rolls = rolling.map((seat) => ({ seat, die: rollDie(random) }));
    const best = Math.max(...rolls.map((r) => r.die));
    rolling = rolls.filter((r) => r.die === best).map((r) => r.seat);
  }
  G.kingdoms[kingdom].owner = rolling[0];
  log(G, `${SEAT_NAMES[rolling[0]]} wins the roll for ${KINGDOMS[kingdom].name} (12.2.3).`, rolling[0]);
}

/** The eliminated kingdoms a Family Restoration may bring back. */
export const restorableKingdoms = (G: DtState): KingdomId[] =>
  KINGDOM_IDS.filter((k) => G.kingdoms[k].status === 'eliminated' && restoredWarlord(G, k) !== null);

/**
 * Restores `kingdom` in `area`. "One surviving retainer": a retainer of its list alive and off the
 * map; under ruling R9 a fallen kingdom's retainers die with it, so there is seldom one (ruling R20).
 */
export function restore(G: DtState, kingdom: KingdomId, area: AreaId, random: RandomSource): void {
  const warlord = restoredWarlord(G, kingdom)!;
  const retainers: CharacterId[] = kingdom === 'liuBei' ? ['guanYu', 'zhangFei'] : [];
  const survivor = KINGDOMS[kingdom].setup
    .flatMap((stack) => stack.characters)
    .find((id) => !CHARACTERS[id].warlord && G.characters[id].status === 'aside' && G.characters[id].kingdom === kingdom);
  if (survivor && !retainers.includes(survivor)) retainers.push(survivor);
  G.kingdoms[kingdom].status = 'inPlay';
  G.kingdoms[kingdom].main = false;
  if (G.seats.length > 2 && !KINGDOMS[kingdom].traitorous) rollForRestoredKingdom(G, kingdom, random);
  for (const id of [warlord, ...retainers]) placeCharacter(G, id, 'map', kingdom, area);
  addArmies(G, area, kingdom, RESTORED_ARMIES);
  updateControl(G, area);
  if (G.kingdoms[kingdom].owner) addChit(G, kingdom);
  log(G, `${KINGDOMS[kingdom].name} is restored in ${AREAS[area].name} under ${CHARACTERS[warlord].name}.`, G.turn!.seat);
  // 10.5(E): combat at once with any other side there; the restored kingdom attacks (ruling R20).
  const attacker: Controller = controllerOf(G, kingdom);
  const deciderOf = (c: Controller) => (isSeat(c) ? c : c === attacker ? G.turn!.seat : nextSeat(G, G.turn!.seat));
  const others = new Set(
    kingdomsIn(G, area)
      .map((k) => controllerOf(G, k))
      .filter((c) => c !== attacker),
  );
  for (const defender of others)
    G.combatQueue.push({
      area,
      sides: [
        { controller: attacker, decider: deciderOf(attacker) },
        { controller: defender, decider: deciderOf(defender) },
      ],
    });
}

export function familyRestoration(G: DtState): void {
  const kingdoms = restorableKingdoms(G);
  if (kingdoms.length === 0) {
    log(G, 'No eliminated warlord to restore.');
    return;
  }
  G.eventChoice = { event: 'familyRestoration', seat: G.turn!.seat, kingdom: kingdoms.length === 1 ? kingdoms[0] : null };
}
