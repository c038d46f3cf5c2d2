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
import { companionsOf, isHostileFor, maxEscort, mayTakeEmperor, movers } from './movement';
import type { DtState, Move } from './model/state';

type Path = { area: AreaId; dropOff: number }[];
/** Shared by the marches listed for one mover: read-only. */
type Companions = { character: CharacterId; armies: number }[];

const NO_COMPANIONS: Companions = [];

/** One mover's listed choices before its paths: the army counts and the companion groups, in listing order. */
interface MoverChoices {
  character: CharacterId;
  area: AreaId;
  /** None, half and all of its armies (as many as differ), then all again with Emperor Xian when 9(D) allows. */
  armies: number[];
  emperor: boolean;
  /** No companions, then (when any) every other friendly kingdom's first character with all its armies. */
  groups: Companions[];
  companionArmies: number;
}

/** The movement decision as the listing sees it: the hostile areas (one controller for every mover) and each mover's choices. */
interface Survey {
  hostile: ReadonlySet<AreaId>;
  movers: MoverChoices[];
}

function survey(G: DtState): Survey | null {
  const list = movers(G);
  if (list.length === 0) return null;
  // Hostility depends on the mover's controller only (friendly, 3.2 Note), the same for every mover.
  const hostile = new Set<AreaId>();
  const kingdom = G.characters[list[0]].kingdom!;
  for (const area of AREA_IDS) if (isHostileFor(G, area, kingdom)) hostile.add(area);
  return { hostile, movers: list.map((character) => choicesOf(G, character)) };
}

function choicesOf(G: DtState, character: CharacterId): MoverChoices {
  const { area, kingdom } = G.characters[character];
  const most = maxEscort(G, character);
  const armies = most === 0 ? [0] : most === 1 ? [0, 1] : [0, Math.floor(most / 2), most];
  const emperor = mayTakeEmperor(G, character);
  if (emperor) armies.push(most);
  const seen: KingdomId[] = [kingdom!];
  const everyone: { character: CharacterId; armies: number }[] = [];
  let companionArmies = 0;
  for (const id of companionsOf(G, character)) {
    const k = G.characters[id].kingdom!;
    if (seen.includes(k)) continue;
    seen.push(k);
    const escort = maxEscort(G, id);
    everyone.push({ character: id, armies: escort });
    companionArmies += escort;
  }
  return {
    character,
    area: area!,
    armies,
    emperor,
    groups: everyone.length > 0 ? [NO_COMPANIONS, everyone] : [NO_COMPANIONS],
    companionArmies,
  };
}

/** Whether the group of choice (`group`, `i`) goes with armies, and so may enter (and stop in) hostile areas (4.5(B)). */
const withArmies = (m: MoverChoices, group: number, i: number): boolean => m.armies[i] + (group === 0 ? 0 : m.companionArmies) > 0;

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
  const found = survey(G);
  if (!found) return;
  const byStart = new Map<string, Path[]>();
  for (const m of found.movers)
    for (let group = 0; group < m.groups.length; group++)
      for (let i = 0; i < m.armies.length; i++) {
        const armies = withArmies(m, group, i);
        const key = armies ? `${m.area}+` : m.area;
        let list = byStart.get(key);
        if (!list) byStart.set(key, (list = paths(m.area, found.hostile, armies)));
        for (const path of list) out.push(marchOf(m, group, i, path));
      }
}

/** The listed marches counted, and the k-th (as `listMarches` lists them) built alone. */
export function countMarches(G: DtState): { count: number; at(k: number): Move } {
  const found = survey(G);
  if (!found) return { count: 0, at: () => outOfRange() };
  const { hostile } = found;
  // Per mover: how many marches each of its choices has (the paths of its area with or without armies).
  const perChoice: number[][] = [];
  let count = 0;
  for (const m of found.movers) {
    const without = pathCount(m.area, hostile, false);
    const along = pathCount(m.area, hostile, true);
    const counts: number[] = [];
    for (let group = 0; group < m.groups.length; group++)
      for (let i = 0; i < m.armies.length; i++) {
        const n = withArmies(m, group, i) ? along : without;
        counts.push(n);
        count += n;
      }
    perChoice.push(counts);
  }
  return {
    count,
    at(k) {
      for (let j = 0; j < found.movers.length; j++) {
        const m = found.movers[j];
        const counts = perChoice[j];
        for (let c = 0; c < counts.length; c++) {
          if (k < counts[c]) {
            const group = Math.floor(c / m.armies.length);
            const i = c % m.armies.length;
            return marchOf(m, group, i, pathAt(m.area, hostile, withArmies(m, group, i), k));
          }
          k -= counts[c];
        }
      }
      return outOfRange();
    },
  };
}

function outOfRange(): never {
  throw new RangeError('countMarches: no march of that index');
}
