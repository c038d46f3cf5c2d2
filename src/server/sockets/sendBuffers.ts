/**
 * What the server holds unsent for one socket.io connection is bounded.
 *
 * engine.io queues every packet for a connection in its socket's
 * `writeBuffer` while the transport cannot take it: a websocket waits until
 * the kernel has taken its previous frame, and a client that never reads
 * never lets it; a polling client that never polls never takes the queue.
 * Each answer then stays in memory (a spectator's sync late in a match is
 * about 90 KB): one such client grew the server by hundreds of MB.
 *
 * Here each connection's held bytes are counted as packets are queued: the
 * packets engine.io has queued since it last handed its queue to the
 * transport (a running total), plus what the websocket holds itself (ws's
 * `bufferedAmount`: its own queue and what the net socket has not written).
 * A packet that would take a connection already holding some over the limit
 * is the last: the connection is sent nothing more and dropped (its
 * websocket destroyed at once, not closed politely: a close frame would wait
 * behind what it does not read). So a connection holds at most the limit
 * and one packet; a packet larger than the limit still goes to a connection
 * that holds nothing.
 */
import type { IncomingMessage } from 'node:http';

interface EnginePacket {
  data?: unknown;
}

/** engine.io's socket, as far as the bound uses it. */
export interface EngineSocket {
  readyState: string;
  request: IncomingMessage;
  transport: { name: string; socket?: { bufferedAmount?: number; terminate?(): void } };
  on(event: 'packetCreate', listener: (packet: EnginePacket) => void): unknown;
  on(event: 'flush', listener: () => void): unknown;
  close(discard?: boolean): unknown;
}

export interface SendBufferOptions {
  maxBytes: number;
  /** Told of each connection dropped, with the bytes it would have held. */
  dropped(socket: EngineSocket, heldBytes: number): void;
}

/** A packet's size: the length of its text (engine.io's packets are encoded already), or of its bytes. */
function sizeOf(data: unknown): number {
  if (typeof data === 'string') return data.length;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data.byteLength;
  return 0;
}

/** Bounds every connection `engine` accepts from now on. */
export function boundSendBuffers(
  engine: { on(event: 'connection', listener: (socket: EngineSocket) => void): unknown },
  options: SendBufferOptions,
): void {
  engine.on('connection', (socket) => {
    let queued = 0;
    // engine.io hands its whole queue to the transport at once.
    socket.on('flush', () => {
      queued = 0;
    });
    socket.on('packetCreate', (packet) => {
      const size = sizeOf(packet.data);
      const held = queued + (socket.transport.socket?.bufferedAmount ?? 0);
      queued += size;
      if (held > 0 && held + size > options.maxBytes) drop(socket, held + size, options);
    });
  });
}

function drop(socket: EngineSocket, heldBytes: number, options: SendBufferOptions): void {
  if (socket.readyState !== 'open') return;
  // engine.io queues nothing more for a closing socket, nor does socket.io write to one; this packet is the last.
  socket.readyState = 'closing';
  options.dropped(socket, heldBytes);
  // Closed once the send under way has returned (socket.io may be looping over a room's sockets).
  process.nextTick(() => {
    const transport = socket.transport;
    socket.close(true);
    transport.socket?.terminate?.();
  });
}
