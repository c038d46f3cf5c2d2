/**
 * Issue 5: the MCTS bot "sees only what its own player may see", "honours its
 * budget (checked by iteration count, not by timing)", backs up a reward per
 * player, and "the same seed gives the same game".
 */
import { describe, expect, it, vi } from 'vitest';
import { determinize } from '../../../src/bots/threeKingdomsRedux/determinize';
import { decideFor } from '../../../src/bots/threeKingdomsRedux/match';
import { mctsBot, MctsSearch, rewardVector } from '../../../src/bots/threeKingdomsRedux/mcts';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { candidateMoves } from '../../../src/bots/threeKingdomsRedux/candidates';
import { applyMove, currentDecision } from '../../../src/game/threeKingdomsRedux/engine';
import { DEFAULT_GENERALS, onlyGenerals, selectAlliance, testGame } from '../../builders';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { STATES } from '../../../src/game/threeKingdomsRedux/types';
import { biddingPosition, botGame, MCTS_LINEUP } from './botPlay';

describe('MCTS bot (issue 5)', () => {
  it('never reads the hidden state: two true states with the same view give the same decision and the same search', () => {
    for (const seed of ['hid-1', 'hid-2', 'hid-3']) {
      const { G, seat } = biddingPosition(seed);
      // Another true state the seat cannot tell apart: opponents' hands, deck order and drawn cards resampled.
      const other = { ...determinize(observe(G, seat), seat, seededRng(`other:${seed}`)), log: G.log };
      expect(observe(other, seat)).toEqual(observe(G, seat));
      const opponents = STATES.filter((s) => s !== seat);
      expect(opponents.some((o) => JSON.stringify(other.players[o].secret) !== JSON.stringify(G.players[o].secret))).toBe(true);

      const a = mctsBot({ iterations: 40 });
      const b = mctsBot({ iterations: 40 });
      const moveA = decideFor(a, G, seat, seededRng('same'));
      const moveB = decideFor(b, other, seat, seededRng('same'));
      expect(moveB).toEqual(moveA);
      expect(b.lastStats).toEqual(a.lastStats);
    }
  });

  it('honours an iteration budget exactly', () => {
    const { G, seat } = biddingPosition('budget');
    for (const iterations of [1, 7, 25]) {
      const bot = mctsBot({ iterations });
      decideFor(bot, G, seat, seededRng('b'));
      expect(bot.lastStats?.iterations).toBe(iterations);
    }
    const search = new MctsSearch(observe(G, seat), seat, seededRng('s'));
    for (let i = 0; i < 12; i++) search.iterate();
    expect(search.iterations).toBe(12);
    expect(search.root.visits).toBe(12);
    const childVisits = [...search.root.children.values()].reduce((t, c) => t + c.visits, 0);
    expect(childVisits).toBe(12);
  });

  it('a time budget still runs at least one iteration and reports its count', () => {
    const { G, seat } = biddingPosition('time');
    const bot = mctsBot({ budgetMs: 1 });
    decideFor(bot, G, seat, seededRng('t'));
    expect(bot.lastStats?.iterations).toBeGreaterThanOrEqual(1);
  });

  it('issue 18 (Hard answers within its budget on the page): the whole decision fits its time budget, starting no iteration that would overrun it', () => {
    // A fake clock on which each iteration takes 150 ms.
    const { G, seat } = biddingPosition('time');
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const iterate = MctsSearch.prototype.iterate;
    const spy = vi.spyOn(MctsSearch.prototype, 'iterate').mockImplementation(function (this: MctsSearch) {
      clock += 150;
      return iterate.call(this);
    });
    try {
      const bot = mctsBot({ budgetMs: 1000 });
      const move = decideFor(bot, G, seat, seededRng('t'));
      expect(move).toBeTruthy();
      // 6 x 150 = 900 ms; a seventh iteration would end at 1,050 ms, past the budget.
      expect(bot.lastStats?.iterations).toBe(6);
      expect(clock).toBeLessThanOrEqual(1000);
    } finally {
      spy.mockRestore();
      now.mockRestore();
    }
  });

  it('backs up one reward per state, each in [0, 1], the leader highest', () => {
    const G = playGame('reward', fastRandomMove);
    const r = rewardVector(G);
    expect(r).toHaveLength(3);
    for (const x of r) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of r) expect(x).toBeLessThanOrEqual(1);
    const winner = STATES.indexOf(G.result!.winner);
    expect(Math.max(...r)).toBe(r[winner]);
  });

  it('the same seed gives the same game (iteration budget)', () => {
    const lineup = [...MCTS_LINEUP];
    const a = botGame('same-seed', lineup, false);
    const b = botGame('same-seed', lineup, false);
    expect(b.log).toEqual(a.log);
    expect(b.result).toEqual(a.result);
  });

  it("issue 16: after Pang Tong's commitment (R42) its candidates hold no refused declineAction, and it never chooses one", () => {
    const five = [
      ['pangTong', 'developFarm'],
      ['liuBei', 'developMarketplace'],
      ['guanYu', 'recruitArmies'],
      ['zhangFei', 'trainArmies'],
      ['zhugeLiang', 'demandTribute'],
    ] as const;
    const t = testGame({ generals: DEFAULT_GENERALS });
    onlyGenerals(t.G, { shu: five.map(([g]) => g) });
    selectAlliance(t, 'trade');
    for (const [general, space] of five) t.assign('shu', { general, space });
    t.passAll();
    t.play('shu', { type: 'choose', option: 'commit' });
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'shu' });
    const view = observe(t.G, 'shu');
    const candidates = candidateMoves(view, 'shu');
    expect(candidates.length).toBeGreaterThan(0);
    // Every candidate is a legal move of the view (Pang Tong forbids declining any of the five).
    for (const m of candidates) expect(applyMove(structuredClone(view), 'shu', m, seededRng('c')), JSON.stringify(m)).toEqual({ ok: true });
    for (let i = 0; i < 5; i++) {
      const move = decideFor(mctsBot({ iterations: 3 }), t.G, 'shu', seededRng(`pang-${i}`));
      expect(move.type).toBe('takeAction');
    }
  });
});
