/** The choices the Mandate events and abilities wait for (10.1-10.9, 11.5, 11.6): their legal moves, checked and applied. */
import { AREA_IDS } from './data/areas';
import { checkEliminations } from './combatEnd';
import { assassinate, assassinationTargets } from './events/assassinateRetainer';
import { emperorRefuges, placeEmperor } from './events/emperorFlees';
import { restorableKingdoms, restore } from './events/familyRestoration';
import { famineAreas, starve } from './events/famine';
import { placeRecruit, recruitAreas } from './events/recruitRetainer';
import { chooseDeathKingdom, deathCandidates, retainerDiesNow } from './events/retainerDies';
import { uprising, uprisingAreas } from './events/yellowTurbans';
import { field, isAreaId, isCharacterId, isKingdomId } from './moveCheck';
import type { Decision, DtState, EventChoice, Move } from './model/state';
import { startRoundEnd } from './roundEnd';
import { moveMandate } from './turn';
import type { RandomSource } from '../contract';

/** What the pending choice picks from. */
function options(G: DtState, choice: EventChoice): Move[] {
  const areas = (list: readonly (typeof AREA_IDS)[number][]): Move[] => list.map((area) => ({ type: 'eventArea', area }));
  switch (choice.event) {
    case 'recruitRetainer':
      return areas(recruitAreas(G));
    case 'famine':
      return areas(famineAreas(G));
    case 'yellowTurbans':
      return [...areas(uprisingAreas(G)), ...(choice.optional ? [{ type: 'done' } as Move] : [])];
    case 'emperorFlees':
      return areas(emperorRefuges(G, choice.seat));
    case 'assassinateRetainer':
      return assassinationTargets(G).map((character) => ({ type: 'eventCharacter', character }));
    case 'retainerDies':
      return deathCandidates(G, choice.kingdom).map((character) => ({ type: 'eventCharacter', character }));
    case 'retainerDiesRow':
      return choice.kingdoms.map((kingdom) => ({ type: 'eventKingdom', kingdom }));
    case 'familyRestoration':
      return choice.kingdom === null ? restorableKingdoms(G).map((kingdom) => ({ type: 'eventKingdom', kingdom })) : areas(AREA_IDS);
    case 'zuoCi':
      return [...new Set(choice.dice)].map((die) => ({ type: 'eventDie', die }));
  }
}

export const eventMoves = (G: DtState): Move[] => options(G, G.eventChoice!);

const KEYS: Readonly<Record<string, string>> = { eventArea: 'area', eventCharacter: 'character', eventKingdom: 'kingdom', eventDie: 'die' };

/** The option `move` picks, or why it picks none. */
function picked(G: DtState, choice: EventChoice, type: unknown, move: object): Move | string {
  const all = options(G, choice);
  if (type === 'done') return all.find((option) => option.type === 'done') ?? `The event ${choice.event} cannot be declined.`;
  const key = typeof type === 'string' && Object.hasOwn(KEYS, type) ? KEYS[type] : null;
  if (key === null || !all.some((option) => option.type === type))
    return `Now the event ${choice.event} waits for a move "${all[0]?.type}".`;
  const value = field(move, key);
  const valid =
    key === 'area'
      ? isAreaId(value)
      : key === 'character'
        ? isCharacterId(value)
        : key === 'kingdom'
          ? isKingdomId(value)
          : typeof value === 'number';
  const pick = valid ? all.find((option) => option.type === type && (option as Record<string, unknown>)[key] === value) : undefined;
  return pick ?? `${String(value)} is not a choice of this event.`;
}

function applyPick(G: DtState, choice: EventChoice, pick: Move, random: RandomSource): void {
  if (pick.type === 'eventArea') {
    if (choice.event === 'recruitRetainer') placeRecruit(G, choice.character, pick.area);
    else if (choice.event === 'famine') starve(G, pick.area);
    else if (choice.event === 'yellowTurbans') uprising(G, pick.area, random);
    else if (choice.event === 'familyRestoration') restore(G, choice.kingdom!, pick.area, random);
    else placeEmperor(G, pick.area);
  } else if (pick.type === 'eventCharacter') {
    if (choice.event === 'assassinateRetainer') assassinate(G, pick.character, random);
    else retainerDiesNow(G, pick.character);
  } else if (pick.type === 'eventKingdom') {
    if (choice.event === 'familyRestoration') G.eventChoice = { ...choice, kingdom: pick.kingdom };
    else chooseDeathKingdom(G, pick.kingdom);
  } else if (pick.type === 'eventDie' && !moveMandate(G, pick.die, random)) startRoundEnd(G, G.turn!.seat);
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
  applyPick(G, choice, pick, random);
  checkEliminations(G);
  return null;
}
