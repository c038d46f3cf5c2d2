/**
 * Sends a match's messages to its sockets: each seat's view computed and
 * encoded once per message (not once per socket), and a move sent as a patch
 * of that seat's view (RFC 6902, what boardgame.io's client applies) instead
 * of the whole state.
 *
 * boardgame.io's own broadcast filters the state and socket.io encodes it for
 * every socket, and a move's update carries the whole state, which grows
 * from ~6 KB to ~50 KB over a game: encoding it was the largest part of a
 * move's cost (docs/decisions/0005-each-seat-gets-a-patch-of-its-view.md).
 *
 * Hidden information: a patch is the difference between two views of one
 * seat (boardgame.io's filter, the same one its updates go through), so it
 * holds nothing that seat's whole view would not. Its values come from the
 * new view only; its paths are keys of the two views.
 *
 * A patch applies only to the state it was made from: boardgame.io's client
 * drops a patch whose previous state is not the one it holds, and asks for
 * nothing. So a socket is sent a patch only when the state this broadcast
 * last sent it is the patch's previous state; otherwise (just synced,
 * or a message missed while it was served by another process) it is sent
 * the whole view. socket.io delivers a connection's messages in
 * order, and a reconnected client syncs first, so what was sent is what the
 * client holds.
 *
 * A move the rules refuse leaves the state as it was, and boardgame.io's
 * master still publishes it (a patch whose two states have one _stateID,
 * heldUpdates.ts) for every socket of the match. Its only use would be to
 * undo a client's optimistic move, and it cannot: our clients make none
 * (every move is `client: false`, game.ts's movesDecidedByMaster), and
 * boardgame.io's client ignores an update older than the state it holds
 * (an optimistic move raises its _stateID). What such an update does carry
 * is boardgame.io's plugin run-time objects, made for the mover (the Events
 * plugin names the mover's playerID), which the other seats need not learn.
 * So a socket that was sent this very state is sent nothing, the mover's
 * included: it already holds everything the answer holds. A socket this
 * broadcast has not sent it (one that synced since) still gets the whole
 * view (a patch that changes nothing would make it ask for a
 * sync). Nothing waits for the answer: a server bot's move unanswered for a
 * while makes it sync (../bots/seatPlayer.ts), and the page checks a move
 * against the rules on its view before sending it. Each socket sent
 * anything is still sent its own seat's view only.
 */
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import type { TransportMessage } from '../storage/heldUpdates';
import { copyJson } from '../../game/copyJson';
import { walkChanges, type WalkShared } from '../storage/statePatch';
import { reuseUnchangedParts } from './viewReuse';
import type { ViewPartsReuse } from '../games/serverGame';

