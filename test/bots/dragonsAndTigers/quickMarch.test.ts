/**
 * The search's fast march policy (quickMarch.ts): a strike likely won into ground not ours is played,
 * the likeliest-won and most worth first; a strike more likely lost, or a march into our own ground, is
 * not.
 */
import { describe, expect, it } from 'vitest';
import { quickMarch } from '../../../src/bots/dragonsAndTigers/quickMarch';
import { dragonsAndTigers as game } from '../../../src/game/dragonsAndTigers/contract';
import type { DtState, Move } from '../../../src/game/dragonsAndTigers/model/state';
import { clearedGame, place, turnAt } from '../../game/dragonsAndTigers/builder';

function movementWith(defenders: number) {
  const G = clearedGame();
  place(G, 'caoCao', 'yanzhou', ['caoCao'], 12);
  place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
  // Xuchang and Qiao border Yanzhou across plains (4.5.1-4.5.2: no attrition).
  place(G, 'yuanShao', 'xuchang', ['yanLiang'], defenders);
  turnAt(G, 'blueDragon', 'caoCao', 'movement');
  expect(G.decision.kind).toBe('movement');
  return G;
}

/** The marches ending in Xuchang, and done: the strike judged alone (every empty neighbour is worth a march too). */
const towardXuchang = (G: DtState): Move[] =>
  game.legalMoves(G, 'blueDragon').filter((m) => m.type !== 'march' || m.path.at(-1)!.area === 'xuchang');

describe('the fast march policy of the search’s playouts', () => {
  it('4.5, 5.4: strikes with its armies into a weakly held rival area beside it', () => {
    const G = movementWith(2);
    const move = quickMarch(G, 'blueDragon', towardXuchang(G));
    expect(move.type).toBe('march');
    if (move.type !== 'march') return;
    expect(move.path.at(-1)!.area).toBe('xuchang');
    expect(move.armies).toBeGreaterThan(2);
  });

  it('is done rather than strike a stack it would likely lose to', () => {
    const G = movementWith(30);
    expect(quickMarch(G, 'blueDragon', towardXuchang(G))).toEqual({ type: 'done' });
  });

  it('takes an empty area worth most before a strike less likely won', () => {
    const G = movementWith(8);
    const move = quickMarch(G, 'blueDragon', game.legalMoves(G, 'blueDragon'));
    expect(move.type === 'march' && move.path.at(-1)!.area).not.toBe('xuchang');
  });
});
