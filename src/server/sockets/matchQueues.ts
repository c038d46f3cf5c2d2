/**
 * boardgame.io's socket.io transport, with its per-match queues made usable
 * by the rest of the server.
 *
 * boardgame.io runs a match's moves one at a time in a queue per match (a
 * move reads the state and the metadata, and writes both back). The Lobby
 * API's calls and the server's bots change the same metadata the same way
 * (read, change, write), so they run in that queue too (`runInMatchQueue`),
 * or a join could be overwritten by a move that read the metadata before it.
 * boardgame.io drops a match's queue as soon as its last socket leaves, even
 * with work still queued, and a later task would then get a fresh queue and
 * run beside the queued one: here a queue is dropped only once it is idle.
 */
import { SocketIO } from 'boardgame.io/server';
import { seatBroadcast, type BroadcastClient } from './seatBroadcast';
import type { ViewPartsReuse } from '../games/serverGame';
import { moveTimings } from '../moveTimings';

type Game = Parameters<typeof seatBroadcast>[0];

type QueueingOptions = ConstructorParameters<typeof SocketIO>[0] & {
  /** Runs the start of each move (the storage's, storage.ts: its metadata read may be answered from memory). */
  moveStarts?: <T>(start: () => T) => T;
  /** Told of each of boardgame.io's socket handlers that failed (HandlerFailed); by default it goes to console.error. */
  handlerFailed?: HandlerFailed;
  /** The parts of a view a move did not change, for the game of that name (viewReuse.ts). */
  reuseViewPartsOf?: (gameName: string) => ViewPartsReuse | undefined;
};

/**
 * A socket handler of boardgame.io's failed: `event` is the packet's (`update`: a move; `sync`; `disconnect`),
 * `args` its arguments. A move fails this way when its state could not be stored (the storage refused it:
 * nothing was stored nor sent), and a sync or a disconnection when the connection mark could not be written.
 */
export type HandlerFailed = (event: string, socket: HandlerSocket, args: unknown[], error: unknown) => void;

/** The part of a socket.io socket a HandlerFailed uses. */
interface HandlerSocket {
  id: string;
  emit(event: string, ...args: unknown[]): unknown;
}

type InitArgs = Parameters<SocketIO['init']>;
type HandlerNamespace = {
  listeners(event: 'connection'): ((socket: unknown) => void)[];
  off(event: 'connection', listener: (socket: unknown) => void): unknown;
  on(event: 'connection', listener: (socket: unknown) => void): unknown;
};

type MatchQueue = ReturnType<SocketIO['getMatchQueue']>;

type SyncedListener = (socket: HandlerSocket, matchID: string) => void;

export class QueueingSocketIO extends SocketIO {
  private readonly moveStarts?: <T>(start: () => T) => T;
  private readonly movesMarked = new WeakSet<MatchQueue>();
  private readonly handlerFailed: HandlerFailed;
  private readonly reuseViewPartsOf?: QueueingOptions['reuseViewPartsOf'];
  private readonly syncedListeners: SyncedListener[] = [];

  constructor(options: QueueingOptions = {}) {
    const { moveStarts, handlerFailed, reuseViewPartsOf, ...socketIO } = options;
    super(socketIO);
    this.moveStarts = moveStarts;
    this.reuseViewPartsOf = reuseViewPartsOf;
    this.handlerFailed =
      handlerFailed ?? ((event, socket, _args, error) => console.error(`the "${event}" handler of socket ${socket.id} failed:`, error));
    // boardgame.io's broadcast (a private method) filters and encodes the whole state once per socket:
    // ours sends each seat's view once, as a patch where the socket holds the state before it (seatBroadcast.ts).
    (this as unknown as { subscribePubSubChannel(matchID: string, game: Game): void }).subscribePubSubChannel = (matchID, game) => {
      const broadcast = seatBroadcast(game, game.name === undefined ? undefined : this.reuseViewPartsOf?.(game.name));
      const clientInfo = this.clientInfo as unknown as Map<string, BroadcastClient>;
      this.pubSub.subscribe(`MATCH-${matchID}`, (payload) => {
        const clients: BroadcastClient[] = [];
        for (const id of this.roomInfo.get(matchID) ?? []) {
          const client = clientInfo.get(id);
          if (client) clients.push(client);
        }
        broadcast(clients, payload);
      });
    };
    // boardgame.io adds a connection to those its match's news reach (a private method) once it answered its sync.
    const self = this as unknown as { addClient(client: { socket: HandlerSocket; matchID: string }, game: Game): void };
    const addClient = self.addClient.bind(this);
    self.addClient = (client, game) => {
      addClient(client, game);
      for (const listener of this.syncedListeners) listener(client.socket, client.matchID);
    };
  }

