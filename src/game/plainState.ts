/**
 * The rules run on plain objects inside boardgame.io's reducer.
 *
 * boardgame.io (0.50.2) wraps every move and hook in immer 9's `produce`, so
 * the engine would read and write G through proxies: every read of a nested
 * object makes a proxy, every first write copies the object with
 * `Object.getOwnPropertyDescriptors`, and the end of the move walks all of
 * them. That was most of the reducer's time on the server. Instead the
 * adapter gives the engine a plain working copy of the state before the move
 * (`workingCopy`), lets it mutate that, and returns the result with every
 * part that did not change replaced by the very object it was before
 * (`shareUnchanged`). immer then only has to freeze the new parts, and the
 * next state shares every unchanged part with the previous one, as it did
 * through the draft (the server's patches rely on that, seatBroadcast.ts).
 */
import { copyJson } from './copyJson';
import type { GameState } from './state';

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
    // Spread, not slice(): the log is frozen, and V8's slice() of a frozen array takes a slow path, element by
    // element (about 40 µs for a 600-line log, against well under 1 µs spread; docs/deploy.md, "What a move costs").
    out[key] = key === 'log' && Array.isArray(value) ? [...value] : copyJson(value);
  }
  return out as unknown as GameState;
}

/**
 * `after`, with each part that equals (as JSON, keys in the same order) the
 * part at the same place in `before` replaced by `before`'s object; `before`
 * itself when nothing changed. Mutates `after`, which must be a working copy
 * (a frozen part of it is one `before` shared with it and is left alone), and
 * freezes each new part it walked: immer would freeze them anyway (its
 * autoFreeze), and it does not walk into a frozen object, such as the log's
 * new array with its hundreds of entries.
 */
export function shareUnchanged<T>(before: T, after: T): T {
  return share(before, after) as T;
}

function share(before: unknown, after: unknown): unknown {
  if (before === after) return before;
  if (before === null || after === null || typeof before !== 'object' || typeof after !== 'object') return frozen(after);
  if (Object.isFrozen(after)) return after;
  if (Array.isArray(after)) {
    if (!Array.isArray(before)) return frozen(after);
    let same = before.length === after.length;
    for (let i = 0; i < after.length; i++) {
      if (before[i] === after[i]) {
        // The log's entries, shared by workingCopy; those of the state setup made are not frozen yet.
        freezeDeep(after[i]);
        continue;
      }
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
  freezeDeep(value);
  return value;
}

function freezeDeep(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
  Object.freeze(value);
}
