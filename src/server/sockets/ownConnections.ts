/**
 * The server's own TCP connections to itself (its bots' sockets, over
 * loopback), told apart from everyone else's on the server's side: the caps
 * on connections per address (connectionLimits.ts) must never refuse them,
 * and they are decided when a connection opens, before it sends anything
 * (a handshake's marks come too late for that).
 *
 * The bots' clients connect through `agent`, which notes each socket it
 * opens; a connection the server accepts is one of them when its peer's
 * address and port are one of those sockets' own.
 */
import { Agent, type ClientRequestArgs } from 'node:http';
import { createConnection, isIP, type Socket } from 'node:net';

/** An address as both ends report it (an IPv4 peer of a dual-stack listener comes as ::ffff:a.b.c.d). */
const plainAddress = (address: string | undefined) => (address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address);

export class OwnConnections {
  /** "address port" → an open socket opened by `agent`. */
  private readonly byEnd = new Map<string, Socket>();
  /** The server's side of each of its own connections. */
  private readonly accepted = new WeakSet<Socket>();

  /** For the bots' socket.io clients (socketOpts.agent): their connections go through it (to an IP address: see `opened`). */
  readonly agent: Agent;

  constructor() {
    const own = this;
    this.agent = new (class extends Agent {
      override createConnection(options: ClientRequestArgs): Socket {
        const socket = createConnection(options as Parameters<typeof createConnection>[0]);
        // net connects to an IP address in the next tick, binding the socket's own end, before the server can accept it.
        // A name is looked up first: its socket is known only once connected, maybe after the server accepted it.
        if (isIP(options.host ?? '')) process.nextTick(() => own.opened(socket));
        else socket.once('connect', () => own.opened(socket));
        return socket;
      }
    })();
  }

  /** Whether `socket`, accepted by the server, is one of its own connections (remembered for `isOwn`). */
  recognise(socket: Socket): boolean {
    if (!this.byEnd.has(`${plainAddress(socket.remoteAddress)} ${socket.remotePort}`)) return false;
    this.accepted.add(socket);
    return true;
  }

  /** Whether the server's side of a connection was recognised as one of its own. */
  isOwn(socket: Socket | undefined): boolean {
    return socket !== undefined && this.accepted.has(socket);
  }

  private opened(socket: Socket): void {
    // Read once bound only: net keeps the first answer, an empty one too.
    if (socket.destroyed || socket.localPort === undefined) return;
    const end = `${plainAddress(socket.localAddress)} ${socket.localPort}`;
    this.byEnd.set(end, socket);
    socket.once('close', () => {
      if (this.byEnd.get(end) === socket) this.byEnd.delete(end);
    });
  }
}
