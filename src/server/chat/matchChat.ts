/**
 * The server's chat for a match's players and spectators, over
 * boardgame.io's chat channel (the client's `sendChatMessage` and
 * `chatMessages`) but not its handler: boardgame.io relays whatever a client
 * sends, as it sends it, and refuses spectators.
 *
 * A message the guard let through (../sockets/chatPacket.ts: a short text)
 * is sent only by a connection that synced into that match, as the seat it
 * synced as (a spectator as nobody), with that seat's credentials, within
 * the per-connection rate (limits.ts). Its sender is named by the server:
 * the seat and the name the seat joined with, never a name the client
 * claims. It is kept (../storage/chatStore.ts) and then published on the
 * match's channel, which reaches every connection of the match on every
 * process. A connection answered its sync is sent the kept lines in one message;
 * a refused message is answered in its sender's chat box only.
 */
import { randomBytes } from 'node:crypto';
import type { Server as BgioServer } from 'boardgame.io';
import type { ChatLine, ChatMessage } from '../../shared/chat';
import type { ChatStore } from '../storage/chatStore';
import { RateLimiter, type RateLimitOptions } from '../rateLimit';
import { seatCredentialsMatch } from '../seatCredentials';
import type { ChatPacket } from '../sockets/chatPacket';
import { InOrderByKey } from '../storage/inOrderByKey';

/** The parts of a socket the chat uses. */
interface ChatSocket {
  id: string;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface MatchChatOptions {
  store: ChatStore;
  /** Messages per connection. */
  limit: RateLimitOptions;
  metadataOf(matchID: string): Promise<BgioServer.MatchData | undefined>;
  /** The match and seat a connection synced as (boardgame.io's record of its clients), if it did. */
  syncedAs(socketID: string): { matchID: string; playerID?: string | null } | undefined;
  /** Sends `message` to every connection of the match. */
  publish(matchID: string, message: ChatMessage): void;
  /** Connections sent no kept lines (the server's own bots). */
  deaf?(socket: ChatSocket): boolean;
  now?: () => number;
}

const messageID = () => randomBytes(9).toString('base64url');

export class MatchChat {
  private readonly limiter: RateLimiter;
  /** Each match's messages, kept and sent one after another (so every client sees them in the stored order). */
  private readonly queue = new InOrderByKey();

  constructor(private readonly options: MatchChatOptions) {
    this.limiter = new RateLimiter(options.limit);
  }

  /** Takes a well-formed message of a connection to the match of `gameName`: why it is refused, or null once sent. */
  async receive(socket: ChatSocket, chat: ChatPacket, gameName: string): Promise<string | null> {
    if (!this.limiter.take(socket.id)) {
      const wait = Math.max(1, this.limiter.retryAfterSeconds(socket.id));
      return `Please slow down: you can send another message in ${wait} s.`;
    }
    const synced = this.options.syncedAs(socket.id);
    if (!synced || synced.matchID !== chat.matchID) return 'this connection is not at that match: it chats where it synced';
    if ((synced.playerID ?? null) !== chat.seat) return 'a message is sent as the seat this connection plays (or as a spectator)';
    const metadata = await this.options.metadataOf(chat.matchID);
    if (!metadata || metadata.gameName !== gameName) return `there is no match "${chat.matchID}"`;
    let name = 'Spectator';
    if (chat.seat !== null) {
      const player = metadata.players[Number(chat.seat)];
      if (!seatCredentialsMatch(chat.credentials ?? '', player)) return "the credentials are not this seat's";
      name = player?.name ?? `Seat ${Number(chat.seat) + 1}`;
    }
    const line: ChatLine = { id: messageID(), seat: chat.seat, name, text: chat.text, at: (this.options.now ?? Date.now)() };
    await this.queue.run(chat.matchID, async () => {
      await this.options.store.appendChat(chat.matchID, line);
      this.options.publish(chat.matchID, { id: line.id, sender: line.seat, payload: line });
    });
    return null;
  }

  /** Tells the sender of a refused message why, in its chat box. */
  refused(socket: ChatSocket, matchID: string, reason: string): void {
    socket.emit('chat', matchID, { id: messageID(), sender: null, payload: { refused: reason } } satisfies ChatMessage);
  }

  /**
   * Sends a connection that was just answered its sync the match's kept lines. It is called once the match's
   * news reach the connection, and reads behind the lines being kept, so a line is in the history, sent live, or
   * both (the page keeps one of each id), never in neither.
   */
  synced(socket: ChatSocket, matchID: string): void {
    if (this.options.deaf?.(socket)) return;
    this.queue
      .run(matchID, () => this.options.store.recentChat(matchID))
      .then(
        (history) => {
          if (history.length > 0)
            socket.emit('chat', matchID, { id: messageID(), sender: null, payload: { history } } satisfies ChatMessage);
        },
        () => {
          // The chat could not be read: the match plays on without its history.
        },
      );
  }

  /** Forgets a closed connection's budget. */
  watch(namespace: { on(event: 'connection', listener: (socket: ChatSocket) => void): unknown }): void {
    namespace.on('connection', (socket) => socket.on('disconnect', () => this.limiter.forget(socket.id)));
  }
}
