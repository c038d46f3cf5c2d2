/**
 * Combat (4.6, 5.1-5.6) as a sequence of steps over `G.combat`: the automatic ones (dice) run at once,
 * the choices wait as decisions of the seat deciding for that side.
 */
import { AREA_IDS, type AreaId } from './data/areas';
import { CHARACTERS, type CharacterId } from './data/characters';
import type { KingdomId } from './data/kingdoms';
import { strategyHits } from './data/tables';
import { addArmies, armiesOf, controllerOf, isSeat, kingdomsIn, logIsRead, nextSeat, rollDie, updateControl } from './model/pieces';
import { logCombat } from './model/combatLog';
import type { BattleDice, StrategyDie, ValorDie } from './model/combatRecord';
import type { CombatState, Commander, Controller, DtState, PendingCombat, Seat } from './model/state';
import {
  betrayalTargets,
  betrayers,
  commandRating,
  other,
  retreatAreas,
  sideArmies,
  sideArmyKingdoms,
  sideCharacters,
  type Side,
} from './combatSides';
import { endCombat } from './combatEnd';
import type { RandomSource } from '../contract';

/** 5.4(B): "to a maximum of five dice". */
const MAX_BATTLE_DICE = 5;

/** The seat deciding for `controller` when the active seat attacks it: a seat for itself, else the active seat's opponent (5. Note, ruling R4). */
const deciderFor = (G: DtState, controller: Controller, active: Seat): Seat => (isSeat(controller) ? controller : nextSeat(G, active));

/**
 * 4.6: the combats the active kingdom must fight: every area where its armies (or, with a faction chit,
 * the armies of friendly kingdoms that moved) share the area with pieces of another controller.
 */
export function turnCombats(G: DtState): PendingCombat[] {
  const turn = G.turn!;
  const attacker = controllerOf(G, turn.kingdom);
  const out: PendingCombat[] = [];
  for (const area of AREA_IDS) {
    const armies = G.armies[area];
    let active = (armies[turn.kingdom] ?? 0) > 0;
    if (!active && turn.chit === turn.seat)
      for (const k in turn.movedArmies[area] ?? {})
        if (controllerOf(G, k as KingdomId) === attacker && armiesOf(G, area, k as KingdomId) > 0) active = true;
    if (!active) continue;
    const defenders = new Set<Controller>();
    for (const k of kingdomsIn(G, area)) if (controllerOf(G, k) !== attacker) defenders.add(controllerOf(G, k));
    for (const defender of defenders)
      out.push({
        area,
        sides: [
          { controller: attacker, decider: turn.seat },
          { controller: defender, decider: deciderFor(G, defender, turn.seat) },
        ],
      });
  }
  return out;
}

export function startCombat(G: DtState, pending: PendingCombat): void {
  G.combat = {
    area: pending.area,
    sides: pending.sides,
    step: 'betrayal',
    betrayer: null,
    rounds: 0,
    commanders: [null, null],
    hits: [0, 0],
    after: 'valor',
    retreatTurn: 0,
  };
  logCombat(G, { step: 'start', area: pending.area, round: G.round });
}

/** Whether the side still has someone to fight: armies on both sides, else the combat ends (5.6(A)). */
const bothStand = (G: DtState, combat: CombatState): boolean => sideArmies(G, combat, 0) > 0 && sideArmies(G, combat, 1) > 0;

/*
 * The rolls of 5.2-5.4: each returns the side's hits, and adds its dice to `rolls` for the log, which
 * is null when nobody reads the log (logIsRead).
 */

/** 5.2: each strategist of `side` rolls; hits are its die's per-mark hits times its red stars and diamonds. */
function strategyRoll(G: DtState, combat: CombatState, side: Side, random: RandomSource, rolls: StrategyDie[] | null): number {
  let hits = 0;
  for (const id of sideCharacters(G, combat, side)) {
    const c = CHARACTERS[id];
    if (!c.strategist) continue;
    const die = rollDie(random);
    const marks = c.command + c.diamonds;
    const dieHits = strategyHits(die, marks);
    hits += dieHits;
    rolls?.push({ side, character: id, die, perMark: strategyHits(die, 1), marks, hits: dieHits });
  }
  return hits;
}

