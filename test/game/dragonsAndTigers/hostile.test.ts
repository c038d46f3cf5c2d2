import { describe, expect, it } from 'vitest';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import type { DtState, Seat } from '../../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../../src/game/rng';

const BAD_IDS: unknown[] = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nowhere', '', 7, null, undefined, {}, []];
const BAD_COUNTS: unknown[] = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, 10_000];

/** Hostile variants of the moves a state allows: wrong seat, wrong type, unknown or prototype ids, bad counts, malformed shapes. */
function hostileMoves(G: DtState, seat: Seat): { seat: string; move: unknown }[] {
  const other = G.seats.find((s) => s !== seat)!;
  const legal = dt.legalMoves(G, seat);
  const out: { seat: string; move: unknown }[] = [
    { seat: other, move: legal[0] },
    { seat: '__proto__', move: legal[0] },
    { seat, move: null },
    { seat, move: [] },
    { seat, move: 'done' },
    { seat, move: { type: '__proto__' } },
    { seat, move: { type: 'constructor' } },
    { seat, move: Object.create({ type: 'done' }) },
    { seat, move: JSON.parse('{"__proto__": {"type": "done"}}') },
  ];
  for (const move of legal.slice(0, 3)) out.push(...spoiled(move).map((bad) => ({ seat, move: bad })));
  return out;
}

/** `move` with each field in turn made bad, inside lists too (a march's path and companions). */
function spoiled(move: object): unknown[] {
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(move)) {
    if (key === 'type') continue;
    for (const bad of typeof value === 'number' ? BAD_COUNTS : BAD_IDS) out.push({ ...move, [key]: bad });
    if (Array.isArray(value) && value.length > 0) {
      out.push({ ...move, [key]: [...value, ...value] }, { ...move, [key]: [null] });
      for (const inner of spoiled(value[0])) out.push({ ...move, [key]: [inner, ...value.slice(1)] });
    }
  }
  return out;
}

describe('hostile moves', () => {
  it('refuses wrong seats, wrong types, unknown and prototype ids and malformed shapes in words, the state unchanged', () => {
    const rng = seededRng('hostile');
    let G = dt.newGame({}, rng, 2);
    let refused = 0;
    for (let step = 0; step < 200 && !dt.result(G); step++) {
      const [seat] = dt.toAct(G);
      if (step % 4 === 0) {
        const before = JSON.stringify(G);
        for (const { seat: who, move } of hostileMoves(G, seat)) {
          const applied = dt.apply(G, who as Seat, move as never, rng);
          if (applied.ok) {
            // A count the listing leaves out may still be legal (any count is accepted): only refusals are judged.
            continue;
          }
          expect(applied.error).toMatch(/[A-Za-z]/);
          expect(JSON.stringify(G)).toBe(before);
          refused++;
        }
      }
      const legal = dt.legalMoves(G, seat);
      const applied = dt.apply(G, seat, legal[Math.floor(rng.next() * legal.length)], rng);
      if (!applied.ok) throw new Error(applied.error);
      G = applied.state;
    }
    expect(refused).toBeGreaterThanOrEqual(200);
  });

  it('refuses every move once the game is over, and a move of a seat not playing', () => {
    const G = dt.newGame({}, seededRng('x'), 2);
    expect(dt.apply(G, 'vermilionBird', { type: 'done' }, seededRng('y'))).toEqual({
      ok: false,
      error: 'vermilionBird is not a seat of this game.',
    });
  });

  it('rejects setup options and seat counts it does not take', () => {
    expect(dt.setup.error({ variant: 1 }, 2)).toMatch(/no setup options/);
    expect(dt.setup.error({}, 5)).toMatch(/2 to 4 players/);
    expect(() => dt.newGame({}, seededRng('z'), 1)).toThrow(/2 to 4/);
  });
});