  /** Calls `listener` for each connection as it is answered its sync: from then on the match's news reach it. */
  onSynced(listener: SyncedListener): void {
    this.syncedListeners.push(listener);
  }

  /**
   * boardgame.io's socket handlers are async functions whose promises nobody
   * awaits: a move whose write failed was an unhandled rejection, and its
   * mover was never answered. Each handler boardgame.io adds to a socket
   * (as it connects to a game's namespace) has its failure caught and told
   * to `handlerFailed`.
   */
  override init(app: InitArgs[0], games: InitArgs[1], origins?: InitArgs[2]): void {
    super.init(app, games, origins);
    const io = (app as unknown as { _io: { of(name: string): HandlerNamespace } })._io;
    for (const game of games) if (game.name) catchHandlerFailures(io.of(game.name), this.handlerFailed);
  }

  /**
   * The match's queue, whose moves start inside `moveStarts`, and are timed
   * while move timings are on (moveTimings.ts: on from the process's start,
   * so every queue is made with them). boardgame.io 0.50.2 adds a task to a
   * match's queue in one place only, its socket's `update` (a move:
   * `master.onUpdate`), and with no options; the server's own tasks
   * (runInMatchQueue) always pass their priority.
   */
  override getMatchQueue(matchID: string): MatchQueue {
    const queue = super.getMatchQueue(matchID);
    const moveStarts = this.moveStarts;
    if ((moveStarts || moveTimings) && !this.movesMarked.has(queue)) {
      this.movesMarked.add(queue);
      const add = queue.add.bind(queue);
      const start = moveStarts ? (task: () => unknown) => () => moveStarts(task) : (task: () => unknown) => task;
      queue.add = ((task: () => unknown, options?: object) =>
        add(options === undefined ? timedMove(start(task)) : task, options)) as unknown as typeof queue.add;
    }
    return queue;
  }

  /**
   * Runs `task` in the match's queue, after everything already queued there
   * with the same or a higher priority (default 0, as boardgame.io's moves).
   */
  async runInMatchQueue<T>(matchID: string, task: () => Promise<T>, priority = 0): Promise<T> {
    const queue = this.getMatchQueue(matchID);
    try {
      return (await queue.add(task, { priority })) as T;
    } finally {
      // A queue made for a match nobody is connected to is dropped once idle.
      this.dropIfIdle(matchID);
    }
  }

  /** The match and seat the connection synced as, once boardgame.io answered its sync (its credentials were good then). */
  syncedAs(socketID: string): { matchID: string; playerID?: string | null } | undefined {
    return (this.clientInfo as unknown as Map<string, { matchID: string; playerID?: string | null }>).get(socketID);
  }

  /** Sends `message` to every connection of the match, on every process sharing the pub/sub (as boardgame.io's own messages). */
  publishToMatch(matchID: string, message: { type: 'chat'; args: unknown[] }): void {
    this.pubSub.publish(`MATCH-${matchID}`, message as never);
  }

  override deleteMatchQueue(matchID: string): void {
    const queue = this.perMatchQueue.get(matchID);
    if (!queue) return;
    if (queue.size === 0 && queue.pending === 0) super.deleteMatchQueue(matchID);
    else void queue.onIdle().then(() => this.dropIfIdle(matchID));
  }

