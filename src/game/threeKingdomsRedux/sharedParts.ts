/**
 * Frozen states that share their unchanged parts: a state made by a move keeps
 * every part that did not change as the very object it was before
 * (shareUnchanged), and the states known frozen throughout are remembered so
 * they are never walked again (plainState.ts).
 */
import type { GameState } from './state';

/** States and parts known to be frozen throughout: the states changePlainState returned or checked, new logs. */
export const deepFrozen = new WeakSet<object>();

/** Freezes `G` throughout (a state from setup or from storage is not frozen) and remembers it. */
export function ensureDeepFrozen(G: GameState): void {
  if (deepFrozen.has(G)) return;
  freezeAll(G);
  deepFrozen.add(G);
}

/** Whether `G` is one changePlainState knows frozen throughout (tests). */
export function isKnownDeepFrozen(G: GameState): boolean {
  return deepFrozen.has(G);
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
  if (before === after) return before;
  if (isObject(before) && isObject(after)) return shareValue(before, after) as T;
  return frozen(after);
}

export const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * shareUnchanged of two objects. Split by kind (objects, arrays, the log) so each loop's keyed loads see one
 * kind of receiver: one walk over all of them made V8's loads generic (about 8 ns a log entry, 50 ns a field).
 */
function shareValue(before: object, after: object): object {
  // A frozen object somewhere else than in `before` (moved there by the move, a constant; or the new log,
  // known frozen): checked throughout.
  if (Object.isFrozen(after)) return deepFrozen.has(after) ? after : frozen(after);
  if (Array.isArray(after)) return Array.isArray(before) ? shareArray(before, after) : frozen(after);
  if (Array.isArray(before)) return frozen(after);
  return shareObject(before as Record<string, unknown>, after as Record<string, unknown>);
}

function shareArray(before: readonly unknown[], after: unknown[]): readonly unknown[] {
  let same = before.length === after.length;
  const shared = Math.min(before.length, after.length);
  for (let i = 0; i < shared; i++) {
    const a = after[i];
    const b = before[i];
    // The log's entries (shared by the working copy), and unchanged numbers and strings.
    if (a === b) continue;
    if (!isObject(a) || !isObject(b)) {
      freezeAll(a);
      same = false;
      continue;
    }
    const value = shareValue(b, a);
    if (value !== a) after[i] = value;
    if (value !== b) same = false;
  }
  for (let i = shared; i < after.length; i++) freezeAll(after[i]);
  return same ? before : Object.freeze(after);
}

function shareObject(before: Record<string, unknown>, after: Record<string, unknown>): object {
  const keysBefore = Object.keys(before);
  const keys = Object.keys(after);
  // Same keys in the same order: a JSON of `before` must read exactly as one of `after`.
  let same = keysBefore.length === keys.length;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const a = after[key];
    let b: unknown;
    if (keysBefore[i] === key) b = before[key];
    else {
      same = false;
      if (!Object.prototype.hasOwnProperty.call(before, key)) {
        freezeAll(a);
        continue;
      }
      b = before[key];
    }
    if (a === b) continue;
    if (!isObject(a) || !isObject(b)) {
      freezeAll(a);
      same = false;
      continue;
    }
    const value = shareValue(b, a);
    if (value !== a) after[key] = value;
    if (value !== b) same = false;
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
export function freezeAll(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) freezeAll((value as Record<string, unknown>)[key]);
  if (!Object.isFrozen(value)) Object.freeze(value);
}
