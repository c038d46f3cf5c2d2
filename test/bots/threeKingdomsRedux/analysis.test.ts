/**
 * Issue 17, item 6: the advisor analyses a decision "from the player's own
 * view (never the hidden state: the same observe(G, seat) the bots get)",
 * recommends a legal move with two alternatives, and gives each state's
 * chance to win with the number of simulated games behind it. The chart's
 * public outlook (item 7) starts from the spectator's view.
 */
import { describe, expect, it } from 'vitest';
import { adviseMove, simulateOutlook } from '../../../src/bots/threeKingdomsRedux/analysis';
import { determinize } from '../../../src/bots/threeKingdomsRedux/determinize';
import { applyMove, currentDecision, newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import { biddingPosition } from './botPlay';

const SMALL = { iterations: 40, games: 4 };

describe('the advisor (issue 17, item 6)', () => {
  it('gives the same analysis for two true states the seat cannot tell apart', () => {
    const { G, seat } = biddingPosition('advise-hid');
    const other = { ...determinize(observe(G, seat), seat, seededRng('other')), log: G.log };
    expect(observe(other, seat)).toEqual(observe(G, seat));
    const opponents = STATES.filter((s) => s !== seat);
    expect(opponents.some((o) => JSON.stringify(other.players[o].secret) !== JSON.stringify(G.players[o].secret))).toBe(true);
    const a = adviseMove(observe(G, seat), seat, seededRng('same'), SMALL);
    const b = adviseMove(observe(other, seat), seat, seededRng('same'), SMALL);
    expect(b).toEqual(a);
  });

  it('recommends a legal move and two alternatives, each with win chances adding up to 1 over its simulated games', () => {
    const { G, seat } = biddingPosition('advise-legal');
    const advice = adviseMove(observe(G, seat), seat, seededRng('a'), SMALL);
    expect(advice.moves.length).toBe(3);
    expect(advice.iterations).toBe(SMALL.iterations);
    // Best first: the search's visits never increase down the list.
    expect(advice.moves[0].visits).toBeGreaterThanOrEqual(advice.moves[1].visits);
    expect(advice.moves[1].visits).toBeGreaterThanOrEqual(advice.moves[2].visits);
    for (const m of advice.moves) {
      // Legal in the true state: the rules accept it.
      expect(applyMove(structuredClone(G), seat, m.move, seededRng('r')).ok).toBe(true);
      expect(m.outlook.games).toBe(SMALL.games);
      const sum = STATES.reduce((t, s) => t + m.outlook.winChance[s], 0);
      expect(sum).toBeCloseTo(1, 9);
    }
    // Three different moves.
    expect(new Set(advice.moves.map((m) => JSON.stringify(m.move))).size).toBe(3);
  });

  it('advises at simultaneous recruitment without a search (the bot itself uses the heuristic there)', () => {
    const G = newGame({}, seededRng('advise-recruit'));
    expect(currentDecision(G).kind).toBe('recruit');
    const advice = adviseMove(observe(G, 'wu'), 'wu', seededRng('a'), SMALL);
    expect(advice.iterations).toBe(0);
    expect(advice.moves[0].move.type).toBe('recruit');
    expect(applyMove(structuredClone(G), 'wu', advice.moves[0].move, seededRng('r')).ok).toBe(true);
  });

  it('a time budget reports the counts it spent, at least a few games per move', () => {
    const { G, seat } = biddingPosition('advise-budget');
    const advice = adviseMove(observe(G, seat), seat, seededRng('b'), { budgetMs: 1 });
    expect(advice.iterations).toBeGreaterThanOrEqual(30);
    for (const m of advice.moves) expect(m.outlook.games).toBeGreaterThanOrEqual(6);
  });
});

describe("the chart's outlook from the spectator's view (issue 17, item 7)", () => {
  it("samples every state's hidden cards, never reading the true ones: two true states with the same public view give the same outlook", () => {
    const { G } = biddingPosition('outlook-hid');
    const view = observe(G, null);
    const sample = determinize(view, null, seededRng('s'));
    for (const s of STATES) {
      expect(sample.players[s].hiddenCounts).toBeUndefined();
      expect(sample.players[s].secret.hand.length).toBe(G.players[s].secret.hand.length);
      expect(sample.players[s].secret.enhancementHand.length).toBe(G.players[s].secret.enhancementHand.length);
    }
    const other = { ...sample, log: G.log };
    expect(observe(other, null)).toEqual(view);
    const a = simulateOutlook(view, null, seededRng('o'), 3);
    const b = simulateOutlook(observe(other, null), null, seededRng('o'), 3);
    expect(b).toEqual(a);
    expect(a.games).toBe(3);
    expect(STATES.reduce((t, s) => t + a.winChance[s], 0)).toBeCloseTo(1, 9);
  });
});
