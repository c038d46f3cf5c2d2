/**
 * src/server/sockets/jsonPackets.ts: the server's socket.io encoder encodes every packet as text at once, the same
 * string socket.io's own encoder makes for a packet without binary parts, walking it once (JSON.stringify)
 * instead of twice (its `hasBinary` walk first).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Server } from 'socket.io';
import { encodePacketsAsJson } from '../../src/server/sockets/jsonPackets';
import { startTestServer, type TestServer } from './harness';

vi.mock('../../src/server/sockets/jsonPackets', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/sockets/jsonPackets')>();
  return { ...original, encodePacketsAsJson: vi.fn(original.encodePacketsAsJson) };
});

type Encoder = { encode(packet: unknown): unknown[] };
const EVENT = 2;
const CONNECT = 0;

/** A packet like the server's patches: an event, its name, the match, the states' IDs, the operations, the log. */
const patchPacket = (extra: unknown) => ({
  type: EVENT,
  nsp: '/three-kingdoms-redux',
  data: [
    'patch',
    'm1',
    4,
    5,
    [
      { op: 'replace', path: '/G/step', value: { kind: 'bid', seat: 'wu' } },
      { op: 'add', path: '/G/log/-', value: ['wu bids', 3, null, true] },
    ],
    [extra],
  ],
});

/** An object that counts how often it is asked for its JSON. */
function counting() {
  const counter = { calls: 0, toJSON: () => (counter.calls++, { seat: 'wei' }) };
  return counter;
}

describe("the server's socket.io encoder", () => {
  let ts: TestServer | undefined;
  afterAll(async () => {
    await ts?.close();
  });

  it('encodes a packet as socket.io does without binary parts, walking it once', () => {
    const io = new Server();
    const fresh = new (io.encoder.constructor as new () => Encoder)();
    encodePacketsAsJson(io as never);
    const packets = [
      patchPacket({ a: [1, 'x', { b: null }] }),
      { type: CONNECT, nsp: '/three-kingdoms-redux', data: { sid: 'abc' } },
      { type: EVENT, nsp: '/', data: ['packetRefused', { event: 'update', reason: 'no' }], id: 7 },
    ];
    for (const packet of packets) expect((io.encoder as unknown as Encoder).encode(packet)).toEqual(fresh.encode(packet));

    const once = counting();
    (io.encoder as unknown as Encoder).encode(patchPacket(once));
    expect(once.calls, 'only JSON.stringify asks').toBe(1);
    const twice = counting();
    fresh.encode(patchPacket(twice));
    expect(twice.calls, "socket.io's own encoder asks in hasBinary too").toBe(2);
  });

  it('is what the server sends with', async () => {
    const install = vi.mocked(encodePacketsAsJson);
    install.mockClear();
    ts = await startTestServer();
    expect(install).toHaveBeenCalledTimes(1);
    const io = install.mock.calls[0][0] as unknown as { encoder: Encoder; of(name: string): { adapter: { encoder: Encoder } } };
    const once = counting();
    io.of(ts.gameName).adapter.encoder.encode(patchPacket(once));
    expect(once.calls, "the game namespace's broadcasts").toBe(1);
  });
});
