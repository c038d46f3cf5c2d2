import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { applyPatch, diffBase, diffStates, walkChanges, type WalkShared } from '../../src/server/storage/statePatch';
import { seededRng, type Rng } from '../../src/game/rng';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { playServerGame } from './serverGamePlay';

/**
 * The walk behind the journal's move lines and the seats' patches
 * (src/server/storage/statePatch.ts): replaying the changes it finds from
 * `before` must give exactly `after`, as JSON says it. These are its edge
 * cases, then a seeded fuzz over random JSON edits that share unchanged
 * parts, as boardgame.io's states do.
 */
/**
 * Replays the changes on a copy of `before` as the journal reads it back. An object's keys may come back in
 * another order when `after` put a new key before old ones (the rules never do: the whole-game test below), so
 * this compares the values key by key.
 */
const roundTrip = (before: unknown, after: unknown) => {
  const replayed = applyPatch(JSON.parse(JSON.stringify(before)), diffStates(before, after));
  expect(JSON.parse(JSON.stringify(replayed))).toEqual(JSON.parse(JSON.stringify(after)));
};

describe('statePatch: the changes between two states', () => {
  it('finds nothing between an object and itself, or equal leaves', () => {
    const state = { G: { a: 1 }, log: [1, 2] };
    expect(diffStates(state, state)).toEqual([]);
    expect(diffStates({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toEqual([]);
  });

  it('removes a key that is gone, and one whose value became undefined', () => {
    expect(diffStates({ a: 1, b: 2 }, { a: 1 })).toEqual([[['b']]]);
    expect(diffStates({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual([[['b']]]);
    roundTrip({ a: { x: 1, y: 2 }, b: [1] }, { a: { x: 1 } });
  });

  it('tells a removed key from one renamed in its place (the same count of keys)', () => {
    expect(diffStates({ a: 1, b: 2 }, { a: 1, c: 2 })).toEqual([[['c'], 2], [['b']]]);
    roundTrip({ a: 1, b: 2 }, { a: 1, c: 2 });
  });

  it('treats keys that name Object.prototype members as plain keys', () => {
    // JSON.parse makes `__proto__` an own key, as a client's payload could.
    const before = JSON.parse('{"constructor": 1, "toString": {"a": 1}, "__proto__": {"b": 2}, "keep": 0}');
    const after = JSON.parse('{"hasOwnProperty": 3, "keep": 0}');
    const ops = diffStates(before, after);
    expect(ops).toContainEqual([['constructor']]);
    expect(ops).toContainEqual([['toString']]);
    expect(ops).toContainEqual([['__proto__']]);
    expect(ops).toContainEqual([['hasOwnProperty'], 3]);
    // A key removed where `after` has a prototype member's name, and the other way round.
    expect(diffStates({ toString: 1 }, {})).toEqual([[['toString']]]);
    expect(diffStates({}, JSON.parse('{"__proto__": 1}'))).toEqual([[['__proto__'], 1]]);
    expect(diffStates(JSON.parse('{"__proto__": 1}'), {})).toEqual([[['__proto__']]]);
  });

  it('adds the items of a grown array one by one, and sets a shrunk one whole', () => {
    expect(diffStates({ log: [1, 2] }, { log: [1, 2, 3, 4] })).toEqual([
      [['log', 2], 3],
      [['log', 3], 4],
    ]);
    expect(diffStates({ log: [1, 2, 3] }, { log: [1] })).toEqual([[['log'], [1]]]);
    roundTrip({ log: [{ a: 1 }, { b: 2 }] }, { log: [{ a: 1 }, { b: 3 }, { c: 4 }] });
  });

  it('writes undefined and functions as JSON does: left out of objects, null in arrays', () => {
    roundTrip({ a: 1, f: 2 }, { a: 1, f: () => 0 });
    roundTrip({ list: [1, 2] }, { list: [1, undefined, () => 0] });
  });

  it('gives every seat the same operations with or without the shared memo', () => {
    const log = [{ line: 1 }];
    const before = { G: { log, bids: { a: [1] } }, seat: 0 };
    const after = { G: { log: [...log, { line: 2 }], bids: { a: [1, 2] } }, seat: 0 };
    const shared: WalkShared = new Map();
    const found = (memo?: WalkShared) => {
      const ops: unknown[] = [];
      walkChanges(before, after, (kind, path, value) => ops.push([kind, path, value]), memo);
      return ops;
    };
    const alone = found();
    expect(found(shared)).toEqual(alone);
    expect(found(shared)).toEqual(alone);
  });

  it("replays seeded games through the server's reducer to each stored state, byte for byte (keys in order)", () => {
    // What a restarted server reads back (the journal's and PostgreSQL's move lines) is the state it stored,
    // with its keys in the same order: the rules walk records in key order, so a reordered record could play on
    // differently after a restart.
    for (const seed of ['patch-order-0', 'patch-order-1']) {
      let stored: unknown;
      let base: State;
      const states = playServerGame(seed, {
        gameSeed: seed,
        beforeMove: (state) => {
          stored ??= JSON.parse(JSON.stringify(state));
          base = diffBase(state);
        },
        afterMove: (state, n) => {
          stored = applyPatch(stored, JSON.parse(JSON.stringify(diffStates(base, state))));
          expect(JSON.stringify(stored), `${seed}, move ${n}`).toBe(JSON.stringify(state));
        },
      });
      expect((states[states.length - 1].G as GameState).result, `${seed} played to its end`).toBeTruthy();
    }
  });

  it('replays to the same JSON over seeded random edits that share unchanged parts', () => {
    const rng = seededRng('state-patch-fuzz');
    let before: unknown = randomJson(rng, 4);
    for (let i = 0; i < 400; i++) {
      const after = edit(rng, before, 4);
      roundTrip(before, after);
      before = after;
    }
  });
});

const KEYS = ['a', 'b', 'c', 'log', 'wei', 'wu', 'constructor', 'toString', '__proto__', 'x/y', 'm~n'];

function randomJson(rng: Rng, depth: number): unknown {
  const r = rng.next();
  if (depth === 0 || r < 0.3) return r < 0.1 ? null : r < 0.2 ? Math.floor(rng.next() * 10) : `s${Math.floor(rng.next() * 5)}`;
  if (r < 0.55) return Array.from({ length: Math.floor(rng.next() * 4) }, () => randomJson(rng, depth - 1));
  const out: Record<string, unknown> = {};
  for (const key of KEYS)
    if (rng.next() < 0.3)
      Object.defineProperty(out, key, { value: randomJson(rng, depth - 1), enumerable: true, writable: true, configurable: true });
  return out;
}

/** A new value from `value`: most parts kept as the same objects, some changed, added or removed. */
function edit(rng: Rng, value: unknown, depth: number): unknown {
  if (rng.next() < 0.5) return value;
  if (depth === 0 || value === null || typeof value !== 'object' || rng.next() < 0.1) return randomJson(rng, depth);
  if (Array.isArray(value)) {
    const out = value.map((item) => edit(rng, item, depth - 1));
    if (rng.next() < 0.3) out.push(randomJson(rng, depth - 1));
    if (rng.next() < 0.1) out.length = Math.floor(out.length / 2);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (rng.next() < 0.1) continue;
    Object.defineProperty(out, key, {
      value: edit(rng, (value as Record<string, unknown>)[key], depth - 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  if (rng.next() < 0.3) {
    const key = KEYS[Math.floor(rng.next() * KEYS.length)];
    if (!Object.hasOwn(out, key))
      Object.defineProperty(out, key, { value: randomJson(rng, depth - 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
