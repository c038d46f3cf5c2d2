/**
 * A decision's choices in small steps, taken only from the contract's legal moves: one field of the
 * move at a time (its kind first when the moves differ in kind), each step offering just the values
 * some legal move still has. Counts come as a range: the listed values are the telling ones (none,
 * half, all), and any count between the least and the most listed is offered, the engine checking it.
 */

import { flatten, LISTED, unflatten } from './marchFields';

/** A move as the table sees it: a `type` and plain fields. */
type AnyMove = { type: string } & Record<string, unknown>;

export type FieldKind = 'area' | 'character' | 'kingdom' | 'count' | 'flag' | 'die' | 'companions';

const KIND_OF_FIELD: Readonly<Record<string, FieldKind>> = {
  area: 'area',
  from: 'area',
  to: 'area',
  firstArea: 'area',
  secondArea: 'area',
  companions: 'companions',
  character: 'character',
  strategist: 'character',
  kingdom: 'kingdom',
  count: 'count',
  armies: 'count',
  dropOff: 'count',
  emperor: 'flag',
  die: 'die',
};

/** Fields are asked in this order: pieces before places, counts last (a count's range depends on the rest). */
const FIELD_ORDER = [
  'character',
  'strategist',
  'from',
  'kingdom',
  'area',
  'firstArea',
  'secondArea',
  'to',
  'companions',
  'die',
  'emperor',
  'count',
  'armies',
  'dropOff',
];

/** The least of a count's range when the list gives more (a levy of 1, 4.4; none along, 4.5; none dropped off, 4.5(D)). */
const COUNT_FLOOR: Readonly<Record<string, number>> = { count: 1, armies: 0, dropOff: 0 };

export const fieldKind = (field: string): FieldKind => KIND_OF_FIELD[field] ?? 'flag';

/** One value a step offers: what it sets in the move being built. */
export interface StepOption {
  /** The fields it sets (the move's `type` too, when the step chooses the kind of move). */
  set: Readonly<Record<string, unknown>>;
  /** The field it chooses, and the value: what the map lights and the tray lists. */
  field: string | null;
  value: unknown;
  /** A choice of the kind of move: one legal move of that kind, to name it by. */
  sample?: AnyMove;
}

export type MoveStep =
  /** Pick one of `options` (a field of the move, or a move without fields). */
  | { kind: 'pick'; field: string | null; options: StepOption[] }
  /** A count between `min` and `max`; `telling` are the listed values. */
  | { kind: 'count'; field: string; min: number; max: number; telling: number[] }
  /** Every field chosen: the move, ready for Confirm. */
  | { kind: 'ready'; move: AnyMove }
  /** No legal move has the values chosen (a stale choice: step back). */
  | { kind: 'none' };

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
const isCount = (field: string): boolean => fieldKind(field) === 'count';

function distinctValues(moves: readonly AnyMove[], field: string): unknown[] {
  const out: unknown[] = [];
  for (const move of moves) if (!out.some((v) => same(v, move[field]))) out.push(move[field]);
  return out;
}

function orderedFields(move: AnyMove): string[] {
  const fields = Object.keys(move).filter((key) => key !== 'type' && key !== LISTED);
  const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return fields.sort((a, b) => rank(a) - rank(b) || (isCount(a) ? 1 : 0) - (isCount(b) ? 1 : 0));
}

/** The legal moves that agree with `chosen` (counts are checked against their range, not their listed values). */
function matching(legal: readonly AnyMove[], chosen: Readonly<Record<string, unknown>>): AnyMove[] {
  return legal.filter((move) =>
    Object.entries(chosen).every(([field, value]) => (field !== 'type' && isCount(field) && field in move) || same(move[field], value)),
  );
}

/** The first field among `moves` (all of one type) not yet chosen whose values differ, or null. */
function nextField(moves: readonly AnyMove[], chosen: Readonly<Record<string, unknown>>): string | null {
  for (const field of orderedFields(moves[0])) {
    if (field in chosen) continue;
    if (distinctValues(moves, field).length > 1) return field;
  }
  return null;
}

/** A count's range: from the least listed (or its floor) to the most listed; armies dropped off, up to the armies taken. */
function countRange(moves: readonly AnyMove[], field: string, chosen: Readonly<Record<string, unknown>>) {
  const telling = (distinctValues(moves, field) as number[]).sort((a, b) => a - b);
  const min = Math.min(telling[0], COUNT_FLOOR[field] ?? telling[0]);
  const max = field === 'dropOff' ? ((chosen.armies as number | undefined) ?? telling[telling.length - 1]) : telling[telling.length - 1];
  return { min, max, telling: telling.filter((n) => n >= min && n <= max) };
}

/** The next step of building a move from `legal` (the contract's list) with the fields `chosen` so far. */
export function nextStep(listed: readonly AnyMove[], chosen: Readonly<Record<string, unknown>>): MoveStep {
  const legal = listed.map(flatten);
  const moves = matching(legal, chosen);
  if (moves.length === 0) return { kind: 'none' };
  const types = distinctValues(moves, 'type') as string[];
  if (types.length > 1) {
    // Moves of several kinds: each kind's first choice, so a click on the map picks the kind too.
    const options: StepOption[] = [];
    for (const type of types) {
      const ofType = moves.filter((m) => m.type === type);
      const field = nextField(ofType, chosen) ?? orderedFields(ofType[0]).find((f) => !(f in chosen)) ?? null;
      if (field === null || isCount(field)) options.push({ set: { type }, field: null, value: type, sample: ofType[0] });
      else for (const value of distinctValues(ofType, field)) options.push({ set: { type, [field]: value }, field, value });
    }
    return { kind: 'pick', field: null, options };
  }
  const field = nextField(moves, chosen);
  if (field !== null && !isCount(field)) {
    return {
      kind: 'pick',
      field,
      options: distinctValues(moves, field).map((value) => ({ set: { [field]: value }, field, value })),
    };
  }
  // Only counts are left to choose: each as a range between the least and the most listed.
  for (const countField of orderedFields(moves[0])) {
    if (!isCount(countField) || countField in chosen) continue;
    const range = countRange(moves, countField, chosen);
    if (range.max > range.min) return { kind: 'count', field: countField, ...range };
  }
  return { kind: 'ready', move: unflatten({ ...moves[0], ...chosen } as AnyMove) };
}
