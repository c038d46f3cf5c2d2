/**
 * Principle 5 (fast by construction) without changing an outcome: a move's working copy copies only the
 * parts its kind is expected to write (its write plan, learned); the rest is the state before, frozen, so
 * a write there throws and the move is redone on a full copy with the same random draws
 * (src/game/threeKingdomsRedux/plainState.ts; docs/decisions/0004-rules-run-on-plain-objects-in-the-reducer.md).
 */
import { describe, expect, it, vi } from 'vitest';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import {
  changePlainState,
  forgetWritePlans,
  learnedWritePlans,
  plainStateCounts,
  workingCopy,
} from '../../../src/game/threeKingdomsRedux/plainState';
import { isKnownDeepFrozen, shareUnchanged } from '../../../src/game/threeKingdomsRedux/sharedParts';

/** When set, applyDecision first writes into G.cardData (a part no plan has yet) and then refuses the move. */
const sabotage = vi.hoisted(() => ({ on: false, calls: 0 }));

vi.mock('../../../src/game/threeKingdomsRedux/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../../src/game/threeKingdomsRedux/engine')>();
  return {
    ...engine,
    applyDecision: (G: GameState, ...rest: unknown[]) => {
      if (sabotage.on) {
        sabotage.calls++;
        (G.cardData as Record<string, unknown>).testWrite = 1;
        return { ok: false, error: 'refused by the test' };
      }
      return (engine.applyDecision as (...a: unknown[]) => unknown)(G, ...rest);
    },
  };
});

const { makeGame, onInvalidMove } = await import('../../../src/game/threeKingdomsRedux/game');

type BgState = ReturnType<typeof InitializeGame>;

/** A seeded random legal move for the seat to act (the same picks for the same seed and position). */
function nextAction(game: ReturnType<typeof makeGame>, state: BgState, pick: number) {
  const acting = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers).sort() : [state.ctx.currentPlayer];
  const playerID = acting[pick % acting.length];
  const options = game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args: unknown[] }[];
  const { move, args } = options[Math.floor(pick / 7) % options.length];
  return { type: 'MAKE_MOVE' as const, payload: { type: move, args, playerID } };
}

/** Plays a seeded game through boardgame.io's reducer, calling `each` with the states before and after every move. */
function play(
  seed: string,
  moves: number,
  each: (before: BgState, after: BgState, i: number) => void = () => {},
  first: (state: BgState) => void = () => {},
) {
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 3 });
  first(state);
  let pick = 11;
  for (let i = 0; i < moves && !state.ctx.gameover; i++) {
    pick = (pick * 48271) % 2147483647;
    const before = state;
    state = reducer(state, nextAction(game, state, pick) as never);
    each(before, state, i);
  }
  return state;
}

/** The paths of the objects in `value` that are not frozen. */
function unfrozen(value: unknown, path = 'G'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const own = Object.isFrozen(value) ? [] : [path];
  return own.concat(...Object.entries(value).map(([key, child]) => unfrozen(child, `${path}.${key}`)));
}

/** Plays a seeded game up to its first move of type `type`, and returns that move, ready to be made. */
function upTo(seed: string, type: string): () => BgState {
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 3 });
  let pick = 11;
  for (let i = 0; i < 500; i++) {
    pick = (pick * 48271) % 2147483647;
    const action = nextAction(game, state, pick);
    if (action.payload.type === type) {
      const at = state;
      return () => reducer(at, action as never);
    }
    state = reducer(state, action as never);
  }
  throw new Error(`${seed}: no ${type} move in 500 moves`);
}

/** What `run` does to plainStateCounts. */
function countsOf(run: () => unknown) {
  const start = { ...plainStateCounts };
  run();
  return {
    planned: plainStateCounts.planned - start.planned,
    redone: plainStateCounts.redone - start.redone,
    full: plainStateCounts.full - start.full,
  };
}

