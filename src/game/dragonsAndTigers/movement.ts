/**
 * Movement (4.5) as steps: a character starts a move with the armies that go with it, steps into up to
 * two areas (dropping armies off on the way, 4.5(D)), and stops; crossings of mountains and great
 * rivers into areas not friendly cost attrition (4.5.1-4.5.2).
 */
import { AREAS, AREA_IDS, type AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import type { KingdomId } from './data/kingdoms';
import { borderKind, neighbours } from './data/map';
import { attritionLosses } from './data/tables';
import { addArmies, armiesOf, controllerOf, friendly, log, placeCharacter, updateControl } from './model/pieces';
import type { DtState, MovingGroup, TurnState } from './model/state';

/** 4.5: "can move up to two areas". */
export const MOVE_STEPS = 2;

/** Whether `character` may start a move now (command 1 or more, 4.5; each once; one piece left behind, 4.5(E)). */
export function isMover(G: DtState, character: CharacterId): boolean {
  const turn = G.turn!;
  const c = G.characters[character];
  if (turn.event === 'famine' || c.status !== 'map' || c.kingdom === null) return false; // 10.6(C)
  // The active kingdom's characters, and with a faction chit every friendly kingdom's (4.5.3(A)). Cheapest
  // tests first: the flow asks this of every character on the map at every step of a movement phase.
  if (c.kingdom !== turn.kingdom && (turn.chit !== turn.seat || controllerOf(G, c.kingdom) !== turn.seat)) return false;
  if (CHARACTERS[character].command < 1 || turn.moved.includes(character)) return false;
  // With armies of its kingdom beside it the character can always go (alone, leaving them); else 4.5(E) decides.
  return armiesOf(G, c.area!, c.kingdom) > 0 || maxEscort(G, character) >= 0;
}

/** The characters that may start a move; with `first`, only whether there is one (the flow asks every step). */
export function movers(G: DtState, first = false): CharacterId[] {
  if (G.turn!.event === 'famine') return [];
  const out: CharacterId[] = [];
  for (const area of AREA_IDS)
    for (const id of G.charactersAt[area])
      if (isMover(G, id)) {
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

export function startMove(G: DtState, character: CharacterId, armies: number, emperor: boolean): void {
  const turn = G.turn!;
  const c = G.characters[character];
  turn.moved.push(character);
  turn.group = { character, kingdom: c.kingdom!, area: c.area!, steps: 0, armies, emperor, companions: [] };
  log(
    G,
    `${CHARACTERS[character].name} sets out from ${AREAS[c.area!].name} with ${armies} armies${emperor ? ' and Emperor Xian' : ''}.`,
    turn.seat,
  );
}

/** An area the group would have to stop in: not controlled by a friendly kingdom (4.5(B)), or holding unfriendly pieces (ruling R8). */
function isHostileFor(G: DtState, area: AreaId, kingdom: KingdomId): boolean {
  const holder = G.control[area];
  if (holder === null || !friendly(G, holder, kingdom)) return true;
  for (const k in G.armies[area]) if (!friendly(G, k as KingdomId, kingdom)) return true;
  for (const id of G.charactersAt[area]) if (!friendly(G, G.characters[id].kingdom!, kingdom)) return true;
  return false;
}

/** Why the moving group cannot step into `area` dropping `dropOff` armies; null when it can. */
export function stepError(G: DtState, area: AreaId, dropOff: number): string | null {
  const group = G.turn!.group!;
  if (group.steps >= MOVE_STEPS) return 'A character moves at most two areas (4.5).';
  if (!neighbours(group.area).includes(area)) return `${AREAS[area].name} does not border ${AREAS[group.area].name}.`;
  if (!Number.isInteger(dropOff) || dropOff < 0 || dropOff > group.armies) return `The group cannot drop off ${String(dropOff)} armies.`;
  if (dropOff > 0 && (group.steps === 0 || isHostileFor(G, group.area, group.kingdom)))
    return 'Armies are dropped off only in areas under friendly control entered on the way (4.5(D)).';
  if (isHostileFor(G, area, group.kingdom) && groupArmies(group) - dropOff === 0)
    return `${AREAS[area].name} is not under friendly control: a character enters it only with armies (4.5(B)).`;
  return null;
}

function recordMoved(turn: TurnState, area: AreaId, kingdom: KingdomId, count: number): void {
  if (count === 0) return;
  const moved = (turn.movedArmies[area] ??= {});
  moved[kingdom] = (moved[kingdom] ?? 0) + count;
}

/** The group steps into `area` (after `stepError` allowed it); it stops there when the area is hostile or it has gone two areas. */
export function step(G: DtState, area: AreaId, dropOff: number): void {
  const turn = G.turn!;
  const group = turn.group!;
  const from = group.area;
  const hostile = isHostileFor(G, area, group.kingdom);
  if (dropOff > 0) {
    recordMoved(turn, from, group.kingdom, dropOff);
    group.armies -= dropOff;
  }
  const members = groupMembers(group);
  for (const m of members) {
    addArmies(G, from, m.kingdom, -m.armies);
    placeCharacter(G, m.character, 'map', m.kingdom, area);
  }
  if (group.emperor) G.emperorArea = area;
  const kind = borderKind(from, area);
  const holder = G.control[area];
  // 4.5.1(A), 4.5.2: attrition crossing into an opposing or neutral area (an empty area is neutral, 6);
  // 4.5.3(B): the kingdoms moving together are totalled; Boats if a moving character has them (ruling R23).
  if ((kind === 'mountain' || kind === 'river') && (holder === null || !friendly(G, holder, group.kingdom))) {
    const boats = kind === 'river' && members.some((m) => CHARACTERS[m.character].boats);
    let losses = Math.min(groupArmies(group), attritionLosses(groupArmies(group), boats));
    if (losses > 0) log(G, `Crossing the ${kind === 'river' ? 'great river' : 'mountains'} costs ${losses} armies.`, turn.seat);
    // "The owning player decides which armies are lost": taken from the largest kingdom's first (ruling R23).
    while (losses-- > 0) {
      const largest = [group, ...group.companions].reduce((a, b) => (b.armies > a.armies ? b : a));
      largest.armies--;
    }
  }
  for (const m of groupMembers(group)) addArmies(G, area, m.kingdom, m.armies);
  turn.enteredFrom[area] = from;
  group.area = area;
  group.steps++;
  updateControl(G, from);
  updateControl(G, area);
  log(G, `${CHARACTERS[group.character].name} enters ${AREAS[area].name}.`, turn.seat);
  if (hostile || group.steps >= MOVE_STEPS) stop(G);
}

/** The group ends its move; its armies have moved (4.5(F)). */
export function stop(G: DtState): void {
  const turn = G.turn!;
  const group = turn.group!;
  if (group.steps > 0) for (const m of groupMembers(group)) recordMoved(turn, group.area, m.kingdom, m.armies);
  turn.group = null;
}

/** The leader and its companions, each with its kingdom and armies. */
const groupMembers = (group: MovingGroup): { character: CharacterId; kingdom: KingdomId; armies: number }[] => [
  { character: group.character, kingdom: group.kingdom, armies: group.armies },
  ...group.companions,
];

const groupArmies = (group: MovingGroup): number => group.companions.reduce((n, c) => n + c.armies, group.armies);

/**
 * 4.5.3(A): with a faction chit, a character of another friendly kingdom in the group's area may join it
 * before its first step, leading its own kingdom's armies; one character a kingdom (ruling R23).
 */
export function joiners(G: DtState): CharacterId[] {
  const turn = G.turn!;
  const group = turn.group!;
  if (turn.chit !== turn.seat || group.steps > 0) return [];
  const kingdoms = new Set(groupMembers(group).map((m) => m.kingdom));
  return G.charactersAt[group.area].filter((id) => !kingdoms.has(G.characters[id].kingdom!) && isMover(G, id));
}

export function join(G: DtState, character: CharacterId, armies: number): void {
  const turn = G.turn!;
  turn.moved.push(character);
  turn.group!.companions.push({ character, kingdom: G.characters[character].kingdom!, armies });
  log(G, `${CHARACTERS[character].name} joins the move with ${armies} armies.`, turn.seat);
}
