/**
 * The logic of `npm run simulate` (scripts/simulate.ts), kept free of worker
 * threads and I/O so it can be unit tested: argument parsing, seat rotation,
 * per-game records, aggregation with Wilson confidence intervals and the
 * summary table.
 */
import { SCORE_CATEGORIES, type ScoreCategory } from '../game/scoring';
import type { Scenario } from '../game/setup';
import { STATE_NAMES } from '../game/spaces';
import { STATES, type StateId } from '../game/types';
import type { MatchResult } from './match';
import { createBot, isBotSpec, type BotOptions } from './registry';

/** boardgame.io's own bots; games with one of them run through boardgame.io's reducer. */
const BGIO_SPECS = ['bgio-random', 'bgio-mcts'] as const;
export const isBgioSpec = (spec: string): boolean => (BGIO_SPECS as readonly string[]).includes(spec);
export const DEFAULT_BGIO_MCTS_BUDGET_MS = 1000;

export const USAGE = `usage: npm run simulate -- --games N --players A,B,C [options]
  --games N          number of games (seats rotate each game: use a multiple of 3)
  --players A,B,C    three bots: random, heuristic, heuristic-easy, heuristic-cards, mcts, mcts-legacy,
                     easy, medium, hard, expert, bgio-random, bgio-mcts
  --budget-ms MS     thinking time per decision for mcts / hard / expert / bgio-mcts (bgio-mcts default ${DEFAULT_BGIO_MCTS_BUDGET_MS})
  --iterations K     iterations per decision for mcts / hard / bgio-mcts (reproducible, overrides the budget)
  --seed S           tournament seed; game i uses "S:i" (default "sim")
  --json FILE        write every game's record and the summary to FILE
  --workers W        parallel worker threads (default: CPUs, at most the games; 1 runs in-process)
  --tutorial         beginners' tutorial mode`;

/** A command-line mistake: the CLI prints it with the usage and exits with code 2. */
export class UsageError extends Error {}

/** What decides the games; the same config always gives the same games (bar time budgets). */
export interface TournamentConfig {
  games: number;
  /** Bot specs in the order given; the player's position is its index. */
  players: string[];
  botOptions: BotOptions;
  seed: string;
  tutorial: boolean;
}

export interface CliArgs extends TournamentConfig {
  json?: string;
  /** Absent when not given: the CLI picks one per CPU. */
  workers?: number;
  help: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { games: 0, players: [], botOptions: {}, seed: 'sim', tutorial: false, help: false };
  let gamesGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = flag === arg ? undefined : arg.slice(eq + 1);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '' || (inline === undefined && v.startsWith('--')))
        throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        args.help = true;
        break;
      case '--games':
        args.games = positiveInteger(flag, value());
        gamesGiven = true;
        break;
      case '--players':
        args.players = value().split(',').map((s) => s.trim());
        break;
      case '--budget-ms':
        args.botOptions.budgetMs = positiveNumber(flag, value());
        break;
      case '--iterations':
        args.botOptions.iterations = positiveInteger(flag, value());
        break;
      case '--seed':
        args.seed = value();
        break;
      case '--json':
        args.json = value();
        break;
      case '--workers':
        args.workers = positiveInteger(flag, value());
        break;
      case '--tutorial':
        args.tutorial = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  if (args.help) return args;
  if (!gamesGiven) throw new UsageError('--games is required');
  if (args.players.length !== 3)
    throw new UsageError(`--players needs exactly three bots separated by commas, got ${args.players.length}`);
  for (const spec of args.players) checkSpec(spec, args.botOptions);
  return args;
}

function positiveInteger(flag: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${flag} needs a positive whole number, got "${v}"`);
  return n;
}

function positiveNumber(flag: string, v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} needs a positive number, got "${v}"`);
  return n;
}

