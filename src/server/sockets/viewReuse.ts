/**
 * A seat's view of a move's new state with the parts that did not change
 * taken from its view of the state before, as the same objects.
 *
 * A game's view function may rebuild every part of the view on every call,
 * though a move changes one player's state or two. The patch of a seat's
 * view (seatBroadcast.ts) would then compare each rebuilt part key by key
 * with the one before to find that nothing changed. A part taken from the
 * view before is skipped at once, by identity.
 *
 * Which parts of G may be taken is the game's to say (its server record's
 * `reuseViewParts`, ../games/): a part is taken only when everything the
 * view makes it from is the same object in both raw states (boardgame.io's
 * reducer keeps unchanged parts as the same, frozen, objects), so it is
 * exactly the part the view has just made again. The part before was that
 * same seat's view, so nothing another seat may not see can come in.
 * boardgame.io's own parts (the plugins' data, the undo lists) are taken
 * here, for every game.
 */
import type { State } from 'boardgame.io';
import type { ViewPartsReuse } from '../games/serverGame';

/**
 * `view` (the seat's view of `state`) with the parts unchanged since
 * `previous` taken from `earlier` (the same seat's view of `previous`).
 * Returns `view` itself when nothing is taken; never changes its arguments.
 */
export function reuseUnchangedParts(view: State, earlier: State, state: State, previous: State, reuseGameParts?: ViewPartsReuse): State {
  const G = reuseGameParts ? reuseGameParts(view.G, earlier.G, state.G, previous.G) : view.G;
  // boardgame.io's filter makes the plugins' part and the (empty) undo lists afresh for every view too: taken
  // when they hold the same values (compared, not assumed: they are a few keys).
  const plugins = shallowSame(view.plugins, earlier.plugins) ? earlier.plugins : view.plugins;
  const undo = emptyBoth(view._undo, earlier._undo) ? earlier._undo : view._undo;
  const redo = emptyBoth(view._redo, earlier._redo) ? earlier._redo : view._redo;
  if (G === view.G && plugins === view.plugins && undo === view._undo && redo === view._redo) return view;
  return { ...view, G, plugins, _undo: undo, _redo: redo };
}

/** Two objects of the same keys whose entries are each the same value, or objects of the same keys and same values one level down. */
function shallowSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isRecord(a) || !isRecord(b) || !sameKeys(a, b)) return false;
  for (const key in a) {
    const [x, y] = [a[key], b[key]];
    if (x === y) continue;
    if (!isRecord(x) || !isRecord(y) || !sameKeys(x, y)) return false;
    for (const inner in x) if (x[inner] !== y[inner]) return false;
  }
  return true;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const emptyBoth = (a: unknown, b: unknown) => Array.isArray(a) && Array.isArray(b) && a.length === 0 && b.length === 0;

const sameKeys = (a: object, b: object): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k));
};
