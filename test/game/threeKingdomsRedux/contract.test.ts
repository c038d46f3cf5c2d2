/**
 * Issue 36: Three Kingdoms Redux through its GameContract answers as the engine and boardgame.io do.
 */
import { describe, expect, it } from 'vitest';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { randomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { uniformRandomBot } from '../../../src/bots/uniformRandomBot';
import { searchableThreeKingdomsRedux } from '../../../src/bots/threeKingdomsRedux/searchable';
import { applyMove, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { playerOfState, toBgioAction } from '../../../src/game/threeKingdomsRedux/game';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { threeKingdomsRedux as tkr } from '../../../src/game/threeKingdomsRedux/contract';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { leaksInJson, secretsOf } from '../../secrets';

/** A seeded game played through the contract alone: its questions, its random bot, its apply. */
function playThroughContract(seed: string): { G: GameState; moves: Move[]; seen: GameState[] } {
  const rules = seededRng(seed);
  const chooser = seededRng(`chooser:${seed}`);
  const bot = uniformRandomBot(tkr);
  let G = tkr.newGame({}, rules);
  const moves: Move[] = [];
  const seen: GameState[] = [];
  for (let seat = tkr.toAct(G)[0]; seat; seat = tkr.toAct(G)[0]) {
    const move = bot.decide(G, seat, chooser);
    const applied = tkr.apply(G, seat, move, rules);
    if (!applied.ok) throw new Error(applied.error);
    G = applied.state;
    moves.push(move);
    if (moves.length % 40 === 0) seen.push(G);
  }
  return { G, moves, seen };
}

/** The same seed through the engine's own calls, as the simulations play. */
function playThroughEngine(seed: string): GameState {
  const rules = seededRng(seed);
  const chooser = seededRng(`chooser:${seed}`);
  const G = newGame({}, rules);
  for (let state = statesToAct(G)[0]; state; state = statesToAct(G)[0]) {
    const applied = applyMove(G, state, randomMove(G, state, chooser), rules);
    if (!applied.ok) throw new Error(applied.error);
  }
  return G;
}

describe('Three Kingdoms Redux through its contract', () => {
  const seed = 'contract-1';
  const played = playThroughContract(seed);

  it('names the game and its seats', () => {
    expect(tkr.id).toBe('three-kingdoms-redux');
    expect(tkr.title).toBe('Three Kingdoms Redux');
    expect([tkr.seats.min, tkr.seats.max]).toEqual([3, 3]);
    expect(tkr.seats.ids(3)).toEqual(STATES);
    expect(tkr.seats.ids(3).map(tkr.seats.name)).toEqual(['Wei', 'Wu', 'Shu']);
  });

  it('a seeded random game through the contract alone ends as through the engine, with its scores', () => {
    const G = played.G;
    expect(G).toEqual(playThroughEngine(seed));
    const result = tkr.result(G)!;
    expect(result.winners).toEqual([G.result!.winner]);
    expect(result.scores).toEqual(Object.fromEntries(STATES.map((s) => [s, G.result!.scores[s].total])));
    expect(tkr.toAct(G)).toEqual([]);
    expect(tkr.result(tkr.newGame({}, seededRng(seed)))).toBeNull();
  });

  it("the contract's boardgame.io game plays the same moves to the same state and result", () => {
    const game = tkr.boardgame({ seed });
    const reducer = CreateGameReducer({ game });
    let bg = InitializeGame({ game, numPlayers: 3 });
    const rules = seededRng(seed);
    let G = tkr.newGame({}, rules);
    for (const move of played.moves) {
      const seat = tkr.toAct(G)[0];
      const applied = tkr.apply(G, seat, move, rules);
      if (!applied.ok) throw new Error(applied.error);
      G = applied.state;
      const { move: type, args } = toBgioAction(move);
      bg = reducer(bg, { type: 'MAKE_MOVE', payload: { type, args, playerID: playerOfState(seat) } } as never);
    }
    expect(bg.G).toEqual(played.G);
    expect(bg.ctx.gameover).toEqual({ winner: playerOfState(played.G.result!.winner), result: played.G.result });
  });

  it('refuses an illegal move with a reason and changes nothing', () => {
    const G = tkr.newGame({}, seededRng('refusals'));
    const before = JSON.stringify(G);
    const seat = tkr.toAct(G)[0];
    const other = STATES.find((s) => !tkr.toAct(G).includes(s));
    const tries: [StateId, unknown][] = [
      [seat, { type: 'pass' }],
      [seat, { type: 'fly' }],
      [seat, null],
      [seat, { type: 'recruit', keep: ['nobody'] }],
    ];
    if (other) tries.push([other, tkr.legalMoves(G, seat)[0]]);
    for (const [who, move] of tries) {
      const applied = tkr.apply(G, who, move as Move, seededRng('r'));
      expect(applied.ok).toBe(false);
      if (!applied.ok) expect(applied.error).toMatch(/\w/);
      expect(JSON.stringify(G)).toBe(before);
    }
    const legal = tkr.apply(G, seat, tkr.legalMoves(G, seat)[0], seededRng('r'));
    expect(legal.ok && legal.state !== G).toBe(true);
    expect(JSON.stringify(G)).toBe(before);
    expect(tkr.legalMoves(G, other ?? seat).length > 0).toBe(other === undefined);
  });

  it("a seat's and a spectator's view hide what they must, and are the engine's views", () => {
    for (const G of played.seen) {
      for (const seat of [...STATES, null]) {
        const view = tkr.view(G, seat);
        expect(view).toEqual(observe(G, seat));
        expect(leaksInJson(JSON.stringify(view), secretsOf(G, seat))).toEqual([]);
        expect(leaksInJson(JSON.stringify(tkr.words.log(view)), secretsOf(G, seat))).toEqual([]);
      }
    }
    expect(tkr.words.log(played.G).map((l) => l.text)).toEqual(played.G.log.map((e) => e.text));
  });

  it('a sampled state agrees with the view it was sampled from', () => {
    for (const G of played.seen.slice(0, 4)) {
      for (const seat of STATES) {
        const view = tkr.view(G, seat);
        const sample = searchableThreeKingdomsRedux.sample(view, seat, seededRng('sample'));
        expect(observe({ ...sample, log: G.log }, seat)).toEqual(view);
        expect(sample.players[seat].secret.hand).toEqual(G.players[seat].secret.hand);
      }
    }
  });

  it('validates setup options with words a player reads', () => {
    expect(tkr.setup.error({}, 3)).toBeNull();
    expect(tkr.setup.error(tkr.setup.defaults, 3)).toBeNull();
    expect(tkr.setup.error({}, 2)).toBe('Three Kingdoms Redux is for exactly 3 players.');
    expect(tkr.setup.error('tutorial', 3)).toBe('setupData must be a scenario object.');
    expect(tkr.setup.error({ hanEmperorCriterion: 'luck' }, 3)).toBe('hanEmperorCriterion must be "administration" or "combat"');
    expect(() => tkr.newGame({}, seededRng('x'), 4)).toThrow('Three Kingdoms Redux is for exactly 3 players.');
    expect(() => tkr.newGame({ generals: { wei: ['zhaoYun' as never] } }, seededRng('x'))).toThrow(/wei starts with/);
    const game = tkr.boardgame();
    for (const [options, count] of [
      [{}, 3],
      [{}, 2],
      [{ tutorial: true }, 3],
      [{ hanEmperorCriterion: 'x' }, 3],
    ] as const)
      expect(game.validateSetupData!(options as never, count) ?? null).toBe(tkr.setup.error(options, count));
  });
});