/** 5.3: the side's most valorous character (the first of equals) rolls; a die at most its valor hits that many. */
function valorRoll(G: DtState, combat: CombatState, side: Side, random: RandomSource, rolls: ValorDie[] | null): number {
  let best: CharacterId | null = null;
  for (const id of sideCharacters(G, combat, side)) if (CHARACTERS[id].valor > (best ? CHARACTERS[best].valor : 0)) best = id;
  if (best === null) return 0;
  const valor = CHARACTERS[best].valor;
  const die = rollDie(random);
  const hits = die <= valor ? die : 0;
  rolls?.push({ side, character: best, die, valor, hits });
  return hits;
}

/** 5.4(B): one die per army, at most five; each die at most the command rating hits. */
function battleRoll(G: DtState, combat: CombatState, side: Side, random: RandomSource, rolls: BattleDice[] | null): number {
  const count = Math.min(MAX_BATTLE_DICE, sideArmies(G, combat, side));
  const command = commandRating(G, combat, side);
  const dice: number[] | null = rolls ? [] : null;
  let hits = 0;
  for (let i = 0; i < count; i++) {
    const die = rollDie(random);
    if (die <= command) hits++;
    dice?.push(die);
  }
  if (rolls && dice) {
    const chosen = combat.commanders[side];
    rolls.push({ side, dice, command, commander: chosen?.character ?? null, strategist: chosen?.strategist ?? null, hits });
  }
  return hits;
}

/** 5.4(C): `count` of `kingdom`'s armies lost to hits on `side`. */
export function takeLosses(G: DtState, combat: CombatState, side: Side, kingdom: KingdomId, count: number): void {
  addArmies(G, combat.area, kingdom, -count);
  combat.hits[side] -= count;
  updateControl(G, combat.area);
}

/** The commander choices of `side` (5.4(A)): each character, with one other strategist's stars or none. */
export function commandChoices(G: DtState, combat: CombatState, side: Side): Commander[] {
  const characters = sideCharacters(G, combat, side);
  if (characters.length === 0) return [{ character: null, strategist: null }];
  const strategists = characters.filter((id) => CHARACTERS[id].strategist);
  const out: Commander[] = [];
  for (const character of characters) {
    out.push({ character, strategist: null });
    for (const strategist of strategists) if (strategist !== character) out.push({ character, strategist });
  }
  return out;
}

/** The best command choice: what a side with one choice, or a neutral or Traitorous side, takes (ruling R4). */
function bestCommand(G: DtState, combat: CombatState, side: Side): void {
  let best = commandChoices(G, combat, side)[0];
  let bestRating = -1;
  for (const choice of commandChoices(G, combat, side)) {
    const rating =
      (choice.character ? CHARACTERS[choice.character].command : 1) + (choice.strategist ? CHARACTERS[choice.strategist].command : 0);
    if (rating > bestRating) [best, bestRating] = [choice, rating];
  }
  combat.commanders[side] = best;
}

/** Where `side` may retreat now (5.5): none before a battle round, or without a character. */
export function retreatOptions(G: DtState, combat: CombatState, side: Side): AreaId[] {
  if (combat.rounds === 0 || sideCharacters(G, combat, side).length === 0) return [];
  const came = side === 0 ? G.turn?.enteredFrom[combat.area] : undefined;
  // 5.5(B): attackers go back where they came from; attackers that did not move in retreat as defenders do (ruling R13).
  if (came) return [came];
  return retreatAreas(G, combat.area, combat.sides[side].controller);
}

/**
 * Runs the combat's automatic steps until a side must decide (its decision is set; true) or the
 * combat is over (false).
 */
