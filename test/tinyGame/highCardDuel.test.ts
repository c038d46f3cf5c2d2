/**
 * Issue 36: the tiny second game answers the contract's questions, and its boardgame.io game (the
 * generic adapter, src/game/boardgameAdapter.ts) plays it with hidden hands kept hidden.
 */
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { uniformRandomBot } from '../../src/bots/uniformRandomBot';
import { CONTRACT_MOVE } from '../../src/game/boardgameAdapter';
import { seededRng } from '../../src/game/rng';
import { DUEL_SEATS, HIDDEN_CARD, highCardDuel as duel, type DuelState } from './highCardDuel';

function playOut(seed: string): DuelState {
  const rules = seededRng(seed);
  const chooser = seededRng(`chooser:${seed}`);
  const bot = uniformRandomBot(duel);
  let G = duel.newGame({}, rules);
  for (let seat = duel.toAct(G)[0]; seat; seat = duel.toAct(G)[0]) {
    const applied = duel.apply(G, seat, bot.decide(duel.view(G, seat), seat, chooser), rules);
    if (!applied.ok) throw new Error(applied.error);
    G = applied.state;
  }
  return G;
}

describe('High Card Duel through the contract', () => {
  it('deals three hidden cards each and plays three tricks to a winner', () => {
    for (let i = 0; i < 20; i++) {
      const G = playOut(`duel-${i}`);
      const result = duel.result(G)!;
      expect(result.winners).toHaveLength(1);
      expect(result.scores.north + result.scores.south).toBe(3);
      expect(result.scores[result.winners[0]]).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses an illegal move with a reason and leaves the state as it was', () => {
    const G = duel.newGame({}, seededRng('refuse'));
    const before = structuredClone(G);
    const absent = [1, 2, 3, 4, 5, 6, 7].find((card) => !G.hands.north.includes(card))!;
    expect(duel.apply(G, 'north', { card: absent }, seededRng('x'))).toEqual({ ok: false, error: `North holds no card ${absent}.` });
    expect(duel.apply(G, 'south', { card: G.hands.south[0] }, seededRng('x'))).toEqual({ ok: false, error: "It is not South's turn." });
    expect(G).toEqual(before);
  });

  it("hides the other seat's hand and the undealt card; a sample fills them consistently", () => {
    const G = duel.newGame({}, seededRng('hidden'));
    const north = duel.view(G, 'north');
    expect(north.hands.north).toEqual(G.hands.north);
    expect(north.hands.south).toEqual([HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD]);
    expect(duel.view(G, null).hands.north).toEqual([HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD]);
    const sample = duel.sample(north, 'north', seededRng('sample'));
    expect(sample.hands.north).toEqual(G.hands.north);
    expect([...sample.hands.north, ...sample.hands.south, sample.undealt].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('rejects setup options and seat counts it does not take', () => {
    expect(duel.setup.error({}, 2)).toBeNull();
    expect(duel.setup.error({}, 3)).toBe('High Card Duel is for exactly 2 players.');
    expect(duel.setup.error({ cards: 9 }, 2)).toBe('High Card Duel takes no setup options.');
  });
});

describe("High Card Duel's boardgame.io game", () => {
  it('plays to its end through one move, each seat seeing only its own hand', () => {
    const game = duel.boardgame({ seed: 'bgio-duel' });
    const clients = DUEL_SEATS.map((_, i) => Client({ game, numPlayers: 2, playerID: String(i) }));
    // Local clients share no master; one client carries the match and each seat's view is read from it.
    const [client] = clients;
    const chooser = seededRng('bgio-chooser');
    for (let turn = 0; turn < 6; turn++) {
      const state = client.getState()!;
      const seatIndex = Number(Object.keys(state.ctx.activePlayers ?? {})[0]);
      client.updatePlayerID(String(seatIndex));
      const view = client.getState()!.G;
      const seat = DUEL_SEATS[seatIndex];
      expect(view.hands[seat].every((card) => card !== HIDDEN_CARD)).toBe(true);
      expect(view.hands[DUEL_SEATS[1 - seatIndex]].every((card) => card === HIDDEN_CARD)).toBe(true);
      const moves = duel.legalMoves(view, seat);
      client.moves[CONTRACT_MOVE](moves[Math.floor(chooser.next() * moves.length)]);
    }
    const end = client.getState()!;
    expect(end.ctx.gameover).toMatchObject({ winners: [expect.stringMatching(/north|south/)] });
  });

  it('refuses a move of a seat whose turn it is not', () => {
    const client = Client({ game: duel.boardgame({ seed: 's' }), numPlayers: 2, playerID: '1' });
    const before = client.getState()!;
    client.moves[CONTRACT_MOVE]({ card: 1 });
    expect(client.getState()!._stateID).toBe(before._stateID);
  });
});
