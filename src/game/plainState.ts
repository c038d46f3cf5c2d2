/**
 * The rules run on plain objects inside boardgame.io's reducer.
 *
 * boardgame.io (0.50.2) wraps every move and hook in immer 9's `produce`, so
 * the engine would read and write G through proxies: every read of a nested
 * object makes a proxy, every first write copies the object with
 * `Object.getOwnPropertyDescriptors`, and the end of the move walks all of
 * them. That was most of the reducer's time on the server. Instead the
 * adapter gives the engine a plain working copy of the state before the move,
 * lets it mutate that, and returns the result with every part that did not
 * change replaced by the very object it was before (`shareUnchanged`). immer
 * then has nothing to do (the result is frozen), and the next state shares
 * every unchanged part with the previous one, as it did through the draft
 * (the server's patches rely on that, seatBroadcast.ts).
 *
 * Copy only what a move writes (`changePlainState`). A copy of the whole of G
 * per move, and a walk over all of it to find what changed, were most of the
 * plain-state plugin's time (docs/deploy.md, "What a move costs"), while a move
 * writes a few parts: the mover's record, the bids, the step, the log. So the
 * state before a move is deep-frozen (every object in it), and the working copy
 * copies only the parts this kind of move is expected to write (its write plan,
 * learned), sharing the rest, frozen: a write into a shared part throws a
 * TypeError (ES modules are strict) and changes nothing. Then the attempt is
 * dropped and the move is redone on a full copy, exactly as before this
 * existed, with the attempt's random draws replayed first (so boardgame.io's
 * PRNG advances exactly as it would have), and the plan learns the parts that
 * changed. An attempt that ends without throwing wrote only into its own
 * copies, so it made exactly the state a full copy would have given.
 */
import { copyJson } from './copyJson';
import { shareHookIndex } from './hooks';
import type { Rng } from './rng';
import type { GameState, PlayerState } from './state';

/**
 * A copy of G the engine may mutate. The log's entries are shared, not
 * copied: the engine only appends to the log (log.ts) and never edits an
 * entry, and the entries of a state the reducer made are frozen (immer's
 * autoFreeze; shareUnchanged freezes those of the setup's state), so an edit
 * would throw rather than change the state before the move.
 */
export function workingCopy(G: GameState): GameState {
  const out = {} as Record<string, unknown>;
  for (const key in G) {
    const value = (G as unknown as Record<string, unknown>)[key];
    if (key === 'players' && value !== null && typeof value === 'object') out[key] = copyPlayers(value as Players, ALL_PLAYERS, 0);
    // Spread, not slice(): the log is frozen, and V8's slice() of a frozen array takes a slow path, element by
    // element (about 40 µs for a 600-line log, against well under 1 µs spread; docs/deploy.md, "What a move costs").
    else out[key] = key === 'log' && Array.isArray(value) ? [...value] : copyJson(value);
  }
  return out as unknown as GameState;
}

type Players = Record<string, PlayerState>;
/** A state's place in the seats' order (G.players' keys), for plans kept relative to the mover. */
const SEAT: Record<string, number> = { wei: 0, wu: 1, shu: 2 };
const ALL_PLAYERS: readonly boolean[] = [true, true, true];

/**
 * G.players with the records `copied` names (by offset from the seat `mover`) deep-copied and the others shared.
 * A copied record keeps the hook index built for the original (hooks.ts keys it by the record's `recruitedIn`,
 * which the copy makes anew): without it every move rebuilt each copied state's index.
 */
function copyPlayers(players: Players, copied: readonly boolean[], mover: number): Players {
  const out: Players = {};
  for (const state in players) {
    const record = players[state];
    const seat = SEAT[state];
    if (seat === undefined || copied[(seat - mover + 3) % 3]) {
      const copy = copyJson(record);
      if (record !== null && typeof record === 'object' && record.recruitedIn) shareHookIndex(record, copy);
      out[state] = copy;
    } else out[state] = record;
  }
  return out;
}

