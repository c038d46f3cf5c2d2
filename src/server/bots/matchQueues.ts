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
