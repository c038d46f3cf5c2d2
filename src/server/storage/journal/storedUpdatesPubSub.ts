/**
 * boardgame.io's pub/sub within one process (as its InMemoryPubSub), except
 * that a move's update is held until its state is stored.
 *
 * boardgame.io's master publishes a move's `update` (or `patch`) on the
 * match's channel and only then calls the storage's setState, so with its
 * own pub/sub a client can be shown a move that a crash then loses. Here the
 * update is kept aside when published; the journal's setState takes it and
 * delivers it once the move's line is synced to the disk, or at once if its
 * state is the one stored (a refused move leaves the state as it was), and
 * drops it otherwise. The PostgreSQL pub/sub works the same way
 * (storage/postgres/postgresPubSub.ts), except that it drops a refused move's update.
 */
import { HoldingPubSub, type TransportMessage } from '../heldUpdates';

export class StoredUpdatesPubSub extends HoldingPubSub {
  constructor() {
    super((message) => console.error(message));
  }

  publish(channelId: string, payload: TransportMessage): void {
    if (!this.hold(channelId, payload)) this.deliver(channelId, payload);
  }

  /** Drops what is held for a match (wiped). */
  forget(matchID: string): void {
    this.held.delete(matchID);
  }
}
