/**
 * The Dragons & Tigers heuristic's choices whose effect shows only later (a chit's kingdom, a
 * negotiation, a check, a commander, losses, a retreat), where a one-ply look at the position right
 * after the move would see nothing or only one roll of the dice. Each picks from the legal moves.
 */
import { AREAS, AREA_IDS } from '../../game/dragonsAndTigers/data/areas';
import { CHARACTERS } from '../../game/dragonsAndTigers/data/characters';
import type { KingdomId } from '../../game/dragonsAndTigers/data/kingdoms';
import { neighbours } from '../../game/dragonsAndTigers/data/map';
import type { Decision, DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { areaWorth, armyWorth, controllerOf, forcesIn, strikeArmies, winChance, type Force } from './evaluate';

type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;
const ofType = <T extends Move['type']>(moves: readonly Move[], type: T): MoveOf<T>[] =>
  moves.filter((m): m is MoveOf<T> => m.type === type);

/** `items`' element with the highest score (the first on ties); undefined when empty. */
function best<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > topScore) [top, topScore] = [item, s];
  }
  return top;
}

const done = (moves: readonly Move[]): Move => moves.find((m) => m.type === 'done') ?? moves[0];

/** What `kingdom` is worth to whoever holds it: its armies, the areas it controls, its chit. */
function kingdomWorth(G: DtState, kingdom: KingdomId): number {
  let worth = 1;
  const army = armyWorth(G);
  for (const area of AREA_IDS) {
    worth += (G.armies[area][kingdom] ?? 0) * army;
    if (G.control[area] === kingdom) worth += areaWorth(G, area);
  }
  return worth;
}

/** A seat's own kingdom, or a Traitorous one it plays this turn: what its attacks are worth to `seat`. */
function strikeGain(G: DtState, seat: Seat, kingdom: KingdomId, target: string): number {
  const mine = G.kingdoms[kingdom].owner === seat;
  if (target === seat) return mine ? 0 : -1; // a Traitorous kingdom striking us
  if ((G.seats as string[]).includes(target)) return 1;
  return mine ? 1 : 0; // neutral and Traitorous ground: ours to take, no gain when another Traitorous kingdom takes it
}

/**
 * 4.1(B)-(C): how much `kingdom` can do this turn for `seat`: its best strike from a stack led by one
 * of its characters, and (its own kingdom) its levy.
 */
function activationScore(G: DtState, seat: Seat, kingdom: KingdomId): number {
  let strike = 0;
  let manpower = 0;
  const controller = controllerOf(G, kingdom);
  for (const area of AREA_IDS) {
    if (G.control[area] === kingdom) manpower += AREAS[area].manpower;
    const force = forcesIn(G, area).find((f) => f.controller === controller);
    if (!force?.mobile || (G.armies[area][kingdom] ?? 0) === 0) continue;
    for (const to of neighbours(area)) {
      const there = forcesIn(G, to);
      if (there.some((f) => f.controller === controller)) continue;
      const defender: Force | undefined = there.length === 1 ? there[0] : undefined;
      const gain = strikeGain(G, seat, kingdom, defender?.controller ?? G.control[to] ?? '');
      const armies = strikeArmies(force, area, to);
      const chance = winChance({ armies, command: force.command, valor: force.valor }, defender ?? { armies: 0, command: 1, valor: 0 });
      strike = Math.max(strike, gain * chance * areaWorth(G, to));
    }
  }
  return strike + (G.kingdoms[kingdom].owner === seat ? manpower * armyWorth(G) : 0);
}

export function chooseActivation(G: DtState, seat: Seat, moves: readonly Move[]): Move {
  return best(ofType(moves, 'activate'), (m) => activationScore(G, seat, m.kingdom)) ?? moves[0];
}

/** 3.2: the main kingdom cannot be turned or betray; keep the one worth most there, changing only for a clear gain. */
export function chooseMain(G: DtState, decision: Extract<Decision, { kind: 'chooseMain' }>, seat: Seat, moves: readonly Move[]): Move {
  const top = best(ofType(moves, 'chooseMain'), (m) => kingdomWorth(G, m.kingdom));
  if (!top) return done(moves);
  if (decision.why === 'setup' || decision.why === 'lostMain') return top;
  const current = (Object.keys(G.kingdoms) as KingdomId[]).find((k) => G.kingdoms[k].owner === seat && G.kingdoms[k].main);
  return current && kingdomWorth(G, top.kingdom) < kingdomWorth(G, current) + 3 ? done(moves) : top;
}

