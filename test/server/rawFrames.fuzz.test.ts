/**
 * Hostile traffic of every kind mixed with normal play (issue 14, "Checks"),
 * against the server running as `npm run serve` does (a child process, on
 * loopback): fast-check sends raw engine.io and socket.io frames (every
 * packet type of both, every namespace, prototype-pollution keys, event names
 * that are not strings, frames cut short and frames over the size limit,
 * binary frames, garbage on the polling transport, aborted HTTP upgrades),
 * many aimed at a live match (its ID, its seats, made-up credentials); after
 * each batch, a player of that match makes a legal move.
 *
 * After every batch: the process is alive; the match's state (as a fresh
 * spectator is sent it, and as every player's client holds it) is what it
 * was before the batch; and the player's move lands (every player's client has
 * the new state): the match is not stalled. How fast it lands is printed, not
 * asserted (tests check behaviour, not wall-clock speed; on a loaded machine a
 * move took 100-260 ms here whether or not frames came before it). Bounded: 100 batches of at most 6 frames, and
 * at most 90 s in all.
 */
import { performance } from 'node:perf_hooks';
import { LobbyClient } from 'boardgame.io/client';
import fc from 'fast-check';
import { Manager, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../src/server/server';
import { abortedUpgrade } from './rawTraffic';
import { gameClient, rawSocket, SEAT_IDS, SEAT_NAMES, until, type GameClient, type TestServer } from './harness';
import { startServe, type ServeProcess } from './serveProcess';

const GAME = 'three-kingdoms-redux';
const RUNS = 100;
/** A move not answered in this long means the frames stalled the match. */
const STALLED_AFTER_MS = 5000;

type Hostile =
  | { kind: 'text'; connection: number; text: string }
  | { kind: 'binary'; connection: number; bytes: Uint8Array }
  | { kind: 'upgrade'; path: string }
  | { kind: 'polling'; body: string };

/** A raw engine.io connection: a socket.io client's websocket, written to underneath socket.io. */
interface RawConnection {
  manager: Manager;
  socket: Socket;
  ws: { send(data: string | Uint8Array): void; readyState: number; on(event: string, listener: (...args: unknown[]) => void): void };
  received: string[];
  closed: boolean;
}

async function rawConnection(url: string): Promise<RawConnection> {
  const manager = new Manager(url, { transports: ['websocket'], reconnection: false, forceNew: true } as never);
  const socket = manager.socket(`/${GAME}`);
  await new Promise<void>((ok, fail) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', fail);
    socket.connect();
  });
  const ws = (manager.engine as unknown as { transport: { ws: RawConnection['ws'] } }).transport.ws;
  const connection: RawConnection = { manager, socket, ws, received: [], closed: false };
  ws.on('message', (data) => connection.received.push(String(data)));
  ws.on('close', () => (connection.closed = true));
  return connection;
}

/**
 * Resolves once the server has read everything sent on the connection so far:
 * it answers a CONNECT to a namespace that does not exist (or it closed the
 * connection, over a frame it refused).
 */
function handled(connection: RawConnection, probe: number): Promise<void> {
  if (connection.closed || connection.ws.readyState !== 1) return Promise.resolve();
  const name = `/probe-${probe}`;
  connection.ws.send(`40${name},`);
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`no answer to ${name}`)), 5000);
    const check = setInterval(() => {
      if (connection.closed || connection.received.some((m) => m.startsWith(`44${name},`))) {
        clearTimeout(timer);
        clearInterval(check);
        ok();
      }
    }, 2);
  });
}

