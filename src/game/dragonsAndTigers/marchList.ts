/**
 * The marches listed at a movement decision (4.5, 4.5.3, 9(D)). For each character that may move: none,
 * half or all of its armies (and all with Emperor Xian where 9(D) allows), with no companions or with
 * every other kingdom's first one taking all its armies, along every legal path of one or two areas
 * with nothing dropped off. Any other count, companion or drop-off `pathError` allows is accepted too.
 *
 * The listing is asked at every movement decision, so it is built cheaply: every mover answers to the
 * same seat (or is the Traitorous kingdom alone), so which areas are hostile is worked out once, and
 * the moves of one mover share their `path` and `companions` lists (read-only: copy before changing).
 */
import { AREA_IDS, type AreaId } from './data/areas';
import type { CharacterId } from './data/characters';
import type { KingdomId } from './data/kingdoms';
import { neighbours } from './data/map';
import { companionsOf, isHostileFor, maxEscort, mayTakeEmperor, movers } from './movement';
import type { DtState, Move } from './model/state';

type Path = { area: AreaId; dropOff: number }[];

/** Every path of one or two areas from `from`; `withArmies`, into hostile areas too, where a march stops (4.5(B)). */
function paths(from: AreaId, hostile: ReadonlySet<AreaId>, withArmies: boolean): Path[] {
  const out: Path[] = [];
  for (const first of neighbours(from)) {
    const stops = hostile.has(first);
    if (stops && !withArmies) continue;
    const step = { area: first, dropOff: 0 };
    out.push([step]);
    if (stops) continue;
    for (const second of neighbours(first))
      if (withArmies || !hostile.has(second))
        out.push([
          { area: first, dropOff: 0 },
          { area: second, dropOff: 0 },
        ]);
  }
  return out;
}

/** Appends every listed march of the movement decision to `out`. */
export function listMarches(G: DtState, out: Move[]): void {
  const list = movers(G);
  if (list.length === 0) return;
  // Hostility depends on the mover's controller only (friendly, 3.2 Note), the same for every mover.
  const hostile = new Set<AreaId>();
  const kingdom = G.characters[list[0]].kingdom!;
  for (const area of AREA_IDS) if (isHostileFor(G, area, kingdom)) hostile.add(area);
  const byStart = new Map<string, Path[]>();
  const pathsFrom = (from: AreaId, withArmies: boolean): Path[] => {
    const key = withArmies ? `${from}+` : from;
    let found = byStart.get(key);
    if (!found) byStart.set(key, (found = paths(from, hostile, withArmies)));
    return found;
  };
  for (const character of list) marchesOf(G, character, pathsFrom, out);
}

function marchesOf(G: DtState, character: CharacterId, pathsFrom: (from: AreaId, withArmies: boolean) => Path[], out: Move[]): void {
  const { area, kingdom } = G.characters[character];
  const most = maxEscort(G, character);
  const counts = most === 0 ? [0] : most === 1 ? [0, 1] : [0, Math.floor(most / 2), most];
  const seen: KingdomId[] = [kingdom!];
  const everyone: { character: CharacterId; armies: number }[] = [];
  let companionArmies = 0;
  for (const id of companionsOf(G, character)) {
    const k = G.characters[id].kingdom!;
    if (seen.includes(k)) continue;
    seen.push(k);
    const armies = maxEscort(G, id);
    everyone.push({ character: id, armies });
    companionArmies += armies;
  }
  const none: { character: CharacterId; armies: number }[] = [];
  const emperor = mayTakeEmperor(G, character);
  for (let group = 0; group < (everyone.length > 0 ? 2 : 1); group++) {
    const companions = group === 0 ? none : everyone;
    for (let i = 0; i < counts.length + (emperor ? 1 : 0); i++) {
      const armies = i < counts.length ? counts[i] : most;
      for (const path of pathsFrom(area!, armies + (group === 0 ? 0 : companionArmies) > 0))
        out.push({ type: 'march', character, armies, emperor: i === counts.length, companions, path });
    }
  }
}
