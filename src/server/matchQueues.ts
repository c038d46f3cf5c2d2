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

export class QueueingSocketIO extends SocketIO {
  /** Runs `task` in the match's queue, after everything already queued there. */
  async runInMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const queue = this.getMatchQueue(matchID);
    try {
      return (await queue.add(task)) as T;
    } finally {
      // A queue made for a match nobody is connected to is dropped once idle.
      this.dropIfIdle(matchID);
    }
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

/** The parts of socket.io's namespace and socket that serializeSyncs uses. */
interface SyncSocket {
  use(fn: (packet: unknown[], next: (err?: Error) => void) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}
interface SyncNamespace {
  use(fn: (socket: SyncSocket, next: (err?: Error) => void) => void): unknown;
}

/** Longest a sync holds its match's queue (boardgame.io may never answer one, e.g. with wrong credentials). */
const SYNC_HOLD_MS = 5000;

/**
 * Runs every `sync` in its match's queue, until its answer is sent.
 * boardgame.io answers a sync with the stored state and only then counts the
 * socket among the match's clients; a move taken in between is broadcast
 * without that socket, and its answer holds the state before the move. A
 * client reconnecting while the others play could so stay a move behind for
 * good, and a match wait forever on a seat that does not know its turn has
 * come (seen after restarts, when every client resyncs at once).
 */
export function serializeSyncs(
  namespace: SyncNamespace,
  transport: QueueingSocketIO,
  /** Whether boardgame.io will answer this sync (it stays silent to wrong credentials): only those hold the queue. */
  willAnswer: (matchID: string, playerID: unknown, credentials: unknown) => Promise<boolean>,
): void {
  namespace.use((socket, admitted) => {
    socket.use((packet, pass) => {
      const [event, matchID, playerID, credentials] = packet;
      if (event !== 'sync' || typeof matchID !== 'string') return pass();
      void willAnswer(matchID, playerID, credentials).then(
        (answers) => (answers ? void hold(matchID, pass) : pass()),
        () => pass(),
      );
    });
    const hold = (matchID: string, pass: () => void) =>
      transport.runInMatchQueue(
        matchID,
        () =>
          new Promise<void>((answered) => {
            const timer = setTimeout(answered, SYNC_HOLD_MS);
            const emit = socket.emit;
            socket.emit = (name: string, ...args: unknown[]) => {
              const sent = emit.call(socket, name, ...args);
              if (name === 'sync' && args[0] === matchID) {
                socket.emit = emit;
                clearTimeout(timer);
                // boardgame.io adds the socket to the match's clients right after it answers.
                setImmediate(answered);
              }
              return sent;
            };
            pass();
          }),
      );
    admitted();
  });
}
