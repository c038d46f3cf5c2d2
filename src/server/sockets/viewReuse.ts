/**
 * A seat's view of a move's new state with the parts that did not change
 * taken from its view of the state before, as the same objects.
 *
 * The game's view (`observe`, src/game/threeKingdomsRedux/playerView.ts) rebuilds every
 * player's part, the decks and the card data on every call, though a move
 * changes one player's state or two. The patch of a seat's view
 * (seatBroadcast.ts) would then compare each rebuilt part key by key with
 * the one before to find that nothing changed: the players' parts are half
 * of what the patches would walk. A part
 * taken from the view before is skipped at once, by identity.
 *
 * A part is taken from the view before only when everything `observe` makes
 * it from is the same object in both raw states (boardgame.io's reducer and
 * the game's plain-state plugin keep unchanged parts as the same, frozen,
 * objects), so it is exactly the part `observe` has just made again:
 * - a player's part, from that player's state alone (hidden for other
 *   seats, the seat's own with its undrawn cards unordered);
 * - the decks, from the decks alone (their cards shown as 'hidden');
 * - the card data, from the card data and every player's `revealed`.
 * The part before was that same seat's view, so nothing another seat may
 * not see can come in. `viewReuse.test.ts` checks over whole games that
 * every view equals `observe`'s own, and fails if `observe` comes to make
 * one of these parts from anything else.
 */
import type { State } from 'boardgame.io';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { STATES } from '../../game/threeKingdomsRedux/types';

/**
 * `view` (the seat's view of `state`) with the parts unchanged since
 * `previous` taken from `earlier` (the same seat's view of `previous`).
 * Returns `view` itself when nothing is taken; never changes its arguments.
 */
export function reuseUnchangedParts(view: State, earlier: State, state: State, previous: State): State {
  const G = reuseGameParts(view.G as GameState, earlier.G as GameState, state.G as GameState, previous.G as GameState);
  // boardgame.io's filter makes the plugins' part and the (empty) undo lists afresh for every view too: taken
  // when they hold the same values (compared, not assumed: they are a few keys).
  const plugins = shallowSame(view.plugins, earlier.plugins) ? earlier.plugins : view.plugins;
  const undo = emptyBoth(view._undo, earlier._undo) ? earlier._undo : view._undo;
  const redo = emptyBoth(view._redo, earlier._redo) ? earlier._redo : view._redo;
  if (G === view.G && plugins === view.plugins && undo === view._undo && redo === view._redo) return view;
  return { ...view, G, plugins, _undo: undo, _redo: redo };
}

/** The game's view `seen` of `G`, with the parts unchanged since `before` taken from `seenBefore` (its view). */
function reuseGameParts(seen: GameState, seenBefore: GameState, G: GameState, before: GameState): GameState {
  // A view that passes the raw state on (no view function) has nothing rebuilt to take.
  if (!G || !before || !seen || !seenBefore || seen === G || !G.players || !before.players || !seen.players || !seenBefore.players) return seen;
  let players = seen.players;
  // Every player's part unchanged: the players' object before, so the patch skips it whole.
  let allKept = seen.players !== G.players;
  for (const s of STATES) {
    const kept = seenBefore.players[s];
    if (G.players[s] !== before.players[s] || kept === undefined || seen.players === G.players) {
      allKept = false;
      continue;
    }
    if (players[s] === kept) continue;
    if (players === seen.players) players = { ...players };
    players[s] = kept;
  }
  if (allKept && sameKeys(seen.players, seenBefore.players)) players = seenBefore.players;
  const decks = G.decks === before.decks && seen.decks !== G.decks ? seenBefore.decks : seen.decks;
  const cardData =
    G.cardData === before.cardData && seen.cardData !== G.cardData && STATES.every((s) => G.players[s]?.revealed === before.players[s]?.revealed)
      ? seenBefore.cardData
      : seen.cardData;
  if (players === seen.players && decks === seen.decks && cardData === seen.cardData) return seen;
  return { ...seen, players, decks, cardData };
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