/**
 * What one kind of move or hook (a move's name in a phase and step, or a phase's onBegin) is expected to
 * write, learned from the times it wrote more: G's top-level parts, and the players' records by their
 * offset from the mover's seat (0 the mover, 1 the next seat, 2 the one after). The log is always copied
 * (a spread: its entries are never edited), and top-level values that are not objects need no copy (G's
 * own object is always new).
 */
export interface WritePlan {
  keys: Set<string>;
  players: boolean[];
  /** Set when a redo taught nothing (a write of the same value into a shared part): always a full copy. */
  copyAll: boolean;
}

const plans = new Map<string, WritePlan>();

/** The write plan of one kind of move or hook (see WritePlan), empty at first. */
export function writePlan(kind: string): WritePlan {
  let plan = plans.get(kind);
  if (plan === undefined) plans.set(kind, (plan = { keys: new Set(), players: [false, false, false], copyAll: false }));
  return plan;
}

/** The plans learned so far, by kind (tests, benchmarks). */
export function learnedWritePlans(): ReadonlyMap<string, WritePlan> {
  return plans;
}

/** Forgets every learned plan (tests). */
export function forgetWritePlans(): void {
  plans.clear();
}

/** How changes went since the process started: for tests and benchmarks, never for the rules. */
export const plainStateCounts = {
  /** Changes done on a copy of their planned parts only. */
  planned: 0,
  /** Attempts that wrote into a shared part (or threw) and were redone on a full copy. */
  redone: 0,
  /** Changes done on a full copy at once (their plan is copyAll). */
  full: 0,
};

/** A working copy with only `plan`'s parts copied; the rest are the frozen parts of `G`. */
function plannedCopy(G: GameState, plan: WritePlan, mover: number): GameState {
  const out = {} as Record<string, unknown>;
  for (const key in G) {
    const value = (G as unknown as Record<string, unknown>)[key];
    if (key === 'log' && Array.isArray(value)) out[key] = [...value];
    else if (key === 'players' && value !== null && typeof value === 'object') out[key] = copyPlayers(value as Players, plan.players, mover);
    else out[key] = plan.keys.has(key) ? copyJson(value) : value;
  }
  return out as unknown as GameState;
}

/** Adds to `plan` the parts `after` (a state made from `before` by shareUnchanged) does not share with `before`. */
function learn(plan: WritePlan, before: GameState, after: GameState, mover: number): boolean {
  let learned = false;
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const key in a) {
    const value = a[key];
    if (key === 'log' || value === b[key] || value === null || typeof value !== 'object') continue;
    if (key === 'players') {
      const players = value as Players;
      const playersBefore = b.players as Players;
      for (const state in players) {
        const seat = SEAT[state];
        if (seat === undefined || players[state] === playersBefore[state]) continue;
        const offset = (seat - mover + 3) % 3;
        if (!plan.players[offset]) learned = plan.players[offset] = true;
      }
    } else if (!plan.keys.has(key)) {
      plan.keys.add(key);
      learned = true;
    }
  }
  return learned;
}

/** States known to be frozen throughout: the ones changePlainState returned or checked. */
const deepFrozen = new WeakSet<object>();

/** Freezes `G` throughout (a state from setup or from storage is not frozen) and remembers it. */
function ensureDeepFrozen(G: GameState): void {
  if (deepFrozen.has(G)) return;
  freezeAll(G);
  deepFrozen.add(G);
}

/** Whether `G` is one changePlainState knows frozen throughout (tests). */
export function isKnownDeepFrozen(G: GameState): boolean {
  return deepFrozen.has(G);
}

/**
 * Runs `change` (which returns false when it refuses the move, having changed nothing that counts) on a working
 * copy of `before` and returns the new state, sharing every unchanged part with `before` and frozen throughout,
 * or null when refused. `kind` names the move or hook for its write plan; `mover` is the seat whose record the
 * plan's offset 0 means; `random` is where draws come from (boardgame.io's random.Number).
 * `before` is frozen throughout first, and never changed.
 */
