/**
 * The invariants a Dragons & Tigers state keeps after every move (the random-play runs check them).
 * Checked after each of some 800,000 moves of the 1,000-game run, so each is one pass over the pieces
 * with no lists built: the same checks, only cheap.
 */
import type { AREA_IDS } from '../../../src/game/dragonsAndTigers/data/areas';
import { CHARACTER_IDS } from '../../../src/game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS, type KingdomId } from '../../../src/game/dragonsAndTigers/data/kingdoms';
import { LAST_ROUND } from '../../../src/game/dragonsAndTigers/victory';
import { ARMY_COUNTERS_PER_KINGDOM } from '../../../src/game/dragonsAndTigers/turn';
import type { DtState } from '../../../src/game/dragonsAndTigers/model/state';

/**
 * One pass over the areas: each listed character is on the map in that area, listed there once (6 or
 * fewer a list); armies are whole positive counts of kingdoms in play; section 6's control. Returns the
 * characters listed, or why the state is broken.
 */
function brokenAreas(G: DtState, totals: Partial<Record<KingdomId, number>>): number | string {
  let listed = 0;
  for (const key in G.charactersAt) {
    const area = key as (typeof AREA_IDS)[number];
    const here = G.charactersAt[area];
    const armies = G.armies[area];
    const control = G.control[area];
    let present = 0;
    let only: KingdomId | null = null;
    let controllerPresent = false;
    // Object.keys, not for...in: the army records are hash tables (keys come and go), which for...in walks slowly.
    for (const key of Object.keys(armies)) {
      const k = key as KingdomId;
      const n = armies[k]!;
      if (!Number.isInteger(n) || n <= 0) return `${k} has ${n} armies in ${area}`;
      if (G.kingdoms[k].status !== 'inPlay') return `${k} is ${G.kingdoms[k].status} with armies in ${area}`;
      totals[k] = (totals[k] ?? 0) + n;
      present++;
      only = k;
      if (k === control) controllerPresent = true;
    }
    for (let i = 0; i < here.length; i++) {
      const id = here[i];
      const c = G.characters[id];
      if (c.status !== 'map' || c.area !== area) return `${id} is listed in ${area} but is ${c.status} in ${c.area}`;
      if (here.indexOf(id) !== i) return `${id} is listed twice in ${area}`;
      const k = c.kingdom!;
      if (k === control) controllerPresent = true;
      if (armies[k] === undefined && k !== only) {
        present++;
        only = k;
      }
    }
    listed += here.length;
    // Section 6: an empty area is neutral (6); a sole occupant controls it (6(B)); a shared one keeps a controller there (6(A)).
    if (present === 0 && control !== null) return `${area} is empty and controlled by ${control}`;
    if (present > 0 && !controllerPresent) return `${area}'s controller ${control} is not there`;
    if (present === 1 && soleKingdom(G, area) !== control)
      return `${area} is held by ${soleKingdom(G, area)} alone but controlled by ${control}`;
  }
  return listed;
}

/**
 * Each character in exactly one place: on the map in one area and listed there, or off it and listed
 * nowhere. Every listing was checked to be right and once in its area, so as many listings as
 * characters on the map leaves none unlisted.
 */
function brokenCharacters(G: DtState, listed: number): string | null {
  let onMap = 0;
  for (const id of CHARACTER_IDS) {
    const c = G.characters[id];
    if (c.status !== 'map') {
      if (c.area !== null) return `${id} is ${c.status} with area ${c.area}`;
      continue;
    }
    if (c.area === null) return `${id} is on the map in no area`;
    if (c.kingdom === null || G.kingdoms[c.kingdom].status !== 'inPlay') return `${id} is on the map for ${c.kingdom}, not in play`;
    onMap++;
  }
  return listed === onMap ? null : `${listed} listings for ${onMap} characters on the map`;
}

/** Within the army counters (4.4(F), ruling R12). */
function brokenCounters(totals: Partial<Record<KingdomId, number>>): string | null {
  for (const k of KINGDOM_IDS) if ((totals[k] ?? 0) > ARMY_COUNTERS_PER_KINGDOM) return `${k} has more armies than counters`;
  return null;
}

/** The one kingdom with pieces in `area` (asked only when the count says there is one). */
function soleKingdom(G: DtState, area: (typeof AREA_IDS)[number]): KingdomId | null {
  const [kingdom] = Object.keys(G.armies[area]);
  if (kingdom !== undefined) return kingdom as KingdomId;
  return G.characters[G.charactersAt[area][0]]?.kingdom ?? null;
}

/** The round track (3.4(D), 4.8.5(C)) and the chits (4.1, 4.7): each seat's and both Traitorous chits in play once, none of an eliminated kingdom. */
function brokenTrackAndChits(G: DtState): string | null {
  if (G.round < 0 || G.round > LAST_ROUND) return `round ${G.round}`;
  if (G.round >= 1) {
    const { pool, drawn } = G.chits;
    let traitorous = 0;
    for (const list of [pool, drawn])
      for (let i = 0; i < list.length; i++) {
        const chit = list[i];
        if (chit === 'traitorous') {
          traitorous++;
          continue;
        }
        if (list.indexOf(chit) !== i || (list === pool ? drawn : pool).includes(chit)) return `chit ${chit} is in play twice`;
        if (chit in G.kingdoms && G.kingdoms[chit as KingdomId].status === 'eliminated')
          return `${chit} is eliminated but its chit is in play`;
      }
    for (const seat of G.seats) if (!pool.includes(seat) && !drawn.includes(seat)) return `${seat}'s chit is not in play`;
    if (traitorous !== 2) return 'the two Traitorous chits are not both in play';
  }
  if (G.decision.kind !== 'over' && !G.seats.includes(G.decision.seat)) return 'the decision names no seat of the game';
  return null;
}

/** The first invariant `G` breaks, in words; null when it keeps them all. */
export function brokenInvariant(G: DtState): string | null {
  const totals: Partial<Record<KingdomId, number>> = {};
  const listed = brokenAreas(G, totals);
  if (typeof listed === 'string') return listed;
  return brokenCharacters(G, listed) ?? brokenCounters(totals) ?? brokenTrackAndChits(G);
}
