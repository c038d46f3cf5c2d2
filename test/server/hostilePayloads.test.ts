/**
 * Malformed and hostile packets on the game's sockets are refused and change
 * nothing: the stored state and log stay exactly as they were, no match is
 * created, and the server goes on serving. The sender is a seated player
 * (Wu, with its real credentials) during the initial draft, when every seat
 * may move, so boardgame.io's own checks (active player, credentials) let
 * through whatever the gate in front of them does not stop.
 *
 * Plain boardgame.io 0.50.2 accepts the named cases from such a player
 * (all but undo and redo, which it refuses because our moves are not
 * undoable); fast-check then throws several hundred packets of every shape.
 * Each test plays on a match of its own, so one that got through cannot hide
 * another.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromBgioAction } from '../../src/board/threeKingdomsRedux/replay/record';
import { GENERAL_IDS } from '../../src/game/threeKingdomsRedux/data/generals';
import { applyMovePure } from '../../src/game/threeKingdomsRedux/engine';
import { makeGame, stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { seededRng } from '../../src/game/rng';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../src/server/server';
import {
  createMatch,
  gameClient,
  gameStateOf,
  PACKET_REFUSED,
  rawSocket,
  sendMove,
  settle,
  startTestServer,
  stored,
  type Seat,
  type TestServer,
  until,
} from './harness';

describe('hostile packets on the game sockets', () => {
  let ts: TestServer;
  let matchID: string;
  let seats: Seat[];
  let stateID: number;
  let seed: string;

  beforeAll(async () => {
    ts = await startTestServer();
  });
  // A fresh match for every test, all three seats joined, in the initial draft.
  beforeEach(async () => {
    ({ matchID, seats } = await createMatch(ts));
    const { state } = await stored(ts, matchID);
    stateID = state._stateID;
    seed = (state.plugins.random.data as { seed: string }).seed;
  });
  afterAll(async () => {
    await ts?.close();
  });

  const wu = () => seats[1].credentials;

  /** Sends `packets` from a fresh socket, waits until the server has handled them, and checks that nothing changed. */
  async function expectRefused(packets: [string, ...unknown[]][]) {
    const before = await stored(ts, matchID);
    const matches = await ts.server.storage.listMatches();
    const { socket, recorder } = await rawSocket(ts);
    for (const [event, ...args] of packets) socket.emit(event, ...args);
    if (socket.connected) await settle(ts, matchID, socket, recorder);
    else await ts.server.transport.getMatchQueue(matchID).onIdle();
    const after = await stored(ts, matchID);
    expect(gameStateOf(after.state)).toEqual(gameStateOf(before.state));
    expect(after.log).toEqual(before.log);
    expect((await ts.server.storage.listMatches()).sort()).toEqual(matches.sort());
    const received = JSON.stringify(recorder.received);
    expect(received.includes('prngstate') || received.includes(seed), 'the random seed or state was sent').toBe(false);
    socket.close();
    return recorder;
  }

  it('a state update that would replace the whole stored state (UPDATE, SYNC, RESET)', async () => {
    const { state } = await stored(ts, matchID);
    const rich = { ...state, G: { ...state.G, players: { ...state.G.players, wu: { ...state.G.players.wu, gold: 99 } } } };
    for (const type of ['UPDATE', 'SYNC', 'RESET'])
      await expectRefused([['update', { type, state: rich, payload: { playerID: '1', credentials: wu() } }, stateID, matchID, '1']]);
  });

  it('a patch of the stored state (PATCH)', async () => {
    const patch = [{ op: 'replace', path: '/G/players/wu/gold', value: 99 }];
    await expectRefused([['update', { type: 'PATCH', patch, payload: { playerID: '1', credentials: wu() } }, stateID, matchID, '1']]);
  });

  it('game events from a client: endGame, setPhase, endTurn, setActivePlayers', async () => {
    const events: [string, unknown[]][] = [
      ['endGame', [{ winner: '1' }]],
      ['setPhase', ['maintenance']],
      ['endTurn', []],
      ['setActivePlayers', [{ all: 'x' }]],
    ];
    const recorder = await expectRefused(
      events.map(([type, args]) => [
        'update',
        { type: 'GAME_EVENT', payload: { type, args, playerID: '1', credentials: wu() } },
        stateID,
        matchID,
        '1',
      ]),
    );
    expect(recorder.events(PACKET_REFUSED)).toHaveLength(events.length);
  });

  it('undo and redo of a move made: draws and reveals cannot be taken back', async () => {
    const { state } = await stored(ts, matchID);
    const { move, args } = toBgioAction(legalMoves(state.G, 'wu')[0]);
    const { socket, recorder } = await rawSocket(ts);
    sendMove(socket, { matchID, stateID, playerID: '1', name: move, args, credentials: wu() });
    await settle(ts, matchID, socket, recorder);
    socket.close();
    stateID += 1;
    expect((await stored(ts, matchID)).state._stateID).toBe(stateID);
    await expectRefused(
      ['UNDO', 'REDO'].map((type) => [
        'update',
        { type, payload: { type: move, args: [], playerID: '1', credentials: wu() } },
        stateID,
        matchID,
        '1',
      ]),
    );
  });

  it('a sync for a match that does not exist creates no match', async () => {
    const recorder = await expectRefused([
      ['sync', 'no-such-match', null, null, 3],
      ['sync', 'no-such-match', '0', 'whatever', 3],
    ]);
    expect(recorder.events('sync').filter((r) => r.args[0] === 'no-such-match')).toEqual([]);
  });

  it('arguments nested too deep, a message too large, and chat from a connection not in the match are refused', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 50; i++) deep = [deep];
    const recorder = await expectRefused([
      [
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'recruit', args: [deep], playerID: '1', credentials: wu() } },
        stateID,
        matchID,
        '1',
      ],
      ['chat', matchID, { id: 'x', sender: '1', payload: 'hello' }, wu()],
    ]);
    expect(recorder.events(PACKET_REFUSED).map((r) => (r.args[0] as { event: string }).event)).toEqual(['update', 'chat']);
    // socket.io closes the connection of a client whose message is larger than the limit.
    const big = 'x'.repeat(MAX_SOCKET_MESSAGE_BYTES + 1);
    const { socket } = await rawSocket(ts);
    const closed = new Promise((ok) => socket.once('disconnect', ok));
    sendMove(socket, { matchID, stateID, playerID: '1', name: 'recruit', args: [[big]], credentials: wu() });
    await closed;
  });

  it('fuzzed packets of every shape are refused and change nothing', async () => {
    const { state: start } = await stored(ts, matchID);
    const drawn = [...start.G.players.wei.secret.drawn, ...start.G.players.wu.secret.drawn];
    const credentials = seats.map((s) => s.credentials);

    /** Whether a packet is a move the rules would accept from its seat: those are not hostile, so not generated. */
    function isLegitimateMove(event: string, args: unknown[]): boolean {
      if (event !== 'update') return false;
      const [action, sentStateID, sentMatchID, playerID] = args as [
        { type?: unknown; payload?: { type?: unknown; args?: unknown; playerID?: unknown; credentials?: unknown } },
        unknown,
        unknown,
        unknown,
      ];
      const payload = action?.payload;
      const state = stateOfPlayer(playerID as string);
      if (action?.type !== 'MAKE_MOVE' || !payload || !state || sentStateID !== stateID || sentMatchID !== matchID) return false;
      if (payload.playerID !== playerID || payload.credentials !== credentials[Number(playerID)]) return false;
      try {
        const moveArgs = payload.args === undefined ? [] : Array.isArray(payload.args) ? payload.args : [payload.args];
        return applyMovePure(start.G, state, fromBgioAction(String(payload.type), moveArgs), seededRng(1)).result.ok;
      } catch {
        return false;
      }
    }

    const RUNS = 300;
    const THIS_MATCH = Symbol('this match');
    const CURRENT_STATE = Symbol('current state');
    const small = fc.anything({ maxDepth: 2, maxKeys: 4 });
    const seat = fc.oneof(fc.constantFrom('0', '1', '2', null), small);
    const creds = fc.oneof(fc.constantFrom(...credentials), fc.string({ maxLength: 30 }), small);
    const argument = fc.oneof(
      fc.array(fc.constantFrom(...drawn, ...GENERAL_IDS.slice(0, 10)), { maxLength: 6 }),
      fc.jsonValue({ maxDepth: 4 }),
      fc.anything({ maxDepth: 3 }),
    );
    const moveName = fc.oneof(
      { arbitrary: fc.constantFrom(...Object.keys(makeGame().moves ?? {})), weight: 4 },
      fc.constantFrom('endTurn', 'endGame', '__proto__', 'constructor', 'toString'),
      fc.string({ maxLength: 12 }),
    );
    const payload = fc.record(
      { type: moveName, args: fc.oneof(fc.array(argument, { maxLength: 3 }), argument), playerID: seat, credentials: creds },
      { requiredKeys: [] },
    );
    const action = fc.oneof(
      fc.record({ type: fc.constant('MAKE_MOVE'), payload }),
      fc.record(
        {
          type: fc.constantFrom('GAME_EVENT', 'UNDO', 'REDO', 'UPDATE', 'SYNC', 'RESET', 'PATCH', 'PLUGIN', 'STRIP_TRANSIENTS'),
          payload,
          state: small,
          patch: fc.array(
            fc.record({
              op: fc.constantFrom('replace', 'add', 'remove'),
              path: fc.constantFrom('/G/players/wu/gold', '/_stateID', '/ctx/gameover'),
              value: small,
            }),
          ),
        },
        { requiredKeys: ['type'] },
      ),
      small,
    );
    const matchRef = fc.oneof(fc.constant(THIS_MATCH), fc.string({ maxLength: 20 }), small);
    const stateRef = fc.oneof(fc.constant(CURRENT_STATE), fc.integer(), small);
    // A seat's own well-formed move with hostile arguments: it passes every check but the rules'.
    const seatedMove = fc
      .tuple(fc.constantFrom(0, 1, 2), moveName, fc.oneof(fc.array(argument, { maxLength: 3 }), fc.constant(undefined)))
      .map(([i, name, args]) => {
        const playerID = String(i);
        const action = { type: 'MAKE_MOVE', payload: { type: name, args, playerID, credentials: credentials[i] } };
        return ['update', action, CURRENT_STATE, THIS_MATCH, playerID] as [string, ...unknown[]];
      });
    const packet = fc.oneof(
      { arbitrary: seatedMove, weight: 3 },
      fc.tuple(action, stateRef, matchRef, seat).map((args) => ['update', ...args] as [string, ...unknown[]]),
      fc.array(small, { maxLength: 6 }).map((args) => ['update', ...args] as [string, ...unknown[]]),
      fc.tuple(matchRef, seat, creds, small).map((args) => ['sync', ...args] as [string, ...unknown[]]),
      fc
        .tuple(fc.constantFrom('chat', 'matchData', 'patch', 'Update', 'x'), fc.array(small, { maxLength: 4 }))
        .map(([event, args]) => [event, ...args] as [string, ...unknown[]]),
    );
    const resolve = (value: unknown): unknown => (value === THIS_MATCH ? matchID : value === CURRENT_STATE ? stateID : value);

    // Clients in the match all along: boardgame.io broadcasts even a refused move's state, and these two (synced,
    // never sent a state by the broadcast since: no move lands here) are sent it once (seatBroadcast.ts).
    const watchers = [gameClient(ts, { matchID, playerID: null }), gameClient(ts, { matchID, ...seats[2] })];
    for (const w of watchers) await until(w.client, () => true);

    // boardgame.io logs each rejected move; the thousands of lines say nothing here.
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'log').mockImplementation(() => {})];
    let sent = 0;
    let pastTheGate = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(packet, { minLength: 1, maxLength: 4 }), async (packets) => {
          const concrete = packets.map(([event, ...args]) => [event, ...args.map(resolve)] as [string, ...unknown[]]);
          fc.pre(!concrete.some(([event, ...args]) => isLegitimateMove(event, args)));
          sent += concrete.length;
          const recorder = await expectRefused(concrete);
          pastTheGate += concrete.length - recorder.events(PACKET_REFUSED).length;
        }),
        { numRuns: RUNS },
      );
    } finally {
      for (const spy of quiet) spy.mockRestore();
    }
    expect(sent).toBeGreaterThan(RUNS);
    for (const w of watchers) {
      const received = JSON.stringify(w.recorder.received);
      expect(w.recorder.events('update').length, "the watchers were sent a refused move's state").toBeGreaterThan(0);
      expect(received.includes('prngstate') || received.includes(seed), 'a watcher was sent the random seed or state').toBe(false);
      w.client.stop();
    }
    // Many reached boardgame.io and the rules themselves, not only the gate.
    expect(pastTheGate).toBeGreaterThan(RUNS / 4);
    console.log(`fuzz: ${sent} packets in ${RUNS} runs, ${pastTheGate} past the gate`);

    // And the server still plays: Wu's own legal recruit goes through.
    const { move, args } = toBgioAction(legalMoves(start.G, 'wu')[0]);
    const { socket, recorder } = await rawSocket(ts);
    sendMove(socket, { matchID, stateID, playerID: '1', name: move, args, credentials: wu() });
    await settle(ts, matchID, socket, recorder);
    expect((await stored(ts, matchID)).state._stateID).toBe(stateID + 1);
    socket.close();
  });
});
