/**
 * The marches listed for one mover (4.5, 4.5.3, 9(D)): none, half or all of its armies (and all with
 * Emperor Xian where 9(D) allows), with no companions or with every kingdom's first one taking all its
 * armies, along every legal path of one or two areas with nothing dropped off. Any other count,
 * companion or drop-off `pathError` allows is accepted too.
 */
import type { AreaId } from './data/areas';
import type { CharacterId } from './data/characters';
import type { KingdomId } from './data/kingdoms';
import { neighbours } from './data/map';
import { companionsOf, isHostileFor, maxEscort, mayTakeEmperor } from './movement';
import type { DtState, Move } from './model/state';

type Path = { area: AreaId; dropOff: number }[];

/** Every path of one or two areas from `from`; with `armies`, into hostile areas too, where the march stops (4.5(B)). */
function paths(G: DtState, from: AreaId, kingdom: KingdomId, armies: boolean): Path[] {
  const out: Path[] = [];
  for (const first of neighbours(from)) {
    const hostile = isHostileFor(G, first, kingdom);
    if (hostile && !armies) continue;
    out.push([{ area: first, dropOff: 0 }]);
    if (hostile) continue;
    for (const second of neighbours(first))
      if (armies || !isHostileFor(G, second, kingdom))
        out.push([
          { area: first, dropOff: 0 },
          { area: second, dropOff: 0 },
        ]);
  }
  return out;
}

/** Appends `character`'s listed marches to `out`. */
export function marches(G: DtState, character: CharacterId, out: Move[]): void {
  const { area, kingdom } = G.characters[character];
  const most = maxEscort(G, character);
  const counts = most === 0 ? [0] : most === 1 ? [0, 1] : [0, Math.floor(most / 2), most];
  const seen: KingdomId[] = [kingdom!];
  const everyone: { character: CharacterId; armies: number }[] = [];
  for (const id of companionsOf(G, character)) {
    const k = G.characters[id].kingdom!;
    if (seen.includes(k)) continue;
    seen.push(k);
    everyone.push({ character: id, armies: maxEscort(G, id) });
  }
  const companionArmies = everyone.reduce((n, c) => n + c.armies, 0);
  const groups = everyone.length > 0 ? [[], everyone] : [[]];
  const emperor = mayTakeEmperor(G, character);
  let withArmies: Path[] | null = null;
  let without: Path[] | null = null;
  for (const companions of groups)
    for (let i = 0; i < counts.length + (emperor ? 1 : 0); i++) {
      const armies = i < counts.length ? counts[i] : most;
      const strong = armies + (companions.length > 0 ? companionArmies : 0) > 0;
      const listed = strong ? (withArmies ??= paths(G, area!, kingdom!, true)) : (without ??= paths(G, area!, kingdom!, false));
      for (const path of listed)
        out.push({
          type: 'march',
          character,
          armies,
          emperor: i === counts.length,
          companions: companions.map((c) => ({ ...c })),
          path: path.map((p) => ({ ...p })),
        });
    }
}
