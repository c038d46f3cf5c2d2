/** Who stands on each side of a combat (5(A)) and what they may do: shared by the combat steps. */
import { CHARACTERS, type CharacterId } from './data/characters';
import { isTraitorous, type KingdomId, type PlayerKingdomId } from './data/kingdoms';
import { neighbours } from './data/map';
import type { AreaId } from './data/areas';
import { charactersIn, controllerOf, isSeat, kingdomsIn } from './model/pieces';
import type { CombatState, Controller, DtState } from './model/state';

export type Side = 0 | 1;
export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** The kingdoms of `side` in the combat area: every kingdom there answering to its controller (5(A)). */
export const sideKingdoms = (G: DtState, combat: CombatState, side: Side): KingdomId[] =>
  kingdomsIn(G, combat.area).filter((k) => controllerOf(G, k) === combat.sides[side].controller);

/** The armies of `side` in the combat area (asked after every hit, so counted without building a list). */
export function sideArmies(G: DtState, combat: CombatState, side: Side): number {
  const controller = combat.sides[side].controller;
  const armies = G.armies[combat.area];
  let total = 0;
  for (const k in armies) if (controllerOf(G, k as KingdomId) === controller) total += armies[k as KingdomId]!;
  return total;
}

/** The kingdoms of `side` with armies in the area, each with its count. */
export const sideArmyKingdoms = (G: DtState, combat: CombatState, side: Side): KingdomId[] =>
  sideKingdoms(G, combat, side).filter((k) => (G.armies[combat.area][k] ?? 0) > 0);

export function sideCharacters(G: DtState, combat: CombatState, side: Side): CharacterId[] {
  const controller = combat.sides[side].controller;
  return charactersIn(G, combat.area).filter((id) => controllerOf(G, G.characters[id].kingdom!) === controller);
}

/**
 * 5.1: the kingdoms `side` may target with a betrayal check (an opposing allied kingdom, diplomacy 2+)
 * or an alliance check (a neutral kingdom, diplomacy 1+), and the least diplomacy each needs. Only a
 * player makes checks; never against a main or Traitorous kingdom (3.2(A), 8(B)). With `only`, the
 * defender's check against the kingdom that betrayed it (5.1(B)).
 */
export function betrayalTargets(
  G: DtState,
  combat: CombatState,
  side: Side,
  only?: KingdomId,
): { kingdom: PlayerKingdomId; need: number }[] {
  if (!isSeat(combat.sides[side].controller)) return [];
  const out: { kingdom: PlayerKingdomId; need: number }[] = [];
  for (const k of sideArmyKingdoms(G, combat, other(side))) {
    if (isTraitorous(k) || (only !== undefined && k !== only)) continue;
    const state = G.kingdoms[k];
    if (state.owner === null) out.push({ kingdom: k as PlayerKingdomId, need: 1 });
    else if (!state.main) out.push({ kingdom: k as PlayerKingdomId, need: 2 });
  }
  return out;
}

/** The characters of `side` able to check `need`-diplomacy targets. */
export const betrayers = (G: DtState, combat: CombatState, side: Side, need: number): CharacterId[] =>
  sideCharacters(G, combat, side).filter((id) => CHARACTERS[id].diplomacy >= need);

/** Areas bordering `area` with no armies unfriendly to `controller` (5.5(B)'s defenders' retreat). */
export function retreatAreas(G: DtState, area: AreaId, controller: Controller): AreaId[] {
  return neighbours(area).filter((n) => {
    for (const k in G.armies[n]) if (controllerOf(G, k as KingdomId) !== controller) return false;
    return true;
  });
}

/** 5.4(A): a side's command rating with `commander`, or 1 with no character in the area. */
export function commandRating(G: DtState, combat: CombatState, side: Side): number {
  const choice = combat.commanders[side];
  if (!choice || choice.character === null) return sideCharacters(G, combat, side).length === 0 ? 1 : 0;
  return CHARACTERS[choice.character].command + (choice.strategist ? CHARACTERS[choice.strategist].command : 0);
}
