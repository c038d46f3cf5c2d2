/**
 * Principle 1: the pure rules and the boardgame.io reducer are one source of
 * truth. For the same seed and the same moves, both give the same G.
 */
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { makeGame, playerOfState, toBgioAction } from '../../../src/game/threeKingdomsRedux/game';
import { applyMove, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { seededRng } from '../../../src/game/rng';
import { randomMove } from '../../../src/bots/threeKingdomsRedux/random';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import type { Scenario } from '../../../src/game/threeKingdomsRedux/setup';

/**
 * Drives boardgame.io's own reducer (what the server runs: InitializeGame with
 * setupData, then MAKE_MOVE actions) beside the pure rules.
 */
function playBoth(seed: string, scenario: Scenario, maxMoves = 5000) {
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  let bg = InitializeGame({ game, numPlayers: 3, setupData: scenario });
  const rules = seededRng(seed);
  const G = newGame(scenario, rules);
  const chooser = seededRng(`chooser:${seed}`);
  expect(bg.G).toEqual(G);
  let moves = 0;
  while (statesToAct(G).length > 0 && moves < maxMoves) {
    const state = statesToAct(G)[0];
    const move = randomMove(G, state, chooser);
    expect(applyMove(G, state, move, rules)).toEqual({ ok: true });
    const { move: type, args } = toBgioAction(move);
    bg = reducer(bg, { type: 'MAKE_MOVE', payload: { type, args, playerID: playerOfState(state) } });
    moves++;
    expect(bg.G as GameState).toEqual(G);
    if (G.phase !== 'gameOver') expect(bg.ctx.phase).toBe(G.phase);
    expect(Object.keys(bg.ctx.activePlayers ?? { [bg.ctx.currentPlayer]: null }).sort()).toEqual(
      statesToAct(G).map(playerOfState).sort().length ? statesToAct(G).map(playerOfState).sort() : expect.anything(),
    );
  }
  return { G, bg, moves };
}

describe('pure rules and boardgame.io reducer agree', () => {
  it('full mode: a whole seeded game gives identical G after every move', () => {
    const { G, bg } = playBoth('equivalence-1', {});
    expect(G.result).not.toBeNull();
    expect(bg.ctx.gameover).toEqual({ winner: playerOfState(G.result!.winner), result: G.result });
  });

  it("a boardgame.io Client sees its own seat's view of the same G", () => {
    const seed = 'equivalence-client';
    const client = Client({ game: makeGame({ seed }), numPlayers: 3, playerID: '0' });
    client.start();
    const G = newGame({}, seededRng(seed));
    expect(client.getState()!.G).toEqual(observe(G, 'wei'));
    client.stop();
  });

  it('tutorial mode: identical G for another seed', () => {
    const { G } = playBoth('equivalence-2', { tutorial: true });
    expect(G.result).not.toBeNull();
  });

  it('the seeded generator reproduces boardgame.io random.Number() for the same seed', () => {
    const client = Client({
      game: { seed: 'stream', setup: ({ random }) => ({ draws: [random.Number(), random.Number(), random.Number()] }) },
      numPlayers: 3,
    });
    const rng = seededRng('stream');
    expect((client.getState()!.G as { draws: number[] }).draws).toEqual([rng.next(), rng.next(), rng.next()]);
  });
});
