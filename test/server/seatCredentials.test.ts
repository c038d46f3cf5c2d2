/**
 * A seat is acted for only with the credentials the Lobby API gave its
 * player. Each attempt below carries a move that is legal for Wei right now
 * (keeping generals from Wei's real drawn cards, read from the server's
 * storage), so if the server let it through, the stored state would change;
 * it must stay exactly as it was (state and log), and the attacker must not
 * be sent Wei's view either.
 *
 * Plain boardgame.io 0.50.2 fails "nobody can act for a seat nobody has
 * joined" (it asks for credentials only once some seat has them) and "a move
 * for another seat under one's own credentials" (it checks the credentials of
 * the playerID the packet names, then runs the move for the seat its payload
 * names); it gets "another seat's credentials" and "a spectator" right
 * itself, once some seat has credentials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
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
  type TestServer,
} from './harness';

describe('acting for a seat', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(async () => {
    await ts?.close();
  });

  /** A recruit Wei may make now, and Wei's drawn generals (what an intruder must not learn). */
  async function weiRecruit(matchID: string) {
    const { state } = await stored(ts, matchID);
    const move = toBgioAction(legalMoves(state.G, 'wei')[0]);
    expect(move.move).toBe('recruit');
    return { name: move.move, args: move.args, stateID: state._stateID, weiDrawn: state.G.players.wei.secret.drawn as string[] };
  }

  /** Runs `attack` from a fresh bare socket and checks that the stored match did not change and Wei's cards never reached it. */
  async function expectNoEffect(
    matchID: string,
    weiDrawn: string[],
    attack: (socket: Awaited<ReturnType<typeof rawSocket>>['socket']) => void,
  ) {
    const before = await stored(ts, matchID);
    const { socket, recorder } = await rawSocket(ts);
    attack(socket);
    await settle(ts, matchID, socket, recorder);
    const after = await stored(ts, matchID);
    expect(gameStateOf(after.state)).toEqual(gameStateOf(before.state));
    expect(after.log).toEqual(before.log);
    const sent = JSON.stringify(recorder.received);
    for (const g of weiDrawn) expect(sent.includes(`"${g}"`), `the intruder was sent Wei's drawn ${g}`).toBe(false);
    socket.close();
    return recorder;
  }

  it('nobody can act for a seat nobody has joined, with or without made-up credentials', async () => {
    const { matchID } = await createMatch(ts, { seated: 0 });
    const { name, args, stateID, weiDrawn } = await weiRecruit(matchID);
    await expectNoEffect(matchID, weiDrawn, (socket) => {
      socket.emit('sync', matchID, '0', 'made-up', 3);
      sendMove(socket, { matchID, stateID, playerID: '0', name, args, credentials: 'made-up' });
      sendMove(socket, { matchID, stateID, playerID: '0', name, args });
    });
  });

  it("another seat's credentials do not open this seat", async () => {
    const { matchID, seats } = await createMatch(ts);
    const { name, args, stateID, weiDrawn } = await weiRecruit(matchID);
    const wu = seats[1].credentials;
    await expectNoEffect(matchID, weiDrawn, (socket) => {
      socket.emit('sync', matchID, '0', wu, 3);
      sendMove(socket, { matchID, stateID, playerID: '0', name, args, credentials: wu });
    });
  });

  it("a move for another seat under one's own credentials is refused (Wu sending Wei's recruit while both choose)", async () => {
    const { matchID, seats } = await createMatch(ts);
    const { name, args, stateID, weiDrawn } = await weiRecruit(matchID);
    const recorder = await expectNoEffect(matchID, weiDrawn, (socket) => {
      sendMove(socket, { matchID, stateID, playerID: '1', payloadPlayerID: '0', name, args, credentials: seats[1].credentials });
    });
    expect(recorder.events(PACKET_REFUSED).map((r) => r.args[0])).toEqual([
      { event: 'update', reason: 'a move is made only for the seat whose credentials it carries' },
    ]);
  });

  it('a spectator cannot move', async () => {
    const { matchID } = await createMatch(ts);
    const { name, args, stateID, weiDrawn } = await weiRecruit(matchID);
    await expectNoEffect(matchID, weiDrawn, (socket) => {
      socket.emit('sync', matchID, null, null, 3);
      sendMove(socket, { matchID, stateID, playerID: null, name, args });
      sendMove(socket, { matchID, stateID, playerID: null, payloadPlayerID: '0', name, args });
    });
  });

  it("boardgame.io's own client without credentials is not sent Wei's view", async () => {
    const { matchID } = await createMatch(ts);
    const { weiDrawn } = await weiRecruit(matchID);
    const intruder = gameClient(ts, { matchID, playerID: '0' });
    const refused = await intruder.recorder.next(PACKET_REFUSED);
    expect(refused.args[0]).toEqual({ event: 'sync', reason: 'credentials must be the string the Lobby API gave when joining' });
    // Without a synced state the client cannot even make a move; the bare sockets above try that.
    expect(intruder.client.getState()).toBeNull();
    const sent = JSON.stringify(intruder.recorder.received);
    for (const g of weiDrawn) expect(sent.includes(`"${g}"`)).toBe(false);
    intruder.client.stop();
  });

  it("the seat's own credentials do move it (the attempts above were real moves)", async () => {
    const { matchID, seats } = await createMatch(ts);
    const { name, args, stateID } = await weiRecruit(matchID);
    const { socket, recorder } = await rawSocket(ts);
    sendMove(socket, { matchID, stateID, playerID: '0', name, args, credentials: seats[0].credentials });
    await settle(ts, matchID, socket, recorder);
    const after = await stored(ts, matchID);
    expect(after.state._stateID).toBe(stateID + 1);
    expect(after.state.G.players.wei.secret.hand).toEqual(expect.arrayContaining(args[0] as string[]));
    socket.close();
  });
});