export function runCombat(G: DtState, random: RandomSource): boolean {
  for (;;) {
    const combat = G.combat;
    if (!combat) return false;
    switch (combat.step) {
      case 'betrayal': {
        if (!bothStand(G, combat)) {
          combat.step = 'end';
          break;
        }
        const targets = betrayalTargets(G, combat, 0);
        if (targets.some((t) => betrayers(G, combat, 0, t.need).length > 0)) {
          G.decision = { kind: 'betrayal', seat: combat.sides[0].decider, side: 0 };
          return true;
        }
        combat.step = 'strategy';
        break;
      }
      case 'counterBetrayal': {
        const targets = combat.betrayer ? betrayalTargets(G, combat, 1, combat.betrayer) : [];
        if (bothStand(G, combat) && targets.some((t) => betrayers(G, combat, 1, Math.max(2, t.need)).length > 0)) {
          G.decision = { kind: 'betrayal', seat: combat.sides[1].decider, side: 1 };
          return true;
        }
        combat.step = 'strategy';
        break;
      }
      case 'strategy': {
        if (!bothStand(G, combat)) {
          combat.step = 'end';
          break;
        }
        // 5.2: only when the active (attacking) side has a strategist; then both sides roll (5.2(C), ruling R3).
        if (sideCharacters(G, combat, 0).some((id) => CHARACTERS[id].strategist)) {
          const rolls: StrategyDie[] | null = logIsRead(G) ? [] : null;
          combat.hits = [strategyRoll(G, combat, 1, random, rolls), strategyRoll(G, combat, 0, random, rolls)];
          if (rolls) logCombat(G, { step: 'strategy', rolls, hits: [combat.hits[0], combat.hits[1]] });
        }
        combat.after = 'valor';
        combat.step = 'casualties';
        break;
      }
      case 'valor': {
        const rolls: ValorDie[] | null = logIsRead(G) ? [] : null;
        combat.hits = [valorRoll(G, combat, 1, random, rolls), valorRoll(G, combat, 0, random, rolls)];
        if (rolls && rolls.length > 0) logCombat(G, { step: 'valor', rolls, hits: [combat.hits[0], combat.hits[1]] });
        combat.after = 'command';
        combat.step = 'casualties';
        break;
      }
      case 'command': {
        for (const side of [0, 1] as Side[]) {
          if (combat.commanders[side]) continue;
          if (commandChoices(G, combat, side).length > 1 && isSeat(combat.sides[side].controller)) {
            G.decision = { kind: 'command', seat: combat.sides[side].decider, side };
            return true;
          }
          bestCommand(G, combat, side);
        }
        combat.step = 'battle';
        break;
      }
      case 'battle': {
        const rolls: BattleDice[] | null = logIsRead(G) ? [] : null;
        combat.hits = [battleRoll(G, combat, 1, random, rolls), battleRoll(G, combat, 0, random, rolls)];
        combat.rounds++;
        if (rolls) logCombat(G, { step: 'battle', round: combat.rounds, rolls, hits: [combat.hits[0], combat.hits[1]] });
        combat.after = 'retreat';
        combat.retreatTurn = 0;
        combat.step = 'casualties';
        break;
      }
      case 'casualties': {
        for (const side of [0, 1] as Side[]) {
          const hits = Math.min(combat.hits[side], sideArmies(G, combat, side));
          combat.hits[side] = hits;
          if (hits === 0) continue;
          const kingdoms = sideArmyKingdoms(G, combat, side);
          if (kingdoms.length > 1) {
            G.decision = { kind: 'casualties', seat: combat.sides[side].decider, side };
            return true;
          }
          takeLosses(G, combat, side, kingdoms[0], hits);
        }
        combat.step = bothStand(G, combat) ? combat.after : 'end';
        break;
      }
      case 'retreat': {
        for (const side of [combat.retreatTurn, other(combat.retreatTurn)] as Side[]) {
          if (side < combat.retreatTurn) continue;
          if (retreatOptions(G, combat, side).length > 0) {
            combat.retreatTurn = side;
            G.decision = { kind: 'retreat', seat: combat.sides[side].decider, side };
            return true;
          }
        }
        // 5.6(B): both stand and nobody retreats: another battle, commanders chosen anew (5.4(A)).
        combat.commanders = [null, null];
        combat.retreatTurn = 0;
        combat.step = 'command';
        break;
      }
      case 'end':
        endCombat(G, combat, random);
        return false;
    }
  }
}
