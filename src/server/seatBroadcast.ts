/**
 * Sends a match's messages to its sockets: each seat's view computed and
 * encoded once per message (not once per socket), and a move sent as a patch
 * of that seat's view (RFC 6902, what boardgame.io's client applies) instead
 * of the whole state.
 *
 * boardgame.io's own broadcast filters the state and socket.io encodes it for
 * every socket, and a move's update carries the whole state, which grows
 * from ~6 KB to ~50 KB over a game: encoding it was the largest part of a
 * move's cost (docs/deploy.md, "What a move costs").
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
 * the whole view, as before. socket.io delivers a connection's messages in
 * order, and a reconnected client syncs first, so what was sent is what the
 * client holds. A refused move (its state unchanged) is answered with the
 * whole view, as boardgame.io's 'update' always did: a client takes an
 * update of its own state, while a patch that changes nothing would make it
 * ask for a sync.
 */
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import type { TransportMessage } from './heldUpdates';
import { walkChanges, type WalkShared } from './journal/statePatch';
import { reuseUnchangedParts } from './viewReuse';

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
export function seatBroadcast(game: Parameters<typeof getFilterPlayerView>[0]): (clients: BroadcastClient[], payload: TransportMessage) => void {
  const filterPlayerView: FilterPlayerView = getFilterPlayerView(game);
  // Keyed by boardgame.io's client record, which a sync replaces: a socket that syncs again starts with a whole view.
  const sentStateID = new WeakMap<BroadcastClient, number>();
  // The views of the last state sent: the next move's state before it is that state (boardgame.io stores a copy
  // of it without its deltalog, so it is told by its parts), and its views need not be made again.
  let last: { state: State; views: Map<string | null, State> } | null = null;
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
    const update = { type: 'update' as const, args: [matchID, state] as [string, State] };
    const earlier = previous && last && sameState(previous, last.state) ? last.views : null;
    const views = new Map<string | null, State>();
    const shared: WalkShared = new Map();
    for (const [seat, seatClients] of bySeat) {
      const filtered = filterPlayerView(seat, update) as { type: 'update'; args: [string, State, unknown[]] };
      const [, fresh, log] = filtered.args;
      // The parts of the view this move did not change are the objects sent before (viewReuse.ts): the patch skips them.
      const earlierView = earlier?.get(seat);
      const view = earlierView ? reuseUnchangedParts(fresh, earlierView, state, previous!) : fresh;
      const whole = view === fresh ? filtered : { type: 'update' as const, args: [matchID, view, log] as [string, State, unknown[]] };
      views.set(seat, view);
      const patchable =
        previous !== undefined && state._stateID > previous._stateID ? seatClients.filter((c) => sentStateID.get(c) === previous._stateID) : [];
      if (patchable.length > 0) {
        const before = earlierView ?? (filterPlayerView(seat, { type: 'update', args: [matchID, previous!] }) as typeof whole).args[1];
        emit(patchable, { type: 'patch', args: [matchID, previous!._stateID, state._stateID, viewPatch(before, view, shared), log] });
      }
      emit(
        patchable.length === seatClients.length ? [] : seatClients.filter((c) => !patchable.includes(c)),
        whole,
      );
      for (const client of seatClients) sentStateID.set(client, state._stateID);
    }
    last = { state, views };
  };
}
