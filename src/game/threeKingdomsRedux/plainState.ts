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
 * plain-state plugin's time (docs/server-performance.md), while a move
 * writes a few parts: the mover's record, the bids, the step, the log. So the
 * state before a move is deep-frozen (every object in it), and the working copy
 * copies only the parts this kind of move is expected to write (its write plan,
 * learned), sharing the rest, frozen: a write into a shared part throws a
 * TypeError (ES modules are strict; a sloppy-mode bundle takes the full copy
 * always, see WRITES_TO_FROZEN_THROW) and changes nothing. Then the attempt is
 * dropped and the move is redone on a full copy, exactly as before this
 * existed, with the attempt's random draws replayed first (so boardgame.io's
 * PRNG advances exactly as it would have), and the plan learns the parts that
 * changed. An attempt that ends without throwing wrote only into its own
 * copies, so it made exactly the state a full copy would have given.
 */
import { copyJson } from '../copyJson';
import { shareHookIndex } from './hooks';
import type { Rng } from '../rng';
import type { GameState, PlayerState } from './state';
import { deepFrozen, ensureDeepFrozen, freezeAll, isObject, shareUnchanged } from './sharedParts';

/**
 * A full copy of G the engine may mutate (today's path, and the redo of an
 * attempt that wrote more than its plan). The log's entries are shared, not
 * copied: the engine only appends to the log (log.ts) and never edits an
 * entry, and the state before is frozen throughout (changePlainState), so an
 * edit would throw rather than change it.
 */
export function workingCopy(G: GameState): GameState {
  const out = {} as Record<string, unknown>;
  for (const key in G) {
    const value = (G as unknown as Record<string, unknown>)[key];
    if (key === 'players' && isObject(value)) out[key] = copyPlayers(value as Players);
    // Spread, not slice(): the log is frozen, and V8's slice() of a frozen array takes a slow path, element by
    // element (about 40 µs for a 600-line log, against well under 1 µs spread; docs/server-performance.md).
    else out[key] = key === 'log' && Array.isArray(value) ? [...value] : copyJson(value);
  }
  return out as unknown as GameState;
}

type Players = Record<string, PlayerState>;
/** A state's place in the seats' order (G.players' keys), for plans kept relative to the mover. */
const SEAT: Record<string, number> = { wei: 0, wu: 1, shu: 2 };

/** G.players, every record deep-copied, each keeping its hook index (see copyRecord). */
function copyPlayers(players: Players): Players {
  const out: Players = {};
  for (const state in players) out[state] = copyRecord(players[state], copyJson(players[state]));
  return out;
}

/**
 * `copy`, a copy of a player's `record`, given the hook index built for the original: hooks.ts keys it by
 * the record's `recruitedIn`, and a copy that makes that anew would rebuild it at its first hook point.
 */
function copyRecord(record: PlayerState, copy: PlayerState): PlayerState {
  if (isObject(record) && isObject(copy) && isObject(record.recruitedIn) && copy.recruitedIn !== record.recruitedIn)
    shareHookIndex(record, copy);
  return copy;
}

/**
 * What one kind of move or hook (a move's name in a phase and step, or a phase's onBegin) is expected to
 * write, as a tree over G: a node is a part (object or array) the working copy copies shallowly, its
 * children by their own nodes; a part without a node is shared (frozen). The players' records are children of G.players by their offset from the mover's seat ("0" the
 * mover, "1" the next seat, "2" the one after), so a plan learned for one seat holds for the others. G
 * itself is always copied shallowly and its log as an array the engine may only append to (appendOnlyLog).
 */
interface PlanNode {
  /** The children to copy (object keys, array indexes), each with its node. */
  keys: string[];
  nodes: PlanNode[];
}

interface WritePlan {
  root: PlanNode;
  /** Set when a redo taught nothing (a write of an equal value into a shared part): always a full copy. */
  copyAll: boolean;
}

const newNode = (): PlanNode => ({ keys: [], nodes: [] });
const plans = new Map<string, WritePlan>();

/** The write plan of one kind of move or hook (see WritePlan), empty at first. */
function writePlan(kind: string): WritePlan {
  let plan = plans.get(kind);
  if (plan === undefined) plans.set(kind, (plan = { root: newNode(), copyAll: false }));
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

/** A part copied as `node` says: a shallow copy, with its children's nodes applied. */
function copyPart(value: unknown, node: PlanNode): unknown {
  if (!isObject(value)) return value;
  const { keys, nodes } = node;
  if (Array.isArray(value)) {
    // Spread, not slice(): V8's slice() of a frozen array goes element by element (docs/server-performance.md).
    const out = [...value];
    for (let i = 0; i < keys.length; i++) {
      const at = Number(keys[i]);
      if (at < out.length) out[at] = copyPart(out[at], nodes[i]);
    }
    return out;
  }
  const out: Record<string, unknown> = { ...value };
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (Object.prototype.hasOwnProperty.call(out, key)) out[key] = copyPart(out[key], nodes[i]);
  }
  return out;
}

