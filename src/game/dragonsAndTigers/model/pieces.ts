/**
 * Reading and changing the pieces on the map: armies, characters, area control (section 6), who
 * controls whom, and the log. Every rule module builds on these.
 */
import { AREA_IDS, type AreaId } from '../data/areas';
import { CHARACTER_IDS, CHARACTERS, type CharacterId } from '../data/characters';
import { KINGDOM_IDS, KINGDOMS, type KingdomId } from '../data/kingdoms';
import type { CharacterStatus, ChitId, Controller, DtState, Seat } from './state';
import { SEAT_NAMES } from './state';

export const armiesOf = (G: DtState, area: AreaId, kingdom: KingdomId): number => G.armies[area][kingdom] ?? 0;

export function addArmies(G: DtState, area: AreaId, kingdom: KingdomId, count: number): void {
  const next = (G.armies[area][kingdom] ?? 0) + count;
  if (next > 0) G.armies[area][kingdom] = next;
  else delete G.armies[area][kingdom];
}

/** Every army of `kingdom` on the map. */
export function totalArmies(G: DtState, kingdom: KingdomId): number {
  let total = 0;
  for (const area of AREA_IDS) total += G.armies[area][kingdom] ?? 0;
  return total;
}

/** The characters on the map in `area` (of `kingdom`, when given). */
export function charactersIn(G: DtState, area: AreaId, kingdom?: KingdomId): CharacterId[] {
  const here = G.charactersAt[area];
  return kingdom === undefined ? [...here] : here.filter((id) => G.characters[id].kingdom === kingdom);
}

/** Sets where `character` is, keeping the `charactersAt` index: every change of a character's place goes through here. */
export function placeCharacter(
  G: DtState,
  character: CharacterId,
  status: CharacterStatus,
  kingdom: KingdomId | null,
  area: AreaId | null,
): void {
  const before = G.characters[character];
  if (before.status === 'map' && before.area) {
    const list = G.charactersAt[before.area];
    list.splice(list.indexOf(character), 1);
  }
  const at = status === 'map' ? area : null;
  G.characters[character] = { status, kingdom, area: at };
  if (at) G.charactersAt[at].push(character);
}

/** The characters of `kingdom` on the map. */
export function charactersOf(G: DtState, kingdom: KingdomId): CharacterId[] {
  const out: CharacterId[] = [];
  for (const id of CHARACTER_IDS) {
    const c = G.characters[id];
    if (c.status === 'map' && c.kingdom === kingdom) out.push(id);
  }
  return out;
}

/** Every warlord face, by the kingdom it leads (warlords are never captured, 5.7(A)-(B)). */
const WARLORD_FACES = CHARACTER_IDS.filter((id) => CHARACTERS[id].warlord);

/** The warlord of `kingdom` on the map, if any. */
export function warlordOf(G: DtState, kingdom: KingdomId): CharacterId | null {
  for (const id of WARLORD_FACES) {
    const c = G.characters[id];
    if (c.status === 'map' && c.kingdom === kingdom) return id;
  }
  return null;
}

/** The kingdoms with armies or characters in `area`. */
export function kingdomsIn(G: DtState, area: AreaId): KingdomId[] {
  const out: KingdomId[] = [];
  const armies = G.armies[area];
  for (const kingdom of KINGDOM_IDS) if ((armies[kingdom] ?? 0) > 0) out.push(kingdom);
  for (const id of G.charactersAt[area]) {
    const kingdom = G.characters[id].kingdom;
    if (kingdom !== null && !out.includes(kingdom)) out.push(kingdom);
  }
  return out;
}

/** Who `kingdom` answers to: its owning seat, or itself when neutral or Traitorous. */
export const controllerOf = (G: DtState, kingdom: KingdomId): Controller => G.kingdoms[kingdom].owner ?? kingdom;

/** "Friendly" (3.2 Note): kingdoms of one seat; a neutral or Traitorous kingdom is friendly only to itself (8(A)). */
export const friendly = (G: DtState, a: KingdomId, b: KingdomId): boolean => controllerOf(G, a) === controllerOf(G, b);

/** The kingdoms `seat` owns, main and allied. */
export function kingdomsOfSeat(G: DtState, seat: Seat): KingdomId[] {
  return KINGDOM_IDS.filter((k) => G.kingdoms[k].owner === seat && G.kingdoms[k].status === 'inPlay');
}

