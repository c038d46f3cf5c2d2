/**
 * The invariants a Dragons & Tigers state keeps after every move (the random-play runs check them).
 * Checked after each of some 800,000 moves of the 1,000-game run, so each is one pass over the pieces
 * with no lists built: the same checks, only cheap.
 */
import { AREA_IDS } from '../../../src/game/dragonsAndTigers/data/areas';
import { CHARACTER_IDS } from '../../../src/game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS, type KingdomId } from '../../../src/game/dragonsAndTigers/data/kingdoms';
import { LAST_ROUND } from '../../../src/game/dragonsAndTigers/victory';
import { ARMY_COUNTERS_PER_KINGDOM } from '../../../src/game/dragonsAndTigers/turn';
import type { ChitId, DtState } from '../../../src/game/dragonsAndTigers/model/state';

/** Each character in exactly one place: on the map in one area and listed there once, or off it and listed nowhere. */
function brokenPlaces(G: DtState): string | null {
  let listed = 0;
  for (const area of AREA_IDS)
    for (const id of G.charactersAt[area]) {
      const c = G.characters[id];
      if (c.status !== 'map' || c.area !== area) return `${id} is listed in ${area} but is ${c.status} in ${c.area}`;
      listed++;
    }
  let onMap = 0;
  for (const id of CHARACTER_IDS) {
    const c = G.characters[id];
    if ((c.status === 'map') !== (c.area !== null)) return `${id} is ${c.status} with area ${c.area}`;
    if (c.status !== 'map') continue;
    if (!G.charactersAt[c.area!].includes(id)) return `${id} is not listed in its area`;
    if (c.kingdom === null || G.kingdoms[c.kingdom].status !== 'inPlay') return `${id} is on the map for ${c.kingdom}, not in play`;
    onMap++;
  }
  // Every listing is right and every character on the map is listed: equal counts leave no room for a second listing.
  return listed === onMap ? null : `${listed} listings for ${onMap} characters on the map`;
}

/** Armies: whole positive counts, within the counters (4.4(F), R12), none of a kingdom out of play; section 6's control. */
function brokenArmiesAndControl(G: DtState): string | null {
  const totals: Partial<Record<KingdomId, number>> = {};
  for (const area of AREA_IDS) {
    const armies = G.armies[area];
    const control = G.control[area];
    let present = 0;
    let only: KingdomId | null = null;
    let controllerPresent = false;
    for (const key in armies) {
      const k = key as KingdomId;
      const n = armies[k]!;
      if (!Number.isInteger(n) || n <= 0) return `${k} has ${n} armies in ${area}`;
      if (G.kingdoms[k].status !== 'inPlay') return `${k} is ${G.kingdoms[k].status} with armies in ${area}`;
      totals[k] = (totals[k] ?? 0) + n;
      present++;
      only = k;
      if (k === control) controllerPresent = true;
    }
    for (const id of G.charactersAt[area]) {
      const k = G.characters[id].kingdom!;
      if (k === control) controllerPresent = true;
      if (armies[k] === undefined && k !== only) {
        present++;
        only = k;
      }
    }
    // Section 6: an empty area is neutral (6); a sole occupant controls it (6(B)); a shared one keeps a controller there (6(A)).
    if (present === 0 && control !== null) return `${area} is empty and controlled by ${control}`;
    if (present > 0 && !controllerPresent) return `${area}'s controller ${control} is not there`;
    if (present === 1 && soleKingdom(G, area) !== control)
      return `${area} is held by ${soleKingdom(G, area)} alone but controlled by ${control}`;
  }
  for (const k of KINGDOM_IDS) if ((totals[k] ?? 0) > ARMY_COUNTERS_PER_KINGDOM) return `${k} has more armies than counters`;
  return null;
}

/** The one kingdom with pieces in `area` (asked only when the count says there is one). */
function soleKingdom(G: DtState, area: (typeof AREA_IDS)[number]): KingdomId | null {
  for (const key in G.armies[area]) return key as KingdomId;
  return G.characters[G.charactersAt[area][0]]?.kingdom ?? null;
}

/** The round track (3.4(D), 4.8.5(C)) and the chits (4.1, 4.7): each seat's and both Traitorous chits in play once, none of an eliminated kingdom. */
function brokenTrackAndChits(G: DtState): string | null {
  if (G.round < 0 || G.round > LAST_ROUND) return `round ${G.round}`;
  if (G.round >= 1) {
    const count = new Map<ChitId, number>();
    for (const chit of G.chits.pool) count.set(chit, (count.get(chit) ?? 0) + 1);
    for (const chit of G.chits.drawn) count.set(chit, (count.get(chit) ?? 0) + 1);
    for (const seat of G.seats) if (count.get(seat) !== 1) return `${seat}'s chit is not in play once`;
    if (count.get('traitorous') !== 2) return 'the two Traitorous chits are not both in play';
    for (const [chit, n] of count) {
      if (chit !== 'traitorous' && n !== 1) return `chit ${chit} is in play ${n} times`;
      if (chit in G.kingdoms && G.kingdoms[chit as KingdomId].status === 'eliminated')
        return `${chit} is eliminated but its chit is in play`;
    }
  }
  if (G.decision.kind !== 'over' && !G.seats.includes(G.decision.seat)) return 'the decision names no seat of the game';
  return null;
}

/** The first invariant `G` breaks, in words; null when it keeps them all. */
export function brokenInvariant(G: DtState): string | null {
  return brokenPlaces(G) ?? brokenArmiesAndControl(G) ?? brokenTrackAndChits(G);
}
