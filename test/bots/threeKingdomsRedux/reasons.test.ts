/**
 * The hint's reasons are the bots' own figures (issue 35, item 3): a taken
 * action's gain is the one the heuristic scored it with, a bid's gain the
 * price of winning its space with that very bid, and the reasons read only
 * the seat's view.
 */
import { describe, expect, it } from 'vitest';
import { hypotheticalGain, scoreChoices } from '../../../src/bots/threeKingdomsRedux/actionValue';
import { candidateMoves } from '../../../src/bots/threeKingdomsRedux/candidates';
import { determinize } from '../../../src/bots/threeKingdomsRedux/determinize';
import { withEvaluation } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { heuristicMove } from '../../../src/bots/threeKingdomsRedux/heuristic';
import { moveReason } from '../../../src/bots/threeKingdomsRedux/reasons';
import { applyMove, currentDecision, newGame, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { StateId } from '../../../src/game/threeKingdomsRedux/types';
import { biddingPosition } from './botPlay';

const cards = <T>(f: () => T): T => withEvaluation('cards', f);

/** The first action decision of a heuristic game with at least two won spaces pending. */
function actionPosition(seed: string): { G: GameState; seat: StateId } {
  const rng = seededRng(seed);
  const G = newGame({}, rng);
  while (!G.result) {
    const s = statesToAct(G)[0];
    if (currentDecision(G).kind === 'action' && G.pendingActions[s].length >= 2) return { G, seat: s };
    applyMove(G, s, heuristicMove(observe(G, s), s), rng);
  }
  throw new Error('no action position found');
}

describe('the reasons behind a hint', () => {
  it('a bid’s reason carries the price of winning its space with that bid, a chance of keeping it, and its likeliest rival', () => {
    const { G, seat } = biddingPosition('reasons-bid');
    const view = observe(G, seat);
    const bids = cards(() => candidateMoves(view, seat)).filter((m) => m.type === 'assign');
    expect(bids.length).toBeGreaterThan(1);
    for (const move of bids) {
      if (move.type !== 'assign') continue;
      const r = cards(() => moveReason(view, seat, move));
      if (r.kind !== 'bid') throw new Error(`expected a bid's reason, got ${r.kind}`);
      const { general, units, gold, space } = move.args;
      const price = cards(() => hypotheticalGain(view, seat, space, { general, ...(units ? { units } : {}), ...(gold ? { gold } : {}) }));
      expect(r.gain).toBeCloseTo(price, 9);
      expect(r.keepChance).toBeGreaterThanOrEqual(0);
      expect(r.keepChance).toBeLessThanOrEqual(1);
      expect(r.rival).not.toBe(seat);
    }
  });

  it('a taken action’s gain is the heuristic’s score of that choice against declining', () => {
    const { G, seat } = actionPosition('reasons-action');
    const view = observe(G, seat);
    for (const space of view.pendingActions[seat]) {
      const scored = cards(() => scoreChoices(view, seat, space)).slice(0, 2);
      for (const { choice, gain } of scored) {
        const r = cards(() => moveReason(view, seat, { type: 'takeAction', space, choice }));
        if (r.kind !== 'take') throw new Error(`expected a taken action's reason, got ${r.kind}`);
        expect(r.gain).toBeCloseTo(gain, 9);
      }
    }
  });

  it('reads only the seat’s view: two true states it cannot tell apart give the same reasons', () => {
    const { G, seat } = biddingPosition('reasons-view');
    const other = { ...determinize(observe(G, seat), seat, seededRng('other')), log: G.log };
    expect(observe(other, seat)).toEqual(observe(G, seat));
    for (const move of cards(() => candidateMoves(observe(G, seat), seat)))
      expect(cards(() => moveReason(observe(other, seat), seat, move))).toEqual(cards(() => moveReason(observe(G, seat), seat, move)));
  });
});