describe('write plans in boardgame.io reducer', () => {
  it('are learned: the first move of a kind is redone on a full copy, the next one of its kind (another match) is not', () => {
    forgetWritePlans();
    // The states' first recruitment: each writes its own record (hand, cards drawn, recruitedIn).
    const first = upTo('plans-a', 'recruit');
    forgetWritePlans();
    const second = upTo('plans-b', 'recruit');
    forgetWritePlans();
    expect(countsOf(first)).toEqual({ planned: 0, redone: 1, full: 0 });
    expect(learnedWritePlans().has('recruit|conflict|recruit')).toBe(true);
    expect(countsOf(second)).toEqual({ planned: 1, redone: 0, full: 0 });
  });

  it("cannot be multiplied by a client's junk: moves naming unknown spaces or cards add no plan, and leave the state as it was (principle 4)", () => {
    forgetWritePlans();
    const game = makeGame({ seed: 'plans-junk' });
    const reducer = CreateGameReducer({ game });
    const state = InitializeGame({ game, numPlayers: 3 });
    const playerID = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers).sort()[0] : state.ctx.currentPlayer;
    const silenced = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 50; i++) {
        for (const [type, args] of [
          ['assign', [{ space: `junk-${i}`, general: `g-${i}` }]],
          ['takeAction', [`space-${i}`, { x: i }]],
          ['declineAction', [`space-${i}`]],
          ['choose', [{ card: `card-${i}` }]],
          ['useSkill', [`card-${i}`, null]],
        ] as const) {
          const after = reducer(state, { type: 'MAKE_MOVE', payload: { type, args: args as unknown as unknown[], playerID } } as never);
          expect(after.G).toBe(state.G);
        }
      }
    } finally {
      silenced.mockRestore();
    }
    // One plan per move name in this phase and step (and the phase's onBegin), however many names the junk carried.
    expect([...learnedWritePlans().keys()].sort()).toEqual(
      ['assign', 'choose', 'declineAction', 'onBegin', 'takeAction', 'useSkill'].map((name) => `${name}|conflict|recruit`),
    );
  });

  it('change no outcome: a game redone on full copies at every move (plans forgotten) gives the same states, random state included, as with plans learned', () => {
    const seed = 'plans-same';
    const states = (forget: boolean) => {
      const out: string[] = [];
      const start = { ...plainStateCounts };
      play(seed, 600, (_before, after) => {
        out.push(JSON.stringify([after.G, after.ctx, after.plugins]));
        if (forget) forgetWritePlans();
      });
      return { out, redone: plainStateCounts.redone - start.redone };
    };
    forgetWritePlans();
    const redone = states(true);
    const learned = states(false);
    expect(redone.out.length).toBeGreaterThan(300);
    // Most moves of the first run were redone, fewer of the second.
    expect(redone.redone).toBeGreaterThan(redone.out.length * 0.8);
    expect(learned.redone).toBeLessThan(redone.redone / 2);
    expect(learned.out).toEqual(redone.out);
  });

  it('never change the state before: every state is frozen throughout, the setup state from the first move on', () => {
    let snapshot = '';
    play(
      'plans-frozen',
      400,
      (before, after) => {
        expect(JSON.stringify(before.G)).toBe(snapshot);
        expect(unfrozen(before.G)).toEqual([]);
        expect(unfrozen(after.G)).toEqual([]);
        expect(isKnownDeepFrozen(after.G)).toBe(true);
        snapshot = JSON.stringify(after.G);
      },
      (initial) => (snapshot = JSON.stringify(initial.G)),
    );
  });

  it('report a refused move once, even when its first attempt wrote into a shared part and was redone', () => {
    const reasons: string[] = [];
    onInvalidMove((_p, _m, reason) => reasons.push(reason));
    forgetWritePlans();
    const move = upTo('plans-refused', 'selectAlliance');
    sabotage.on = true;
    sabotage.calls = 0;
    try {
      let after: BgState | undefined;
      const c = countsOf(() => (after = move()));
      // The attempt threw at its write, was redone, and a run that records writes learned where it wrote.
      expect(c.redone).toBe(1);
      expect(sabotage.calls).toBe(3);
      expect(reasons).toEqual(['refused by the test']);
      expect((after!.G.cardData as Record<string, unknown>).testWrite).toBeUndefined();
      // Learned: the next refused move of this kind writes into its own copy of cardData, made once.
      sabotage.calls = 0;
      reasons.length = 0;
      expect(countsOf(move)).toEqual({ planned: 1, redone: 0, full: 0 });
      expect(sabotage.calls).toBe(1);
      expect(reasons).toEqual(['refused by the test']);
    } finally {
      sabotage.on = false;
      onInvalidMove(() => {});
    }
  });
});

