/** A Dragons & Tigers seat's boardgame.io client over the test server's sockets, with what it receives recorded. */
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Socket } from 'socket.io-client';
import { decidedByServer } from '../../src/game/boardgameAdapter';
import { dragonsAndTigers } from '../../src/game/dragonsAndTigers/contract';
import type { DtState } from '../../src/game/dragonsAndTigers/model/state';
import { Recorder, type TestServer } from './harness';

export function dtClient(ts: TestServer, matchID: string, playerID: string, credentials: string, numPlayers = 2) {
  const client = Client<DtState>({
    game: decidedByServer(dragonsAndTigers.boardgame()) as ReturnType<typeof dragonsAndTigers.boardgame>,
    numPlayers,
    multiplayer: SocketIO({ server: ts.url, socketOpts: { transports: ['websocket'], forceNew: true, reconnection: false } }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  client.start();
  const socket = (client as unknown as { transport: { socket: Socket } }).transport.socket;
  const recorder = new Recorder();
  recorder.attach(socket);
  return { client, socket, recorder };
}