export function changePlainState(
  before: GameState,
  kind: string,
  mover: number,
  random: () => number,
  change: (G: GameState, rng: Rng) => boolean,
): GameState | null {
  ensureDeepFrozen(before);
  const plan = writePlan(kind);
  if (plan.copyAll) {
    plainStateCounts.full++;
    return finish(before, workingCopy(before), change, { next: random });
  }
  const draws: number[] = [];
  let G: GameState;
  let accepted: boolean;
  try {
    G = plannedCopy(before, plan, mover);
    accepted = change(G, {
      next: () => {
        const x = random();
        draws.push(x);
        return x;
      },
    });
  } catch {
    // A write into a shared part (a TypeError: it is frozen) or any other error: redo it as a full copy would
    // have gone, which throws again if the error is not about the copy.
    plainStateCounts.redone++;
    let replayed = 0;
    const result = finish(before, workingCopy(before), change, {
      next: () => (replayed < draws.length ? draws[replayed++] : random()),
    });
    if (replayed < draws.length) throw new Error(`${kind}: the redo drew ${replayed} numbers, its attempt ${draws.length}`);
    if (!(result !== null && learn(plan, before, result, mover))) plan.copyAll = true;
    return result;
  }
  plainStateCounts.planned++;
  if (!accepted) return null;
  const result = shareUnchanged(before, G);
  deepFrozen.add(result);
  return result;
}

function finish(before: GameState, G: GameState, change: (G: GameState, rng: Rng) => boolean, rng: Rng): GameState | null {
  if (!change(G, rng)) return null;
  const result = shareUnchanged(before, G);
  deepFrozen.add(result);
  return result;
}

/**
 * `after`, with each part that equals (as JSON, keys in the same order) the
 * part at the same place in `before` replaced by `before`'s object; `before`
 * itself when nothing changed. Mutates `after`, which must be a working copy
 * of `before` (it shares parts with it), and freezes each new part it walked:
 * immer would freeze them anyway (its autoFreeze), and a state so made is
 * frozen throughout when `before` was (changePlainState sees to that).
 */
export function shareUnchanged<T>(before: T, after: T): T {
  return share(before, after) as T;
}

function share(before: unknown, after: unknown): unknown {
  if (before === after) return before;
  if (before === null || after === null || typeof before !== 'object' || typeof after !== 'object') return frozen(after);
  // A frozen object somewhere else than in `before` (moved there by the move, or a constant): checked throughout.
  if (Object.isFrozen(after)) return frozen(after);
  if (Array.isArray(after)) {
    if (!Array.isArray(before)) return frozen(after);
    let same = before.length === after.length;
    for (let i = 0; i < after.length; i++) {
      // The log's entries (shared by the working copy).
      if (before[i] === after[i]) continue;
      const value = i < before.length ? share(before[i], after[i]) : frozen(after[i]);
      if (value !== after[i]) after[i] = value;
      if (value !== before[i]) same = false;
    }
    return same ? before : Object.freeze(after);
  }
  if (Array.isArray(before)) return frozen(after);
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keysBefore = Object.keys(b);
  const keys = Object.keys(a);
  // Same keys in the same order: a JSON of `before` must read exactly as one of `after`.
  let same = keysBefore.length === keys.length;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const inBefore = keysBefore[i] === key || Object.prototype.hasOwnProperty.call(b, key);
    if (keysBefore[i] !== key) same = false;
    const value = inBefore ? share(b[key], a[key]) : frozen(a[key]);
    if (value !== a[key]) a[key] = value;
    if (value !== b[key]) same = false;
  }
  return same ? before : Object.freeze(after);
}

/** `value`, frozen throughout. */
function frozen<T>(value: T): T {
  freezeAll(value);
  return value;
}

/**
 * Freezes every object in `value`, frozen ones included (an object frozen by someone else may hold one that
 * is not): a new part of a state is fresh, so this walks what it freezes, and only a state from outside
 * (setup, storage) is walked whole, once.
 */
function freezeAll(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) freezeAll((value as Record<string, unknown>)[key]);
  if (!Object.isFrozen(value)) Object.freeze(value);
}
