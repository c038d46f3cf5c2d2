/**
 * playBgioMatch: games through boardgame.io's own reducer between our bots and
 * boardgame.io's stock RandomBot and MCTSBot. Every move goes through the
 * reducer, which refuses an illegal one (the runner then throws), so a game
 * that finishes was played with legal moves only.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/bots/threeKingdomsRedux/bot';
import { playBgioMatch, type SeatPlayer } from '../../../src/bots/threeKingdomsRedux/bgioMatch';
import { createBot } from '../../../src/bots/threeKingdomsRedux/registry';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';

const RANDOM: SeatPlayer = { kind: 'bgio-random' };
const allRandom: Record<StateId, SeatPlayer> = { wei: RANDOM, wu: RANDOM, shu: RANDOM };

const decisions = (r: { decisionMs: Record<StateId, number[]> }) => STATES.reduce((n, s) => n + r.decisionMs[s].length, 0);

describe('playBgioMatch', () => {
  it('plays a full tutorial game with three boardgame.io RandomBots', async () => {
    const r = await playBgioMatch({ seed: 'bgio-tutorial', scenario: { tutorial: true }, players: allRandom });
    expect(r.G.mode).toBe('tutorial');
    expect(r.G.result).not.toBeNull();
    expect(r.G.step.kind).toBe('gameOver');
    expect(r.moves).toBeGreaterThan(50);
    expect(decisions(r)).toBe(r.moves);
    for (const s of STATES) {
      expect(r.decisionMs[s].length).toBeGreaterThan(0);
      expect(r.iterations[s]).toEqual([]);
    }
  });

  it('replays the same game for the same seed (random players only)', async () => {
    const players: Record<StateId, SeatPlayer> = { wei: RANDOM, wu: { kind: 'ours', bot: createBot('random') }, shu: RANDOM };
    const a = await playBgioMatch({ seed: 17, scenario: { tutorial: true }, players });
    const b = await playBgioMatch({ seed: 17, scenario: { tutorial: true }, players });
    expect(a.G.result).not.toBeNull();
    expect(b.moves).toBe(a.moves);
    expect(b.G).toEqual(a.G);
    const c = await playBgioMatch({ seed: 18, scenario: { tutorial: true }, players });
    expect(c.G).not.toEqual(a.G);
  });

  it('plays a full game with our random bot against two boardgame.io RandomBots', async () => {
    const inner = createBot('random');
    const seen: { recruitWhileShuRecruits: number; calls: number; seatsShown: Set<string> } = {
      recruitWhileShuRecruits: 0,
      calls: 0,
      seatsShown: new Set(),
    };
    // Seated at wu: in a simultaneous recruitment wei has moved and shu is still
    // to move, so wu's move must go out as player "1" while ctx.activePlayers
    // still holds "2" too.
    const recording: Bot = {
      name: 'recording-random',
      decide(view: GameState, seat, rng) {
        seen.calls++;
        seen.seatsShown.add(seat);
        // Our bot sees its seat's view only: the deck order is hidden.
        expect(view.decks.separation.every((c) => (c as string) === 'hidden')).toBe(true);
        if (view.step.kind === 'recruit' && (view.players.shu.hiddenCounts?.drawn ?? 0) > 0) seen.recruitWhileShuRecruits++;
        return inner.decide(view, seat, rng);
      },
    };
    const r = await playBgioMatch({ seed: 'ours-vs-bgio', players: { wei: RANDOM, wu: { kind: 'ours', bot: recording }, shu: RANDOM } });
    expect(r.G.mode).toBe('full');
    expect(r.G.result).not.toBeNull();
    expect(seen.calls).toBe(r.decisionMs.wu.length);
    expect(seen.calls).toBeGreaterThan(10);
    expect([...seen.seatsShown]).toEqual(['wu']);
    expect(seen.recruitWhileShuRecruits).toBeGreaterThan(0);
    expect(decisions(r)).toBe(r.moves);
  });

  it('stops at maxMoves and returns the game so far', async () => {
    const r = await playBgioMatch({ seed: 'partial', players: allRandom, maxMoves: 12 });
    expect(r.moves).toBe(12);
    expect(r.G.result).toBeNull();
    expect(decisions(r)).toBe(12);
  });

  it("boardgame.io's MCTSBot with a fixed iteration count makes legal moves", async () => {
    const mcts: SeatPlayer = { kind: 'bgio-mcts', budgetMs: 1000, iterations: 2 };
    const opts = { seed: 'mcts-fixed', scenario: { tutorial: true }, players: { wei: mcts, wu: mcts, shu: mcts }, maxMoves: 10 };
    const r = await playBgioMatch(opts);
    // Every one of the 10 moves was accepted by the reducer (else playBgioMatch throws).
    expect(r.moves).toBe(10);
    expect(r.G.result).toBeNull();
    expect(decisions(r)).toBe(10);
    for (const s of STATES) expect(r.iterations[s]).toEqual(r.decisionMs[s].map(() => 2));
    // Past the round-1 recruitment: bidding (or later) has been reached.
    expect(r.G.step.kind).not.toBe('recruit');
    // A fixed iteration count and a seeded search stream replay the same game.
    expect((await playBgioMatch(opts)).G).toEqual(r.G);
  });

  it("boardgame.io's MCTSBot stops at its time budget", async () => {
    const budgetMs = 150;
    const r = await playBgioMatch({
      seed: 'mcts-budget',
      scenario: { tutorial: true },
      players: { wei: { kind: 'bgio-mcts', budgetMs }, wu: RANDOM, shu: RANDOM },
      maxMoves: 6,
    });
    expect(r.decisionMs.wei.length).toBeGreaterThan(0);
    for (const ms of r.decisionMs.wei) {
      expect(ms).toBeGreaterThanOrEqual(budgetMs);
      // Overshoot: at most one iteration (tens of ms); generous for slow CI machines.
      expect(ms).toBeLessThan(budgetMs + 1000);
    }
    expect(r.iterations.wei.length).toBe(r.decisionMs.wei.length);
    for (const n of r.iterations.wei) expect(n).toBeGreaterThanOrEqual(1);
  });

  it('throws, naming the seed, when a move is refused by the reducer', async () => {
    const stubborn: Bot = { name: 'stubborn', decide: () => ({ type: 'pass' }) };
    await expect(
      playBgioMatch({ seed: 'bad-seed', players: { wei: { kind: 'ours', bot: stubborn }, wu: RANDOM, shu: RANDOM } }),
    ).rejects.toThrow(/seed bad-seed: the reducer rejected ours:stubborn \(wei\)'s move pass/);
  });
});
