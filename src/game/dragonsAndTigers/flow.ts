/**
 * The flow of the game: from a state whose last decision was just taken, run every automatic step
 * (chit pulls, the Mandate roll, dice, setup, the end of a round) until a seat must decide, and store
 * that decision in `G.decision` (so `toAct` reads it from the state).
 */
import { PLAYER_KINGDOM_IDS, type KingdomId } from './data/kingdoms';
import { chitName, factionChoices, pullChit, traitorousChoices } from './chits';
import { runCombat, startCombat, turnCombats } from './combat';
import { checkEliminations, relocate, relocationAreas } from './combatEnd';
import { canLevy, negotiationTargets, negotiators, startLevy, beginTurn, moveMandate } from './turn';
import { hasWizard, mandatePhaseAbilities } from './abilities';
import { movers } from './movement';
import { finishRound, mustRelocate, startRoundEnd } from './roundEnd';
import { placeSetup } from './setup';
import { checkElimination, finalResult, LAST_ROUND } from './victory';
import { kill, kingdomsIn, kingdomsOfSeat, log, controllerOf, rollDie } from './model/pieces';
import type { ChitId, DtState, PendingCombat, Seat } from './model/state';
import type { RandomSource } from '../contract';

/** Whether a queued combat still has two sides to fight (earlier combats may have settled it). */
function stillContested(G: DtState, pending: PendingCombat): boolean {
  const [attacker, defender] = pending.sides.map((side) => side.controller);
  const attackerArmies = Object.keys(G.armies[pending.area]).some((k) => controllerOf(G, k as KingdomId) === attacker);
  return attackerArmies && kingdomsIn(G, pending.area).some((k) => controllerOf(G, k) === defender);
}

/** Starts the turn of `kingdom` for `seat`; a Mandate roll off the display ends the round instead (4.8). */
export function startTurn(G: DtState, seat: Seat, kingdom: KingdomId, chit: ChitId, random: RandomSource): void {
  G.lastTurnSeat = seat;
  beginTurn(G, seat, kingdom, chit);
  mandatePhaseAbilities(G, random);
}

/** 4.2 (11.6(A): with Zuo Ci, two dice and the player's pick); a roll off the display ends the round (4.8). */
function mandateStep(G: DtState, random: RandomSource): void {
  const turn = G.turn!;
  if (hasWizard(G)) {
    const dice: [number, number] = [rollDie(random), rollDie(random)];
    if (dice[0] !== dice[1]) {
      G.eventChoice = { event: 'zuoCi', seat: turn.seat, dice };
      return;
    }
  }
  if (!moveMandate(G, rollDie(random), random)) startRoundEnd(G, turn.seat);
}

/** One automatic step of the turn in hand; true when a decision was set. */
function turnStep(G: DtState, random: RandomSource): boolean {
  const turn = G.turn!;
  switch (turn.step) {
    case 'mandate':
      mandateStep(G, random);
      return false;
    case 'diplomacy':
      if (negotiators(G).length > 0 && negotiationTargets(G).length > 0) {
        G.decision = { kind: 'diplomacy', seat: turn.seat };
        return true;
      }
      turn.step = 'levy';
      startLevy(G);
      return false;
    case 'levy':
      if (canLevy(G)) {
        G.decision = { kind: 'levy', seat: turn.seat };
        return true;
      }
      turn.step = 'movement';
      return false;
    case 'movement':
      if (movers(G, true).length > 0) {
        G.decision = { kind: 'movement', seat: turn.seat };
        return true;
      }
      turn.step = 'combat';
      return false;
    case 'combat': {
      const combats = turnCombats(G);
      if (combats.length > 0) G.combatQueue = combats;
      else turn.step = 'end';
      return false;
    }
    case 'end':
      // 3.2(B): at the end of its own kingdom's turn a seat may change its main kingdom (ruling R15).
      if (G.kingdoms[turn.kingdom].owner === turn.seat && kingdomsOfSeat(G, turn.seat).length > 1) {
        G.decision = { kind: 'chooseMain', seat: turn.seat, why: 'endOfTurn' };
        return true;
      }
      G.turn = null;
      return false;
  }
}

