/**
 * A kingdom's turn (4.1(E)): the Mandate of Heaven roll (4.2), diplomacy (4.3) and levy (4.4); movement
 * and combat have their own modules.
 */
import { AREAS, AREA_IDS, type AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import { KINGDOMS, PLAYER_KINGDOM_IDS, type KingdomId, type PlayerKingdomId } from './data/kingdoms';
import { MANDATE_DIRECTIONS, mandateSpace } from './data/mandate';
import { EVENT_EFFECTS, EVENT_NAMES } from './events';
import { checkEliminations } from './combatEnd';
import { offerDecree } from './model/decree';
import {
  addArmies,
  addChit,
  areasControlledBy,
  charactersOf,
  controllerOf,
  log,
  rollDie,
  totalArmies,
  updateControl,
  warlordOf,
} from './model/pieces';
import { SEAT_NAMES, type ChitId, type DtState, type Seat, type TurnState } from './model/state';
import type { RandomSource } from '../contract';

/** 4.4(F): army counters are finite; we give each kingdom 30 strength of counters (ruling R12, gap 9). */
export const ARMY_COUNTERS_PER_KINGDOM = 30;

/** A turn of `kingdom` for `seat`, at `step`, with nothing yet done in it. */
export function freshTurn(seat: Seat, kingdom: KingdomId, chit: ChitId, step: TurnState['step']): TurnState {
  return {
    step,
    kingdom,
    seat,
    chit,
    negotiated: [],
    levyLeft: 0,
    levyOutside: {},
    moved: [],
    movedArmies: {},
    enteredFrom: {},
    event: null,
    manpowerBonus: 0,
    decreeUsed: false,
  };
}

/** Starts `kingdom`'s turn for `seat` at its Mandate of Heaven phase (4.1(E)). */
export function beginTurn(G: DtState, seat: Seat, kingdom: KingdomId, chit: ChitId): void {
  G.turn = freshTurn(seat, kingdom, chit, 'mandate');
  G.turnsThisRound++;
  log(G, `${SEAT_NAMES[seat]} activates ${KINGDOMS[kingdom].name}.`, seat);
}

/**
 * 4.2: the Mandate marker moves in the direction of `die` and the event of its new space is enacted.
 * False when the marker left the display: the round is over (4.8).
 */
export function moveMandate(G: DtState, die: number, random: RandomSource): boolean {
  const turn = G.turn!;
  const [dq, dr] = MANDATE_DIRECTIONS[die - 1];
  G.mandate = { q: G.mandate.q + dq, r: G.mandate.r + dr };
  turn.step = 'diplomacy';
  const space = mandateSpace(G.mandate.q, G.mandate.r);
  if (!space) {
    log(G, `The Mandate die shows ${die}: the marker leaves the display and the round ends.`, turn.seat);
    return false;
  }
  if (space.event === null) log(G, `The Mandate die shows ${die}: a blank space.`, turn.seat);
  else {
    turn.event = space.event;
    log(G, `The Mandate die shows ${die}: ${EVENT_NAMES[space.event]}.`, turn.seat);
    EVENT_EFFECTS[space.event](G, random);
    checkEliminations(G);
  }
  return true;
}

/** 4.3: the characters of the active kingdom that may still negotiate. */
export function negotiators(G: DtState): CharacterId[] {
  const turn = G.turn!;
  if (turn.event === 'famine') return []; // 10.6(C)
  return charactersOf(G, turn.kingdom).filter((id) => CHARACTERS[id].diplomacy > 0 && !turn.negotiated.includes(id));
}

/**
 * 4.3(A)-(B): the kingdoms the active player may negotiate with: neutral player kingdoms in play, and
 * opposing allied (not main) kingdoms. Never the Traitorous kingdoms (8).
 */
export function negotiationTargets(G: DtState): PlayerKingdomId[] {
  const turn = G.turn!;
  const mine = controllerOf(G, turn.kingdom);
  return PLAYER_KINGDOM_IDS.filter((k) => {
    const state = G.kingdoms[k];
    if (state.status !== 'inPlay' || k === turn.kingdom) return false;
    if (state.owner === null) return true;
    return state.owner !== mine && !state.main;
  });
}

/** 4.3: `character` negotiates with `kingdom`: success on a die at most its diplomacy (+1 against an opposing ally). */
export function negotiate(G: DtState, character: CharacterId, kingdom: PlayerKingdomId, random: RandomSource): void {
  G.turn!.negotiated.push(character);
  negotiationRoll(G, character, kingdom, random);
}

/** 4.3's roll and its outcome; a failure may be rerolled by Imperial Decree (9(C)). */
export function negotiationRoll(G: DtState, character: CharacterId, kingdom: PlayerKingdomId, random: RandomSource): void {
  const turn = G.turn!;
  const formerOwner = G.kingdoms[kingdom].owner;
  const penalty = formerOwner === null ? 0 : 1;
  const die = rollDie(random);
  const success = die + penalty <= CHARACTERS[character].diplomacy;
  const who = `${CHARACTERS[character].name} negotiates with ${KINGDOMS[kingdom].name}`;
  log(
    G,
    `${who}: ${die}${penalty ? ' +1' : ''} against diplomacy ${CHARACTERS[character].diplomacy}, ${success ? 'success' : 'failure'}.`,
    turn.seat,
  );
  if (!success) {
    offerDecree(G, { kind: 'negotiate', seat: turn.seat, character, kingdom });
    return;
  }
  if (formerOwner === null) {
    // No Traitorous character has diplomacy, so the negotiator serves a seat.
    G.kingdoms[kingdom].owner = turn.seat;
    addChit(G, kingdom);
    log(G, `${KINGDOMS[kingdom].name} becomes ${SEAT_NAMES[turn.seat]}'s ally.`, turn.seat);
    return;
  }
  G.kingdoms[kingdom].owner = null;
  log(G, `${KINGDOMS[kingdom].name} turns neutral.`, turn.seat);
  // 4.3(C): combat at once where its armies share an area with its former friends; the former owner attacks (ruling R5).
  for (const area of AREA_IDS) {
    const armies = G.armies[area];
    if ((armies[kingdom] ?? 0) === 0) continue;
    const formerFriends = Object.keys(armies).some((k) => k !== kingdom && G.kingdoms[k as KingdomId].owner === formerOwner);
    if (formerFriends)
      G.combatQueue.push({
        area,
        sides: [
          { controller: formerOwner, decider: formerOwner },
          { controller: kingdom, decider: turn.seat },
        ],
      });
  }
}

/**
 * 4.4: the manpower of the active kingdom's areas plus its characters' administration (and 10.3's
 * bonus). Where it may go outside its own areas: its warlord's area when it controls none (4.4(B)),
 * each retainer's area for that retainer's administration (4.4(E)).
 */
export function startLevy(G: DtState): void {
  const turn = G.turn!;
  const kingdom = turn.kingdom;
  const areas = areasControlledBy(G, kingdom);
  let manpower = turn.manpowerBonus;
  for (const area of areas) manpower += AREAS[area].manpower;
  const outside: Partial<Record<AreaId, number>> = {};
  const warlord = warlordOf(G, kingdom);
  if (areas.length === 0 && warlord) {
    const area = G.characters[warlord].area!;
    manpower += AREAS[area].manpower;
    outside[area] = (outside[area] ?? 0) + AREAS[area].manpower;
  }
  for (const id of charactersOf(G, kingdom)) {
    const admin = CHARACTERS[id].administration;
    manpower += admin;
    const area = G.characters[id].area!;
    if (admin > 0 && G.control[area] !== kingdom) outside[area] = (outside[area] ?? 0) + admin;
  }
  // 10.6(C): "the manpower for levy this turn is zero, including the administration ratings".
  turn.levyLeft = turn.event === 'famine' ? 0 : manpower;
  turn.levyOutside = turn.event === 'famine' ? {} : outside;
}

/** The most armies the active kingdom may levy into `area` now (0: none); `inPlay`: its armies on the map, when known. */
export function levyRoom(G: DtState, area: AreaId, inPlay = totalArmies(G, G.turn!.kingdom)): number {
  const turn = G.turn!;
  const cap = Math.min(turn.levyLeft, ARMY_COUNTERS_PER_KINGDOM - inPlay);
  if (cap <= 0) return 0;
  if (G.control[area] === turn.kingdom) return cap;
  return Math.min(cap, turn.levyOutside[area] ?? 0);
}

export function levy(G: DtState, area: AreaId, count: number): void {
  const turn = G.turn!;
  turn.levyLeft -= count;
  if (G.control[area] !== turn.kingdom) turn.levyOutside[area] = (turn.levyOutside[area] ?? 0) - count;
  addArmies(G, area, turn.kingdom, count);
  updateControl(G, area);
  log(G, `${KINGDOMS[turn.kingdom].name} levies ${count} in ${AREAS[area].name}.`, turn.seat);
}

/** Whether the active kingdom may levy somewhere now (asked at every step of the levy). */
export function canLevy(G: DtState): boolean {
  const turn = G.turn!;
  if (turn.levyLeft <= 0) return false;
  const inPlay = totalArmies(G, turn.kingdom);
  if (inPlay >= ARMY_COUNTERS_PER_KINGDOM) return false;
  for (const area of AREA_IDS) if (levyRoom(G, area, inPlay) > 0) return true;
  return false;
}
