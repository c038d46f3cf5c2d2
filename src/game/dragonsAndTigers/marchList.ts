/**
 * The marches listed at a movement decision (4.5, 4.5.3, 9(D)). For each character that may move: none,
 * half or all of its armies (and all with Emperor Xian where 9(D) allows), with no companions or with
 * every other kingdom's first one taking all its armies, along every legal path of one or two areas
 * with nothing dropped off. Any other count, companion or drop-off `pathError` allows is accepted too.
 *
 * The listing is asked at every movement decision, so it is built cheaply: every mover answers to the
 * same seat (or is the Traitorous kingdom alone), so which areas are hostile is worked out once, and
 * the moves of one mover share their `path` and `companions` lists (read-only: copy before changing).
 * A uniform random mover uses one march of dozens, so the marches can also be counted (per mover, its
 * choices times its paths) and the k-th built alone, in the listing's order.
 */
import { AREA_IDS, type AreaId } from './data/areas';
import type { CharacterId } from './data/characters';
import type { KingdomId } from './data/kingdoms';
import { neighbours } from './data/map';
import { companionsOf, hostileAreas, isMover, maxEscort, mayTakeEmperor } from './movement';
import { controllerOf } from './model/pieces';
import type { Controller, DtState, Move } from './model/state';

type Path = { area: AreaId; dropOff: number }[];
/** Shared by the marches listed for one mover: read-only. */
type Companions = { character: CharacterId; armies: number }[];

const NO_COMPANIONS: Companions = [];

/** One mover's listed choices before its paths: the army counts and the companion groups, in listing order. */
interface MoverChoices {
  character: CharacterId;
  area: AreaId;
  /** The areas a march of this mover must stop in (its controller's, 4.5(B)). */
  hostile: ReadonlySet<AreaId>;
  /** None, half and all of its armies (as many as differ), then all again with Emperor Xian when 9(D) allows. */
  armies: number[];
  emperor: boolean;
  /** No companions, then (when any) every other friendly kingdom's first character with all its armies. */
  groups: Companions[];
  companionArmies: number;
  /** Its paths without armies and with them, and so its marches: one per choice and path. */
  pathsWithout: number;
  pathsWith: number;
  count: number;
}

/**
 * Every character that may march now with its choices, in `movers`' order: one pass over the map. A
 * character that may move has a march exactly when it counts one (as `movers` asks of it), so the
 * count stands in for that check. Hostility depends on the mover's controller only (friendly, 3.2
 * Note), worked out once per controller: every mover answers to the same seat, or is the Traitorous
 * kingdom alone.
 */
function survey(G: DtState): MoverChoices[] {
  const out: MoverChoices[] = [];
  if (G.turn!.event === 'famine') return out; // 10.6(C)
  let hostileFor: Controller | null = null;
  let hostile: ReadonlySet<AreaId> = new Set();
  for (const area of AREA_IDS)
    for (const character of G.charactersAt[area]) {
      if (!isMover(G, character)) continue;
      const controller = controllerOf(G, G.characters[character].kingdom!);
      if (controller !== hostileFor) {
        hostileFor = controller;
        hostile = hostileAreas(G, controller);
      }
      const m = choicesOf(G, character, hostile);
      if (m.count > 0) out.push(m);
    }
  return out;
}

function choicesOf(G: DtState, character: CharacterId, hostile: ReadonlySet<AreaId>): MoverChoices {
  const { area, kingdom } = G.characters[character];
  const most = maxEscort(G, character);
  const armies = most === 0 ? [0] : most === 1 ? [0, 1] : [0, Math.floor(most / 2), most];
  const emperor = mayTakeEmperor(G, character);
  if (emperor) armies.push(most);
  const seen: KingdomId[] = [kingdom!];
  const everyone: Companions = [];
  let companionArmies = 0;
  for (const id of companionsOf(G, character)) {
    const k = G.characters[id].kingdom!;
    if (seen.includes(k)) continue;
    seen.push(k);
    const escort = maxEscort(G, id);
    everyone.push({ character: id, armies: escort });
    companionArmies += escort;
  }
  const m: MoverChoices = {
    character,
    area: area!,
    hostile,
    armies,
    emperor,
    groups: everyone.length > 0 ? [NO_COMPANIONS, everyone] : [NO_COMPANIONS],
    companionArmies,
    pathsWithout: pathCount(area!, hostile, false),
    pathsWith: pathCount(area!, hostile, true),
    count: 0,
  };
  for (let group = 0; group < m.groups.length; group++) for (let i = 0; i < armies.length; i++) m.count += choicePaths(m, group, i);
  return m;
}

