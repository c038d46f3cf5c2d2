/** A seat's (or a spectator's) boardgame.io client of a contract game over the test server's sockets, with what it receives recorded. */
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Socket } from 'socket.io-client';
import { decidedByServer } from '../../src/game/boardgameAdapter';
import type { GameContract } from '../../src/game/contract';
import { Recorder, type TestServer } from './harness';

export function contractClient<State>(
  contract: GameContract<State, any, any, any, string>,
  ts: TestServer,
  options: { matchID: string; playerID: string | null; credentials?: string; numPlayers?: number },
) {
  const client = Client<State>({
    game: decidedByServer(contract.boardgame()) as ReturnType<typeof contract.boardgame>,
    numPlayers: options.numPlayers ?? 2,
    multiplayer: SocketIO({ server: ts.url, socketOpts: { transports: ['websocket'], forceNew: true, reconnection: false } }),
    matchID: options.matchID,
    playerID: options.playerID ?? undefined,
    credentials: options.credentials,
    debug: false,
  });
  client.start();
  const socket = (client as unknown as { transport: { socket: Socket } }).transport.socket;
  const recorder = new Recorder();
  recorder.attach(socket);
  return { client, socket, recorder };
}
