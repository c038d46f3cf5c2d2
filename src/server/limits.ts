/**
 * How much one client may ask of the server (docs/deploy.md, "Security"):
 * per client address, lobby calls and socket connections; per connection,
 * syncs; per seat, its player's syncs. Over the limit, an HTTP call gets 429 with Retry-After, a socket
 * connection is refused, a sync gets `packetRefused`.
 *
 * A client address is the TCP peer's, or, behind a reverse proxy the
 * operator trusts (TRUST_PROXY=1), the last address in X-Forwarded-For (the
 * one the proxy added: the ones before it are the client's to write).
 */
import type { IncomingMessage } from 'node:http';
import type { RateLimitOptions } from './rateLimit';

export interface ServerLimits {
  /** Match creations (and rematches) per address. */
  create: RateLimitOptions;
  /** Joins per address. */
  join: RateLimitOptions;
  /** Every other Lobby API call (leave, rename, listing, ...) per address. */
  lobby: RateLimitOptions;
  /** Socket connections to the game per address (the server's own bots are not counted). */
  connections: RateLimitOptions;
  /** Syncs per connection (a client syncs when it connects and when it reconnects). */
  syncs: RateLimitOptions;
  /** A seated player's syncs per seat, across all the seat's connections (a player may open several); the server's own bots are not counted. */
  seatSyncs: RateLimitOptions;
}

export const DEFAULT_LIMITS: ServerLimits = {
  // A person creates a match now and then; 200 creations a second was the audit's finding.
  create: { burst: 10, perSecond: 1 / 6 },
  join: { burst: 20, perSecond: 1 / 2 },
  // The lobby page lists the matches every few seconds, and a match's page polls its metadata.
  lobby: { burst: 120, perSecond: 10 },
  connections: { burst: 30, perSecond: 1 },
  syncs: { burst: 5, perSecond: 1 / 2 },
  // A few tabs and reconnects; syncing is not a way to follow the match (moves are sent to every connection).
  seatSyncs: { burst: 10, perSecond: 1 / 2 },
};

/** The limits given over the defaults. */
export function limitsWith(overrides: Partial<ServerLimits> = {}): ServerLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

/** Limits nobody reaches (RATE_LIMITS=off, benchmarks). */
export const NO_LIMITS: ServerLimits = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((key) => [key, { burst: Number.MAX_SAFE_INTEGER, perSecond: Number.MAX_SAFE_INTEGER }]),
) as unknown as ServerLimits;

/** The client's address of a request (see the module's comment for `trustProxy`). */
export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const text = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    const last = text?.split(',').pop()?.trim();
    if (last) return last;
  }
  return request.socket?.remoteAddress ?? 'unknown';
}