/** A small G: the plain-state functions read only its log and players. */
function smallState(): GameState {
  const record = (gold: number) => ({ gold, weapons: { spear: 0 }, secret: { hand: ['a'] }, recruitedIn: {} });
  const G = {
    round: 1,
    step: { kind: 'x', queue: [1, 2] },
    players: { wei: record(1), wu: record(2), shu: record(3) },
    decks: { a: [1, 2, 3] },
    cardData: {},
    log: [{ round: 1, text: 'start' }],
  };
  return G as unknown as GameState;
}

/** A source of random numbers that counts its draws (boardgame.io's random.Number in the reducer). */
function source() {
  let n = 0;
  const next = () => (++n * 0.0625) % 1;
  return { next, drawn: () => n };
}

describe('changePlainState', () => {
  it("replays a redone attempt's draws, then draws on: as many draws as a full copy makes, the same result", () => {
    forgetWritePlans();
    const change = (G: GameState, rng: { next(): number }) => {
      const p = G.players.wu as unknown as { gold: number };
      p.gold = rng.next();
      // Unplanned: the first attempt throws here, after its first draw.
      (G.decks as unknown as Record<string, number[]>).a.push(rng.next());
      G.round = rng.next();
      return true;
    };
    const planned = source();
    const result = changePlainState(smallState(), 'test|draws', 0, planned.next, change);
    const full = source();
    const expected = workingCopy(smallState());
    change(expected, { next: full.next });
    expect(planned.drawn()).toBe(3);
    expect(full.drawn()).toBe(3);
    expect(JSON.stringify(result)).toBe(JSON.stringify(expected));
    expect(plainStateCounts.redone).toBeGreaterThan(0);
    // Learned: now planned, the same draws, the same result.
    const again = source();
    const c = countsOf(() =>
      expect(JSON.stringify(changePlainState(smallState(), 'test|draws', 0, again.next, change))).toBe(JSON.stringify(expected)),
    );
    expect(c).toEqual({ planned: 1, redone: 0, full: 0 });
    expect(again.drawn()).toBe(3);
  });

  it('freezes a state it did not make (setup, storage) before sharing its parts: a write into them is redone, the state unchanged', () => {
    forgetWritePlans();
    const before = smallState();
    const result = changePlainState(before, 'test|unfrozen', 0, Math.random, (G) => {
      (G.players.wu as unknown as { gold: number }).gold = 99;
      return true;
    })!;
    expect((result.players.wu as unknown as { gold: number }).gold).toBe(99);
    expect((before.players.wu as unknown as { gold: number }).gold).toBe(2);
    expect(unfrozen(before)).toEqual([]);
    expect(isKnownDeepFrozen(before)).toBe(true);
  });

  it('learns a write of an equal value into a shared part (gold += 0), which no compare shows', () => {
    forgetWritePlans();
    const change = (G: GameState) => {
      (G.players.wu as unknown as { gold: number }).gold += 0;
      G.round = 2;
      return true;
    };
    const before = smallState();
    expect(countsOf(() => changePlainState(before, 'test|equal', 0, Math.random, change))).toEqual({ planned: 0, redone: 1, full: 0 });
    let result: GameState | null = null;
    expect(countsOf(() => (result = changePlainState(before, 'test|equal', 0, Math.random, change)))).toEqual({
      planned: 1,
      redone: 0,
      full: 0,
    });
    // Only what changed is new: the players (wu's record written, but equal) are the ones before.
    expect(result!.round).toBe(2);
    expect(result!.players).toBe(before.players);
  });

  it("keeps plans relative to the mover: a plan learned for one seat's record holds for another's", () => {
    forgetWritePlans();
    const change = (mover: 'wei' | 'wu' | 'shu') => (G: GameState) => {
      (G.players[mover] as unknown as { gold: number }).gold++;
      return true;
    };
    expect(countsOf(() => changePlainState(smallState(), 'test|mover', 0, Math.random, change('wei'))).redone).toBe(1);
    expect(countsOf(() => changePlainState(smallState(), 'test|mover', 2, Math.random, change('shu')))).toEqual({
      planned: 1,
      redone: 0,
      full: 0,
    });
  });

  it('lets the engine only append to the log: an edit of an entry before is redone on a full copy, exactly', () => {
    forgetWritePlans();
    const change = (G: GameState) => {
      G.log.push({ round: 1, text: 'appended' });
      G.log[0] = { round: 1, text: 'edited' };
      return true;
    };
    const before = smallState();
    let result: GameState | null = null;
    expect(countsOf(() => (result = changePlainState(before, 'test|log', 0, Math.random, change))).redone).toBe(1);
    expect(result!.log).toEqual([
      { round: 1, text: 'edited' },
      { round: 1, text: 'appended' },
    ]);
    expect(before.log).toEqual([{ round: 1, text: 'start' }]);
    // Appending alone takes the planned path; the entries before are the same objects.
    const appended = changePlainState(before, 'test|append', 0, Math.random, (G) => (G.log.push({ round: 1, text: 'more' }), true))!;
    expect(appended.log[0]).toBe(before.log[0]);
    expect(appended.log).toHaveLength(2);
    expect(Object.isFrozen(appended.log)).toBe(true);
  });

  it('redoes a change that puts the log elsewhere in G (its append-only view cannot be part of a state)', () => {
    forgetWritePlans();
    const change = (G: GameState) => {
      G.log.push({ round: 1, text: 'kept twice' });
      (G as unknown as { cardData: unknown }).cardData = { logged: G.log };
      return true;
    };
    let result: GameState | null = null;
    expect(countsOf(() => (result = changePlainState(smallState(), 'test|aliased-log', 0, Math.random, change))).redone).toBe(1);
    const expected = workingCopy(smallState());
    change(expected);
    expect(JSON.stringify(result)).toBe(JSON.stringify(expected));
    expect(unfrozen(result)).toEqual([]);
  });

  it('returns null for a refused change and the state before unchanged; an error not about the copy is thrown as is', () => {
    forgetWritePlans();
    const before = smallState();
    const snapshot = JSON.stringify(before);
    expect(changePlainState(before, 'test|refuse', 0, Math.random, (G) => ((G.round = 5), false))).toBeNull();
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(() =>
      changePlainState(before, 'test|throw', 0, Math.random, () => {
        throw new RangeError('a bug in the rules');
      }),
    ).toThrow(RangeError);
  });

  it('freezes throughout what a change puts in, even an object frozen only on its outside', () => {
    forgetWritePlans();
    const shallow = Object.freeze({ inner: { x: 1 } });
    const result = changePlainState(smallState(), 'test|shallow', 0, Math.random, (G) => {
      G.cardData = { shallow } as GameState['cardData'];
      return true;
    })!;
    expect(unfrozen(result)).toEqual([]);
    expect(Object.isFrozen(shallow.inner)).toBe(true);
  });
});

describe('shareUnchanged', () => {
  it('keeps a part equal to the one before as that object, in objects and arrays', () => {
    const before = { a: [{ n: 1 }, { n: 2 }], b: { c: [1, 2] } };
    const after = { a: [{ n: 1 }, { n: 3 }], b: { c: [1, 2] } };
    const result = shareUnchanged(before, after);
    expect(result.a[0]).toBe(before.a[0]);
    expect(result.b).toBe(before.b);
    expect(result.a).not.toBe(before.a);
    expect(shareUnchanged(before, { a: [{ n: 1 }, { n: 2 }], b: { c: [1, 2] } })).toBe(before);
  });
});
