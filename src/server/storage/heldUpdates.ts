/**
 * The part both of our pub/subs share (postgres/postgresPubSub.ts,
 * journal/storedUpdatesPubSub.ts): this process's subscribers, and a move's
 * update held back until its state is stored.
 *
 * boardgame.io's master publishes a move's `update` (or `patch`) on the
 * match's channel and only then calls the storage's setState, so a pub/sub
 * that delivered at once could show a client a move that a crash then
 * loses. A holding pub/sub keeps such an update aside (`hold`); the storage
 * takes it (`takeHeld`) when it has stored that state and delivers it.
 */
import type { SocketIO } from 'boardgame.io/server';

/** The pub/sub boardgame.io's SocketIO transport takes (`pubSub`). */
export type MatchPubSub = NonNullable<NonNullable<ConstructorParameters<typeof SocketIO>[0]>['pubSub']>;
/** `{ type: 'update' | 'patch' | 'matchData' | 'chat', args: [matchID, ...] }`. */
export type TransportMessage = Parameters<MatchPubSub['publish']>[1];

/** A message waiting for its state to be stored. */
export interface HeldMessage {
  channel: string;
  payload: TransportMessage;
}

/** The state a message carries, for the two kinds that announce a new state. */
function announcedState(payload: TransportMessage): { _stateID: number } | undefined {
  if (payload.type === 'update') return payload.args[1];
  if (payload.type === 'patch') return payload.args[3];
  return undefined;
}

/**
 * The answer to a move the game refused: boardgame.io's master publishes it
 * as a move whose state is the one before (with deltaState, the patch names
 * both). Nothing is stored for it, so nothing is waited for: it goes to this
 * process's broadcast at once (which sends it only to sockets not sent that
 * state yet, seatBroadcast.ts), and to no other process. (As a plain
 * 'update' it cannot be told from a new state.)
 */
export function isRefusedMoveAnswer(payload: TransportMessage): boolean {
  return payload.type === 'patch' && payload.args[3]._stateID === payload.args[2]._stateID;
}

/**
 * A message as another server process receives it: a move's patch (which
 * carries the states before and after it, for this process's sockets)
 * travels as the update of its new state, half the bytes; that process sends
 * its sockets the whole view (seatBroadcast.ts).
 */
export function forOtherProcesses(payload: TransportMessage): TransportMessage {
  return payload.type === 'patch' ? { type: 'update', args: [payload.args[0], payload.args[3]] } : payload;
}

export abstract class HoldingPubSub implements MatchPubSub {
  protected readonly callbacks = new Map<string, ((payload: TransportMessage) => void)[]>();
  /** Per match, the update published for a state not stored yet. */
  protected readonly held = new Map<string, { stateID: number; message: HeldMessage }>();

  /** @param reportFailure where a subscriber's failure is reported */
  constructor(private readonly reportFailure: (message: string) => void) {}

  abstract publish(channelId: string, payload: TransportMessage): void;

  /** Keeps a message that announces a match's new state aside; false (and nothing kept) for any other message. */
  protected hold(channelId: string, payload: TransportMessage): boolean {
    if (isRefusedMoveAnswer(payload)) return false;
    const state = announcedState(payload);
    const matchID = payload.args[0];
    if (!state || typeof matchID !== 'string') return false;
    this.held.set(matchID, { stateID: state._stateID, message: { channel: channelId, payload } });
    return true;
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

  /** Sends a message to this process's own subscribers (the match's sockets). */
  deliver(channelId: string, payload: TransportMessage): void {
    for (const callback of this.callbacks.get(channelId) ?? []) {
      try {
        callback(payload);
      } catch (e) {
        this.reportFailure(`sending a "${payload.type}" message of ${channelId} failed: ${(e as Error).message}`);
      }
    }
  }
}
