/**
 * Issue 38, "the server's bad-input tests run over this game too": hostile moves sent over the D&T
 * sockets by a seated player (unknown move names, another seat, shapes the rules do not take,
 * prototype keys, unknown ids, a march with a made-up path) are refused, the stored match does not
 * change, and the player's legal move lands afterwards: nothing stalls the match.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MOVE } from '../../src/game/boardgameAdapter';
import { dragonsAndTigers } from '../../src/game/dragonsAndTigers/contract';
import type { DtState } from '../../src/game/dragonsAndTigers/model/state';
import { contractClient } from './contractClient';
import { startTestServer, stored, type TestServer } from './harness';

const DT = dragonsAndTigers.id;
const HOSTILE_MOVES = 200;

/** Moves the rules cannot take: every field of every move kind spoiled, and shapes no move has. */
const hostileMove = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    42,
    'march',
    [],
    {},
    { type: 'toString' },
    { type: '__proto__' },
    JSON.parse('{"type":"draft","kingdom":"cao","__proto__":{"polluted":1}}'),
    { type: 'draft', kingdom: 'constructor' },
    { type: 'draft', kingdom: 'hasOwnProperty' },
    { type: 'march', character: 'caoCao', armies: -1, emperor: false, companions: [], path: [] },
    { type: 'march', character: 'caoCao', armies: 1e9, emperor: 'yes', companions: null, path: [{ area: 'nowhere', dropOff: 0 }] },
    { type: 'march', character: { toString: 1 }, armies: 0, emperor: false, companions: [{ character: '__proto__', armies: 0 }], path: [] },
    { type: 'levy', area: 'constructor', count: Number.NaN },
    { type: 'loseArmies', kingdom: 'valueOf', count: 1.5 },
    { type: 'eventDie', die: 7 },
  ),
  fc.record({ type: fc.string({ maxLength: 12 }), kingdom: fc.string({ maxLength: 12 }), area: fc.string({ maxLength: 12 }) }),
  fc.record({
    type: fc.constantFrom('march', 'levy', 'negotiate', 'retreat', 'relocate', 'betray', 'command', 'fight'),
    character: fc.oneof(fc.string({ maxLength: 10 }), fc.integer()),
    area: fc.oneof(fc.string({ maxLength: 10 }), fc.constant('__proto__')),
    count: fc.oneof(fc.integer(), fc.double()),
    path: fc.array(fc.record({ area: fc.string({ maxLength: 8 }), dropOff: fc.integer() }), { maxLength: 4 }),
  }),
);

describe('Dragons & Tigers: hostile moves over the sockets', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(async () => {
    await ts?.close();
  });

  it(`refuses ${HOSTILE_MOVES} hostile moves with the match unchanged, then takes a legal one`, async () => {
    const { matchID } = await ts.lobby.createMatch(DT, { numPlayers: 2 });
    const credentials: string[] = [];
    for (const [i, name] of ['Alice', 'Brian'].entries())
      credentials.push((await ts.lobby.joinMatch(DT, matchID, { playerID: String(i), playerName: name })).playerCredentials);
    const alice = contractClient(dragonsAndTigers, ts, { matchID, playerID: '0', credentials: credentials[0] });
    await expect.poll(() => alice.client.getState()?.G !== undefined, { timeout: 10_000 }).toBe(true);
    const before = await stored(ts, matchID);
    const send = (type: string, args: unknown[], playerID = '0', creds = credentials[0]) =>
      alice.socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type, args, playerID, credentials: creds } },
        before.state._stateID,
        matchID,
        playerID,
      );

    const moves = fc.sample(hostileMove, { numRuns: HOSTILE_MOVES, seed: 38 });
    for (const [i, move] of moves.entries()) {
      // Every tenth from another seat with the wrong credentials, every tenth under a move name the game does not have.
      if (i % 10 === 1) send(CONTRACT_MOVE, [move], '1', credentials[0]);
      else if (i % 10 === 2) send('draft', [move]);
      else send(CONTRACT_MOVE, [move]);
    }
    await ts.server.transport.getMatchQueue(matchID).onIdle();
    const after = await stored(ts, matchID);
    expect(after.state._stateID).toBe(before.state._stateID);
    expect(after.state.G).toEqual(before.state.G);

    // The match still plays: the first legal move of the seat to act (3.1's draft order is drawn) lands.
    const G = before.state.G as unknown as DtState;
    const [seat] = dragonsAndTigers.toAct(G);
    const mover =
      seat === 'blueDragon' ? alice : contractClient(dragonsAndTigers, ts, { matchID, playerID: '1', credentials: credentials[1] });
    await expect.poll(() => mover.client.getState()?.G !== undefined, { timeout: 10_000 }).toBe(true);
    mover.client.moves[CONTRACT_MOVE](dragonsAndTigers.legalMoves(G, seat)[0]);
    await expect.poll(async () => (await stored(ts, matchID)).state._stateID, { timeout: 10_000 }).toBe(before.state._stateID + 1);
    alice.client.stop();
    if (mover !== alice) mover.client.stop();
  });
});