export const isSeat = (controller: Controller): controller is Seat => controller in SEAT_NAMES;

/**
 * Section 6: the kingdom solely occupying an area takes control at once (6(B)); an empty area is
 * neutral; where several kingdoms share an area the controller keeps it while it stays (6(A)).
 * Several kingdoms arriving together in an area nobody holds: the one with the most armies (ruling R14).
 */
export function updateControl(G: DtState, area: AreaId): void {
  const current = G.control[area];
  // The controller still has armies there: alone it keeps control (6(B)), shared too (6(A)). Asked after every change, so first.
  if (current !== null && (G.armies[area][current] ?? 0) > 0) return;
  const present = kingdomsIn(G, area);
  if (present.length === 0) G.control[area] = null;
  else if (present.length === 1) G.control[area] = present[0];
  else if (current === null || !present.includes(current)) {
    let best = present[0];
    for (const k of present) if (armiesOf(G, area, k) > armiesOf(G, area, best)) best = k;
    G.control[area] = best;
  }
}

/** The areas `kingdom` controls. */
export function areasControlledBy(G: DtState, kingdom: KingdomId): AreaId[] {
  return AREA_IDS.filter((area) => G.control[area] === kingdom);
}

/** The areas controlled by `controller`'s kingdoms (7(2), 8(C)). */
export function areaCountOf(G: DtState, controller: Controller): number {
  let count = 0;
  for (const area of AREA_IDS) {
    const k = G.control[area];
    if (k !== null && controllerOf(G, k) === controller) count++;
  }
  return count;
}

/** `character` dies (or is beheaded): off the map for good. */
export function kill(G: DtState, character: CharacterId, why: string): void {
  const from = G.characters[character].area;
  placeCharacter(G, character, 'dead', G.characters[character].kingdom, null);
  log(G, `${CHARACTERS[character].name} dies ${why}.`);
  if (from) updateControl(G, from);
}

/**
 * Removes up to `count` armies of the kingdoms `hit` picks in `area`, the largest force first (events
 * 10.6-10.8 remove armies without a choice of whose, ruling R16). Returns how many went.
 */
export function removeArmies(G: DtState, area: AreaId, hit: (k: KingdomId) => boolean, count: number): number {
  let removed = 0;
  while (removed < count) {
    let largest: KingdomId | null = null;
    for (const k in G.armies[area])
      if (hit(k as KingdomId) && (largest === null || armiesOf(G, area, k as KingdomId) > armiesOf(G, area, largest)))
        largest = k as KingdomId;
    if (largest === null) break;
    addArmies(G, area, largest, -1);
    removed++;
  }
  updateControl(G, area);
  return removed;
}

/** 4.3(A), 5.1, 10.5: an owned kingdom's chit goes into the pool (once; the Traitorous kingdoms have none of their own). */
export function addChit(G: DtState, kingdom: KingdomId): void {
  if (KINGDOMS[kingdom].traitorous || G.chits.pool.includes(kingdom as ChitId) || G.chits.drawn.includes(kingdom as ChitId)) return;
  G.chits.pool.push(kingdom as ChitId);
}

/**
 * The log of a scratch copy nobody reads (the bots' lookahead): `log` writes nothing to it, and words
 * that cost something to build (a combat's sentences, combatLog.ts) are never built for it.
 */
export const UNREAD_LOG: DtState['log'] = Object.freeze([]) as unknown as DtState['log'];

/** Whether anyone reads `G`'s log. */
export const logIsRead = (G: DtState): boolean => G.log !== UNREAD_LOG;

export function log(G: DtState, text: string, seat?: Seat): void {
  if (G.log !== UNREAD_LOG) G.log.push(seat ? { text, seat } : { text });
}

/** A d6 from the injected source. */
export const rollDie = (random: { next(): number }): number => 1 + Math.floor(random.next() * 6);

/** The seat after `seat` in seat order ("to the right", 12.3); the opponent in a 2-player game (4.1(C)). */
export function nextSeat(G: DtState, seat: Seat): Seat {
  const i = G.seats.indexOf(seat);
  return G.seats[(i + 1) % G.seats.length];
}
