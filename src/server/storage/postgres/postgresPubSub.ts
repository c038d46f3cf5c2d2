/**
 * boardgame.io's pub/sub over PostgreSQL's LISTEN/NOTIFY, so that several
 * server processes sharing one database send each match's messages to every
 * client, whichever process the client is connected to.
 *
 * boardgame.io's SocketIO transport publishes everything a match sends to all
 * its clients (a move's `update` with the full state, `matchData` when a
 * player connects or leaves) on the match's channel, and every process
 * subscribes to the channels of the matches its own clients are in, then
 * filters each message per seat before sending it (so the messages here hold
 * every secret, like the stored state does).
 *
 * How a message travels: it becomes a row of tkr_pubsub_messages, and a NOTIFY
 * on `tkr_pubsub` tells every process "<origin> <row id> <channel>". A NOTIFY
 * carries at most 8000 bytes and a match's update is larger, hence the row.
 * A process skips its own notifications (it delivered those at once) and the
 * channels none of its clients are in, and reads the others' rows in the
 * order the notifications came. Rows are pruned after a few minutes: they are
 * read within milliseconds. A stored move has no row (tkr_store_many; the
 * previous version's tkr_store wrote one naming only its state's id,
 * marked `inDatabase`, which no reader reads): its NOTIFY says which
 * state it is ("<origin> s <channel> <state>"), the move's change is in
 * tkr_match_changes, written by the same call (postgresStorage.ts,
 * schema.ts's tkr_store_many), and a reader brings the state
 * it holds up to date with it (`StoreHooks.storedState`) and reads that
 * state's log entries. Its clients there are sent the whole view (the reader
 * has no view before it to patch from). Every notification of a match also
 * tells the storage that the state it holds of that match may be old.
 *
 * A move's update is held back until its state is stored. boardgame.io
 * publishes the update before it writes the state, and with several processes
 * two of them can take a move on the same state at once: the storage keeps
 * only the first (postgresStorage.ts). The update is therefore published by
 * the storage's write itself, in the same call (one transaction) that stores the state: a
 * state that is not stored (the loser of such a race) is never sent to anyone,
 * and a stored one always is, even when the process stops right after. The
 * answer to a move the game refused (its state unchanged, nothing stored) is
 * sent at once to this process's sockets, where the mover is
 * (heldUpdates.ts, isRefusedMoveAnswer).
 */
import { randomUUID } from 'node:crypto';
import { forOtherProcesses, HoldingPubSub, isRefusedMoveAnswer, type TransportMessage } from '../heldUpdates';
import pg from 'pg';
import type { State } from 'boardgame.io';
import { NOTIFY_CHANNEL } from './schema';

export type { HeldMessage, MatchPubSub, TransportMessage } from '../heldUpdates';

/** How long a message row is kept; it is read by the other processes as soon as it is notified. */
const MESSAGE_ROWS_KEPT = "interval '5 minutes'";
const PRUNE_EVERY_MS = 60_000;
const LISTENER_RETRY_MS = 1000;

/** What the storage that keeps the states (postgresStorage.ts) is told, and gives. */
export interface StoreHooks {
  /** Another process changed the match's state; `anew`: it created the match afresh or wiped it (message "reset"). */
  changedElsewhere(matchID: string, anew: boolean): void;
  /** Notifications may have been missed (the listening connection was lost). */
  lostTouch(): void;
  /** The match's stored state `stateID` with its log entries (`deltalog`), for this process's clients (undefined: none to send). */
  storedState(matchID: string, stateID: number): Promise<State | undefined>;
}

const MATCH_CHANNEL = 'MATCH-';
/** The message id of a stored state's notification without a row (schema.ts's tkr_store_many): the state is read from the tables. */
const STORED = 's';
/** The message id of a notification that a match was created afresh or wiped (postgresStorage.ts): nothing to read. */
export const RESET = 'reset';

export class PostgresPubSub extends HoldingPubSub {
  /** Tells this process's notifications from the others'. */
  readonly origin = randomUUID();
  private listener?: pg.Client;
  /** Reads of other processes' messages, one after another, in notification order. */
  private reads: Promise<void> = Promise.resolve();
  /** Publications still being written (the pool must not end under them). */
  private readonly writing = new Set<Promise<unknown>>();
  private pruneTimer?: NodeJS.Timeout;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;

  /**
   * @param holdUpdatesUntilStored the storage in use publishes each held
   *   update when it stores its state (PostgresStorage does); without it,
   *   updates go out at once, as with boardgame.io's in-memory pub/sub.
   */
  constructor(
    private readonly pool: pg.Pool,
    private readonly connection: pg.ClientConfig,
    private readonly log: (message: string) => void,
    private readonly holdUpdatesUntilStored: boolean,
    private readonly store?: StoreHooks,
  ) {
    super(log);
  }

