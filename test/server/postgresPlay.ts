/**
 * Plays a match through boardgame.io clients, each seat deciding from its own
 * view, and waits until every client has seen every move (for the PostgreSQL
 * and several-process tests, whose clients may sit on different servers).
 */
import { expect } from 'vitest';
import { statesToAct } from '../../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { until, type GameClient } from './harness';

/** The seat (among `players`) that can move now, seen from the players' own views. */
function moverAmong(players: GameClient[]): GameClient | undefined {
  return players.find((client) => {
    const state = stateOfPlayer(client.playerID);
    return state !== null && statesToAct(client.getState()!.G).includes(state);
  });
}

/** Makes `count` moves, each by a seat that can move, and waits until every client in `watchers` is at the new state. */
export async function playMoves(players: GameClient[], watchers: GameClient[], count: number, timeoutMs = 15_000): Promise<void> {
  for (let n = 0; n < count; n++) {
    const client = moverAmong(players);
    expect(client, `someone must be able to move at move ${n}`).toBeDefined();
    const stateID = client!.getState()!._stateID;
    const legal = legalMoves(client!.getState()!.G, stateOfPlayer(client!.playerID)!);
    // The first assignment when bidding (the list starts with pass), else the first legal move.
    const move = legal.length > 1 && legal[0].type === 'pass' ? legal[1] : legal[0];
    const { move: name, args } = toBgioAction(move);
    client!.moves[name](...args);
    for (const c of watchers) await until(c, (s) => s._stateID > stateID, timeoutMs);
  }
}
