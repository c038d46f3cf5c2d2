/**
 * Caps on open connections (issue 33, finding 1): nothing limited how many
 * TCP connections a client held open, and each silent one lived up to 90 s
 * (the audit held 140 from one address and made the journal fail to open a
 * match's file). Now one address holds at most `perAddress` connections and
 * the server `total`; a connection that sends no request is closed after
 * `headersTimeoutMs`; behind a trusted proxy (whose own address is every
 * connection's peer) the cap per address applies to socket.io connections,
 * by the address the proxy names. The server's own bots are never refused.
 */
import { request } from 'node:http';
import { connect, type Socket as TcpSocket } from 'node:net';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatPlayer } from '../../src/server/bots/seatPlayer';
import { connectionLimitsWith, DEFAULT_CONNECTION_LIMITS, defaultTotalConnections } from '../../src/server/sockets/connectionLimits';
import { createMatch, Recorder, startTestServer, type TestServer } from './harness';

interface Tcp {
  socket: TcpSocket;
  /** Resolves when the connection is closed (by the server: these clients never close first). */
  closed: Promise<void>;
}

/** A TCP connection to the server from `localAddress` (127.0.0.2 is a second loopback address), once connected. */
async function tcpFrom(ts: TestServer, localAddress = '127.0.0.1'): Promise<Tcp> {
  const { hostname, port } = new URL(ts.url);
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  socket.on('error', () => {});
  // Reading, so the server's close is seen as it comes (a paused socket may not notice the end of its stream).
  socket.resume();
  const closed = new Promise<void>((ok) => socket.once('close', () => ok()));
  await new Promise<void>((ok) => {
    socket.once('connect', ok);
    socket.once('close', ok);
  });
  return { socket, closed };
}

/** Whether the server closes the connection within `ms` (a refused one is closed at once; an accepted one stays open). */
const closedWithin = (tcp: Tcp, ms: number) =>
  Promise.race([tcp.closed.then(() => true), new Promise<boolean>((ok) => setTimeout(() => ok(false), ms))]);