/** The end of a round's steps; true when a decision was set. */
function roundEndStep(G: DtState): boolean {
  const roundEnd = G.roundEnd!;
  while (roundEnd.relocating.length > 0 && !mustRelocate(G, roundEnd.relocating[0])) roundEnd.relocating.shift();
  if (roundEnd.relocating.length > 0) {
    G.decision = { kind: 'relocateAllies', seat: roundEnd.relocating[0] };
    return true;
  }
  roundEnd.choosingMain = roundEnd.choosingMain.filter((seat) => kingdomsOfSeat(G, seat).length > 1);
  if (roundEnd.choosingMain.length > 0) {
    G.decision = { kind: 'chooseMain', seat: roundEnd.choosingMain[0], why: 'endOfRound' };
    return true;
  }
  if (G.round >= LAST_ROUND) {
    G.roundEnd = null;
    finalResult(G);
  } else finishRound(G);
  return false;
}

/** Pulls the next chit; true when its seat must choose the kingdom. */
function pullStep(G: DtState, random: RandomSource): boolean {
  const pulled = pullChit(G, random);
  log(G, `${chitName(G, pulled.chit)} is pulled.`);
  if (pulled.kingdom) {
    startTurn(G, pulled.seat, pulled.kingdom, pulled.chit, random);
    return false;
  }
  const choices = pulled.chit === 'traitorous' ? traitorousChoices(G) : factionChoices(G, pulled.seat);
  if (choices.length === 1) {
    startTurn(G, pulled.seat, choices[0], pulled.chit, random);
    return false;
  }
  G.decision = { kind: 'activate', seat: pulled.seat, chit: pulled.chit };
  return true;
}

/** Runs the game on until a seat must decide, or it is over. */
export function advance(G: DtState, random: RandomSource): void {
  for (;;) {
    if (G.result) {
      G.decision = { kind: 'over' };
      return;
    }
    if (G.decreeOffer) {
      G.decision = { kind: 'decree', seat: G.decreeOffer.seat };
      return;
    }
    if (G.round === 0) {
      if (G.draft.made < G.draft.picks.length) {
        G.decision = { kind: 'draft', seat: G.draft.picks[G.draft.made] };
        return;
      }
      const seat = G.seats.find((s) => !PLAYER_KINGDOM_IDS.some((k) => G.kingdoms[k].owner === s && G.kingdoms[k].main));
      if (seat) {
        G.decision = { kind: 'chooseMain', seat, why: 'setup' };
        return;
      }
      placeSetup(G);
      continue;
    }
    if (G.combat) {
      if (runCombat(G, random)) return;
      continue;
    }
    if (G.relocations.length > 0) {
      const { character, seat } = G.relocations[0];
      const c = G.characters[character];
      const options = relocationAreas(G, c.kingdom!, c.area!);
      if (options.length > 1) {
        G.decision = { kind: 'relocateCharacter', seat, character };
        return;
      }
      G.relocations.shift();
      if (options.length === 1) relocate(G, character, options[0]);
      else kill(G, character, 'with nowhere to go');
      checkEliminations(G);
      continue;
    }
    if (checkElimination(G)) continue;
    if (G.mainLost.length > 0) {
      if (kingdomsOfSeat(G, G.mainLost[0]).length > 0) {
        G.decision = { kind: 'chooseMain', seat: G.mainLost[0], why: 'lostMain' };
        return;
      }
      G.mainLost.shift();
      continue;
    }
    if (G.combatQueue.length > 0) {
      G.combatQueue = G.combatQueue.filter((pending) => stillContested(G, pending));
      if (G.combatQueue.length > 1) {
        G.decision = { kind: 'battleOrder', seat: G.turn!.seat };
        return;
      }
      if (G.combatQueue.length === 1) startCombat(G, G.combatQueue.shift()!);
      continue;
    }
    if (G.roundEnd) {
      if (roundEndStep(G)) return;
      continue;
    }
    if (G.eventChoice) {
      G.decision = { kind: 'event', seat: G.eventChoice.seat };
      return;
    }
    if (!G.turn) {
      if (pullStep(G, random)) return;
      continue;
    }
    if (turnStep(G, random)) return;
  }
}