/** G.players copied as `node` says, its children named by their offset from the mover's seat. */
function copyPlayersPlanned(players: Players, node: PlanNode, mover: number): Players {
  const out: Players = { ...players };
  for (let i = 0; i < node.keys.length; i++) {
    const state = STATE_AT[(Number(node.keys[i]) + mover) % 3];
    if (Object.prototype.hasOwnProperty.call(out, state))
      out[state] = copyRecord(players[state], copyPart(players[state], node.nodes[i]) as PlayerState);
  }
  return out;
}
const STATE_AT = ['wei', 'wu', 'shu'] as const;

/**
 * The working copy's log: an array of the entries before (shared, frozen) that the engine may only append
 * to (log.ts: the engine never edits an entry); anything else, such as replacing, removing or reordering
 * an entry, throws a TypeError, as a write into any other shared part does. So the new state's log needs
 * no compare with the one before: it is the one before plus the entries appended.
 */
interface AppendOnlyLog {
  entries: unknown[];
  /** The number of entries before the move, which may not change. */
  floor: number;
  view: unknown[];
  /** Ends the view: the state made must not hold it, and any use of it after the change throws. */
  revoke: () => void;
}

/** The traps of an append-only log's view (a class: its traps are shared, each log holds only its floor). */
class AppendOnly implements ProxyHandler<unknown[]> {
  constructor(readonly floor: number) {}

  set(entries: unknown[], key: string | symbol, value: unknown): boolean {
    if (key === 'length' ? (value as number) < this.floor : isIndexBelow(key, this.floor)) refuseEdit();
    (entries as unknown as Record<string | symbol, unknown>)[key] = value;
    return true;
  }

  defineProperty(entries: unknown[], key: string | symbol, descriptor: PropertyDescriptor): boolean {
    if (key === 'length' || isIndexBelow(key, this.floor)) refuseEdit();
    return Reflect.defineProperty(entries, key, descriptor);
  }

  deleteProperty(entries: unknown[], key: string | symbol): boolean {
    if (isIndexBelow(key, this.floor)) refuseEdit();
    return Reflect.deleteProperty(entries, key);
  }

  setPrototypeOf(): boolean {
    return refuseEdit();
  }

  preventExtensions(): boolean {
    return refuseEdit();
  }
}

function refuseEdit(): never {
  throw new TypeError('the log can only be appended to');
}

function isIndexBelow(key: string | symbol, floor: number): boolean {
  if (typeof key !== 'string') return false;
  const n = Number(key);
  return Number.isInteger(n) && n >= 0 && n < floor && String(n) === key;
}

function appendOnlyLog(log: readonly unknown[]): AppendOnlyLog {
  // Spread, not slice(): V8's slice() of a frozen array goes element by element (docs/server-performance.md).
  const entries = [...log];
  const { proxy, revoke } = Proxy.revocable(entries, new AppendOnly(log.length));
  return { entries, floor: log.length, view: proxy, revoke };
}

/** A working copy with only `plan`'s parts copied; the rest are the frozen parts of `G`. */
function plannedCopy(G: GameState, plan: WritePlan, mover: number, log: AppendOnlyLog | null): GameState {
  const out = { ...G } as unknown as Record<string, unknown>;
  if (log) out.log = log.view;
  const { keys, nodes } = plan.root;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (!Object.prototype.hasOwnProperty.call(out, key)) continue;
    out[key] =
      key === 'players' && isObject(out.players)
        ? copyPlayersPlanned(out.players as Players, nodes[i], mover)
        : copyPart(out[key], nodes[i]);
  }
  return out as unknown as GameState;
}

/**
 * Adds to `paths` the path (from G) of each part of `after` (made from `before` by shareUnchanged, so a part
 * equal to the one before is that very object) that is not the part before: the parts a working copy must
 * copy. A new or changed number or string, or a part put in place of another, needs only its parent copied.
 */
function changedParts(before: object, after: object, path: string[], paths: string[][]): void {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    const value = a[key];
    const old = Object.prototype.hasOwnProperty.call(b, key) ? b[key] : undefined;
    if (value === old || !isObject(value) || !isObject(old) || Array.isArray(value) !== Array.isArray(old)) continue;
    // The log is always copied (appendOnlyLog).
    if (path.length === 0 && key === 'log') continue;
    const at = [...path, key];
    paths.push(at);
    changedParts(old, value, at, paths);
  }
}

/** Adds to `plan` a node for every part on each of `paths` (G.players' records by their offset from `mover`). Whether it added any. */
function addToPlan(plan: WritePlan, paths: readonly string[][], mover: number): boolean {
  let added = false;
  for (const path of paths) {
    let node = plan.root;
    for (let depth = 0; depth < path.length; depth++) {
      const seat = depth === 1 && path[0] === 'players' ? SEAT[path[1]] : undefined;
      const name = seat === undefined ? path[depth] : String((seat - mover + 3) % 3);
      let at = node.keys.indexOf(name);
      if (at < 0) {
        node.keys.push(name);
        node.nodes.push(newNode());
        at = node.keys.length - 1;
        added = true;
      }
      node = node.nodes[at];
    }
  }
  return added;
}