describe('raw frames mixed with play', () => {
  let sp: ServeProcess;
  let matchID: string;
  let credentials: string[];
  let players: GameClient[];

  beforeAll(async () => {
    // Every connection here comes from 127.0.0.1: the limits per address would refuse the test's own (limits.test.ts checks them).
    sp = await startServe({ RATE_LIMITS: 'off' });
    const lobby = new LobbyClient({ server: sp.url });
    ({ matchID } = await lobby.createMatch(GAME, { numPlayers: 3 }));
    credentials = [];
    for (const playerID of SEAT_IDS)
      credentials.push((await lobby.joinMatch(GAME, matchID, { playerID, playerName: SEAT_NAMES[+playerID] })).playerCredentials);
    const at = { url: sp.url, gameName: GAME } as TestServer;
    players = SEAT_IDS.map((playerID, i) => gameClient(at, { matchID, playerID, credentials: credentials[i] }).client);
    for (const client of players) await until(client, () => true, 10_000);
  }, 90_000);

  afterAll(async () => {
    for (const client of players ?? []) client.stop();
    await sp?.stop();
  });

  /** What a fresh spectator is sent for the match: its state as the public sees it. */
  async function spectatorView(): Promise<string> {
    const { socket, recorder } = await rawSocket({ url: sp.url, gameName: GAME } as TestServer);
    const answer = recorder.next('sync', (args) => args[0] === matchID);
    socket.emit('sync', matchID, null, null, 3);
    const { args } = await answer;
    socket.close();
    const { state } = args[1] as { state: { G: unknown; ctx: unknown; _stateID: number } };
    return JSON.stringify({ G: state.G, ctx: state.ctx, _stateID: state._stateID });
  }

  const clientViews = () =>
    players.map((client) => JSON.stringify({ G: client.getState()!.G, ctx: client.getState()!.ctx, id: client.getState()!._stateID }));

  it('the process lives, the match is unchanged, and a move still lands', async () => {
    const proto = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__');
    const hostileObject = fc.oneof(
      fc.dictionary(proto, fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null), fc.constant({})), { maxKeys: 3 }),
      fc.anything({ maxDepth: 2, maxKeys: 3, withObjectString: true }),
    );
    const eventName = fc.oneof(
      fc.constantFrom(
        'update',
        'sync',
        'chat',
        'error',
        'connect',
        'disconnect',
        'disconnecting',
        'newListener',
        'packetRefused',
        '__proto__',
        'toString',
      ),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      hostileObject,
      fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
    );
    const seat = fc.oneof(fc.constantFrom('0', '1', '2', null, '__proto__'), fc.integer({ min: -1, max: 3 }));
    const creds = fc.oneof(fc.constant('x'), fc.string({ maxLength: 30 }), hostileObject);
    const matchRef = fc.oneof({ arbitrary: fc.constant('VICTIM'), weight: 4 }, fc.string({ maxLength: 12 }), hostileObject);
    const eventArgs = fc.oneof(
      // Aimed at the match: a move or a sync with a seat and credentials that are not theirs.
      fc.tuple(
        fc.record({
          type: fc.constantFrom('MAKE_MOVE', 'GAME_EVENT', 'UPDATE', 'PATCH'),
          payload: fc.record({
            type: fc.string({ maxLength: 10 }),
            args: fc.anything({ maxDepth: 2 }),
            playerID: seat,
            credentials: creds,
          }),
        }),
        fc.oneof(fc.nat({ max: 400 }), hostileObject),
        matchRef,
        seat,
      ),
      fc.tuple(matchRef, seat, creds, fc.oneof(fc.constant(3), hostileObject)),
      fc.array(fc.anything({ maxDepth: 2, withObjectString: true }), { maxLength: 4 }),
    );
    const namespace = fc.oneof(
      fc.constantFrom('/', `/${GAME}`, '/admin', '/__proto__', '/constructor', `/${GAME}/x`, '/socket.io'),
      fc.string({ maxLength: 10 }).map((s) => `/${s}`),
    );
    const nspPart = (nsp: string) => (nsp === '/' ? '' : `${nsp},`);
    const json = (value: unknown) =>
      JSON.stringify(value, (_k, v) => (v === 'VICTIM' ? matchID : typeof v === 'bigint' ? Number(v) : v)) ?? 'null';
    // socket.io packets: 0 CONNECT, 1 DISCONNECT, 2 EVENT, 3 ACK, 4 CONNECT_ERROR, 5 BINARY_EVENT, 6 BINARY_ACK.
    const socketIoPacket = fc
      .tuple(
        fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
        fc.oneof(fc.constant(''), fc.constantFrom('1-', '0-', '99-', '-')),
        namespace,
        fc.oneof(fc.constant(''), fc.nat().map(String), fc.constant('9'.repeat(30))),
        fc.oneof(
          fc.tuple(eventName, eventArgs).map(([event, args]) => json([event, ...args])),
          hostileObject.map(json),
          fc.constantFrom(
            '',
            '[',
            '{"',
            '[]',
            '{}',
            'null',
            '"x"',
            '[{"toString":1}]',
            '{"toString":1}',
            '{"__proto__":{"x":1}}',
            '[{"_placeholder":true,"num":0}]',
          ),
        ),
      )
      .map(
        ([type, attachments, nsp, ack, payload]) =>
          `${type}${type === '5' || type === '6' ? attachments : ''}${nspPart(nsp)}${ack}${payload}`,
      );
    // engine.io packets: 0 open, 1 close, 2 ping, 3 pong, 4 message (a socket.io packet), 5 upgrade, 6 noop; and anything.
    const engineIoFrame = fc.oneof(
      { arbitrary: socketIoPacket.map((packet) => `4${packet}`), weight: 6 },
      fc.tuple(fc.constantFrom('0', '1', '2', '3', '5', '6', '7', 'b', 'x', ''), fc.string({ maxLength: 20 })).map(([t, rest]) => t + rest),
      fc.constantFrom('2probe', '3probe', '5', '4', '6'),
      fc.string({ maxLength: 40 }),
    );
    const connection = fc.nat({ max: 1 });
    const hostile: fc.Arbitrary<Hostile> = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('text' as const), connection, text: engineIoFrame }), weight: 10 },
      // Cut short anywhere.
      fc.record({
        kind: fc.constant('text' as const),
        connection,
        text: fc.tuple(engineIoFrame, fc.nat()).map(([text, at]) => text.slice(0, at % (text.length + 1))),
      }),
      // Over the size limit (the connection is closed), or just under it.
      fc.record({
        kind: fc.constant('text' as const),
        connection,
        text: fc
          .constantFrom(MAX_SOCKET_MESSAGE_BYTES + 1, MAX_SOCKET_MESSAGE_BYTES * 4, MAX_SOCKET_MESSAGE_BYTES - 64)
          .map((n) => `42/${GAME},["update","${'x'.repeat(n)}"]`),
      }),
      fc.record({ kind: fc.constant('binary' as const), connection, bytes: fc.uint8Array({ maxLength: 64 }) }),
      fc.record({
        kind: fc.constant('upgrade' as const),
        path: fc.constantFrom('/games', '/', '/socket.io/?EIO=4&transport=websocket', '/socket.io/?EIO=3&transport=websocket', '/nope'),
      }),
      fc.record({ kind: fc.constant('polling' as const), body: engineIoFrame }),
    );

    let batches = 0;
    let frames = 0;
    const moveTimes: number[] = [];
    let probes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 6 }), async (batch) => {
        const before = await spectatorView();
        const beforeClients = clientViews();
        const connections = [await rawConnection(sp.url), await rawConnection(sp.url)];
        try {
          for (const action of batch) {
            frames++;
            if (action.kind === 'text' || action.kind === 'binary') {
              const c = connections[action.connection];
              if (!c.closed && c.ws.readyState === 1) c.ws.send(action.kind === 'text' ? action.text : action.bytes);
            } else if (action.kind === 'upgrade') {
              await abortedUpgrade(sp.url, action.path);
            } else {
              // Garbage on the polling transport, in a session of its own.
              const open = await (await fetch(`${sp.url}/socket.io/?EIO=4&transport=polling`)).text();
              const sid = /"sid":"([^"]+)"/.exec(open)?.[1] ?? 'none';
              await fetch(`${sp.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
                method: 'POST',
                body: action.body,
                headers: { 'content-type': 'text/plain' },
              }).then(
                (r) => r.text(),
                () => '',
              );
            }
          }
          for (const c of connections) await handled(c, probes++);
        } finally {
          for (const c of connections) c.manager.engine.close();
        }
        // Nothing the frames did changed the match: a fresh spectator (its sync queued behind any move they got in) and the players see the same state.
        expect(sp.alive(), sp.output().slice(-3000)).toBe(true);
        expect(await spectatorView()).toBe(before);
        expect(clientViews()).toEqual(beforeClients);

        // A player's move lands at once.
        const mover = players.find((client) => statesToAct(client.getState()!.G).includes(stateOfPlayer(client.playerID)!))!;
        expect(mover, 'someone can move').toBeDefined();
        const state = mover.getState()!;
        const legal = legalMoves(state.G, stateOfPlayer(mover.playerID)!);
        const { move, args } = toBgioAction(legal.length > 1 && legal[0].type === 'pass' ? legal[1] : legal[0]);
        const started = performance.now();
        mover.moves[move](...args);
        await until(mover, (s) => s._stateID > state._stateID, STALLED_AFTER_MS);
        moveTimes.push(performance.now() - started);
        for (const client of players) await until(client, (s) => s._stateID > state._stateID, STALLED_AFTER_MS);
        batches++;
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: false },
    );
    expect(sp.alive()).toBe(true);
    expect(batches).toBeGreaterThan(10);
    console.log(
      `raw frames: ${frames} hostile actions in ${batches} batches; moves landed in ${moveTimes.map((t) => t.toFixed(1)).join(', ')} ms`,
    );
  }, 180_000);
});
