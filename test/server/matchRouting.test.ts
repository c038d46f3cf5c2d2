/**
 * A connection may name its match in its URL (`?matchID=…`), so a proxy in
 * front of several server processes can keep a match's connections on one
 * process (docs/deploy.md, "Several server processes behind a proxy"); such a connection syncs and
 * moves in that match only (src/server/sockets/socketGuard.ts, routedMatchOf).
 */
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, PACKET_REFUSED, Recorder, sendMove, startTestServer, stored, type TestServer } from './harness';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ bots: false, cleanup: false });
});
afterAll(async () => {
  await ts?.close();
});

async function connect(query: Record<string, string>): Promise<{ socket: Socket; recorder: Recorder; error?: Error }> {
  const socket = io(`${ts.url}/${ts.gameName}`, { transports: ['websocket'], forceNew: true, reconnection: false, query });
  const recorder = new Recorder();
  recorder.attach(socket);
  const error = await new Promise<Error | undefined>((done) => {
    socket.once('connect', () => done(undefined));
    socket.once('connect_error', (e) => done(e));
  });
  return { socket, recorder, error };
}

describe('a connection that names its match in its URL', () => {
  it('syncs and moves in that match, and is refused in any other', async () => {
    const mine = await createMatch(ts);
    const other = await createMatch(ts);
    const { socket, recorder, error } = await connect({ matchID: mine.matchID });
    expect(error).toBeUndefined();

    const refusedSync = recorder.next(PACKET_REFUSED);
    socket.emit('sync', other.matchID, '0', other.seats[0].credentials, 3);
    expect((await refusedSync).args[0]).toEqual({
      event: 'sync',
      reason: `this connection is for match "${mine.matchID}" (its URL says so)`,
    });

    const { state } = await stored(ts, other.matchID);
    const refusedMove = recorder.next(PACKET_REFUSED);
    sendMove(socket, {
      matchID: other.matchID,
      stateID: state._stateID,
      playerID: '0',
      name: 'pass',
      args: [],
      credentials: other.seats[0].credentials,
    });
    expect(((await refusedMove).args[0] as { event: string }).event).toBe('update');

    const synced = recorder.next('sync');
    socket.emit('sync', mine.matchID, '0', mine.seats[0].credentials, 3);
    expect((await synced).args[0]).toBe(mine.matchID);
    expect(recorder.events('sync').map((r) => r.args[0])).toEqual([mine.matchID]);
    socket.close();
  });

  it('a URL whose matchID is not a match ID is refused at the handshake; a URL without one may use any match', async () => {
    const bad = await connect({ matchID: '../../etc' });
    expect(bad.error?.message).toMatch(/not a match ID/);
    bad.socket.close();
    const { matchID, seats } = await createMatch(ts);
    const free = await connect({});
    expect(free.error).toBeUndefined();
    const synced = free.recorder.next('sync');
    free.socket.emit('sync', matchID, '1', seats[1].credentials, 3);
    expect((await synced).args[0]).toBe(matchID);
    free.socket.close();
  });
});