/** The paths of the parts `change` writes, found by running it once more (see changePlainState's redo). */
function writtenParts(before: GameState, change: (G: GameState, rng: Rng) => boolean, draws: readonly number[]): string[][] {
  const written: string[][] = [];
  const copy = workingCopy(before) as unknown as Record<string, unknown>;
  const proxies = new WeakMap<object, object>();
  const G: Record<string, unknown> = {};
  for (const key in copy)
    G[key] = key === 'log' || !isObject(copy[key]) ? copy[key] : recording(copy[key] as object, [key], written, proxies);
  let drawn = 0;
  try {
    // The same draws; past them any number will do: the writes missed were made before the first new draw.
    change(G as unknown as GameState, { next: () => (drawn < draws.length ? draws[drawn++] : 0.5) });
  } catch {
    // The writes recorded up to the error are still writes the move makes.
  }
  return written;
}

/** `target` (a part of a working copy at `path`), recording in `written` the path of each object written through it. */
function recording(target: object, path: string[], written: string[][], proxies: WeakMap<object, object>): object {
  const known = proxies.get(target);
  if (known) return known;
  const record = () => {
    written.push(path);
    return true;
  };
  const proxy = new Proxy(target, {
    get(t, key) {
      const value = (t as Record<string | symbol, unknown>)[key];
      return typeof key === 'string' && isObject(value) && !Object.isFrozen(value)
        ? recording(value, [...path, key], written, proxies)
        : value;
    },
    set: (t, key, value) => record() && Reflect.set(t, key, value),
    deleteProperty: (t, key) => record() && Reflect.deleteProperty(t, key),
    defineProperty: (t, key, descriptor) => record() && Reflect.defineProperty(t, key, descriptor),
  });
  proxies.set(target, proxy);
  return proxy;
}

/**
 * Whether a write into a frozen object throws here, as it does in strict code (ES modules, or a bundle that
 * keeps them strict). A bundle in sloppy mode (esbuild's iife output, as the page's) ignores such a write
 * without a word: there the planned copy would lose the move's writes, so every change takes a full copy.
 * The rules are bundled with this module, so they run in the same mode.
 */
const WRITES_TO_FROZEN_THROW = (() => {
  try {
    (Object.freeze({ probe: 0 }) as { probe: number }).probe = 1;
    return false;
  } catch {
    return true;
  }
})();

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
  if (plan.copyAll || !WRITES_TO_FROZEN_THROW) {
    plainStateCounts.full++;
    return finish(before, workingCopy(before), change, { next: random });
  }
  const draws: number[] = [];
  const log = Array.isArray(before.log) ? appendOnlyLog(before.log) : null;
  let result: GameState | null;
  try {
    const G = plannedCopy(before, plan, mover, log);
    const accepted = change(G, {
      next: () => {
        const x = random();
        draws.push(x);
        return x;
      },
    });
    if (!accepted) result = null;
    else {
      if (log) {
        if (G.log === log.view) G.log = appendedLog(before.log, log) as GameState['log'];
        // The view put somewhere else in G would be a proxy in the state: its compare now throws (a redo).
        log.revoke();
      }
      result = shareUnchanged(before, G);
    }
  } catch {
    // A write into a shared part (a TypeError: it is frozen) or any other error: redo it as a full copy would
    // have gone, which throws again if the error is not about the copy.
    plainStateCounts.redone++;
    let replayed = 0;
    const redone = finish(before, workingCopy(before), change, {
      next: () => {
        const x = replayed < draws.length ? draws[replayed] : random();
        if (replayed++ >= draws.length) draws.push(x);
        return x;
      },
    });
    if (replayed < draws.length) throw new Error(`${kind}: the redo drew ${replayed} numbers, its attempt ${draws.length}`);
    // What changed goes into the plan. A write that changed nothing (`gold += 0`) shows in no compare: then
    // the parts written are found by running the change once more on a full copy whose parts record the
    // objects written (through proxies), with the same draws; only the plan depends on that run.
    const changed: string[][] = [];
    if (redone !== null) changedParts(before, redone, [], changed);
    if (!addToPlan(plan, changed, mover) && !addToPlan(plan, writtenParts(before, change, draws), mover)) plan.copyAll = true;
    return redone;
  }
  plainStateCounts.planned++;
  if (result !== null) deepFrozen.add(result);
  return result;
}

/** The log after the move: the one before when nothing was appended, else its entries and the new ones, frozen. */
function appendedLog(before: readonly unknown[], log: AppendOnlyLog): readonly unknown[] {
  const { entries, floor } = log;
  if (entries.length === floor) return before;
  for (let i = floor; i < entries.length; i++) freezeAll(entries[i]);
  Object.freeze(entries);
  deepFrozen.add(entries);
  return entries;
}

function finish(before: GameState, G: GameState, change: (G: GameState, rng: Rng) => boolean, rng: Rng): GameState | null {
  if (!change(G, rng)) return null;
  const result = shareUnchanged(before, G);
  deepFrozen.add(result);
  return result;
}
