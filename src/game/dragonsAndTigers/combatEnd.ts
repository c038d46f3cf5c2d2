/**
 * The end of a combat (5.5-5.7): retreat, the loser's characters captured or relocated, and kingdoms
 * eliminated (5.5(C)).
 */
import { AREAS, AREA_IDS, type AreaId } from './data/areas';
import { logCombat } from './model/combatLog';
import { CHARACTERS, UNSWERVING, type CharacterId } from './data/characters';
import type { KingdomId } from './data/kingdoms';
import { removeChit } from './chits';
import {
  addArmies,
  armiesOf,
  charactersOf,
  kill,
  kingdomsIn,
  log,
  placeCharacter,
  rollDie,
  updateControl,
  warlordOf,
} from './model/pieces';
import type { CombatState, DtState, Seat } from './model/state';
import { sideCharacters, sideKingdoms, type Side } from './combatSides';
import { KINGDOMS, KINGDOM_IDS } from './data/kingdoms';
import type { RandomSource } from '../contract';

/** 5.5: every piece of `side` in the combat area moves to `to`; the combat is over. */
export function retreat(G: DtState, combat: CombatState, side: Side, to: AreaId): void {
  for (const k of sideKingdoms(G, combat, side)) {
    const armies = armiesOf(G, combat.area, k);
    addArmies(G, combat.area, k, -armies);
    addArmies(G, to, k, armies);
  }
  for (const id of sideCharacters(G, combat, side)) placeCharacter(G, id, 'map', G.characters[id].kingdom, to);
  logCombat(G, { step: 'retreat', side, from: combat.area, to }, combat.sides[side].decider);
  updateControl(G, combat.area);
  updateControl(G, to);
  G.combat = null;
}

/** 5.7(A): the areas a character of `kingdom` may be relocated to: any other area with its kingdom's armies. */
export const relocationAreas = (G: DtState, kingdom: KingdomId, from: AreaId): AreaId[] =>
  AREA_IDS.filter((area) => area !== from && armiesOf(G, area, kingdom) > 0);

/** 5.7(A), (E): relocate `character`, by its side's seat when it has a choice; killed when it has none. */
function queueRelocation(G: DtState, character: CharacterId, seat: Seat): void {
  const c = G.characters[character];
  const options = relocationAreas(G, c.kingdom!, c.area!);
  if (options.length === 0) kill(G, character, 'with nowhere to go');
  else if (options.length === 1) relocate(G, character, options[0]);
  else G.relocations.push({ character, seat });
}

export function relocate(G: DtState, character: CharacterId, to: AreaId): void {
  const from = G.characters[character].area!;
  placeCharacter(G, character, 'map', G.characters[character].kingdom, to);
  log(G, `${CHARACTERS[character].name} is relocated to ${AREAS[to].name}.`);
  updateControl(G, from);
  updateControl(G, to);
}

/** 5.7(D): the winners' kingdom with the most armies in the area captures (ruling R11); none when the winners have no kingdom there. */
function captorOf(G: DtState, combat: CombatState, winner: Side): KingdomId | null {
  let best: KingdomId | null = null;
  for (const k of sideKingdoms(G, combat, winner))
    if (best === null || armiesOf(G, combat.area, k) > armiesOf(G, combat.area, best)) best = k;
  return best;
}

/**
 * 5.6-5.7: the side without armies loses (the attacker when both are wiped out, 5.6(C)); its retainers
 * face capture checks (1-2) and the captured a submission check (a die over loyalty joins the captor;
 * "✱" never does, ruling R10); the rest and its warlords are relocated (5.7(A), (E)).
 */
export function endCombat(G: DtState, combat: CombatState, random: RandomSource): void {
  const armies = [0, 1].map((s) => sideKingdoms(G, combat, s as Side).reduce((n, k) => n + armiesOf(G, combat.area, k), 0));
  const loser: Side = armies[0] === 0 ? 0 : 1;
  const winner: Side = loser === 0 ? 1 : 0;
  const captor = captorOf(G, combat, winner);
  const seat = combat.sides[loser].decider;
  logCombat(G, { step: 'end', winner, area: combat.area });
  for (const id of sideCharacters(G, combat, loser)) {
    const character = CHARACTERS[id];
    if (!character.warlord && captor !== null) {
      const die = rollDie(random);
      if (die <= 2) {
        const loyalty = character.loyalty;
        const submissionDie = rollDie(random);
        const joins = loyalty !== UNSWERVING && submissionDie > loyalty;
        logCombat(G, { step: 'capture', character: id, die, submission: { die: submissionDie, loyalty, joins: joins ? captor : null } });
        if (joins) G.characters[id].kingdom = captor;
        else kill(G, id, 'captured and beheaded');
        continue;
      }
      logCombat(G, { step: 'capture', character: id, die, submission: null });
    }
    queueRelocation(G, id, seat);
  }
  updateControl(G, combat.area);
  G.combat = null;
  checkEliminations(G);
}

/**
 * 5.5(C): a kingdom with no armies and no territory is eliminated; so is one whose warlord died (5.7(A)
 * kills him only when no armies of his are left; ruling R9). Its remaining pieces leave the map, its chit
 * leaves play, and a seat that lost its main kingdom names another (3.2(C)).
 */
export function checkEliminations(G: DtState): void {
  let fell = false;
  for (const k of KINGDOM_IDS) {
    const state = G.kingdoms[k];
    if (state.status !== 'inPlay') continue;
    // A warlord on the map holds at least his own area (6), so the kingdom stands while he lives.
    if (warlordOf(G, k) !== null) continue;
    state.status = 'eliminated';
    fell = true;
    for (const id of charactersOf(G, k)) kill(G, id, `as ${KINGDOMS[k].name} falls`);
    // 11.6(E): "his warlord is eliminated, return his counter to the Free Retainer pool".
    if (G.characters.zuoCi.status === 'wizard' && G.characters.zuoCi.kingdom === k) placeCharacter(G, 'zuoCi', 'freePool', null, null);
    for (const area of AREA_IDS)
      if (armiesOf(G, area, k) > 0) {
        addArmies(G, area, k, -armiesOf(G, area, k));
        updateControl(G, area);
      }
    removeChit(G, k);
    log(G, `${KINGDOMS[k].name} is eliminated.`);
    const owner = state.owner;
    if (owner && state.main) {
      state.main = false;
      if (KINGDOM_IDS.some((other) => G.kingdoms[other].owner === owner && G.kingdoms[other].status === 'inPlay')) G.mainLost.push(owner);
    }
  }
  if (fell)
    for (const area of AREA_IDS) if (G.control[area] !== null && !kingdomsIn(G, area).includes(G.control[area]!)) updateControl(G, area);
}
