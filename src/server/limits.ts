/**
 * How much one client may ask of the server (docs/deploy.md, "Security"):
 * per client address, lobby calls and socket connections; per connection,
 * syncs; per seat, its player's syncs; and the matches one address may hold
 * waiting for players (waitingMatches.ts). Over the limit, an HTTP call gets
 * 429 (with Retry-After for a rate), a socket connection is refused, a sync
 * gets `packetRefused`.
 *
 * A client address is the TCP peer's, or, behind a reverse proxy the
 * operator trusts (TRUST_PROXY=1), the last address in X-Forwarded-For (the
 * one the proxy added: the ones before it are the client's to write). An
 * IPv6 address counts by its /64 network (`addressKey`).
 */
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
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
  /** Matches created (or asked for as rematches) by one address that have not started yet, at most. */
  waitingMatches: number;
  /** A seated player's syncs per seat, across all the seat's connections (a player may open several); the server's own bots are not counted. */
  seatSyncs: RateLimitOptions;
  /** Chat messages per connection (refused with a note in the sender's chat box). */
  chat: RateLimitOptions;
}

export const DEFAULT_LIMITS: ServerLimits = {
  // A person creates a match now and then; 200 creations a second was the audit's finding.
  create: { burst: 10, perSecond: 1 / 6 },
  join: { burst: 20, perSecond: 1 / 2 },
  // The lobby page lists the matches every few seconds, and a match's page polls its metadata.
  lobby: { burst: 120, perSecond: 10 },
  connections: { burst: 30, perSecond: 1 },
  syncs: { burst: 5, perSecond: 1 / 2 },
  // A person waits for players in one or two matches; 14,000 a day from one address was the audit's finding.
  waitingMatches: 10,
  // A few tabs and reconnects; syncing is not a way to follow the match (moves are sent to every connection).
  seatSyncs: { burst: 10, perSecond: 1 / 2 },
  // A few quick phrases in a row are fine; past that one message every 2 s is still a lively table, and a
  // flood of 30 a minute at most per connection cannot drown the others' messages nor grow the kept chat fast.
  chat: { burst: 5, perSecond: 1 / 2 },
};

/** The limits given over the defaults. */
export function limitsWith(overrides: Partial<ServerLimits> = {}): ServerLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

/** Limits nobody reaches (RATE_LIMITS=off, benchmarks). */
export const NO_LIMITS: ServerLimits = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS).map(([key, limit]) => [
    key,
    typeof limit === 'number' ? Number.MAX_SAFE_INTEGER : { burst: Number.MAX_SAFE_INTEGER, perSecond: Number.MAX_SAFE_INTEGER },
  ]),
) as unknown as ServerLimits;

/**
 * The client's address of a request as the limits count it (see the module's comment for `trustProxy`), and as
 * the log names it.
 */
export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const text = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    const last = text?.split(',').pop()?.trim();
    if (last) return addressKey(last);
  }
  const peer = request.socket?.remoteAddress;
  return peer ? addressKey(peer) : 'unknown';
}

/**
 * What an address is counted as: an IPv6 address as its /64 network (`2001:db8:1:2::/64`), since a single
 * subscriber is usually given a whole /64 and may use any of its 2^64 addresses; an IPv4 address written
 * in IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4 peers) as that IPv4 address; anything else
 * (IPv4, or text a proxy wrote that is no address) as it is.
 */
export function addressKey(address: string): string {
  const bare = address.split('%')[0];
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  const prefix = groups.slice(0, 4);
  while (prefix.length > 0 && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted && isIPv4(dotted[1])) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -dotted[1].length).replace(/:$/, '') || ':';
    if (text.endsWith(':') && !text.endsWith('::')) text += ':';
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const front = parse(head);
  const back = [...(rest === undefined ? [] : parse(rest)), ...tail];
  const zeros = rest === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...new Array<number>(zeros).fill(0), ...back];
}
