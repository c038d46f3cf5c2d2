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
 * (postgres/postgresPubSub.ts), except that it drops a refused move's update.
 */
import type { HeldMessage, MatchPubSub, TransportMessage } from '../postgres/postgresPubSub';

/** The state a message carries, for the two kinds that announce a new state. */
function announcedState(payload: TransportMessage): { _stateID: number } | undefined {
  if (payload.type === 'update') return payload.args[1];
  if (payload.type === 'patch') return payload.args[3];
  return undefined;
}

export class StoredUpdatesPubSub implements MatchPubSub {
  private readonly callbacks = new Map<string, ((payload: TransportMessage) => void)[]>();
  /** Per match, the update published for a state not stored yet. */
  private readonly held = new Map<string, { stateID: number; message: HeldMessage }>();

  publish(channelId: string, payload: TransportMessage): void {
    const state = announcedState(payload);
    const matchID = payload.args[0];
    if (state && typeof matchID === 'string') {
      this.held.set(matchID, { stateID: state._stateID, message: { channel: channelId, payload } });
      return;
    }
    this.deliver(channelId, payload);
  }

  subscribe(channelId: string, callback: (payload: TransportMessage) => void): void {
    const list = this.callbacks.get(channelId) ?? [];
    list.push(callback);
    this.callbacks.set(channelId, list);
  }

  unsubscribeAll(channelId: string): void {
    this.callbacks.delete(channelId);
  }

  /** The update held for this match's state `stateID`, taken out (the storage asks once per write). */
  takeHeld(matchID: string, stateID: number): HeldMessage | undefined {
    const held = this.held.get(matchID);
    if (!held || held.stateID !== stateID) return undefined;
    this.held.delete(matchID);
    return held.message;
  }

  /** Drops what is held for a match (wiped). */
  forget(matchID: string): void {
    this.held.delete(matchID);
  }

  /** Sends a message to the subscribers (the match's sockets). */
  deliver(channelId: string, payload: TransportMessage): void {
    for (const callback of this.callbacks.get(channelId) ?? []) {
      try {
        callback(payload);
      } catch (e) {
        console.error(`sending a "${payload.type}" message of ${channelId} failed: ${(e as Error).message}`);
      }
    }
  }
}
