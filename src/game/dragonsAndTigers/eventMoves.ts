/** The choices the Mandate events wait for (10.1-10.9): their legal moves, checked and applied. */
import { checkEliminations } from './combatEnd';
import { assassinate, assassinationTargets } from './events/assassinateRetainer';
import { emperorRefuges, placeEmperor } from './events/emperorFlees';
import { famineAreas, starve } from './events/famine';
import { placeRecruit, recruitAreas } from './events/recruitRetainer';
import { chooseDeathKingdom, deathCandidates, retainerDiesNow } from './events/retainerDies';
import { uprising, uprisingAreas } from './events/yellowTurbans';
import { field, isAreaId, isCharacterId, isKingdomId } from './moveCheck';
import type { Decision, DtState, EventChoice, Move } from './model/state';
import type { RandomSource } from '../contract';

/** What the pending choice picks from: areas, characters or kingdoms. */
function options(G: DtState, choice: EventChoice): Move[] {
  switch (choice.event) {
    case 'recruitRetainer':
      return recruitAreas(G).map((area) => ({ type: 'eventArea', area }));
    case 'famine':
      return famineAreas(G).map((area) => ({ type: 'eventArea', area }));
    case 'yellowTurbans':
      return uprisingAreas(G).map((area) => ({ type: 'eventArea', area }));
    case 'emperorFlees':
      return emperorRefuges(G, choice.seat).map((area) => ({ type: 'eventArea', area }));
    case 'assassinateRetainer':
      return assassinationTargets(G).map((character) => ({ type: 'eventCharacter', character }));
    case 'retainerDies':
      return deathCandidates(G, choice.kingdom).map((character) => ({ type: 'eventCharacter', character }));
    case 'retainerDiesRow':
      return choice.kingdoms.map((kingdom) => ({ type: 'eventKingdom', kingdom }));
  }
}

export const eventMoves = (G: DtState): Move[] => options(G, G.eventChoice!);

/** The pick of `move` among the choice's options, or why it is none. */
function picked(G: DtState, choice: EventChoice, type: unknown, move: object): Move | string {
  const key = type === 'eventArea' ? 'area' : type === 'eventCharacter' ? 'character' : type === 'eventKingdom' ? 'kingdom' : null;
  const all = options(G, choice);
  const wanted = all[0]?.type;
  if (key === null || type !== wanted) return `Now the event ${choice.event} waits for a move "${wanted}".`;
  const value = field(move, key);
  const valid = key === 'area' ? isAreaId(value) : key === 'character' ? isCharacterId(value) : isKingdomId(value);
  const pick = valid ? all.find((option) => (option as Record<string, unknown>)[key] === value) : undefined;
  return pick ?? `${String(value)} is not a choice of this event.`;
}

export function eventMove(
  G: DtState,
  _decision: Extract<Decision, { kind: 'event' }>,
  type: unknown,
  move: object,
  random: RandomSource,
): string | null {
  const choice = G.eventChoice!;
  const pick = picked(G, choice, type, move);
  if (typeof pick === 'string') return pick;
  G.eventChoice = null;
  if (pick.type === 'eventArea') {
    if (choice.event === 'recruitRetainer') placeRecruit(G, choice.character, pick.area);
    else if (choice.event === 'famine') starve(G, pick.area);
    else if (choice.event === 'yellowTurbans') uprising(G, pick.area, random);
    else placeEmperor(G, pick.area);
  } else if (pick.type === 'eventCharacter') {
    if (choice.event === 'assassinateRetainer') assassinate(G, pick.character, random);
    else retainerDiesNow(G, pick.character);
  } else if (pick.type === 'eventKingdom') chooseDeathKingdom(G, pick.kingdom);
  checkEliminations(G);
  return null;
}
