/**
 * The tournament behind `npm run simulate` knows no game: here it plays High Card Duel between the
 * contract's uniform random bot and the generic search bot, guided by a few lines of duel-specific
 * advice (every legal move a candidate, random playouts, the winner's reward).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BotOptions, GameBot } from '../../src/bots/bot';
import { uniformRandomBot } from '../../src/bots/uniformRandomBot';
import { IsmctsSearch, searchDecision, type SearchGuide } from '../../src/bots/search';
import {
  formatSummary,
  parseArgs,
  playTournamentGame,
  recordGame,
  summarize,
  UsageError,
  type GameOutcome,
  type TournamentConfig,
} from '../../src/bots/tournament';
import type { TournamentGame } from '../../src/bots/tournamentGame';
import { randomInt, type Rng } from '../../src/game/rng';
import { DUEL_SEATS, highCardDuel as duel, type DuelMove, type DuelSeat, type DuelState } from './highCardDuel';

function duelGuide(rng: Rng): SearchGuide<DuelState, DuelMove, DuelSeat> {
  return {
    candidates: (G, seat) => duel.legalMoves(G, seat),
    playoutMove(G, seat) {
      const moves = duel.legalMoves(G, seat);
      return moves[randomInt(rng, moves.length)];
    },
    rewards(G) {
      const result = duel.result(G);
      return DUEL_SEATS.map((seat) => (result ? (result.winners.includes(seat) ? 1 : 0) : 0.5));
    },
    stopsAt: () => (G) => duel.result(G) !== null,
    searches: () => true,
  };
}

function duelSearchBot(options: BotOptions): GameBot<DuelState, DuelMove, DuelSeat> {
  const bot: GameBot<DuelState, DuelMove, DuelSeat> = {
    name: 'search',
    decide(view, seat, rng) {
      const guide = duelGuide(rng);
      const subject = { game: duel, seats: DUEL_SEATS, guide, rulesRandom: (_: number, random: Rng) => random };
      return searchDecision(
        guide,
        () => new IsmctsSearch(subject, view, seat, rng, options),
        view,
        seat,
        options,
        (iterations) => {
          bot.lastStats = { iterations };
        },
      );
    },
  };
  return bot;
}

const duelTournament: TournamentGame = {
  game: duel,
  seatCount: 2,
  seatWord: 'seat',
  botNames: ['random', 'search'],
  suggestedBots: ['random', 'search'],
  createBot: (spec, options) => (spec === 'search' ? duelSearchBot(options) : uniformRandomBot(duel)),
  flags: [],
  setupOptions: () => ({}),
};

describe('a tournament of High Card Duel', () => {
  const config: TournamentConfig = {
    game: duel.id,
    games: 200,
    players: ['search', 'random'],
    botOptions: { iterations: 60 },
    seed: 'duel',
    flags: [],
  };
  const outcomes: GameOutcome[] = [];
  beforeAll(async () => {
    for (let i = 0; i < config.games; i++)
      outcomes.push(recordGame(duelTournament, config, i, await playTournamentGame(duelTournament, config, i)));
  });

  it('records one winner and three tricks a game, each player at one seat', () => {
    for (const { record } of outcomes) {
      expect(record.winners).toHaveLength(1);
      expect(record.winnerLabels).toEqual([record.seats[record.winners[0]]]);
      expect(record.players.map((p) => p.seat).sort()).toEqual(['north', 'south']);
      expect(record.players.reduce((t, p) => t + p.score, 0)).toBe(3);
      expect(record.moves).toBe(6);
      expect(record.endReasons).toBeUndefined();
    }
  });

  it('adds wins, seats and decisions up over the games', () => {
    const summary = summarize(duelTournament, config, outcomes);
    expect(summary.games).toBe(config.games);
    expect(summary.players.reduce((t, p) => t + p.wins, 0)).toBe(config.games);
    expect(DUEL_SEATS.reduce((t, s) => t + summary.winsBySeat[s].wins, 0)).toBe(config.games);
    expect(summary.players.reduce((t, p) => t + p.meanScore, 0)).toBeCloseTo(3, 10);
    summary.players.forEach((p, i) => expect(p.decisions).toBe(outcomes.reduce((t, o) => t + o.decisionMs[i].length, 0)));
    // Each player moves three times a game.
    expect(summary.players.map((p) => p.decisions)).toEqual([3 * config.games, 3 * config.games]);
    expect(summary.players[0].meanIterations).toBeGreaterThan(0);
    expect(summary.players[1].meanIterations).toBeUndefined();
    expect(summary.endReasons).toBeUndefined();
  });

  it('rotates the seats: each player sits at each seat in half the games', () => {
    const north = outcomes.filter((o) => o.record.players[0].seat === 'north').length;
    expect(north).toBe(config.games / 2);
  });

  it('shows the search bot beating the random bot beyond doubt', () => {
    const [search, random] = summarize(duelTournament, config, outcomes).players;
    expect(search.ci95[0]).toBeGreaterThan(0.5);
    expect(random.ci95[1]).toBeLessThan(0.5);
  });

  it('replays a seeded game identically', async () => {
    const again = recordGame(duelTournament, config, 7, await playTournamentGame(duelTournament, config, 7));
    const { decisionMs: _ms, ...figures } = again.record.players[0];
    const { decisionMs: _first, ...firstFigures } = outcomes[7].record.players[0];
    expect(figures).toEqual(firstFigures);
    expect(again.record.winners).toEqual(outcomes[7].record.winners);
  });

  it('prints the seats by name and no end reasons', () => {
    const text = formatSummary(duelTournament, config, summarize(duelTournament, config, outcomes));
    for (const words of ['200 games, seed "duel", players 1:search, 2:random (iterations 60)', 'North', 'South', 'win rate [95% CI]'])
      expect(text).toContain(words);
    expect(text).not.toContain('game ended because');
  });
});

describe('the command line with --game', () => {
  const games = [duelTournament];

  it('takes two bots for the duel', () => {
    expect(parseArgs(['--game', 'high-card-duel', '--games', '4', '--players', 'search,random'], games)).toMatchObject({
      game: 'high-card-duel',
      players: ['search', 'random'],
    });
  });

  it.each([
    [['--game', 'high-card-duel', '--games', '4', '--players', 'search,random,random'], /exactly 2 bots/],
    [['--game', 'high-card-duel', '--games', '4', '--players', 'search,mcts'], /unknown bot "mcts"; known bots: random, search/],
    [['--game', 'go', '--games', '4', '--players', 'search,random'], /unknown game "go"; games: high-card-duel \(High Card Duel\)/],
    [['--game', 'high-card-duel', '--games', '4', '--players', 'search,random', '--tutorial'], /unknown argument "--tutorial"/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArgs(argv, games)).toThrow(UsageError);
    expect(() => parseArgs(argv, games)).toThrow(message);
  });
});