  private dropIfIdle(matchID: string): void {
    const queue = this.perMatchQueue.get(matchID);
    if (queue && queue.size === 0 && queue.pending === 0 && !this.roomInfo.has(matchID)) super.deleteMatchQueue(matchID);
  }
}

/** Wraps the namespace's `connection` listeners (boardgame.io's) so that each socket handler they add has its failure told to `failed`. */
function catchHandlerFailures(namespace: HandlerNamespace, failed: HandlerFailed): void {
  for (const listener of namespace.listeners('connection')) {
    namespace.off('connection', listener);
    namespace.on('connection', (socket) => {
      const s = socket as HandlerSocket & { on(event: string, handler: (...args: unknown[]) => unknown): unknown };
      const own = Object.getOwnPropertyDescriptor(s, 'on');
      const on = s.on;
      s.on = (event, handler) =>
        on.call(s, event, (...args: unknown[]) => {
          const result = handler(...args) as Promise<unknown> | undefined;
          if (result && typeof result.then === 'function') result.then(undefined, (error: unknown) => failed(event, s, args, error));
        });
      try {
        listener(socket);
      } finally {
        // The socket's own `on` again, for every handler added after boardgame.io's.
        if (own) Object.defineProperty(s, 'on', own);
        else delete (s as Partial<typeof s>).on;
      }
    });
  }
}

/** A move's task, timed from now (its wait in the queue) and through its turn, while move timings are on. */
function timedMove(task: () => unknown): () => unknown {
  const timings = moveTimings;
  if (!timings) return task;
  const queued = performance.now();
  return async () => {
    const started = performance.now();
    timings.note('queueWait', started - queued);
    try {
      return await task();
    } finally {
      timings.note('move', performance.now() - started);
    }
  };
}

