/**
 * The change from one stored state to the next, as a list of paths set or
 * removed: what the journal appends for a move instead of the whole state,
 * so a move costs the same bytes at move 300 as at move 10 (a state grows
 * from ~6 KB to ~50 KB over a game, as its history fills).
 *
 * Cheap because boardgame.io's reducer (immer) keeps every part of the state
 * a move did not change as the same object: those are skipped by identity,
 * and only the changed paths are walked. Plain JSON only (what the state is);
 * an array that grew gets its new items, one that shrank is set whole.
 */

/** `[path, value]` sets the value at path; `[path]` removes the key. */
export type PatchOp = [path: (string | number)[], value?: unknown];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** What JSON leaves out of an object (boardgame.io's plugins can leave their functions on a state it stores). */
const absent = (v: unknown) => v === undefined || typeof v === 'function';

/** The ops that turn `before` into `after` (both plain JSON, as JSON.stringify would write them). */
export function diffStates(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(before, after, [], ops);
  return ops;
}

function walk(before: unknown, after: unknown, path: (string | number)[], ops: PatchOp[]): void {
  if (before === after) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(after)) {
      const value = after[key];
      if (absent(value)) {
        if (!absent(before[key])) ops.push([[...path, key]]);
      } else if (absent(before[key])) ops.push([[...path, key], value]);
      else walk(before[key], value, [...path, key], ops);
    }
    for (const key of Object.keys(before)) if (!(key in after) && !absent(before[key])) ops.push([[...path, key]]);
    return;
  }
  // An array that kept its length or grew (the game's log grows by a line or two a move): its items one by one.
  if (Array.isArray(before) && Array.isArray(after) && before.length <= after.length) {
    for (let i = 0; i < after.length; i++) {
      if (i < before.length) walk(before[i], after[i], [...path, i], ops);
      else ops.push([[...path, i], absent(after[i]) ? null : after[i]]);
    }
    return;
  }
  // (A function in an array is null in JSON, as here.)
  ops.push([path, typeof after === 'function' ? null : after]);
}

/** Applies `ops` to `target` in place (a value parsed from JSON, shared with nothing); returns the result. */
export function applyPatch(target: unknown, ops: PatchOp[]): unknown {
  for (const [path, ...rest] of ops) {
    if (path.length === 0) {
      target = rest[0];
      continue;
    }
    let parent = target as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) parent = parent[path[i]] as Record<string | number, unknown>;
    const key = path[path.length - 1];
    if (rest.length === 0) delete parent[key];
    else parent[key] = rest[0];
  }
  return target;
}
