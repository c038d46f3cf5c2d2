/**
 * Caps on open connections and on what the server holds for each
 * (docs/deploy.md, "Rate limits"). The rate limits (limits.ts) bound how
 * often a client may connect; these bound how many connections it may hold
 * open at once, and for how long one may stay silent:
 *
 * - in all, the http server's `maxConnections`: a connection over it is
 *   closed as it is accepted. Each connection is a file descriptor, and the
 *   journal's match files need theirs (a failed open was the audit's
 *   finding), so the default leaves them room;
 * - per client address: TCP connections by their peer's address, closed at
 *   once over the cap (a connection that never sends anything counts too);
 *   behind a trusted proxy every peer is the proxy, so there only the total
 *   applies to TCP, and the cap applies to socket.io connections by the
 *   address the proxy names (`clientAddress`), refused at their handshake.
 *   The server's own bots (ownConnections.ts) are never counted;
 * - a connection whose first request's headers are not all in within
 *   `headersTimeoutMs` is closed (one that sends nothing too: Node's own
 *   `headersTimeout` does not see a connection before its first request
 *   starts); a later request on the connection gets as long (Node's, checked
 *   every second instead of every 30 s);
 * - what the server holds unsent for one socket.io connection
 *   (sendBuffers.ts).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { openFilesBudget } from '../storage/journal/journalStorage';
import { clientAddress } from '../limits';
import type { OwnConnections } from './ownConnections';
import type { ServerLog } from '../serverLog';

export interface ConnectionLimits {
  /** Open TCP connections in all (the server's bots' included). */
  total: number;
  /** Open connections per client address (TCP connections, and socket.io connections); the server's bots are not counted. */
  perAddress: number;
  /** Bytes held unsent for one socket.io connection before it is dropped (a character of a text packet counts as one). */
  sendBufferBytes: number;
  /** How long a connection may take to send a request's headers, ms (one that sends nothing is closed after it). */
  headersTimeoutMs: number;
}

/** File descriptors kept for everything but the sockets and the journal's files (the bots' threads, PostgreSQL, logs). */
const OTHER_FILES = 512;

/**
 * The total for a process whose limit on open files `limits` (/proc/self/limits) says: that limit less the
 * journal's match files (../storage/journal/journalStorage.ts) and OTHER_FILES, at least 64; 15,392 with
 * `LimitNOFILE=20000`, and as much when the limit is unknown or unlimited.
 */
export function defaultTotalConnections(limits: string | undefined): number {
  const line = limits?.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.slice('Max open files'.length).trim().split(/\s+/)[0]);
  const files = Number.isFinite(soft) && soft > 0 ? soft : 20_000;
  return Math.max(64, files - openFilesBudget(`Max open files ${files}`) - OTHER_FILES);
}

function readProcessLimits(): string | undefined {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined; // not Linux
  }
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  total: defaultTotalConnections(readProcessLimits()),
  // A person's page holds a socket and a few HTTP connections; this leaves room for a household or a club behind one address.
  perAddress: 100,
  // Several times the largest sync a match sends (about 170 KB near a long game's end).
  sendBufferBytes: 1024 * 1024,
  headersTimeoutMs: 10_000,
};

/** The limits given (those not undefined) over the defaults; without per-client limits (RATE_LIMITS=off), no cap per address unless given. */
export function connectionLimitsWith(
  overrides: { [K in keyof ConnectionLimits]?: number | undefined } = {},
  perClient = true,
): ConnectionLimits {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_CONNECTION_LIMITS, ...(perClient ? {} : { perAddress: Number.POSITIVE_INFINITY }), ...given };
}

/** Open connections per address. */
class OpenPerAddress {
  private readonly open = new Map<string, number>();
  constructor(private readonly cap: number) {}

  /** Counts one more for `address`; false (nothing counted) when it holds the cap already. */
  take(address: string): boolean {
    const open = this.open.get(address) ?? 0;
    if (open >= this.cap) return false;
    this.open.set(address, open + 1);
    return true;
  }

  has(address: string): boolean {
    return (this.open.get(address) ?? 0) < this.cap;
  }