/** The parts of socket.io's namespace and socket that serializeSyncs uses. */
interface SyncSocket {
  connected: boolean;
  use(fn: (packet: unknown[], next: (err?: Error) => void) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}
interface SyncNamespace {
  use(fn: (socket: SyncSocket, next: (err?: Error) => void) => void): unknown;
  on(event: 'connection', listener: (socket: SyncSocket) => void): unknown;
}

/** Longest a sync holds its match's queue (boardgame.io may never answer one, e.g. with wrong credentials). */
const SYNC_HOLD_MS = 5000;

/**
 * A sync waits behind every player's move queued after it: each sync holds
 * the queue until it is answered, so a flood of syncs in front of a move
 * would delay it, charged to its player's clock. A seated player's sync goes
 * before a spectator's (a player reconnecting needs the state to play on).
 */
const SEATED_SYNC_PRIORITY = -1;
const SPECTATOR_SYNC_PRIORITY = -2;

/** How boundPendingUpdates refuses a packet. */
export type Refuse = (socket: SyncSocket, event: string, reason: string) => void;

/**
 * Runs every `sync` in its match's queue, until its answer is sent.
 * boardgame.io answers a sync with the stored state and only then counts the
 * socket among the match's clients; a move taken in between is broadcast
 * without that socket, and its answer holds the state before the move. A
 * client reconnecting while the others play could so stay a move behind for
 * good, and a match wait forever on a seat that does not know its turn has
 * come (seen after restarts, when every client resyncs at once).
 *
 * Every sync waits behind the players' moves. The syncs of one connection
 * are bounded by the per-connection limit (limits.ts), and a seated
 * player's, whose connections may be many, by `seatSyncRefusal` too.
 */
export function serializeSyncs(
  namespace: SyncNamespace,
  transport: QueueingSocketIO,
  /** Whether boardgame.io will answer this sync (it stays silent to wrong credentials): only those hold the queue. */
  willAnswer: (matchID: string, playerID: unknown, credentials: unknown) => Promise<boolean>,
  seats?: {
    /**
     * Why a seated player's sync, with the seat's credentials, is refused (its seat's budget is spent), or null.
     * Asked only once the credentials are known good, so nobody spends another's budget.
     */
    seatSyncRefusal(socket: SyncSocket, matchID: string, playerID: string): string | null;
    refuse: Refuse;
  },
): void {
  namespace.use((socket, admitted) => {
    socket.use((packet, pass) => {
      const [event, matchID, playerID, credentials] = packet;
      if (event !== 'sync' || typeof matchID !== 'string') return pass();
      const spectator = playerID === null || playerID === undefined;
      void willAnswer(matchID, playerID, credentials).then(
        (answers) => {
          if (!answers) return pass();
          const refusal = spectator ? null : (seats?.seatSyncRefusal(socket, matchID, String(playerID)) ?? null);
          if (refusal) return seats!.refuse(socket, 'sync', refusal);
          void hold(matchID, spectator, pass);
        },
        () => pass(),
      );
    });
    const hold = (matchID: string, spectator: boolean, pass: () => void) =>
      transport.runInMatchQueue(
        matchID,
        () =>
          new Promise<void>((answered) => {
            // A socket gone before its turn is never answered (socket.io drops its packets): it must not hold the queue.
            if (!socket.connected) return answered();
            const emit = socket.emit;
            const done = () => {
              clearTimeout(timer);
              socket.off('disconnect', done);
              socket.emit = emit;
              answered();
            };
            const timer = setTimeout(done, SYNC_HOLD_MS);
            // Nor one that leaves while it waits for the answer.
            socket.on('disconnect', done);
            socket.emit = (name: string, ...args: unknown[]) => {
              const sent = emit.call(socket, name, ...args);
              // boardgame.io adds the socket to the match's clients right after it answers.
              if (name === 'sync' && args[0] === matchID) setImmediate(done);
              return sent;
            };
            pass();
          }),
        spectator ? SPECTATOR_SYNC_PRIORITY : SEATED_SYNC_PRIORITY,
      );
    admitted();
  });
}

/** Moves of one connection waiting in match queues at once, at most (a client sends one and waits for its answer). */
export const MAX_PENDING_UPDATES_PER_SOCKET = 4;

/**
 * Refuses a connection's move while `max` of its moves are still waiting in
 * match queues: boardgame.io checks a move's credentials only in the queue,
 * so without this anyone could fill a match's queue with moves it will
 * refuse, and a player's move would wait behind all of them.
 *
 * A move is counted as it passes the gate; boardgame.io's own listener
 * queues it, and the listener added here (after boardgame.io's) queues a
 * marker behind it: the marker's turn means the move is done.
 */
export function boundPendingUpdates(
  namespace: SyncNamespace,
  transport: QueueingSocketIO,
  refuse: Refuse,
  max = MAX_PENDING_UPDATES_PER_SOCKET,
): void {
  const pending = new WeakMap<SyncSocket, number>();
  namespace.use((socket, admitted) => {
    pending.set(socket, 0);
    socket.use((packet, pass) => {
      if (packet[0] !== 'update') return pass();
      const waiting = pending.get(socket) ?? 0;
      if (waiting >= max) return refuse(socket, 'update', `${max} moves of this connection are still waiting for their answers`);
      // Counted here, at once: socket.io hands packets to the listeners a tick later, after every packet of the same read.
      pending.set(socket, waiting + 1);
      pass();
    });
    admitted();
  });
  namespace.on('connection', (socket) => {
    socket.on('update', (...args: unknown[]) => {
      const matchID = args[2];
      const done = () => pending.set(socket, Math.max(0, (pending.get(socket) ?? 1) - 1));
      if (typeof matchID !== 'string') return done();
      // In the match's queue as a task of our own: its queue is dropped once idle, even for a match that does not exist.
      transport.runInMatchQueue(matchID, async () => {}).then(done, done);
    });
  });
}
