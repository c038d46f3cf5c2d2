/**
 * Movement (4.5), one decision a character (ruling R24): a march names the character, the armies it
 * takes, the characters of other friendly kingdoms going with it (4.5.3) and the one or two areas it
 * enters, with the armies dropped off on the way (4.5(D)). Crossings of mountains and great rivers into
 * areas not friendly cost attrition (4.5.1-4.5.2). The whole march is checked before anything changes.
 */
import { AREAS, AREA_IDS, type AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import type { KingdomId } from './data/kingdoms';
import { borderKind, neighbours } from './data/map';
import { attritionLosses } from './data/tables';
import { addArmies, armiesOf, controllerOf, friendly, log, placeCharacter, updateControl } from './model/pieces';
import type { DtState, TurnState } from './model/state';

/** 4.5: "can move up to two areas". */
export const MOVE_STEPS = 2;

/** A march as the `march` move gives it (model/state.ts's Move), its fields already read as well-typed. */
export interface March {
  character: CharacterId;
  armies: number;
  emperor: boolean;
  companions: readonly { character: CharacterId; armies: number }[];
  path: readonly { area: AreaId; dropOff: number }[];
}

/** Whether `character` may start a move now (command 1 or more, 4.5; each once; one piece left behind, 4.5(E)). */
export function isMover(G: DtState, character: CharacterId): boolean {
  const turn = G.turn!;
  const c = G.characters[character];
  if (turn.event === 'famine' || c.status !== 'map' || c.kingdom === null) return false; // 10.6(C)
  // The active kingdom's characters, and with a faction chit every friendly kingdom's (4.5.3(A)). Cheapest
  // tests first: the flow asks this of every character on the map at every movement decision.
  if (c.kingdom !== turn.kingdom && (turn.chit !== turn.seat || controllerOf(G, c.kingdom) !== turn.seat)) return false;
  if (CHARACTERS[character].command < 1 || turn.moved.includes(character)) return false;
  // With armies of its kingdom beside it the character can always go (alone, leaving them); else 4.5(E) decides.
  return armiesOf(G, c.area!, c.kingdom) > 0 || maxEscort(G, character) >= 0;
}

/** Whether a mover has some march: with armies it may enter any neighbour, without only a friendly one (4.5(B)). */
function canMarch(G: DtState, character: CharacterId): boolean {
  const { area, kingdom } = G.characters[character];
  if (maxEscort(G, character) > 0) return true;
  for (const next of neighbours(area!)) if (!isHostileFor(G, next, kingdom!)) return true;
  for (const companion of companionsOf(G, character)) if (maxEscort(G, companion) > 0) return true;
  return false;
}

/** The characters that may march now; with `first`, only whether there is one (the flow asks every decision). */
export function movers(G: DtState, first = false): CharacterId[] {
  if (G.turn!.event === 'famine') return [];
  const out: CharacterId[] = [];
  for (const area of AREA_IDS)
    for (const id of G.charactersAt[area])
      if (isMover(G, id) && canMarch(G, id)) {
        out.push(id);
        if (first) return out;
      }
  return out;
}

/** Armies of `kingdom` in `area` that have not moved this turn (4.5(F)). */
const unmovedArmies = (G: DtState, area: AreaId, kingdom: KingdomId): number =>
  armiesOf(G, area, kingdom) - (G.turn!.movedArmies[area]?.[kingdom] ?? 0);

/** The most armies `character` may take along: unmoved ones, leaving one piece of its kingdom behind (4.5(E), ruling R7). */
export function maxEscort(G: DtState, character: CharacterId): number {
  const { area, kingdom } = G.characters[character];
  let others = -1;
  for (const id of G.charactersAt[area!]) if (G.characters[id].kingdom === kingdom) others++;
  const available = unmovedArmies(G, area!, kingdom!);
  const all = armiesOf(G, area!, kingdom!);
  // After the move the area keeps `others` characters and `all - taken` armies; one piece must stay.
  return Math.max(-1, Math.min(available, others > 0 ? all : all - 1));
}

/** 9(D): Emperor Xian may go with a character of the kingdom that controls him, from his area. */
export const mayTakeEmperor = (G: DtState, character: CharacterId): boolean => {
  const c = G.characters[character];
  return G.emperorArea === c.area && G.control[c.area!] === c.kingdom;
};

/**
 * 4.5.3(A): with a faction chit, the characters of other friendly kingdoms in `leader`'s area who may
 * move with it, each leading its own kingdom's armies (one a kingdom, ruling R23).
 */
export function companionsOf(G: DtState, leader: CharacterId): CharacterId[] {
  const turn = G.turn!;
  if (turn.chit !== turn.seat) return [];
  const { area, kingdom } = G.characters[leader];
  return G.charactersAt[area!].filter((id) => G.characters[id].kingdom !== kingdom && isMover(G, id));
}

/** An area a group must stop in: not controlled by a friendly kingdom (4.5(B)), or holding unfriendly pieces (ruling R8). */
export function isHostileFor(G: DtState, area: AreaId, kingdom: KingdomId): boolean {
  const holder = G.control[area];
  const me = controllerOf(G, kingdom);
  if (holder === null || controllerOf(G, holder) !== me) return true;
  for (const k in G.armies[area]) if (controllerOf(G, k as KingdomId) !== me) return true;
  for (const id of G.charactersAt[area]) if (controllerOf(G, G.characters[id].kingdom!) !== me) return true;
  return false;
}

/**
 * Why `march` (its leader, armies, Emperor and companions already allowed) cannot take its path; null
 * when it can. The path is judged on the state before the march: an area passed through is friendly
 * (else the march stops there, 4.5(B)), so entering it costs no attrition and changes no other area's
 * standing, and leaving the start area keeps a piece of the leader's kingdom there (4.5(E)).
 */
export function pathError(G: DtState, march: March): string | null {
  const { path } = march;
  if (path.length === 0) return 'A march enters one or two areas (4.5).';
  if (path.length > MOVE_STEPS) return 'A character moves at most two areas (4.5).';
  const kingdom = G.characters[march.character].kingdom!;
  let from = G.characters[march.character].area!;
  let armies = march.companions.reduce((n, c) => n + c.armies, march.armies);
  for (let i = 0; i < path.length; i++) {
    const { area, dropOff } = path[i];
    if (!neighbours(from).includes(area)) return `${AREAS[area].name} does not border ${AREAS[from].name}.`;
    const hostile = isHostileFor(G, area, kingdom);
    if (hostile && armies === 0)
      return `${AREAS[area].name} is not under friendly control: a character enters it only with armies (4.5(B)).`;
    if (i < path.length - 1 && hostile) return `The march stops in ${AREAS[area].name}: it is not under friendly control (4.5(B)).`;
    if (dropOff > 0 && i === path.length - 1) return 'The march ends with its armies: nothing is dropped off in its last area (4.5(D)).';
    if (dropOff > march.armies) return `The group cannot drop off ${dropOff} armies.`;
    armies -= dropOff;
    from = area;
  }
  return null;
}

function recordMoved(turn: TurnState, area: AreaId, kingdom: KingdomId, count: number): void {
  if (count === 0) return;
  const moved = (turn.movedArmies[area] ??= {});
  moved[kingdom] = (moved[kingdom] ?? 0) + count;
}

/** One kingdom's part of a moving group: its leading character and the armies with it. */
interface Member {
  character: CharacterId;
  kingdom: KingdomId;
  armies: number;
}

/** Plays a march `pathError` allowed: the group enters each area in turn; its armies have moved (4.5(F)). */
export function march(G: DtState, move: March): void {
  const turn = G.turn!;
  const leader = G.characters[move.character];
  const members: Member[] = [{ character: move.character, kingdom: leader.kingdom!, armies: move.armies }];
  turn.moved.push(move.character);
  log(
    G,
    `${CHARACTERS[move.character].name} sets out from ${AREAS[leader.area!].name} with ${move.armies} armies${move.emperor ? ' and Emperor Xian' : ''}.`,
    turn.seat,
  );
  for (const companion of move.companions) {
    turn.moved.push(companion.character);
    members.push({ character: companion.character, kingdom: G.characters[companion.character].kingdom!, armies: companion.armies });
    log(G, `${CHARACTERS[companion.character].name} joins the move with ${companion.armies} armies.`, turn.seat);
  }
  let from = leader.area!;
  for (const { area, dropOff } of move.path) {
    enter(G, members, move.emperor, from, area);
    if (dropOff > 0) {
      recordMoved(turn, area, members[0].kingdom, dropOff);
      members[0].armies -= dropOff;
    }
    from = area;
  }
  for (const m of members) recordMoved(turn, from, m.kingdom, m.armies);
}

/** The group goes from `from` into the bordering `area`, paying attrition crossing into an area not friendly. */
function enter(G: DtState, members: Member[], emperor: boolean, from: AreaId, area: AreaId): void {
  const turn = G.turn!;
  for (const m of members) {
    addArmies(G, from, m.kingdom, -m.armies);
    placeCharacter(G, m.character, 'map', m.kingdom, area);
  }
  if (emperor) G.emperorArea = area;
  const kind = borderKind(from, area);
  const holder = G.control[area];
  // 4.5.1(A), 4.5.2: attrition crossing into an opposing or neutral area (an empty area is neutral, 6);
  // 4.5.3(B): the kingdoms moving together are totalled; Boats if a moving character has them (ruling R23).
  if ((kind === 'mountain' || kind === 'river') && (holder === null || !friendly(G, holder, members[0].kingdom))) {
    const boats = kind === 'river' && members.some((m) => CHARACTERS[m.character].boats);
    const strength = members.reduce((n, m) => n + m.armies, 0);
    let losses = Math.min(strength, attritionLosses(strength, boats));
    if (losses > 0) log(G, `Crossing the ${kind === 'river' ? 'great river' : 'mountains'} costs ${losses} armies.`, turn.seat);
    // "The owning player decides which armies are lost": taken from the largest kingdom's first (ruling R23).
    while (losses-- > 0) members.reduce((a, b) => (b.armies > a.armies ? b : a)).armies--;
  }
  for (const m of members) addArmies(G, area, m.kingdom, m.armies);
  turn.enteredFrom[area] = from;
  updateControl(G, from);
  updateControl(G, area);
  log(G, `${CHARACTERS[members[0].character].name} enters ${AREAS[area].name}.`, turn.seat);
}