/** A name the registry lists may not be built yet, so each of ours is built once here to fail early. */
function checkSpec(spec: string, options: BotOptions): void {
  if (isBgioSpec(spec)) return;
  const known = `known bots: random, heuristic, mcts, easy, medium, hard, ${BGIO_SPECS.join(', ')}`;
  if (!isBotSpec(spec)) throw new UsageError(`unknown bot "${spec}"; ${known}`);
  try {
    createBot(spec, options);
  } catch (e) {
    throw new UsageError(`bot "${spec}" cannot be created: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export const scenarioOf = (config: TournamentConfig): Scenario => (config.tutorial ? { tutorial: true } : {});
export const gameSeed = (config: TournamentConfig, index: number): string => `${config.seed}:${index}`;
const playerLabel = (config: TournamentConfig, player: number): string => `${player + 1}:${config.players[player]}`;

/** Game `index` rotates the seats by index mod 3: player p plays STATES[(p + index) mod 3]. */
export function stateOfPlayer(index: number, player: number): StateId {
  return STATES[(player + index) % STATES.length];
}

/** The player (position in --players) seated at each state in game `index`. */
export function seating(index: number): Record<StateId, number> {
  const seats = {} as Record<StateId, number>;
  for (let p = 0; p < STATES.length; p++) seats[stateOfPlayer(index, p)] = p;
  return seats;
}

/** Who sat where in game `index`, by player label. */
export function seatLabels(config: TournamentConfig, index: number): Record<StateId, string> {
  const seats = seating(index);
  return Object.fromEntries(STATES.map((s) => [s, playerLabel(config, seats[s])])) as Record<StateId, string>;
}

interface TimeStats {
  count: number;
  totalMs: number;
  meanMs: number;
  medianMs: number;
  maxMs: number;
}

interface PlayerInGame {
  label: string;
  state: StateId;
  score: number;
  categories: Record<ScoreCategory, number>;
  decisionMs: TimeStats;
  /** Search iterations, when the bot reported them. */
  iterations?: { decisions: number; total: number; mean: number };
}

/** One game, as written to the --json file. */
interface GameRecord {
  index: number;
  seed: string;
  seats: Record<StateId, string>;
  winner: StateId;
  winnerLabel: string;
  endReasons: string[];
  rounds: number;
  moves: number;
  /** In --players order. */
  players: PlayerInGame[];
}

/** A record plus the raw per-decision figures (per player) the summary's medians need. */
export interface GameOutcome {
  record: GameRecord;
  decisionMs: number[][];
  iterations: number[][];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]): number => (values.length ? sum(values) / values.length : NaN);

function timeStats(ms: readonly number[]): TimeStats {
  const maxMs = ms.reduce((a, b) => Math.max(a, b), -Infinity);
  return { count: ms.length, totalMs: sum(ms), meanMs: mean(ms), medianMs: median(ms), maxMs: ms.length ? maxMs : NaN };
}

export function recordGame(config: TournamentConfig, index: number, match: MatchResult): GameOutcome {
  const result = match.G.result;
  if (!result) throw new Error(`game ${index} (seed ${gameSeed(config, index)}) ended without a result`);
  const seats = seating(index);
  const players = config.players.map((_, p): PlayerInGame => {
    const state = stateOfPlayer(index, p);
    const iterations = match.iterations[state];
    return {
      label: playerLabel(config, p),
      state,
      score: result.scores[state].total,
      categories: { ...result.scores[state].categories },
      decisionMs: timeStats(match.decisionMs[state]),
      ...(iterations.length
        ? { iterations: { decisions: iterations.length, total: sum(iterations), mean: mean(iterations) } }
        : {}),
    };
  });
  const record: GameRecord = {
    index,
    seed: gameSeed(config, index),
    seats: seatLabels(config, index),
    winner: result.winner,
    winnerLabel: playerLabel(config, seats[result.winner]),
    endReasons: [...result.endReasons],
    rounds: match.G.round,
    moves: match.moves,
    players,
  };
  const byPlayer = (figures: Record<StateId, number[]>) => config.players.map((_, p) => figures[stateOfPlayer(index, p)]);
  return { record, decisionMs: byPlayer(match.decisionMs), iterations: byPlayer(match.iterations) };
}

/** 95% Wilson score interval for `wins` successes in `n` trials ([0, 1] when n is 0). */
export function wilsonInterval(wins: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  // At 0 or n wins the bound is exactly 0 or 1; the formula leaves rounding dust.
  return [wins === 0 ? 0 : centre - half, wins === n ? 1 : centre + half];
}

interface WinRate {
  games: number;
  wins: number;
  rate: number;
  ci95: [number, number];
}

const winRate = (wins: number, games: number): WinRate => ({
  games,
  wins,
  rate: games ? wins / games : NaN,
  ci95: wilsonInterval(wins, games),
});

interface PlayerSummary extends WinRate {
  label: string;
  meanScore: number;
  meanCategories: Record<ScoreCategory, number>;
  decisions: number;
  meanDecisionMs: number;
  medianDecisionMs: number;
  /** Only when the bot reported search iterations. */
  meanIterations?: number;
  /** Iterations over the bot's whole thinking time (decisions without a search count as time spent). */
  iterationsPerSecond?: number;
}

interface Summary {
  games: number;
  players: PlayerSummary[];
  winsByState: Record<StateId, WinRate>;
  /** Games in which each reason ended the game, most frequent first (a game may have several). */
  endReasons: { reason: string; games: number }[];
}

/** Aggregates by game index, so the order games finished in (or the worker count) never matters. */
export function summarize(config: TournamentConfig, outcomes: readonly GameOutcome[]): Summary {
  const games = [...outcomes].sort((a, b) => a.record.index - b.record.index);
  const players = config.players.map((_, p): PlayerSummary => {
    const mine = games.map((g) => g.record.players[p]);
    const ms = games.flatMap((g) => g.decisionMs[p]);
    const iterations = games.flatMap((g) => g.iterations[p]);
    const meanCategories = Object.fromEntries(
      SCORE_CATEGORIES.map((c) => [c, mean(mine.map((m) => m.categories[c]))]),
    ) as Record<ScoreCategory, number>;
    return {
      label: playerLabel(config, p),
      ...winRate(games.filter((g) => g.record.players[p].state === g.record.winner).length, games.length),
      meanScore: mean(mine.map((m) => m.score)),
      meanCategories,
      decisions: ms.length,
      meanDecisionMs: mean(ms),
      medianDecisionMs: median(ms),
      ...(iterations.length
        ? { meanIterations: mean(iterations), iterationsPerSecond: sum(iterations) / (sum(ms) / 1000) }
        : {}),
    };
  });
  const winsByState = Object.fromEntries(
    STATES.map((s) => [s, winRate(games.filter((g) => g.record.winner === s).length, games.length)]),
  ) as Record<StateId, WinRate>;
  const reasonCounts = new Map<string, number>();
  for (const g of games)
    for (const reason of new Set(g.record.endReasons)) reasonCounts.set(reason, (reasonCounts.get(reason) ?? 0) + 1);
  const endReasons = [...reasonCounts]
    .map(([reason, n]) => ({ reason, games: n }))
    .sort((a, b) => b.games - a.games || a.reason.localeCompare(b.reason));
  return { games: games.length, players, winsByState, endReasons };
}

const percent = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
const fixed = (x: number | undefined, digits: number): string =>
  x !== undefined && Number.isFinite(x) ? x.toFixed(digits) : '-';
const rateWithCI = (w: WinRate): string => `${percent(w.rate)} [${percent(w.ci95[0])}, ${percent(w.ci95[1])}]`;

/** Left-aligned first column, right-aligned others, each as wide as its widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows
    .map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd())
    .join('\n');
}

/** The summary as printed by the CLI: one column per player, then wins by state and end reasons. */
export function formatSummary(config: TournamentConfig, summary: Summary): string {
  const ps = summary.players;
  const row = (name: string, cell: (p: PlayerSummary) => string) => [name, ...ps.map(cell)];
  const playersTable = table([
    row('', (p) => p.label),
    row('games', (p) => String(p.games)),
    row('wins', (p) => String(p.wins)),
    row('win rate [95% CI]', rateWithCI),
    row('mean score', (p) => fixed(p.meanScore, 2)),
    ...SCORE_CATEGORIES.map((c) => row(`  ${c}`, (p) => fixed(p.meanCategories[c], 2))),
    row('decisions', (p) => String(p.decisions)),
    row('decision ms, mean', (p) => fixed(p.meanDecisionMs, 3)),
    row('decision ms, median', (p) => fixed(p.medianDecisionMs, 3)),
    row('iterations / decision', (p) => fixed(p.meanIterations, 1)),
    row('iterations / s', (p) => fixed(p.iterationsPerSecond, 0)),
  ]);
  const statesTable = table([
    ['state', 'wins', 'win rate [95% CI]'],
    ...STATES.map((s) => [STATE_NAMES[s], String(summary.winsByState[s].wins), rateWithCI(summary.winsByState[s])]),
  ]);
  const reasonsTable = table([
    ['game ended because', 'games', 'share'],
    ...summary.endReasons.map((r) => [r.reason, String(r.games), percent(r.games / summary.games)]),
  ]);
  const mode = config.tutorial ? "beginners' tutorial" : 'full';
  const options = Object.entries(config.botOptions).map(([k, v]) => `${k} ${v}`);
  const heading =
    `${summary.games} games, seed "${config.seed}", ${mode} mode, players ${ps.map((p) => p.label).join(', ')}` +
    (options.length ? ` (${options.join(', ')})` : '');
  return [heading, '', playersTable, '', statesTable, '', reasonsTable].join('\n');
}
