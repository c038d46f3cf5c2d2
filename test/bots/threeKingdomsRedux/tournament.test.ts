/**
 * The tournament logic behind `npm run simulate`, on Three Kingdoms Redux: seat rotation, Wilson
 * intervals, aggregation over real (tiny, random) games and argument errors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/bots/threeKingdomsRedux/bot';
import { playMatch } from '../../../src/bots/threeKingdomsRedux/match';
import { createBot } from '../../../src/bots/threeKingdomsRedux/registry';
import { tkrTournament as tkr } from '../../../src/bots/threeKingdomsRedux/tournament';
import {
  formatSummary,
  gameSeed,
  median,
  parseArgs as parseArgsOf,
  playTournamentGame,
  recordGame,
  seating,
  seatOfPlayer,
  summarize,
  UsageError,
  wilsonInterval,
  type GameOutcome,
  type TournamentConfig,
} from '../../../src/bots/tournament';
import { SCORE_CATEGORIES } from '../../../src/game/threeKingdomsRedux/scoring';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';

const parseArgs = (argv: string[]) => parseArgsOf(argv, [tkr]);
const stateOfPlayer = (index: number, player: number) => seatOfPlayer(tkr, index, player) as StateId;

describe('seat rotation', () => {
  it('gives every player every state equally often over a multiple of 3 games', () => {
    for (const games of [3, 6, 30]) {
      const counts = [0, 1, 2].map(() => ({ wei: 0, wu: 0, shu: 0 }) as Record<StateId, number>);
      for (let i = 0; i < games; i++) for (let p = 0; p < 3; p++) counts[p][stateOfPlayer(i, p)]++;
      for (const c of counts) expect(c).toEqual({ wei: games / 3, wu: games / 3, shu: games / 3 });
    }
  });

  it('seats each player at exactly one state per game, consistent with stateOfPlayer', () => {
    for (let i = 0; i < 7; i++) {
      const seats = seating(tkr, i);
      expect(new Set(Object.values(seats))).toEqual(new Set([0, 1, 2]));
      for (const s of STATES) expect(stateOfPlayer(i, seats[s])).toBe(s);
    }
    expect(seating(tkr, 0)).toEqual({ wei: 0, wu: 1, shu: 2 });
    expect(seating(tkr, 1)).toEqual({ wei: 2, wu: 0, shu: 1 });
  });
});

describe('wilsonInterval', () => {
  it('matches known 95% intervals', () => {
    const [lo, hi] = wilsonInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    // All or nothing: the bound is z^2 / (n + z^2).
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10)[0]).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
    const [lo2, hi2] = wilsonInterval(7, 20);
    expect(lo2).toBeCloseTo(0.1812, 4);
    expect(hi2).toBeCloseTo(0.56715, 4);
  });

  it('is the whole range with no games', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('aggregation over real games', () => {
  const config: TournamentConfig = {
    game: tkr.game.id,
    games: 3,
    players: ['random', 'random', 'random'],
    botOptions: {},
    seed: 'test',
    flags: ['tutorial'],
  };
  const outcomes: GameOutcome[] = [];
  beforeAll(async () => {
    for (let i = 0; i < config.games; i++) outcomes.push(recordGame(tkr, config, i, await playTournamentGame(tkr, config, i)));
  });

  it('plays each game through the contract exactly as the rules alone play it', () => {
    for (const { record } of outcomes) {
      const seats = seating(tkr, record.index);
      const bots = Object.fromEntries(STATES.map((s) => [s, createBot(config.players[seats[s]])])) as Record<StateId, Bot>;
      const alone = playMatch({ seed: gameSeed(config, record.index), bots, scenario: { tutorial: true } });
      expect(record.moves).toBe(alone.moves);
      expect(record.winners).toEqual([alone.G.result!.winner]);
      expect(record.players.map((p) => p.score)).toEqual(record.players.map((p) => alone.G.result!.scores[p.seat as StateId].total));
    }
  });

  it('records each game with its seed, seats and winner', () => {
    for (const { record } of outcomes) {
      expect(record.seed).toBe(`test:${record.index}`);
      expect(record.winners.map((w) => record.seats[w])).toEqual(record.winnerLabels);
      record.players.forEach((p, i) => {
        expect(p.label).toBe(`${i + 1}:random`);
        expect(record.seats[p.seat]).toBe(p.label);
        expect(SCORE_CATEGORIES.reduce((t, c) => t + p.categories![c], 0)).toBe(p.score);
        expect(p.decisionMs.count).toBeGreaterThan(0);
      });
    }
  });

  it('counts games, wins, scores and decisions per player and per state', () => {
    const summary = summarize(tkr, config, outcomes);
    expect(summary.games).toBe(3);
    expect(summary.players.map((p) => p.games)).toEqual([3, 3, 3]);
    expect(summary.players.reduce((t, p) => t + p.wins, 0)).toBe(3);
    expect(STATES.reduce((t, s) => t + summary.winsBySeat[s].wins, 0)).toBe(3);
    summary.players.forEach((p, i) => {
      const scores = outcomes.map((o) => o.record.players[i].score);
      expect(p.meanScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 3, 10);
      expect(SCORE_CATEGORIES.reduce((t, c) => t + p.meanCategories![c], 0)).toBeCloseTo(p.meanScore, 10);
      expect(p.decisions).toBe(outcomes.reduce((t, o) => t + o.decisionMs[i].length, 0));
      expect(p.meanIterations).toBeUndefined();
    });
    const reasons = summary.endReasons!.reduce((t, r) => t + r.games, 0);
    expect(reasons).toBeGreaterThanOrEqual(3);
  });

  it('does not depend on the order games finished in', () => {
    expect(summarize(tkr, config, [...outcomes].reverse())).toEqual(summarize(tkr, config, outcomes));
  });

  it('formats a table with every player and state', () => {
    const text = formatSummary(tkr, config, summarize(tkr, config, outcomes));
    for (const label of ['1:random', '2:random', '3:random', 'Wei', 'Wu', 'Shu', 'win rate [95% CI]', 'deficit'])
      expect(text).toContain(label);
  });
});

describe('parseArgs', () => {
  it('reads every option, in both --flag value and --flag=value forms', () => {
    const args = parseArgs(
      ['--', '--games', '6', '--players=random,medium,random', '--budget-ms', '250', '--iterations=40'].concat([
        '--seed',
        'x',
        '--json',
        'o.json',
        '--workers',
        '2',
        '--tutorial',
      ]),
    );
    expect(args).toMatchObject({
      games: 6,
      players: ['random', 'medium', 'random'],
      botOptions: { budgetMs: 250, iterations: 40 },
      seed: 'x',
      json: 'o.json',
      workers: 2,
      flags: ['tutorial'],
    });
    const defaults = parseArgs(['--games', '3', '--players', 'bgio-random,bgio-mcts,random']);
    expect(defaults).toMatchObject({ game: 'three-kingdoms-redux', seed: 'sim', botOptions: {}, flags: [] });
    expect(defaults.workers).toBeUndefined();
    expect(defaults.json).toBeUndefined();
  });

  const errors: [string[], RegExp][] = [
    [['--games', '0', '--players', 'random,random,random'], /--games needs a positive whole number/],
    [['--games', '-3', '--players', 'random,random,random'], /--games needs a positive whole number/],
    [['--games', '2.5', '--players', 'random,random,random'], /--games needs a positive whole number/],
    [['--players', 'random,random,random'], /--games is required/],
    [['--games', '3', '--players', 'random,random'], /exactly 3 bots/],
    [['--games', '3', '--players', 'random,random,random,random'], /exactly 3 bots/],
    [['--games', '3'], /exactly 3 bots/],
    [['--games', '3', '--players', 'random,alphazero,random'], /unknown bot "alphazero"/],
    [['--games', '3', '--players', 'random,random,random', '--budget-ms', '0'], /--budget-ms needs a positive number/],
    [['--games', '3', '--players', 'random,random,random', '--workers'], /--workers needs a value/],
    [['--games', '3', '--players', 'random,random,random', '--fast'], /unknown argument "--fast"/],
    [
      ['--game', 'chess', '--games', '3', '--players', 'random,random,random'],
      /unknown game "chess"; games: three-kingdoms-redux \(Three Kingdoms Redux\)/,
    ],
  ];
  it.each(errors)('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
