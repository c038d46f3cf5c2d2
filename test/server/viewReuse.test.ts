/**
 * A seat's view of a move's state takes the parts the move left unchanged
 * from its view before (src/server/sockets/viewReuse.ts): the patches then skip them
 * by identity. Checked over whole seeded games, played through boardgame.io's
 * reducer as the server runs it: every view so made is exactly the one the
 * game's view function makes afresh (it fails if `observe` comes to make a
 * player's part, the decks or the card data from anything else), and the
 * broadcast sends the parts of players a move did not touch as the objects
 * it sent before.
 */
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { STATES } from '../../src/game/threeKingdomsRedux/types';
import { threeKingdomsReduxServer } from '../../src/server/games/threeKingdomsRedux';
import { seatBroadcast, type BroadcastClient } from '../../src/server/sockets/seatBroadcast';
import { reuseUnchangedParts } from '../../src/server/sockets/viewReuse';
import { playServerGame } from './serverGamePlay';

/** The states of a seeded random game through boardgame.io's reducer, to its end. */
const playGame = (seed: string): State[] => playServerGame(seed);

const { game, reuseViewParts } = threeKingdomsReduxServer();
const filter = getFilterPlayerView(game);
const viewOf = (seat: string | null, state: State) =>
  (filter(seat, { type: 'update', args: ['m', state] }) as unknown as { args: [string, State] }).args[1];
const json = (v: unknown) => JSON.stringify(v);

describe("a seat's view takes what a move left unchanged from its view before (viewReuse)", () => {
  it('over whole games, every view so made is exactly the one made afresh, for every seat and spectators', () => {
    let taken = 0;
    let parts = 0;
    for (const seed of ['reuse-1', 'reuse-2']) {
      const states = playGame(seed);
      expect(states.length).toBeGreaterThan(200);
      for (const seat of ['0', '1', '2', null]) {
        let earlier = viewOf(seat, states[0]);
        for (let i = 1; i < states.length; i++) {
          const fresh = viewOf(seat, states[i]);
          const view = reuseUnchangedParts(fresh, earlier, states[i], states[i - 1], reuseViewParts);
          expect(json(view), `${seed}, move ${i}, seat ${seat}`).toBe(json(fresh));
          const G = view.G as GameState;
          const before = earlier.G as GameState;
          for (const s of STATES) {
            parts++;
            if (G.players[s] === before.players[s]) taken++;
          }
          earlier = view;
        }
      }
    }
    // Most moves leave most players' states as they were: most of their parts are taken, not rebuilt.
    expect(taken / parts).toBeGreaterThan(0.5);
  });

  it('takes nothing the raw state changed: a changed player, the decks or the card data are the fresh ones', () => {
    const states = playGame('reuse-3');
    for (let i = 1; i < states.length; i++) {
      const [G, before] = [states[i].G as GameState, states[i - 1].G as GameState];
      const earlier = viewOf('0', states[i - 1]);
      const fresh = viewOf('0', states[i]);
      const view = reuseUnchangedParts(fresh, earlier, states[i], states[i - 1], reuseViewParts).G as GameState;
      const freshG = fresh.G as GameState;
      for (const s of STATES) if (G.players[s] !== before.players[s]) expect(view.players[s]).toBe(freshG.players[s]);
      if (G.decks !== before.decks) expect(view.decks).toBe(freshG.decks);
      if (G.cardData !== before.cardData) expect(view.cardData).toBe(freshG.cardData);
      // The fresh view is never changed.
      expect(json(fresh)).toBe(json(viewOf('0', states[i])));
    }
  });

  it('the broadcast sends the part of a player a move did not change as the object it sent before', () => {
    const states = playGame('reuse-4').slice(0, 60);
    const broadcast = seatBroadcast(game, reuseViewParts);
    const sent: State[] = [];
    let kept = 0;
    for (let i = 1; i < states.length; i++) {
      // A new client record each move (as after a sync): it is sent the whole view, which shows what was made.
      const client: BroadcastClient = {
        playerID: '1',
        socket: { id: 's', nsp: { to: () => ({ emit: (_event: string, ...args: unknown[]) => sent.push(args[1] as State) }) } },
      };
      broadcast([client], { type: 'patch', args: ['m', states[i - 1]._stateID, states[i - 1], states[i]] } as never);
      if (sent.length < 2) continue;
      const [now, before] = [sent[sent.length - 1].G as GameState, sent[sent.length - 2].G as GameState];
      for (const s of STATES)
        if ((states[i].G as GameState).players[s] === (states[i - 1].G as GameState).players[s]) {
          expect(now.players[s], `move ${i}: ${s}'s part, unchanged, is the one sent before`).toBe(before.players[s]);
          kept++;
        }
    }
    expect(kept).toBeGreaterThan(20);
  });
});
