/** A seat's (or a spectator's) boardgame.io client of a contract game over the test server's sockets, with what it receives recorded. */
import { decidedByServer } from '../../src/game/boardgameAdapter';
import type { GameContract } from '../../src/game/contract';
import { recordedClient, type TestServer } from './harness';

export function contractClient<State>(
  contract: GameContract<State, any, any, any, string>,
  ts: TestServer,
  options: { matchID: string; playerID: string | null; credentials?: string; numPlayers?: number },
) {
  return recordedClient<State>(decidedByServer(contract.boardgame()) as ReturnType<typeof contract.boardgame>, ts, {
    ...options,
    numPlayers: options.numPlayers ?? 2,
  });
}
