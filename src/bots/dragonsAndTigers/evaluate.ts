/**
 * The Dragons & Tigers bots' judgement of a position: each seat's value in "areas" (the unit of
 * victory, 7(2)), read from the state's plain data. Its terms and weights are set out in
 * docs/dragons-and-tigers/bots.md. Pure and cheap (one pass over the 27 areas and their borders):
 * the heuristic scores every candidate move by it and the search scores every playout.
 */
import { AREAS, AREA_IDS, type AreaId } from '../../game/dragonsAndTigers/data/areas';
import { CHARACTERS, CHARACTER_IDS, type CharacterId } from '../../game/dragonsAndTigers/data/characters';
import { KINGDOMS, KINGDOM_IDS, type KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import { borderKind, neighbours } from '../../game/dragonsAndTigers/data/map';
import { attritionLosses } from '../../game/dragonsAndTigers/data/tables';
import type { DtState, Seat } from '../../game/dragonsAndTigers/model/state';

/** 4.8: the game ends after Round 8. */
const LAST_ROUND = 8;
/** 5.4(B): at most five battle dice a side. */
const MAX_BATTLE_DICE = 5;
/** How likely an enemy stack beside an area attacks it before our next turn (one of several chits in the pool). */
const ATTACK_CHANCE = 0.35;
/** How much of a target's worth a stack beside it counts for us before it moves (it still has to win). */
const OPPORTUNITY_SHARE = 0.25;
/** An area with no pieces, as a defender. */
const EMPTY = { armies: 0, command: 1, valor: 0 };
/** A decided game outweighs any position. */
const RESULT_BONUS = 100;

/** Rounds still to play after this one, this one counted: 8 in Round 1, 1 in Round 8. */
const roundsLeft = (G: DtState): number => Math.max(1, LAST_ROUND + 1 - G.round);

/** An area's worth: 1 for holding it at the end (7(2)), plus its manpower's levies still to come (4.4) and the tie-break (7(3)). */
export function areaWorth(G: DtState, area: AreaId): number {
  return 1 + AREAS[area].manpower * (0.03 + 0.03 * roundsLeft(G));
}

/** An army's worth: the areas it may still take or hold, less as the rounds run out. */
export const armyWorth = (G: DtState): number => 0.04 + 0.015 * roundsLeft(G);

/** A character's worth on the map: its ratings are combat, levies and diplomacy still to come. */
function characterWorth(G: DtState, id: CharacterId): number {
  const c = CHARACTERS[id];
  const ratings = c.command + c.valor / 2 + c.administration + c.diplomacy;
  return (c.warlord ? 0.6 : 0) + 0.08 * ratings * (0.3 + roundsLeft(G) / LAST_ROUND);
}

/** Who a kingdom's pieces answer to: a seat, or the kingdom itself (neutral or Traitorous). */
export const controllerOf = (G: DtState, kingdom: KingdomId): string => G.kingdoms[kingdom].owner ?? kingdom;

/** One controller's pieces in one area, as a fighting force. */
export interface Force {
  controller: string;
  armies: number;
  /** The best command rating there (5.4(A)): a character's stars plus a strategist's; 1 with no character. */
  command: number;
  /** The best valor there (5.3). */
  valor: number;
  /** Whether a character able to move leads it (command 1+, 4.5). */
  mobile: boolean;
  /** Whether a character there has Boats (4.5.2). */
  boats: boolean;
}

/** The forces in `area`, one per controller present. */
export function forcesIn(G: DtState, area: AreaId): Force[] {
  const out: Force[] = [];
  const forceOf = (controller: string): Force => {
    let force = out.find((f) => f.controller === controller);
    if (!force) {
      force = { controller, armies: 0, command: 0, valor: 0, mobile: false, boats: false };
      out.push(force);
    }
    return force;
  };
  const armies = G.armies[area];
  for (const k in armies) forceOf(controllerOf(G, k as KingdomId)).armies += armies[k as KingdomId] ?? 0;
  let strategist: Record<string, number> | null = null;
  for (const id of G.charactersAt[area]) {
    const kingdom = G.characters[id].kingdom;
    if (kingdom === null) continue;
    const c = CHARACTERS[id];
    const force = forceOf(controllerOf(G, kingdom));
    if (c.command > force.command) force.command = c.command;
    if (c.valor > force.valor) force.valor = c.valor;
    if (c.command >= 1) force.mobile = true;
    if (c.boats) force.boats = true;
    if (c.strategist) {
      strategist ??= {};
      strategist[force.controller] = Math.max(strategist[force.controller] ?? 0, c.command);
    }
  }
  for (const force of out) {
    if (force.command === 0) force.command = 1;
    if (strategist?.[force.controller]) force.command = Math.min(6, force.command + strategist[force.controller]);
  }
  return out;
}

/** Hits a force deals per battle round (5.4(B)): a die per army, at most five, each hitting on its command or less. */
const hitsPerRound = (armies: number, command: number): number => (Math.min(MAX_BATTLE_DICE, armies) * Math.min(6, command)) / 6;

/** The expected hits of a Contest of Valor (5.3): a die at most the valor hits for its own value. */
const valorHits = (valor: number): number => (valor * (valor + 1)) / 12;

/**
 * The chance the attacker (`armies`, `command`, `valor`) destroys or drives off the defender: each side's
 * staying power (armies over the hits it takes a round, after the opening contest), squared against the other's.
 */
export function winChance(
  attacker: { armies: number; command: number; valor: number },
  defender: { armies: number; command: number; valor: number },
): number {
  if (attacker.armies <= 0) return 0;
  if (defender.armies <= 0) return 1;
  const a = Math.max(0.5, attacker.armies - valorHits(defender.valor));
  const d = Math.max(0.5, defender.armies - valorHits(attacker.valor));
  const aLasts = a / Math.max(0.2, hitsPerRound(d, defender.command));
  const dLasts = d / Math.max(0.2, hitsPerRound(a, attacker.command));
  return (aLasts * aLasts) / (aLasts * aLasts + dLasts * dLasts);
}

/** Whether `controller`'s pieces may attack `seat`'s: another seat's, or a Traitorous kingdom's (played by opponents, 4.1(C)). Neutral kingdoms never act. */
function threatens(controller: string, seat: string, seats: readonly string[]): boolean {
  if (controller === seat) return false;
  if (seats.includes(controller)) return true;
  return KINGDOMS[controller as KingdomId]?.traitorous ?? false;
}

/** What a force can bring across the border from `from` into `to`: all but one army, less attrition into ground not its own (4.5(E), 4.5.1-4.5.2). */
export function strikeArmies(force: Force, from: AreaId, to: AreaId): number {
  const moving = force.armies - 1;
  if (moving <= 0) return 0;
  const kind = borderKind(from, to);
  if (kind === 'plain' || kind === null) return moving;
  return moving - attritionLosses(moving, kind === 'river' && force.boats);
}

/**
 * Every seat's value (in areas) of position `G`: areas held (a contested area counts by each side's
 * chance of winning it), armies, characters, allies, Emperor Xian, and the threats and opportunities
 * across each border; a finished game is its result.
 */
export function evaluateAll(G: DtState): Record<Seat, number> {
  const value = {} as Record<Seat, number>;
  for (const seat of G.seats) value[seat] = 0;
  if (G.result) {
    for (const seat of G.seats) value[seat] = (G.result.winners.includes(seat) ? RESULT_BONUS : 0) + (G.result.areas[seat] ?? 0);
    return value;
  }
  const isSeat = (c: string): c is Seat => (G.seats as string[]).includes(c);
  const army = armyWorth(G);
  const forces = {} as Record<AreaId, Force[]>;
  for (const area of AREA_IDS) forces[area] = forcesIn(G, area);

  for (const area of AREA_IDS) {
    const here = forces[area];
    const worth = areaWorth(G, area);
    for (const force of here) if (isSeat(force.controller)) value[force.controller] += force.armies * army;
    if (here.length === 1) {
      const holder = here[0].controller;
      if (isSeat(holder)) value[holder] += worth;
    } else if (here.length > 1) {
      // A contested area (a combat to come): each side's share by its strength squared (Lanchester).
      let total = 0;
      for (const f of here) total += (f.armies * f.command) ** 2;
      for (const f of here) if (isSeat(f.controller) && total > 0) value[f.controller] += (worth * (f.armies * f.command) ** 2) / total;
    }
  }

  // Borders, one pass over every (area, neighbour, stack): each seat's best strike into an area it does
  // not hold (an opportunity), and the strongest hostile strike into each area a seat holds (a threat).
  const best = G.seats.map(() => 0);
  for (const area of AREA_IDS) {
    const here = forces[area];
    if (here.length > 1) continue; // contested: counted above
    const defender = here.length === 1 ? here[0] : EMPTY;
    const holder = here.length === 1 ? here[0].controller : null;
    const held = holder !== null && isSeat(holder);
    let worst = 0;
    best.fill(0);
    for (const from of neighbours(area))
      for (const f of forces[from]) {
        if (!f.mobile || f.controller === holder) continue;
        const seatIndex = (G.seats as string[]).indexOf(f.controller);
        const hostile = held && threatens(f.controller, holder, G.seats);
        if (seatIndex < 0 && !hostile) continue;
        const strike = strikeArmies(f, from, area);
        if (strike <= 0) continue;
        const chance = winChance({ armies: strike, command: f.command, valor: f.valor }, defender);
        if (seatIndex >= 0 && chance > best[seatIndex]) best[seatIndex] = chance;
        if (hostile && chance > worst) worst = chance;
      }
    const worth = areaWorth(G, area);
    if (held) value[holder] -= worst * ATTACK_CHANCE * worth;
    for (let i = 0; i < G.seats.length; i++) value[G.seats[i]] += best[i] * OPPORTUNITY_SHARE * worth;
  }

  for (const id of CHARACTER_IDS) {
    const c = G.characters[id];
    if (c.status !== 'map' || c.kingdom === null) continue;
    const owner = G.kingdoms[c.kingdom].owner;
    if (owner !== null) value[owner] += characterWorth(G, id);
  }
  for (const k of KINGDOM_IDS) {
    const { owner, status } = G.kingdoms[k];
    // An ally in play: its chit in the pool is another turn a round (4.3(A)).
    if (owner !== null && status === 'inPlay') value[owner] += 0.5;
  }
  if (G.emperorArea) {
    const holder = G.control[G.emperorArea];
    const owner = holder === null ? null : G.kingdoms[holder].owner;
    if (owner !== null) value[owner] += 0.5;
  }
  return value;
}

/** `seat`'s lead over its strongest rival (negative when behind). */
export function advantage(values: Record<Seat, number>, seat: Seat): number {
  let rival = -Infinity;
  for (const other in values) if (other !== seat) rival = Math.max(rival, values[other as Seat]);
  return values[seat] - (rival === -Infinity ? 0 : rival);
}