/** Whether the group of choice (`group`, `i`) goes with armies, and so may enter (and stop in) hostile areas (4.5(B)). */
const withArmies = (m: MoverChoices, group: number, i: number): boolean => m.armies[i] + (group === 0 ? 0 : m.companionArmies) > 0;

/** How many paths choice (`group`, `i`) of `m` has. */
const choicePaths = (m: MoverChoices, group: number, i: number): number => (withArmies(m, group, i) ? m.pathsWith : m.pathsWithout);

function marchOf(m: MoverChoices, group: number, i: number, path: Path): Move {
  const emperor = m.emperor && i === m.armies.length - 1;
  return { type: 'march', character: m.character, armies: m.armies[i], emperor, companions: m.groups[group], path };
}

/** Every path of one or two areas from `from`; `armies`: into hostile areas too, where a march stops (4.5(B)). */
function paths(from: AreaId, hostile: ReadonlySet<AreaId>, armies: boolean): Path[] {
  const out: Path[] = [];
  for (const first of neighbours(from)) {
    const stops = hostile.has(first);
    if (stops && !armies) continue;
    out.push([{ area: first, dropOff: 0 }]);
    if (stops) continue;
    for (const second of neighbours(first))
      if (armies || !hostile.has(second))
        out.push([
          { area: first, dropOff: 0 },
          { area: second, dropOff: 0 },
        ]);
  }
  return out;
}

/** How many paths `paths` lists, without building them. */
function pathCount(from: AreaId, hostile: ReadonlySet<AreaId>, armies: boolean): number {
  let count = 0;
  for (const first of neighbours(from)) {
    const stops = hostile.has(first);
    if (stops && !armies) continue;
    count++;
    if (stops) continue;
    if (armies) count += neighbours(first).length;
    else for (const second of neighbours(first)) if (!hostile.has(second)) count++;
  }
  return count;
}

/** `paths(from, hostile, armies)[k]`, built alone; k is below `pathCount`. */
function pathAt(from: AreaId, hostile: ReadonlySet<AreaId>, armies: boolean, k: number): Path {
  for (const first of neighbours(from)) {
    const stops = hostile.has(first);
    if (stops && !armies) continue;
    if (k === 0) return [{ area: first, dropOff: 0 }];
    k--;
    if (stops) continue;
    for (const second of neighbours(first))
      if (armies || !hostile.has(second)) {
        if (k === 0)
          return [
            { area: first, dropOff: 0 },
            { area: second, dropOff: 0 },
          ];
        k--;
      }
  }
  throw new RangeError('pathAt: no such path');
}

/** Appends every listed march of the movement decision to `out`. */
export function listMarches(G: DtState, out: Move[]): void {
  const byStart = new Map<string, Path[]>();
  let hostile: ReadonlySet<AreaId> | null = null;
  for (const m of survey(G)) {
    if (m.hostile !== hostile) byStart.clear();
    hostile = m.hostile;
    for (let group = 0; group < m.groups.length; group++)
      for (let i = 0; i < m.armies.length; i++) {
        const armies = withArmies(m, group, i);
        const key = armies ? `${m.area}+` : m.area;
        let list = byStart.get(key);
        if (!list) byStart.set(key, (list = paths(m.area, m.hostile, armies)));
        for (const path of list) out.push(marchOf(m, group, i, path));
      }
  }
}

/** The listed marches counted, and the k-th (as `listMarches` lists them) built alone. */
export function countMarches(G: DtState): { count: number; at(k: number): Move } {
  const found = survey(G);
  let count = 0;
  for (const m of found) count += m.count;
  return {
    count,
    at(k) {
      for (const m of found) {
        if (k >= m.count) {
          k -= m.count;
          continue;
        }
        for (let group = 0; group < m.groups.length; group++)
          for (let i = 0; i < m.armies.length; i++) {
            const n = choicePaths(m, group, i);
            if (k < n) return marchOf(m, group, i, pathAt(m.area, m.hostile, withArmies(m, group, i), k));
            k -= n;
          }
      }
      throw new RangeError('countMarches: no march of that index');
    },
  };
}