  release(address: string): void {
    const open = (this.open.get(address) ?? 1) - 1;
    if (open > 0) this.open.set(address, open);
    else this.open.delete(address);
  }
}

export interface CapOptions {
  limits: ConnectionLimits;
  trustProxy: boolean;
  own: OwnConnections;
  log: ServerLog;
}

export const TOO_MANY_CONNECTIONS = 'too many connections from this address';

/** Caps the http server's TCP connections: in all, and per peer address unless behind a trusted proxy. Before it listens. */
export function capConnections(server: HttpServer, { limits, trustProxy, own, log }: CapOptions): void {
  if (Number.isFinite(limits.total)) server.maxConnections = limits.total;
  server.on('drop', (dropped?: { remoteAddress?: string }) =>
    log.warn('too many connections in all: refused one', { address: dropped?.remoteAddress, limit: limits.total }),
  );
  if (Number.isFinite(limits.headersTimeoutMs)) {
    server.headersTimeout = limits.headersTimeoutMs;
    // Node looks for expired requests this often, reading it when the server starts listening (30 s by default).
    (server as HttpServer & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(1000, limits.headersTimeoutMs);
  }
  const firstRequestDue = new WeakMap<Socket, NodeJS.Timeout>();
  const headersCame = (request: IncomingMessage) => {
    clearTimeout(firstRequestDue.get(request.socket));
    firstRequestDue.delete(request.socket);
  };
  server.prependListener('request', headersCame);
  server.prependListener('upgrade', headersCame);
  const perPeer = new OpenPerAddress(limits.perAddress);
  server.on('connection', (socket: Socket) => {
    if (own.recognise(socket)) return;
    if (!trustProxy && Number.isFinite(limits.perAddress)) {
      const address = clientAddress({ headers: {}, socket }, false);
      if (!perPeer.take(address)) {
        log.warn(TOO_MANY_CONNECTIONS, { address, limit: limits.perAddress });
        socket.destroy();
        return;
      }
      socket.once('close', () => perPeer.release(address));
    }
    if (!Number.isFinite(limits.headersTimeoutMs)) return;
    firstRequestDue.set(
      socket,
      setTimeout(() => socket.destroy(), limits.headersTimeoutMs),
    );
    socket.once('close', () => clearTimeout(firstRequestDue.get(socket)));
  });
}

/** engine.io's socket (one socket.io connection), as far as the cap reads it. */
interface EngineSocket {
  request: IncomingMessage;
  once(event: 'close', listener: () => void): unknown;
  close(discard?: boolean): unknown;
}

/**
 * Caps socket.io connections per client address (`clientAddress`): behind
 * a trusted proxy the only cap per address. `mayOpen` refuses a handshake
 * (engine.io's allowRequest); `watch` counts the connections made, and
 * closes at once one that got past a full cap (handshakes under way at once).
 */
export class SocketsPerAddress {
  private readonly open: OpenPerAddress;

  constructor(private readonly options: CapOptions) {
    this.open = new OpenPerAddress(options.limits.perAddress);
  }

  /** Whether a socket.io handshake from `request` may go on. */
  mayOpen(request: IncomingMessage): boolean {
    if (this.exempt(request)) return true;
    const address = clientAddress(request, this.options.trustProxy);
    if (this.open.has(address)) return true;
    this.options.log.warn(TOO_MANY_CONNECTIONS, { address, limit: this.options.limits.perAddress });
    return false;
  }

  watch(engine: { on(event: 'connection', listener: (socket: EngineSocket) => void): unknown }): void {
    engine.on('connection', (socket) => {
      if (this.exempt(socket.request)) return;
      const address = clientAddress(socket.request, this.options.trustProxy);
      if (!this.open.take(address)) {
        this.options.log.warn(TOO_MANY_CONNECTIONS, { address, limit: this.options.limits.perAddress });
        socket.close(true);
        return;
      }
      socket.once('close', () => this.open.release(address));
    });
  }

  private exempt(request: IncomingMessage): boolean {
    return !Number.isFinite(this.options.limits.perAddress) || this.options.own.isOwn(request.socket);
  }
}
