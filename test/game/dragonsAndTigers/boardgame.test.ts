/** The contract's boardgame.io game (src/game/boardgameAdapter.ts): Dragons & Tigers played through boardgame.io's one move. */
import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MOVE } from '../../../src/game/boardgameAdapter';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import { SEAT_IDS } from '../../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../../src/game/rng';

describe("Dragons & Tigers' boardgame.io game", () => {
  it('plays the draft (3.1), the mains (3.2) and into Round 1 through one move, whose decision read from the state', () => {
    const client = Client({ game: dt.boardgame({ seed: 'bgio-dt' }), numPlayers: 2, playerID: '0' });
    const chooser = seededRng('bgio-dt-chooser');
    for (let move = 0; move < 60; move++) {
      const state = client.getState()!;
      if (state.ctx.gameover) break;
      const active = Object.keys(state.ctx.activePlayers ?? {});
      expect(active).toHaveLength(1);
      const seat = SEAT_IDS[Number(active[0])];
      expect(dt.toAct(state.G)).toEqual([seat]);
      client.updatePlayerID(active[0]);
      const moves = dt.legalMoves(client.getState()!.G, seat);
      const before = client.getState()!._stateID;
      client.moves[CONTRACT_MOVE](moves[Math.floor(chooser.next() * moves.length)]);
      expect(client.getState()!._stateID).toBe(before + 1);
    }
    expect(client.getState()!.G.round).toBeGreaterThanOrEqual(1);
  });

  it('refuses a move of a seat whose decision it is not', () => {
    const client = Client({ game: dt.boardgame({ seed: 's' }), numPlayers: 2, playerID: '0' });
    const state = client.getState()!;
    const waiting = String(1 - Number(Object.keys(state.ctx.activePlayers ?? {})[0]));
    client.updatePlayerID(waiting);
    client.moves[CONTRACT_MOVE]({ type: 'draft', kingdom: 'caoCao' });
    expect(client.getState()!._stateID).toBe(state._stateID);
  });
});
