/**
 * What a march will cost, shown before Confirm: the move applied to a copy through the contract and
 * the moving kingdoms' armies on the map compared before and after (4.5.1-4.5.2's attrition, counted
 * by the engine, not the page). Dice are drawn from a fixed source, so the preview never changes.
 */
import { AREA_IDS } from '../../game/dragonsAndTigers/data/areas';
import type { CharacterId } from '../../game/dragonsAndTigers/data/characters';
import type { KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { seededRng } from '../../game/rng';

function armiesOf(G: DtState, kingdoms: ReadonlySet<KingdomId>): number {
  let total = 0;
  for (const area of AREA_IDS) for (const kingdom of kingdoms) total += G.armies[area][kingdom] ?? 0;
  return total;
}

/** The kingdoms whose armies `move` moves. */
function movingKingdoms(G: DtState, move: Move): Set<KingdomId> {
  const out = new Set<KingdomId>();
  const fields = move as unknown as { character?: CharacterId; companions?: { character: CharacterId }[] };
  for (const character of [fields.character, ...(fields.companions ?? []).map((c) => c.character)]) {
    const kingdom = character ? G.characters[character].kingdom : null;
    if (kingdom) out.add(kingdom);
  }
  return out;
}

/** The armies `move` loses on the way, in words; null for a move that moves no armies. */
export function marchPreview(G: DtState, seat: Seat, move: Move): string | null {
  if (move.type !== 'march') return null;
  const kingdoms = movingKingdoms(G, move);
  const after = dragonsAndTigers.apply(G, seat, move, seededRng('dt-march-preview'));
  if (!after.ok) return null;
  const lost = armiesOf(G, kingdoms) - armiesOf(after.state, kingdoms);
  return lost > 0 ? `Attrition on the way: ${lost} ${lost === 1 ? 'army' : 'armies'} lost (4.5.1-4.5.2).` : 'No attrition on the way.';
}
