/**
 * The end of a round (4.8): new warlords (4.8.1), succession (4.8.2, 11.4), relocation of allies
 * (4.8.3), changing main kingdom (4.8.4) and housekeeping (4.8.5).
 */
import { AREA_IDS, type AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import { KINGDOMS, type KingdomId } from './data/kingdoms';
import { placeStack } from './setup';
import { addArmies, addChit, armiesOf, controllerOf, kingdomsOfSeat, log, placeCharacter, updateControl } from './model/pieces';
import type { DtState, Seat } from './model/state';

/** Turns `face` over on the map: its reverse takes its place, kingdom and area. */
function flip(G: DtState, face: CharacterId): CharacterId {
  const reverse = CHARACTERS[face].reverse!;
  const c = G.characters[face];
  const { kingdom, area } = c;
  placeCharacter(G, face, 'reverse', kingdom, null);
  placeCharacter(G, reverse, 'map', kingdom, area);
  log(G, `${CHARACTERS[face].name} is flipped to ${CHARACTERS[reverse].name}.`);
  return reverse;
}

const onMap = (G: DtState, id: CharacterId): boolean => G.characters[id].status === 'map';

/** 4.8.1(A): Dong Zhuo dies; Li Jue and the reverse faces of his retainers take their places. */
function dongZhuoDies(G: DtState): void {
  if (G.kingdoms.dongZhuo.status !== 'inPlay') return;
  const liJue = onMap(G, 'dongZhuo') ? flip(G, 'dongZhuo') : null;
  const liJueArea = liJue ? G.characters.liJue.area : null;
  for (const retainer of ['luBuOfDongZhuo', 'huaXiong', 'liRu'] as const) {
    const c = G.characters[retainer];
    if (c.status === 'map' && c.kingdom === 'dongZhuo') flip(G, retainer);
    else if (c.status === 'dead' && liJueArea) {
      // "If any of Dong Zhuo's retainers were killed … place them in the same area as Li Jue": their other faces.
      placeCharacter(G, CHARACTERS[retainer].reverse!, 'map', 'dongZhuo', liJueArea);
    }
    // Serving another warlord: "they may retain control of them" (the counter stays as it is).
  }
  if (liJueArea)
    for (const id of Object.keys(G.characters) as CharacterId[]) {
      const c = G.characters[id];
      if (c.status === 'map' && c.kingdom === 'dongZhuo' && CHARACTERS[id].kingdom !== 'dongZhuo') {
        const from = c.area!;
        placeCharacter(G, id, 'map', c.kingdom, liJueArea);
        updateControl(G, from);
      }
    }
  if (liJueArea) updateControl(G, liJueArea);
}

/** 4.8.1(B): Lü Bu, his retainers and 10 armies in Xuzhou, whatever became of his Dong Zhuo counter. */
function luBuAppears(G: DtState): void {
  G.kingdoms.luBu.status = 'inPlay';
  for (const stack of KINGDOMS.luBu.setup) placeStack(G, 'luBu', stack.area, stack.characters, stack.armies);
  log(G, 'Lü Bu appears in Xuzhou.');
}

/** 11.4: Sun Wu eliminated is restored in Jianye with `warlord`, Zhou Yu (even if killed) and 10 armies. */
function restoreSunWu(G: DtState, warlord: CharacterId): void {
  G.kingdoms.sunWu.status = 'inPlay';
  placeStack(G, 'sunWu', 'jianye', [warlord, 'zhouYu'], 10);
  if (G.kingdoms.sunWu.owner) addChit(G, 'sunWu');
  log(G, `Sun Wu is restored in Jianye under ${CHARACTERS[warlord].name} (11.4).`);
}

/** 4.8.2: the succession schedule. */
function succession(G: DtState): void {
  if (G.round === 1 && onMap(G, 'liuYan')) flip(G, 'liuYan');
  if (G.round === 2) {
    if (onMap(G, 'sunJian')) {
      const area = G.characters.sunJian.area!;
      flip(G, 'sunJian');
      placeStack(G, 'sunWu', area, ['sunCe'], 0);
    } else if (G.kingdoms.sunWu.status === 'eliminated') restoreSunWu(G, 'sunCe');
  }
  if (G.round === 4) {
    if (onMap(G, 'sunCe')) flip(G, 'sunCe');
    else if (G.kingdoms.sunWu.status === 'eliminated') restoreSunWu(G, 'sunQuan');
  }
}

/** 4.8.3: the areas where armies of more than one of `seat`'s kingdoms stand. */
export function sharedAreas(G: DtState, seat: Seat): AreaId[] {
  return AREA_IDS.filter((area) => {
    let kingdoms = 0;
    for (const k in G.armies[area]) if (controllerOf(G, k as KingdomId) === seat) kingdoms++;
    return kingdoms > 1;
  });
}

/** 4.8.3: where `kingdom`'s armies may go: a friendly-controlled area holding no other friendly kingdom's armies. */
export function relocationTargets(G: DtState, seat: Seat, kingdom: KingdomId, from: AreaId): AreaId[] {
  return AREA_IDS.filter((area) => {
    const holder = G.control[area];
    if (area === from || holder === null || controllerOf(G, holder) !== seat) return false;
    for (const k in G.armies[area]) if (k !== kingdom && controllerOf(G, k as KingdomId) === seat) return false;
    return true;
  });
}

/** Whether `seat` has allies still to relocate and somewhere to put them ("if possible"). */
export function mustRelocate(G: DtState, seat: Seat): boolean {
  return sharedAreas(G, seat).some((area) =>
    Object.keys(G.armies[area]).some(
      (k) => controllerOf(G, k as KingdomId) === seat && relocationTargets(G, seat, k as KingdomId, area).length > 0,
    ),
  );
}

export function relocateArmies(G: DtState, from: AreaId, kingdom: KingdomId, to: AreaId): void {
  const count = armiesOf(G, from, kingdom);
  addArmies(G, from, kingdom, -count);
  addArmies(G, to, kingdom, count);
  updateControl(G, from);
  updateControl(G, to);
  log(G, `${KINGDOMS[kingdom].name}'s ${count} armies are relocated.`);
}

/** 4.8: the round's end, starting with the seat whose activation was interrupted (4.8.5(A)). */
export function startRoundEnd(G: DtState, interrupted: Seat): void {
  G.turn = null;
  if (G.round === 1) {
    dongZhuoDies(G);
    luBuAppears(G);
  }
  succession(G);
  const i = G.seats.indexOf(interrupted);
  const order = [...G.seats.slice(i), ...G.seats.slice(0, i)];
  G.roundEnd = { relocating: order, choosingMain: order.filter((seat) => kingdomsOfSeat(G, seat).length > 1) };
}

/** 4.8.5(B)-(C): the marker to the centre, every chit back in the pool, the next round. */
export function finishRound(G: DtState): void {
  G.roundEnd = null;
  G.mandate = { q: 0, r: 0 };
  // 11.6(D): "At the end of the round, return Zuo Ci's counter to the Free Retainer pool."
  if (G.characters.zuoCi.status === 'wizard') placeCharacter(G, 'zuoCi', 'freePool', null, null);
  G.chits = { pool: [...G.chits.pool, ...G.chits.drawn], drawn: [] };
  G.turnsThisRound = 0;
  G.lastTurnSeat = null;
  G.round++;
  log(G, `Round ${G.round} begins.`);
}
