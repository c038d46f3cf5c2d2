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
import { copyJson } from '../../game/copyJson';

/** `[path, value]` sets the value at path; `[path]` removes the key. */
export type PatchOp = [path: (string | number)[], value?: unknown];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** What JSON leaves out of an object (boardgame.io's plugins can leave their functions on a state it stores). */
const absent = (v: unknown) => v === undefined || typeof v === 'function';

/** The ops that turn `before` into `after` (both plain JSON, as JSON.stringify would write them). */
export function diffStates(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walkChanges(before, after, (kind, path, value) => ops.push(kind === 'remove' ? [path] : [path, value]));
  return ops;
}

/**
 * Receives the changes walkChanges finds: `add` a key or an array item that
 * was not there (an array grows at its end, item by item), `replace` a value
 * that was there, `remove` a key. `path` is the receiver's to keep.
 */
export type ChangeSink = (kind: 'add' | 'replace' | 'remove', path: (string | number)[], value?: unknown) => void;

/**
 * Every change from `before` to `after` (plain JSON, as JSON.stringify would
 * write them), walking only what is not the same object in both. Shared by
 * the journal's lines and the patches sent to clients (../seatBroadcast.ts).
 * `shared`, when given, remembers the changes found between two objects
 * at depth 2 (see WalkShared) and replays them when the same two objects
 * are walked again.
 */
export function walkChanges(before: unknown, after: unknown, sink: ChangeSink, shared?: WalkShared): void {
  walk(before, after, [], sink, shared);
}

/**
 * The changes already found between pairs of objects, by `after` then
 * `before`, relative to where the pair stood. The views of one state for the
 * seats of a match share most of their parts with the state itself (the
 * log, the bids...), so the patches of a move's views walk the same
 * pairs once per seat; with one WalkShared for a move's patches, each pair is
 * walked once. The changes between two objects depend only on those two
 * objects, so a seat gets exactly the operations its own walk would find.
 * Use one per move and drop it: an object changed in place after it was
 * walked (boardgame.io's `ctx`, see diffBase) would replay stale changes.
 */
export type WalkShared = Map<object, Map<object, FoundChange[]>>;
type FoundChange = [kind: 'add' | 'replace' | 'remove', relativePath: (string | number)[], value: unknown];

/**
 * Pairs are remembered only at this depth: a view's `G.log`, `G.bids`... (the log, hundreds of lines, is most of
 * what is shared). Above it each seat's view is its own object (a pair never met twice); below it pairs are small.
 */
const SHARED_DEPTH = 2;

/** A value as it stands in JSON where it cannot be left out (an array's item): null for undefined or a function. */
const inJson = (v: unknown) => (absent(v) ? null : v);

/**
 * `path` is one array for the whole walk, pushed and popped as it descends
 * (a copy goes to the sink only with a change): the views walked for each
 * seat's patch have many unchanged keys, and a path built per key was a
 * good part of a patch's cost.
 */
function walk(before: unknown, after: unknown, path: (string | number)[], sink: ChangeSink, shared?: WalkShared): void {
  if (before === after) return;
  if (shared && path.length === SHARED_DEPTH && typeof before === 'object' && typeof after === 'object' && before && after) {
    let byBefore = shared.get(after);
    let found = byBefore?.get(before);
    if (!found) {
      const changes: FoundChange[] = [];
      const depth = path.length;
      walkFresh(before, after, path, (kind, at, value) => changes.push([kind, at.slice(depth), value]), shared);
      if (!byBefore) shared.set(after, (byBefore = new Map()));
      byBefore.set(before, (found = changes));
    }
    for (const [kind, relativePath, value] of found) sink(kind, [...path, ...relativePath], value);
    return;
  }
  walkFresh(before, after, path, sink, shared);
}

function walkFresh(before: unknown, after: unknown, path: (string | number)[], sink: ChangeSink, shared?: WalkShared): void {
  if (isObject(before) && isObject(after)) {
    // Object.keys, not for-in with a hasOwn per key: plain JSON objects, walked often (each changed object of
    // three views a move). A key of `before` missing from `after` is looked for only when not every key of
    // `before` was met among those of `after`.
    const keys = Object.keys(after);
    let met = 0;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k];
      const value = after[key];
      // `before.__proto__` is its prototype unless it has that key of its own (JSON.parse makes it one).
      const old = key !== '__proto__' || Object.hasOwn(before, key) ? before[key] : undefined;
      // A JSON value read from `before` is its own key's (Object.prototype's other members are functions): only
      // an absent one needs the check.
      if (old !== undefined && typeof old !== 'function' ? true : Object.hasOwn(before, key)) met++;
      if (value === old) continue;
      path.push(key);
      if (absent(value)) {
        if (!absent(old)) sink('remove', [...path]);
      } else if (absent(old)) sink('add', [...path], value);
      else walk(old, value, path, sink, shared);
      path.pop();
    }
    const beforeKeys = Object.keys(before);
    if (met < beforeKeys.length)
      for (const key of beforeKeys) if (!Object.hasOwn(after, key) && !absent(before[key])) sink('remove', [...path, key]);
    return;
  }
  // An array that kept its length or grew (the game's log grows by a line or two a move): its items one by one.
  if (Array.isArray(before) && Array.isArray(after) && before.length <= after.length) {
    for (let i = 0; i < after.length; i++) {
      if (i < before.length && before[i] === after[i]) continue;
      path.push(i);
      if (i < before.length) walk(inJson(before[i]), inJson(after[i]), path, sink, shared);
      else sink('add', [...path], inJson(after[i]));
      path.pop();
    }
    return;
  }
  // (A function in an array is null in JSON, as here.)
  sink('replace', [...path], inJson(after));
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
    else setKey(parent, key, rest[0]);
  }
  return target;
}

/**
 * `parent[key] = value`, but a `__proto__` key that is not yet its own is made one (as JSON.parse makes it)
 * instead of setting the object's prototype: any JSON replays as it was written.
 */
function setKey(parent: Record<string | number, unknown>, key: string | number, value: unknown): void {
  if (key === '__proto__' && !Object.hasOwn(parent, key))
    Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  else parent[key] = value;
}

/**
 * Applies `ops` to a copy of `target` that shares every part the ops do not
 * touch (objects on an op's path are copied once, the rest is the same
 * object): for a state others may hold (a cached state boardgame.io reads,
 * which may be frozen). Values set by the ops are taken as they are.
 */
export function applyPatchShared(target: unknown, ops: PatchOp[]): unknown {
  const copies = new Set<unknown>();
  const own = <T>(value: T): T => {
    if (copies.has(value)) return value;
    const copy = (Array.isArray(value) ? value.slice() : { ...(value as object) }) as T;
    copies.add(copy);
    return copy;
  };
  for (const [path, ...rest] of ops) {
    if (path.length === 0) {
      target = rest[0];
      continue;
    }
    target = own(target);
    let parent = target as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const child = own(parent[path[i]]);
      parent[path[i]] = child;
      parent = child as Record<string | number, unknown>;
    }
    const key = path[path.length - 1];
    if (rest.length === 0) delete parent[key];
    else setKey(parent, key, rest[0]);
  }
  return target;
}

/**
 * What the next move's change is found from: the state with a copy of its
 * `ctx`. boardgame.io's flow counts a move in `ctx._activePlayersNumMoves`
 * of the state the move is made on, in place (ProcessMove), so the stored
 * state's own ctx already shows the next move's count, and a diff from it
 * would miss that change.
 */
export function diffBase<S extends { ctx?: unknown }>(state: S): S {
  return state.ctx === undefined ? state : { ...state, ctx: copyJson(state.ctx) };
}