/** One RFC 6902 operation, as boardgame.io's client applies them (rfc6902's applyPatch). */
export type PatchOperation = { op: 'add' | 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

/** The parts of a boardgame.io transport client this uses (its socket, and the seat it synced as). */
export interface BroadcastClient {
  playerID: string | null | undefined;
  socket: { id: string; nsp: { to(rooms: string[]): { emit(event: string, ...args: unknown[]): unknown } } };
}

type FilterPlayerView = ReturnType<typeof getFilterPlayerView>;

/** `/a/b~1c/0`: a JSON pointer (RFC 6901). Most keys need no escaping: they are copied as they are. */
const pointer = (path: (string | number)[]): string => {
  let out = '';
  for (const part of path) {
    const key = String(part);
    out += '/' + (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);
  }
  return out;
};

/**
 * The RFC 6902 operations that turn the view `before` into `after` (plain JSON); `[]` when they are the same.
 * `shared`: one for all the seats' patches of one move, so the parts their views share are walked once.
 */
export function viewPatch(before: unknown, after: unknown, shared?: WalkShared): PatchOperation[] {
  const operations: PatchOperation[] = [];
  walkChanges(
    before,
    after,
    (op, path, value) => operations.push(op === 'remove' ? { op, path: pointer(path) } : { op, path: pointer(path), value }),
    shared,
  );
  return operations;
}

/**
 * The broadcast of one match: `send(clients, payload)` for every message
 * published on its channel. Remembers, per client, the state it last sent.
 */
export function seatBroadcast(
  game: Parameters<typeof getFilterPlayerView>[0],
  /** The game's parts of a view a move did not change (viewReuse.ts). */
  reuseViewParts?: ViewPartsReuse,
): (clients: BroadcastClient[], payload: TransportMessage) => void {
  const filterPlayerView: FilterPlayerView = getFilterPlayerView(game);
  // Keyed by boardgame.io's client record, which a sync replaces: a socket that syncs again starts with a whole view.
  const sentStateID = new WeakMap<BroadcastClient, number>();
  // The views of the last state sent: the next move's state before it is that state (boardgame.io stores a copy
  // of it without its deltalog, so it is told by its parts), and its views need not be made again.
  let last: { state: State; views: Map<string | null, State> } | null = null;
  // The ctx of the last state sent, as it was sent. boardgame.io's flow counts the next move in that state's own
  // `ctx._activePlayersNumMoves`, in place (statePatch.ts, diffBase), so a patch from the state's ctx as it stands
  // then would miss the new count: the clients would keep the old one.
  let sentCtx: { stateID: number; ctx: unknown } | null = null;
  const sameState = (a: State, b: State) => a._stateID === b._stateID && a.G === b.G && a.ctx === b.ctx && a.plugins === b.plugins;

  return (clients, payload) => {
    const bySeat = new Map<string | null, BroadcastClient[]>();
    for (const client of clients) {
      const seat = client.playerID ?? null;
      const list = bySeat.get(seat);
      if (list) list.push(client);
      else bySeat.set(seat, [client]);
    }
    const emit = (to: BroadcastClient[], message: { type: string; args: unknown[] }) => {
      if (to.length > 0) to[0].socket.nsp.to(to.map((c) => c.socket.id)).emit(message.type, ...message.args);
    };

    if (payload.type !== 'patch' && payload.type !== 'update') {
      // matchData, chat: the same for every seat (boardgame.io's filter passes them unchanged).
      emit(clients, filterPlayerView(null, payload) as { type: string; args: unknown[] });
      return;
    }
    const [matchID] = payload.args;
    const state: State = payload.type === 'patch' ? payload.args[3] : payload.args[1];
    const previous: State | undefined = payload.type === 'patch' ? payload.args[2] : undefined;
    const refused = previous !== undefined && state._stateID === previous._stateID;
    if (refused) {
      // Only the sockets not sent this state yet are answered (see the header): usually none, and no view is made.
      let behind = 0;
      for (const [seat, seatClients] of bySeat) {
        const left = seatClients.filter((c) => sentStateID.get(c) !== state._stateID);
        if (left.length === 0) bySeat.delete(seat);
        else bySeat.set(seat, left);
        behind += left.length;
      }
      if (behind === 0) return;
    }
    const update = { type: 'update' as const, args: [matchID, state] as [string, State] };
    const earlier = previous && last && sameState(previous, last.state) ? last.views : null;
    const views = new Map<string | null, State>();
    const shared: WalkShared = new Map();
    for (const [seat, seatClients] of bySeat) {
      const filtered = filterPlayerView(seat, update) as { type: 'update'; args: [string, State, unknown[]] };
      const [, fresh, log] = filtered.args;
      // The parts of the view this move did not change are the objects sent before (viewReuse.ts): the patch skips them.
      const earlierView = earlier?.get(seat);
      const view = earlierView ? reuseUnchangedParts(fresh, earlierView, state, previous!, reuseViewParts) : fresh;
      const whole = view === fresh ? filtered : { type: 'update' as const, args: [matchID, view, log] as [string, State, unknown[]] };
      views.set(seat, view);
      const patchable =
        previous !== undefined && state._stateID > previous._stateID
          ? seatClients.filter((c) => sentStateID.get(c) === previous._stateID)
          : [];
      if (patchable.length > 0) {
        const beforeView = earlierView ?? (filterPlayerView(seat, { type: 'update', args: [matchID, previous!] }) as typeof whole).args[1];
        const before = sentCtx?.stateID === previous!._stateID ? { ...beforeView, ctx: sentCtx.ctx as State['ctx'] } : beforeView;
        emit(patchable, { type: 'patch', args: [matchID, previous!._stateID, state._stateID, viewPatch(before, view, shared), log] });
      }
      emit(patchable.length === seatClients.length ? [] : seatClients.filter((c) => !patchable.includes(c)), whole);
      for (const client of seatClients) sentStateID.set(client, state._stateID);
    }
    // A refused move's state is the last one with the mover's plugin objects attached: the views made before stay
    // the ones the next move's state before it is told by.
    if (!refused) {
      last = { state, views };
      sentCtx = { stateID: state._stateID, ctx: copyJson(state.ctx) };
    }
  };
}
