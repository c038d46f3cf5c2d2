/**
 * Syncs cannot stall a match (issue 14, finding 4; issue 33, finding 5). A spectator's sync
 * needs no credentials and holds the match's queue until it is answered (so
 * that the spectator misses no move: matchQueues.ts); a flood of them used
 * to sit in front of the players' moves (6,000 syncs delayed a move by
 * 20 s). A seated player's own syncs, from several connections of the seat,
 * did the same to another player's move (60 s and more). Now a player's move
 * goes ahead of every sync still waiting, one connection's syncs are limited
 * (limits.test.ts), and so are one seat's, across its connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { MAX_PENDING_UPDATES_PER_SOCKET } from '../../src/server/sockets/matchQueues';
import {
  createMatch,
  gameClient,
  PACKET_REFUSED,
  rawSocket,
  settle,
  startTestServer,
  TEST_LIMITS,
  until,
  type GameClient,
  type Recorder,
  type TestServer,
} from './harness';

const SPECTATORS = 40;
const SYNCS_EACH = 5;

async function waitUntil(ready: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!ready()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((ok) => setTimeout(ok, 2));
  }
}

/**
 * Sends SPECTATORS x SYNCS_EACH syncs as `seat` ([playerID, credentials]; nobody for a spectator) from as many
 * connections, then `mover`'s move once most of them wait in the match's queue: at most the sync under way is
 * answered before the move (before, every sync queued ahead of it was), and every sync is answered in the end,
 * the last with the state after the move.
 */
async function floodThenMove(
  ts: TestServer,
  matchID: string,
  mover: GameClient,
  seat: [string | null, string | null],
  who: string,
): Promise<void> {
  const connections: { recorder: Recorder; close(): void }[] = [];
  for (let i = 0; i < SPECTATORS; i++) {
    const { socket, recorder } = await rawSocket(ts);
    connections.push({ recorder, close: () => socket.close() });
    for (let j = 0; j < SYNCS_EACH; j++) socket.emit('sync', matchID, seat[0], seat[1], 3);
  }
  const queue = ts.server.transport.getMatchQueue(matchID);
  const total = SPECTATORS * SYNCS_EACH;
  // Most of the syncs are waiting in the match's queue (the first ones may be answered already).
  await waitUntil(() => queue.size >= total / 2);
  const answered = () => connections.reduce((n, c) => n + c.recorder.events('sync').length, 0);

  const state = mover.getState()!;
  const { move, args } = toBgioAction(legalMoves(state.G, stateOfPlayer(mover.playerID)!)[0]);
  const answeredBefore = answered();
  mover.moves[move](...args);
  await until(mover, (s) => s._stateID > state._stateID, 30_000);
  const answeredMeanwhile = answered() - answeredBefore;
  const stillWaiting = queue.size;
  expect(
    answeredMeanwhile,
    `${answeredMeanwhile} ${who} syncs answered before the move, ${stillWaiting} still waiting`,
  ).toBeLessThanOrEqual(2);
  expect(stillWaiting).toBeGreaterThan(total / 4);

  await waitUntil(() => answered() === total);
  const last = connections[SPECTATORS - 1].recorder.events('sync').at(-1)!.args[1] as { state: { _stateID: number } };
  expect(last.state._stateID).toBe(state._stateID + 1);
  for (const c of connections) c.close();
}

describe('a flood of spectator syncs', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ bots: false, cleanup: false });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it("a player's move goes ahead of the spectators' syncs waiting in the match's queue", async () => {
    const { matchID, seats } = await createMatch(ts);
    const players: GameClient[] = seats.map((seat) => gameClient(ts, { matchID, ...seat }).client);
    for (const client of players) await until(client, () => true);
    const mover = players.find((client) => statesToAct(client.getState()!.G).includes(stateOfPlayer(client.playerID)!))!;
    await floodThenMove(ts, matchID, mover, [null, null], 'spectator');
    for (const client of players) client.stop();
  });

  it('syncs of connections that closed before their answer do not hold the queue', async () => {
    const { matchID, seats } = await createMatch(ts);
    const players: GameClient[] = seats.map((seat) => gameClient(ts, { matchID, ...seat }).client);
    for (const client of players) await until(client, () => true);
    const queue = ts.server.transport.getMatchQueue(matchID);
    const sockets = [];
    for (let i = 0; i < 20; i++) {
      const { socket } = await rawSocket(ts);
      for (let j = 0; j < SYNCS_EACH; j++) socket.emit('sync', matchID, null, null, 3);
      sockets.push(socket);
    }
    await waitUntil(() => queue.size >= 50);
    for (const socket of sockets) socket.close();
    // Each such sync held the queue until its 5 s timer (socket.io never hands a closed socket's packet on): 100 of them, minutes.
    const idle = await Promise.race([queue.onIdle().then(() => true), new Promise((ok) => setTimeout(() => ok(false), 4000))]);
    expect(idle, `${queue.size} still waiting`).toBe(true);
    const mover = players.find((client) => statesToAct(client.getState()!.G).includes(stateOfPlayer(client.playerID)!))!;
    const state = mover.getState()!;
    const { move, args } = toBgioAction(legalMoves(state.G, stateOfPlayer(mover.playerID)!)[0]);
    mover.moves[move](...args);
    await until(mover, (s) => s._stateID > state._stateID);
    for (const client of players) client.stop();
  });
});

