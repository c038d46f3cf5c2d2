/**
 * Which seats have a person connected right now, from the game's sockets
 * themselves: a socket counts for a seat once it has synced as that seat with
 * the seat's credentials, and stops counting when it closes or syncs as
 * something else. The server's own bot clients (marked in their handshake)
 * never count.
 *
 * boardgame.io keeps `isConnected` in each seat's metadata, but it is not
 * reliable enough to hand a seat to a bot: it is written by read-change-write
 * calls that race (several clients connecting at once lose updates), and a
 * server killed mid-match leaves `isConnected: true` stored forever.
 */
import { randomBytes } from 'node:crypto';
import type { Server as BgioServer } from 'boardgame.io';
import { seatCredentialsMatch } from './seatCredentials';

/** The parts of a socket.io server socket presence reads. */
interface PresenceSocket {
  id: string;
  connected: boolean;
  handshake: { auth?: Record<string, unknown> };
  on(event: string, listener: (...args: any[]) => void): unknown;
}
export interface PresenceNamespace {
  on(event: 'connection', listener: (socket: PresenceSocket) => void): unknown;
}

export interface SeatRef {
  matchID: string;
  playerID: string;
}

export interface PresenceOptions {
  fetchMetadata(matchID: string): Promise<BgioServer.MatchData | undefined>;
}

/** Told when a seat gains its first person's socket, or loses its last one. */
export type PresenceListener = (seat: SeatRef, present: boolean) => void;

/**
 * Presence shared with the other server processes on one database
 * (storage/postgres/postgresPresence.ts): this process says when one of its seats
 * gains or loses its people, and hears the others'.
 */
export interface SharedPresence {
  set(seat: SeatRef, present: boolean): Promise<void>;
  /** The seats of the match with a person connected to another (live) process. */
  elsewhere(matchID: string): Promise<string[]>;
  onChange(listener: PresenceListener): void;
}

export class Presence {
  private readonly bySocket = new Map<string, SeatRef>();
  /** matchID → playerID → sockets. */
  private readonly byMatch = new Map<string, Map<string, Set<string>>>();
  private readonly listeners: PresenceListener[] = [];
  private shared?: SharedPresence;

  /** The handshake field and value that mark the server's own bot clients (a fresh secret per server). */
  readonly botAuth = { field: 'tkrServerBot', value: randomBytes(16).toString('base64url') };

  constructor(private readonly options: PresenceOptions) {}

  /** Whether a socket is one of the server's own bot clients (they are not counted against the connection limits). */
  isBot(socket: { handshake: { auth?: Record<string, unknown> } }): boolean {
    const { field, value } = this.botAuth;
    const auth = socket.handshake.auth;
    return typeof auth === 'object' && auth !== null && Object.hasOwn(auth, field) && auth[field] === value;
  }

  watch(namespace: PresenceNamespace): void {
    namespace.on('connection', (socket) => {
      if (this.isBot(socket)) return;
      // Packets reach these listeners only once the socket guard has let them through.
      socket.on('sync', (matchID: unknown, playerID: unknown, credentials: unknown) => {
        this.forget(socket.id);
        if (typeof matchID !== 'string' || typeof playerID !== 'string') return;
        void this.options.fetchMetadata(matchID).then(
          (metadata) => {
            if (!socket.connected || this.bySocket.has(socket.id)) return;
            const player = metadata?.players[Number(playerID)];
            if (player && seatCredentialsMatch(credentials as string, player as never)) this.add(socket.id, { matchID, playerID });
          },
          () => {},
        );
      });
      socket.on('disconnect', () => this.forget(socket.id));
    });
  }

  onChange(listener: PresenceListener): void {
    this.listeners.push(listener);
  }

  /**
   * Shares this process's presence with the others, and tells this
   * process's listeners of the others' changes too (the bots look again).
   */
  share(shared: SharedPresence): void {
    this.shared = shared;
    shared.onChange((seat, present) => {
      for (const listener of this.listeners) listener(seat, present);
    });
  }

  /** The seats of `matchID` with a person connected to this process or, when shared, to any other. */
  async seatsPresentAnywhere(matchID: string): Promise<string[]> {
    const here = this.seatsPresent(matchID);
    if (!this.shared) return here;
    return [...new Set([...here, ...(await this.shared.elsewhere(matchID))])];
  }

  /** Whether a person's socket holds the seat now. */
  has(matchID: string, playerID: string): boolean {
    return (this.byMatch.get(matchID)?.get(playerID)?.size ?? 0) > 0;
  }

  /** The seats of `matchID` with a person connected. */
  seatsPresent(matchID: string): string[] {
    return [...(this.byMatch.get(matchID)?.entries() ?? [])].filter(([, sockets]) => sockets.size > 0).map(([playerID]) => playerID);
  }

  private add(socketID: string, seat: SeatRef): void {
    this.bySocket.set(socketID, seat);
    let seats = this.byMatch.get(seat.matchID);
    if (!seats) this.byMatch.set(seat.matchID, (seats = new Map()));
    let sockets = seats.get(seat.playerID);
    if (!sockets) seats.set(seat.playerID, (sockets = new Set()));
    sockets.add(socketID);
    if (sockets.size === 1) {
      void this.shared?.set(seat, true);
      for (const listener of this.listeners) listener(seat, true);
    }
  }

  private forget(socketID: string): void {
    const seat = this.bySocket.get(socketID);
    if (!seat) return;
    this.bySocket.delete(socketID);
    const seats = this.byMatch.get(seat.matchID)!;
    const sockets = seats.get(seat.playerID)!;
    sockets.delete(socketID);
    if (sockets.size > 0) return;
    seats.delete(seat.playerID);
    if (seats.size === 0) this.byMatch.delete(seat.matchID);
    void this.shared?.set(seat, false);
    for (const listener of this.listeners) listener(seat, false);
  }
}