  /** Starts listening to the other processes (at the storage's connect). */
  async listen(): Promise<void> {
    this.closed = false;
    if (!this.listener) await this.openListener();
    this.pruneTimer ??= setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  publish(channelId: string, payload: TransportMessage): void {
    if (this.holdUpdatesUntilStored && this.hold(channelId, payload)) return;
    this.deliver(channelId, payload);
    // Only the mover's client waits for it, and the mover's socket is on the process that ran its move: this one.
    if (isRefusedMoveAnswer(payload)) return;
    const write = this.pool
      .query(
        `WITH published AS (INSERT INTO tkr_pubsub_messages (channel, payload) VALUES ($1::text, $2::json) RETURNING id)
         SELECT pg_notify('${NOTIFY_CHANNEL}', $3::text || ' ' || id || ' ' || $1::text) FROM published`,
        [channelId, JSON.stringify(forOtherProcesses(payload)), this.origin],
      )
      .catch((e: Error) => this.log(`could not publish a "${payload.type}" message of ${channelId} to the other processes: ${e.message}`));
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pruneTimer);
    clearTimeout(this.retryTimer);
    this.pruneTimer = undefined;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
    await Promise.all([this.reads, ...this.writing]);
  }

  private async openListener(): Promise<void> {
    const listener = new pg.Client(this.connection);
    // Without a listener for 'error', a lost connection would stop the whole process.
    listener.on('error', (e) => this.listenerLost(listener, e));
    listener.on('end', () => this.listenerLost(listener));
    listener.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL && n.payload) this.notified(n.payload);
    });
    await listener.connect();
    await listener.query(`LISTEN ${NOTIFY_CHANNEL}`);
    if (this.closed) {
      await listener.end().catch(() => {});
      return;
    }
    this.listener = listener;
  }

  /**
   * The connection listening to the others was lost: listen again shortly.
   * Messages sent meanwhile do not reach this process's clients; each client
   * catches up with its next sync (a reconnection or a reload).
   */
  private listenerLost(listener: pg.Client, error?: Error): void {
    if (this.closed || this.listener !== listener) return;
    this.listener = undefined;
    this.store?.lostTouch();
    this.log(`lost the PostgreSQL connection that hears the other server processes${error ? ` (${error.message})` : ''}; listening again`);
    const retry = () => {
      this.retryTimer = undefined;
      if (this.closed) return;
      this.openListener().catch((e: Error) => {
        this.log(`could not listen to the other server processes yet: ${e.message}`);
        this.retryTimer = setTimeout(retry, LISTENER_RETRY_MS);
      });
    };
    this.retryTimer = setTimeout(retry, LISTENER_RETRY_MS);
  }

  /**
   * "<origin> <message id> <channel>", and "<origin> <message id> <channel>
   * <state id>" for a stored state (postgresStorage.ts, schema.ts's
   * tkr_store): its message is the announcement of that state (or none,
   * id 0; id `STORED`: no row, from tkr_store_many), so the state is read
   * from the tables, not the message.
   */
  private notified(text: string): void {
    const [origin, id, channel, stateID] = text.split(' ');
    if (origin === this.origin || !channel) return;
    // Whether or not a client here follows the match, the state this process holds of it is no longer the newest.
    if (channel.startsWith(MATCH_CHANNEL)) this.store?.changedElsewhere(channel.slice(MATCH_CHANNEL.length), id === RESET);
    if (!this.callbacks.has(channel) || id === '0' || id === RESET) return;
    // A stored state announced without a row (tkr_store_many): there is nothing else to read.
    if (id === STORED && (stateID === undefined || !this.store)) return;
    this.reads = this.reads.then(async () => {
      try {
        if (stateID !== undefined && this.store) {
          // A stored move: its clients here get that state with its log entries (or, if its change is gone, the
          // newest state, which they then get a little early).
          const state = await this.store.storedState(channel.slice(MATCH_CHANNEL.length), Number(stateID));
          if (state) this.deliver(channel, { type: 'update', args: [channel.slice(MATCH_CHANNEL.length), state] });
          return;
        }
        const { rows } = await this.pool.query<{ payload: TransportMessage }>('SELECT payload FROM tkr_pubsub_messages WHERE id = $1', [
          id,
        ]);
        const row = rows[0];
        if (row && !(row.payload as { inDatabase?: true }).inDatabase) this.deliver(channel, row.payload);
      } catch (e) {
        this.log(`could not read message ${id} of ${channel} from another process: ${(e as Error).message}`);
      }
    });
  }

  private async prune(): Promise<void> {
    await this.pool
      .query(`DELETE FROM tkr_pubsub_messages WHERE created_at < now() - ${MESSAGE_ROWS_KEPT}`)
      .catch((e: Error) => this.log(`could not prune old pub/sub messages: ${e.message}`));
  }
}