describe("a flood of a seated player's own syncs", () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ bots: false, cleanup: false });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it("another player's move goes ahead of them, from however many connections of the seat they come", async () => {
    const { matchID, seats } = await createMatch(ts);
    const players: GameClient[] = seats.map((seat) => gameClient(ts, { matchID, ...seat }).client);
    for (const client of players) await until(client, () => true);
    const mover = players.find((client) => statesToAct(client.getState()!.G).includes(stateOfPlayer(client.playerID)!))!;
    // A seat that is not to act floods its own syncs, with its own credentials, from many connections.
    const flooder = seats.find((seat) => seat.playerID !== mover.playerID)!;
    await floodThenMove(ts, matchID, mover, [flooder.playerID, flooder.credentials], 'seated');
    for (const client of players) client.stop();
  });
});

describe('syncs per seat', () => {
  const SEAT_BURST = 4;
  let ts: TestServer;
  beforeAll(async () => {
    // Nothing earned back within the test: the burst is all a seat gets.
    ts = await startTestServer({
      bots: false,
      cleanup: false,
      limits: { ...TEST_LIMITS, seatSyncs: { burst: SEAT_BURST, perSecond: 0.001 } },
    });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it("a seat's syncs are limited across all its connections; a stranger's syncs with wrong credentials spend none of its budget", async () => {
    const { matchID, seats } = await createMatch(ts);
    const seat = seats[1];
    // A stranger sends syncs for the seat with made-up credentials (boardgame.io answers none of them).
    const stranger = await rawSocket(ts);
    for (let i = 0; i < SEAT_BURST; i++) stranger.socket.emit('sync', matchID, seat.playerID, `guess-${i}`, 3);
    await settle(ts, matchID, stranger.socket, stranger.recorder);
    expect(stranger.recorder.events(PACKET_REFUSED)).toEqual([]);

    // The seat's player, from three connections, three syncs each (within each connection's own limit).
    const connections = [await rawSocket(ts), await rawSocket(ts), await rawSocket(ts)];
    for (const { socket } of connections) for (let i = 0; i < 3; i++) socket.emit('sync', matchID, seat.playerID, seat.credentials, 3);
    const answered = () => connections.reduce((n, c) => n + c.recorder.events('sync').length, 0);
    const refused = () => connections.flatMap((c) => c.recorder.events(PACKET_REFUSED));
    await waitUntil(() => answered() + refused().length === 9);
    await ts.server.transport.getMatchQueue(matchID).onIdle();
    expect(answered()).toBe(SEAT_BURST);
    expect(refused().length).toBe(9 - SEAT_BURST);
    expect((refused()[0].args[0] as { event: string; reason: string }).event).toBe('sync');
    expect((refused()[0].args[0] as { reason: string }).reason).toMatch(/too many syncs for this seat/);
    // Another seat's budget is its own.
    const other = await rawSocket(ts);
    const otherAnswer = other.recorder.next('sync', (args) => args[0] === matchID);
    other.socket.emit('sync', matchID, seats[2].playerID, seats[2].credentials, 3);
    await otherAnswer;
    for (const { socket } of [...connections, stranger, other]) socket.close();
  });
});

describe('a flood of moves from a stranger', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ bots: false, cleanup: false });
  });
  afterAll(async () => {
    await ts?.close();
  });

  it("a connection has at most MAX_PENDING_UPDATES_PER_SOCKET moves waiting in the match's queue; the rest are refused at the gate", async () => {
    const { matchID, seats } = await createMatch(ts);
    const players: GameClient[] = seats.map((seat) => gameClient(ts, { matchID, ...seat }).client);
    for (const client of players) await until(client, () => true);
    const { socket, recorder } = await rawSocket(ts);
    const state = players[0].getState()!;
    const { move, args } = toBgioAction(legalMoves(state.G, 'wei')[0]);
    // The match's queue is held while the flood arrives, so none of its moves is answered meanwhile: the bound is on moves
    // waiting at once, and a store that answers a refused move quickly (the journal reads from memory) would otherwise
    // let a further move in for each one answered while the 200 packets are still being read.
    let release!: () => void;
    const held = ts.server.transport.runInMatchQueue(matchID, () => new Promise<void>((ok) => (release = ok)));
    // Well-formed moves with made-up credentials: boardgame.io refuses them only once their turn in the queue comes.
    for (let i = 0; i < 200; i++)
      socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: move, args, playerID: '0', credentials: `guess-${i}` } },
        state._stateID,
        matchID,
        '0',
      );
    await waitUntil(() => recorder.events(PACKET_REFUSED).length >= 200 - MAX_PENDING_UPDATES_PER_SOCKET);
    release();
    await held;
    const reasons = recorder.events(PACKET_REFUSED).map((r) => (r.args[0] as { reason: string }).reason);
    expect(reasons.every((reason) => /still waiting for their answers/.test(reason))).toBe(true);
    expect(reasons.length).toBe(200 - MAX_PENDING_UPDATES_PER_SOCKET);
    // Nothing changed, and the players play on.
    await ts.server.transport.getMatchQueue(matchID).onIdle();
    expect(players[0].getState()!._stateID).toBe(state._stateID);
    const mover = players.find((client) => statesToAct(client.getState()!.G).includes(stateOfPlayer(client.playerID)!))!;
    const now = mover.getState()!;
    const real = toBgioAction(legalMoves(now.G, stateOfPlayer(mover.playerID)!)[0]);
    mover.moves[real.move](...real.args);
    await until(mover, (s) => s._stateID > now._stateID);
    socket.close();
    for (const client of players) client.stop();
  });
});
