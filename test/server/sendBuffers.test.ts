/**
 * A client that does not read what the server sends cannot grow the
 * server's memory (issue 33, finding 2). engine.io queues each packet for a
 * connection whose transport cannot take it yet (a websocket whose previous
 * frame the kernel has not taken, a polling client that does not poll), and
 * nothing bounded that queue: spectator syncs asked for by a client that
 * never read took the server from 97 to 777 MB. Now a connection that holds
 * more than the limit unsent is sent nothing more and dropped.
 */
import type { EventEmitter } from 'node:events';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { NO_LIMITS } from '../../src/server/limits';
import { createMatch, rawSocket, startTestServer, TEST_LIMITS, type TestServer } from './harness';

/** The limit in these tests: a few spectator syncs of a new match (about 6 KB each). */
const LIMIT = 64 * 1024;
/** Syncs asked for at most before a test gives up (the kernel takes a few MB of a non-reading socket's frames first). */
const MAX_SYNCS = 5000;

interface EnginePacket {
  type: string;
  data?: unknown;
}
/** engine.io's socket, as far as these tests look into it. */
interface EngineSocket extends EventEmitter {
  id: string;
  writeBuffer: EnginePacket[];
  transport: { name: string; socket?: { bufferedAmount: number } };
}

const sizeOf = (data: unknown) => (typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 0);

/** What the server holds unsent for each connection, measured as each packet is queued: the most at once, the largest packet. */
class HeldBytes {
  readonly peak = new Map<string, number>();
  readonly largestPacket = new Map<string, number>();
  readonly messages = new Map<string, number>();
  readonly closed = new Map<string, string>();

  constructor(ts: TestServer) {
    ts.server.io.engine.on('connection', (socket: EngineSocket) => {
      socket.on('packetCreate', (packet: EnginePacket) => {
        // Before this packet joins engine.io's queue: the queue, what the websocket holds, and the packet.
        const queued = socket.writeBuffer.reduce((sum, p) => sum + sizeOf(p.data), 0);
        const held = queued + (socket.transport.socket?.bufferedAmount ?? 0) + sizeOf(packet.data);
        this.peak.set(socket.id, Math.max(this.peak.get(socket.id) ?? 0, held));
        this.largestPacket.set(socket.id, Math.max(this.largestPacket.get(socket.id) ?? 0, sizeOf(packet.data)));
        if (packet.type === 'message') this.messages.set(socket.id, (this.messages.get(socket.id) ?? 0) + 1);
      });
      socket.on('close', (reason: string) => this.closed.set(socket.id, reason));
    });
  }

  of(id: string) {
    return {
      peak: this.peak.get(id) ?? 0,
      largestPacket: this.largestPacket.get(id) ?? 0,
      messages: this.messages.get(id) ?? 0,
      closed: this.closed.get(id),
    };
  }
}

async function waitUntil(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!ready()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((ok) => setTimeout(ok, 2));
  }
}

/** The ws WebSocket under a socket.io client's websocket transport. */
const wsOf = (socket: ClientSocket) =>
  (socket.io.engine as unknown as { transport: { ws: { pause(): void; terminate(): void } } }).transport.ws;

describe('a connection that does not read', () => {
  let ts: TestServer;
  let held: HeldBytes;
  beforeAll(async () => {
    // Syncs unlimited per connection: the test needs many answers quickly (the limit on syncs is limits.test.ts's).
    ts = await startTestServer({
      bots: false,
      cleanup: false,
      limits: { ...TEST_LIMITS, syncs: NO_LIMITS.syncs },
      connectionLimits: { sendBufferBytes: LIMIT },
    });
    held = new HeldBytes(ts);
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('over WebSocket: is sent nothing more and dropped once the server holds more than the limit for it; a reading client is not', async () => {
    const { matchID } = await createMatch(ts);
    const { socket } = await rawSocket(ts);
    const id = socket.io.engine.id;
    // The client stops reading: the kernel's buffers fill, then the server's.
    wsOf(socket).pause();
    onTestFinished(() => wsOf(socket).terminate());
    let asked = 0;
    while (held.of(id).closed === undefined && held.of(id).peak <= 4 * LIMIT && asked < MAX_SYNCS) {
      for (let i = 0; i < 50; i++) socket.emit('sync', matchID, null, null, 3);
      asked += 50;
      // Each answered (the packet made) or the connection closed.
      await waitUntil(() => held.of(id).closed !== undefined || held.of(id).messages >= asked + 1, "the syncs' answers");
    }
    const seen = held.of(id);
    expect(seen.peak, `the server held ${seen.peak} bytes for a client that does not read (the limit is ${LIMIT})`).toBeLessThanOrEqual(
      LIMIT + seen.largestPacket,
    );
    expect(seen.closed, `the connection was not dropped after ${asked} syncs`).toBeDefined();
    const warning = ts.logLines.map((line) => JSON.parse(line)).find((entry) => /does not read/.test(entry.msg));
    expect(warning).toMatchObject({ level: 'warn', address: '127.0.0.1' });

    // The same traffic from a client that reads: every answer comes, and it stays connected.
    const reader = await rawSocket(ts);
    const readerID = reader.socket.io.engine.id;
    for (let sent = 0; sent < asked; sent += 50) {
      for (let i = 0; i < 50; i++) reader.socket.emit('sync', matchID, null, null, 3);
      await waitUntil(() => reader.recorder.events('sync').length >= sent + 50, "the reader's answers");
    }
    expect(held.of(readerID).closed).toBeUndefined();
    expect(reader.socket.connected).toBe(true);
    reader.socket.close();
  });

  it('over polling: a client that never polls is dropped once the answers waiting for it pass the limit', async () => {
    const { matchID } = await createMatch(ts);
    const base = `${ts.url}/socket.io/?EIO=4&transport=polling`;
    const opened = await (await fetch(base)).text();
    const sid = (JSON.parse(opened.slice(opened.indexOf('{'))) as { sid: string }).sid;
    const post = async (packets: string[]) => {
      const answer = await fetch(`${base}&sid=${sid}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: packets.join('\x1e'),
      });
      return { status: answer.status, text: await answer.text() };
    };
    expect(await post([`40/${ts.gameName},`])).toEqual({ status: 200, text: 'ok' });
    const sync = `42/${ts.gameName},${JSON.stringify(['sync', matchID, null, null, 3])}`;
    let asked = 0;
    while (held.of(sid).closed === undefined && held.of(sid).peak <= 4 * LIMIT && asked < MAX_SYNCS) {
      const { status } = await post(Array.from({ length: 10 }, () => sync));
      if (status !== 200) break;
      asked += 10;
      await waitUntil(() => held.of(sid).closed !== undefined || held.of(sid).messages >= asked + 1, "the syncs' answers");
    }
    const seen = held.of(sid);
    expect(seen.peak, `the server held ${seen.peak} bytes for a client that never polls (the limit is ${LIMIT})`).toBeLessThanOrEqual(
      LIMIT + seen.largestPacket,
    );
    expect(seen.closed, `the connection was not dropped after ${asked} syncs`).toBeDefined();
    // The session is gone: what it queued was let go.
    expect((await post([sync])).status).toBe(400);
  });
});
