/**
 * The score sheet's printed rules: the VPs of the comparative places and how
 * the places are given, the Border VPs table and the tribal relations bonus.
 */
import type { Place } from './cardHooks';
import { STATES, type BorderResult, type StateId } from './types';

export const PLACE_VP: Record<Place, number> = { first: 5, jointFirst: 3, second: 2, jointSecond: 1, third: 0 };

/**
 * Standard competition places over the three states; a state that prevails in
 * ties (Armistice, Capital City, Puppet Theatre) is placed alone above the
 * states tied with it.
 */
export function comparativePlaces(
  values: Record<StateId, number>,
  prevails: (s: StateId) => boolean = () => false,
): Record<StateId, Place> {
  const placed: Place[] = [];
  const order: number[] = [];
  let prevailing = 0;
  for (let i = 0; i < 3; i++) if (prevails(STATES[i])) prevailing |= 1 << i;
  placeThree(values[STATES[0]], values[STATES[1]], values[STATES[2]], prevailing, placed, order);
  // Keys are set in the order the places were given (the score sheet's JSON keeps it).
  const places = {} as Record<StateId, Place>;
  for (let k = 0; k < 3; k++) places[STATES[order[k]]] = placed[order[k]];
  return places;
}

/** Gives state `i` its place, as the `given`th; returns how many are given. */
function give(placed: Place[], order: number[], given: number, i: number, place: Place): number {
  placed[i] = place;
  order[given] = i;
  return given + 1;
}

/**
 * comparativePlaces on the three values (STATES order) read once: each
 * state's place into `placed` (by STATES index) and the order they were given
 * in into `order`. `prevailing` has bit i set when STATES[i] prevails in ties.
 * Groups of equal value, highest first; within a group the states in STATES
 * order (the winner of a tie first when one state prevails).
 * The bots' evaluation scores many positions and reads only the numbers, so
 * scoring builds the records from this only when something reads them.
 */
export function placeThree(v0: number, v1: number, v2: number, prevailing: number, placed: Place[], order: number[]): void {
  let given = 0;
  let above = 0;
  let below = Infinity;
  while (above < 3) {
    let v = -Infinity;
    if (v0 < below && v0 > v) v = v0;
    if (v1 < below && v1 > v) v = v1;
    if (v2 < below && v2 > v) v = v2;
    below = v;
    const in0 = v0 === v;
    const in1 = v1 === v;
    const in2 = v2 === v;
    const size = (in0 ? 1 : 0) + (in1 ? 1 : 0) + (in2 ? 1 : 0);
    if (size === 0) break; // (values are whole numbers; never reached)
    let winners = 0;
    let winner = -1;
    if (size > 1)
      for (let i = 0; i < 3; i++)
        if ((i === 0 ? in0 : i === 1 ? in1 : in2) && (prevailing >> i) & 1) {
          winners++;
          winner = i;
        }
    if (winners === 1) {
      given = give(placed, order, given, winner, SOLE_PLACES[above]);
      const rest: Place = size - 1 === 1 ? SOLE_PLACES[above + 1] : 'jointSecond';
      if (in0 && winner !== 0) given = give(placed, order, given, 0, rest);
      if (in1 && winner !== 1) given = give(placed, order, given, 1, rest);
      if (in2 && winner !== 2) given = give(placed, order, given, 2, rest);
    } else {
      const place: Place = size === 1 ? SOLE_PLACES[above] : above === 0 ? 'jointFirst' : 'jointSecond';
      if (in0) given = give(placed, order, given, 0, place);
      if (in1) given = give(placed, order, given, 1, place);
      if (in2) given = give(placed, order, given, 2, place);
    }
    above += size;
  }
}

const SOLE_PLACES = ['first', 'second', 'third'] as const;

/** Rulebook, Border VPs table. */
export function borderVP(results: BorderResult[]): number {
  return borderVPOf(results.filter((r) => r === 'win').length, results.filter((r) => r === 'tie').length);
}

export function borderVPOf(wins: number, ties: number): number {
  if (wins === 2) return 5;
  if (wins === 1 && ties === 1) return 3;
  if (wins === 1 || ties === 2) return 2;
  if (ties === 1) return 1;
  return 0;
}

/** Tribal relations 9/10/11/12 earn 1/2/3/4 additional civil harmony VPs. */
export function tribalBonus(level: number): number {
  return Math.max(0, level - 8);
}