/** 4.3: the chance a negotiation succeeds: a die at most the diplomacy, +1 against another seat's ally. */
const negotiationChance = (G: DtState, character: keyof typeof CHARACTERS, kingdom: KingdomId): number =>
  Math.max(0, Math.min(6, CHARACTERS[character].diplomacy - (G.kingdoms[kingdom].owner === null ? 0 : 1))) / 6;

/** 4.3: every negotiation only helps (a failure costs nothing): the best chance times what it wins (twice as much from a rival). */
export function chooseNegotiation(G: DtState, moves: readonly Move[]): Move {
  const top = best(ofType(moves, 'negotiate'), (m) => {
    const swing = G.kingdoms[m.kingdom].owner === null ? 1 : 2;
    return negotiationChance(G, m.character, m.kingdom) * swing * kingdomWorth(G, m.kingdom);
  });
  return top && negotiationChance(G, top.character, top.kingdom) > 0 ? top : done(moves);
}

/** 9(C): reroll a failed check by offering 5 armies when what the check wins is worth more than they are. */
export function chooseDecree(G: DtState, moves: readonly Move[]): Move {
  const offer = G.decreeOffer;
  if (!offer) return done(moves);
  const chance = negotiationChance(G, offer.character, offer.kingdom);
  const gain = chance * kingdomWorth(G, offer.kingdom) * (G.kingdoms[offer.kingdom].owner === null ? 1 : 2);
  return gain > 5 * armyWorth(G) ? (moves.find((m) => m.type === 'decree') ?? done(moves)) : done(moves);
}

/** 5.1: a check costs nothing: the target with most armies here, by the character most likely to win it. */
export function chooseBetrayal(G: DtState, moves: readonly Move[]): Move {
  const area = G.combat!.area;
  const top = best(
    ofType(moves, 'betray'),
    (m) => negotiationChance(G, m.character, m.kingdom) * (1 + (G.armies[area][m.kingdom] ?? 0)) + CHARACTERS[m.character].diplomacy / 100,
  );
  return top ?? done(moves);
}

/** 5.4(A): the highest command rating (character's stars plus a strategist's). */
export function chooseCommand(moves: readonly Move[]): Move {
  const rating = (m: MoveOf<'command'>) =>
    (m.character ? CHARACTERS[m.character].command : 1) + (m.strategist ? CHARACTERS[m.strategist].command : 0);
  return best(ofType(moves, 'command'), rating) ?? moves[0];
}

/** 5.4(C): losses from the kingdom with most armies on the map (the one least likely to be wiped out, 5.5(C)), all at once. */
export function chooseCasualties(G: DtState, moves: readonly Move[]): Move {
  const total = (k: KingdomId) => AREA_IDS.reduce((n, area) => n + (G.armies[area][k] ?? 0), 0);
  return best(ofType(moves, 'loseArmies'), (m) => total(m.kingdom) * 100 + m.count) ?? moves[0];
}

/**
 * 5.5: stay while the side is likely to win; else fall back to the safest area offered. A side played for
 * a Traitorous or neutral kingdom against the deciding seat itself gives way at once.
 */
export function chooseRetreat(G: DtState, seat: Seat, side: 0 | 1, moves: readonly Move[]): Move {
  const retreats = ofType(moves, 'retreat');
  if (retreats.length === 0) return done(moves);
  const combat = G.combat!;
  const forces = forcesIn(G, combat.area);
  const us = forces.find((f) => f.controller === combat.sides[side].controller);
  const them = forces.find((f) => f.controller === combat.sides[side === 0 ? 1 : 0].controller);
  if (!us || !them) return done(moves);
  const giveWay = them.controller === seat && us.controller !== seat;
  if (!giveWay && winChance(us, them) >= 0.3) return done(moves);
  const friends = (area: (typeof retreats)[number]['area']) =>
    forcesIn(G, area).reduce((n, f) => n + (f.controller === us.controller ? f.armies : -f.armies), 0);
  return best(retreats, (m) => friends(m.area)) ?? retreats[0];
}

/** 4.6: the combat most likely won first (a won area may shelter a later retreat). */
export function chooseBattle(G: DtState, seat: Seat, moves: readonly Move[]): Move {
  return (
    best(ofType(moves, 'fight'), (m) => {
      const forces = forcesIn(G, m.area);
      const us = forces.find((f) => f.controller === seat);
      const them = forces.find((f) => f.controller !== seat);
      return us && them ? winChance(us, them) : 0;
    }) ?? moves[0]
  );
}
