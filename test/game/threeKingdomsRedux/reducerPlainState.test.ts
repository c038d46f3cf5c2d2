/**
 * Principle 5 (fast by construction): inside boardgame.io's reducer, whose
 * immer plugin hands every move and hook a draft of G, the rules still run on
 * plain objects (reads and writes through immer 9's proxies were most of the
 * reducer's time on the server, docs/decisions/0004-rules-run-on-plain-objects-in-the-reducer.md), and the
 * new state still shares every unchanged part with the state before it (the
 * server's patches walk only what changed, seatBroadcast.ts).
 * adapterEquivalence.test.ts and the golden games check that outcomes are the same.
 */
import { types } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { workingCopy } from '../../../src/game/threeKingdomsRedux/plainState';
import { shareUnchanged } from '../../../src/game/threeKingdomsRedux/sharedParts';

/** Whether each call of the rules' entry points got a proxy (an immer draft) for G. */
const calls = vi.hoisted(() => [] as { fn: string; proxy: boolean }[]);

vi.mock('../../../src/game/threeKingdomsRedux/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../../src/game/threeKingdomsRedux/engine')>();
  return {
    ...engine,
    applyDecision: (G: GameState, ...rest: unknown[]) => {
      calls.push({ fn: 'applyDecision', proxy: types.isProxy(G) });
      return (engine.applyDecision as (...a: unknown[]) => unknown)(G, ...rest);
    },
    statesToAct: (G: GameState) => {
      calls.push({ fn: 'statesToAct', proxy: types.isProxy(G) });
      return engine.statesToAct(G);
    },
  };
});
vi.mock('../../../src/game/threeKingdomsRedux/flow', async (importOriginal) => {
  const flow = await importOriginal<typeof import('../../../src/game/threeKingdomsRedux/flow')>();
  return {
    ...flow,
    advance: (G: GameState, ...rest: unknown[]) => {
      calls.push({ fn: 'advance', proxy: types.isProxy(G) });
      return (flow.advance as (...a: unknown[]) => unknown)(G, ...rest);
    },
  };
});

const { makeGame } = await import('../../../src/game/threeKingdomsRedux/game');

/** The paths of the objects in `value` that are not frozen. */
function unfrozen(value: unknown, path = 'G'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const own = Object.isFrozen(value) ? [] : [path];
  return own.concat(...Object.entries(value).map(([key, child]) => unfrozen(child, `${path}.${key}`)));
}

/** Plays `moves` seeded random legal moves through boardgame.io's reducer, calling `each` around every move. */
function play(seed: string, moves: number, each: (before: GameState, after: GameState) => void) {
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 3 });
  let pick = 7;
  for (let i = 0; i < moves && !state.ctx.gameover; i++) {
    const acting = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers).sort() : [state.ctx.currentPlayer];
    const playerID = acting[i % acting.length];
    const options = game.ai!.enumerate(state.G, state.ctx, playerID);
    pick = (pick * 48271) % 2147483647;
    const { move, args } = options[pick % options.length] as { move: string; args: unknown[] };
    const before = state.G;
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } });
    expect(state.G).not.toBe(before);
    each(before, state.G);
  }
}

describe('the rules inside boardgame.io reducer', () => {
  it('see plain objects, never immer drafts, in moves and in the phase and turn hooks', () => {
    calls.length = 0;
    play('plain-rules', 400, () => {});
    for (const fn of ['applyDecision', 'advance', 'statesToAct']) expect(calls.some((c) => c.fn === fn)).toBe(true);
    expect(calls.filter((c) => c.proxy)).toEqual([]);
  });

  it('give a new state that keeps every unchanged part of the one before, which stays as it was', () => {
    let snapshot = '';
    let shared = 0;
    play('plain-sharing', 300, (before, after) => {
      if (snapshot) expect(JSON.stringify(before)).toBe(snapshot);
      for (const key of Object.keys(after) as (keyof GameState)[]) {
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) continue;
        expect(after[key], key).toBe(before[key]);
        if (typeof after[key] === 'object' && after[key] !== null) shared++;
      }
      for (const state of ['wei', 'wu', 'shu'] as const)
        if (JSON.stringify(before.players[state]) === JSON.stringify(after.players[state]))
          expect(after.players[state]).toBe(before.players[state]);
      // Entries already logged are the same objects.
      for (let i = 0; i < before.log.length; i++) expect(after.log[i]).toBe(before.log[i]);
      // Frozen throughout, as immer's autoFreeze leaves a state (plainState.ts freezes the new parts itself).
      expect(unfrozen(after)).toEqual([]);
      snapshot = JSON.stringify(after);
    });
    expect(shared).toBeGreaterThan(1000);
  });
});

describe('shareUnchanged', () => {
  it('returns the object before where nothing changed, and only the changed parts are new', () => {
    const before = { a: { x: [1, 2] }, b: { y: 'z' }, c: [{ n: 1 }, { n: 2 }] };
    const after = workingCopy(before as unknown as GameState) as unknown as typeof before;
    expect(shareUnchanged(before, after)).toBe(before);
    const changed = workingCopy(before as unknown as GameState) as unknown as typeof before;
    changed.c[1].n = 3;
    const result = shareUnchanged(before, changed);
    expect(result).not.toBe(before);
    expect(result.a).toBe(before.a);
    expect(result.b).toBe(before.b);
    expect(result.c[0]).toBe(before.c[0]);
    expect(result.c[1]).toEqual({ n: 3 });
  });

  it('keeps a changed key order and a removed or added key as changes', () => {
    const before = { o: { p: 1, q: 2 }, r: { s: 1 } };
    expect(shareUnchanged(before, { o: { q: 2, p: 1 }, r: { s: 1 } }).o).toEqual({ q: 2, p: 1 });
    expect(Object.keys(shareUnchanged(before, { o: { q: 2, p: 1 }, r: { s: 1 } }).o)).toEqual(['q', 'p']);
    expect(shareUnchanged(before, { o: { p: 1 }, r: { s: 1 } } as typeof before)).not.toBe(before);
    expect(shareUnchanged(before, { o: { p: 1, q: 2, t: 3 }, r: { s: 1 } } as typeof before).r).toBe(before.r);
  });
});