/** The status line the server answers a Lobby API request on the connection with. */
function served(tcp: Tcp): Promise<string> {
  return new Promise((ok, fail) => {
    tcp.socket.once('data', (chunk) => ok(String(chunk).split('\r\n')[0]));
    tcp.closed.then(() => fail(new Error('the connection was closed instead')));
    tcp.socket.write('GET /games HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

/** A Lobby API call from `localAddress`, on a connection of its own (closed after the answer). */
function lobbyCallFrom(ts: TestServer, localAddress: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const { hostname, port } = new URL(ts.url);
  return new Promise((ok, fail) => {
    const call = request(
      {
        host: hostname,
        port: Number(port),
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => (answer.statusCode === 200 ? ok(JSON.parse(text)) : fail(new Error(`${answer.statusCode} ${text}`))));
      },
    );
    call.on('error', fail);
    call.end(JSON.stringify(body));
  });
}

/** A socket.io client on the game's namespace with `headers`: connected, or the error it got. */
async function socketWith(ts: TestServer, headers: Record<string, string> = {}): Promise<{ socket: ClientSocket; outcome: string }> {
  const socket = io(`${ts.url}/${ts.gameName}`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: headers });
  const outcome = await new Promise<string>((ok) => {
    socket.once('connect', () => ok('connected'));
    socket.once('connect_error', (e) => ok(`refused: ${e.message}`));
  });
  return { socket, outcome };
}

const warnings = (ts: TestServer) =>
  ts.logLines.map((line) => JSON.parse(line) as { level: string; msg: string; address?: string }).filter((e) => e.level === 'warn');

describe("the caps' defaults", () => {
  it("the total leaves room under the limit on open files for the journal's files and the rest", () => {
    const limits = (soft: string) =>
      `Max cpu time              unlimited            unlimited            seconds\nMax open files            ${soft}                20000                files\n`;
    // 20,000 less the journal's 4,096 files and 512 others.
    expect(defaultTotalConnections(limits('20000'))).toBe(15_392);
    expect(defaultTotalConnections(limits('1024'))).toBe(256);
    expect(defaultTotalConnections(limits('160'))).toBe(64);
    expect(defaultTotalConnections(limits('unlimited'))).toBe(15_392);
    expect(defaultTotalConnections(undefined)).toBe(15_392);
  });

  it('without per-client limits (RATE_LIMITS=off) no cap per address unless given; undefined overrides nothing', () => {
    expect(connectionLimitsWith({ total: undefined }, false)).toEqual({
      ...DEFAULT_CONNECTION_LIMITS,
      perAddress: Number.POSITIVE_INFINITY,
    });
    expect(connectionLimitsWith({ perAddress: 5 }, false).perAddress).toBe(5);
    expect(connectionLimitsWith({ sendBufferBytes: 2048 })).toEqual({ ...DEFAULT_CONNECTION_LIMITS, sendBufferBytes: 2048 });
  });
});

describe('caps on open connections', () => {
  let ts: TestServer;
  /** Closes what a test opened. */
  const closers: (() => void)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) close();
    await ts?.close();
  });
  const keep = (tcp: Tcp) => (closers.push(() => tcp.socket.destroy()), tcp);
  const keepIo = (client: { socket: ClientSocket; outcome: string }) => (closers.push(() => client.socket.close()), client);

  it('per address and in all, counted on TCP connections: those over either are closed at once; those under are served', async () => {
    ts = await startTestServer({ bots: false, cleanup: false, connectionLimits: { perAddress: 3, total: 5 } });
    const first = [await tcpFrom(ts), await tcpFrom(ts), await tcpFrom(ts)].map(keep);
    // Silent connections, as the audit's: over the cap they are closed before they send anything.
    for (let i = 0; i < 2; i++)
      expect(await closedWithin(keep(await tcpFrom(ts)), 3000), `a connection over the cap of 127.0.0.1 (${i + 1})`).toBe(true);
    const second = [await tcpFrom(ts, '127.0.0.2'), await tcpFrom(ts, '127.0.0.2')].map(keep);
    // Five open: a sixth is over the total, whatever its address.
    expect(await closedWithin(keep(await tcpFrom(ts, '127.0.0.2')), 3000), 'a connection over the total').toBe(true);
    for (const tcp of [...first, ...second]) expect(await served(tcp)).toBe('HTTP/1.1 200 OK');
    expect(warnings(ts).find((w) => /too many connections/.test(w.msg))).toMatchObject({ address: '127.0.0.1' });

    // A connection closed frees its place.
    first[0].socket.destroy();
    second[0].socket.destroy();
    await Promise.all([first[0].closed, second[0].closed]);
    await expect.poll(async () => closedWithin(keep(await tcpFrom(ts)), 200), { timeout: 5000 }).toBe(false);
  });

  it('a connection that sends no request is closed after headersTimeoutMs; a socket open longer stays', async () => {
    ts = await startTestServer({ bots: false, cleanup: false, connectionLimits: { headersTimeoutMs: 200 } });
    const { matchID } = await createMatch(ts);
    const player = keepIo(await socketWith(ts));
    expect(player.outcome).toBe('connected');
    const silent = keep(await tcpFrom(ts));
    const halfRequest = keep(await tcpFrom(ts));
    halfRequest.socket.write('GET /games HTTP/1.1\r\nHost: localhost\r\n');
    // Closed 200 ms after they opened; the bound only says how long a failure takes on a loaded machine.
    expect(await closedWithin(silent, 20_000), 'the silent connection was closed').toBe(true);
    expect(await closedWithin(halfRequest, 20_000), "the unfinished request's connection was closed").toBe(true);
    // The socket, open since before both, is still served.
    const recorder = new Recorder();
    recorder.attach(player.socket);
    const answered = recorder.next('sync');
    player.socket.emit('sync', matchID, null, null, 3);
    await answered;
    expect(player.socket.connected).toBe(true);
  });

  it('behind a trusted proxy: socket.io connections are capped per address the proxy names, not per TCP peer', async () => {
    ts = await startTestServer({ bots: false, cleanup: false, trustProxy: true, connectionLimits: { perAddress: 2 } });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const a = [keepIo(await socketWith(ts, from('203.0.113.7'))), keepIo(await socketWith(ts, from('203.0.113.7')))];
    expect(a.map((c) => c.outcome)).toEqual(['connected', 'connected']);
    const over = keepIo(await socketWith(ts, from('203.0.113.7')));
    expect(over.outcome).toMatch(/^refused/);
    // Another client through the same proxy (every TCP peer here is 127.0.0.1).
    expect(keepIo(await socketWith(ts, from('203.0.113.8'))).outcome).toBe('connected');
    expect(warnings(ts).find((w) => /too many connections/.test(w.msg))).toMatchObject({ address: '203.0.113.7' });
    // A closed one frees its place.
    a[0].socket.close();
    await expect.poll(async () => keepIo(await socketWith(ts, from('203.0.113.7'))).outcome, { timeout: 5000 }).toBe('connected');
  });

  it("the server's own bots connect over loopback even when loopback is at its cap", async () => {
    const botSockets = new Map<string, Recorder>();
    ts = await startTestServer({
      cleanup: false,
      connectionLimits: { perAddress: 2 },
      bots: {
        workers: 1,
        onSeatPlayer: (player: SeatPlayer) => {
          const recorder = new Recorder();
          recorder.attach(player.socket!);
          botSockets.set(player.playerID, recorder);
        },
      },
    });
    [await tcpFrom(ts), await tcpFrom(ts)].map(keep);
    expect(await closedWithin(keep(await tcpFrom(ts)), 3000), 'a third connection from 127.0.0.1').toBe(true);
    // The match is made and started from another address; its two bots then connect from 127.0.0.1.
    const games = `/games/${ts.gameName}`;
    const { matchID } = (await lobbyCallFrom(ts, '127.0.0.2', `${games}/create`, {
      numPlayers: 3,
      setupData: { bots: { '1': 'easy', '2': 'easy' } },
    })) as { matchID: string };
    await lobbyCallFrom(ts, '127.0.0.2', `${games}/${matchID}/join`, { playerID: '0', playerName: 'Cao Cao' });
    await expect
      .poll(() => ['1', '2'].map((seat) => (botSockets.get(seat)?.events('sync').length ?? 0) > 0), { timeout: 10_000 })
      .toEqual([true, true]);
  });
});
