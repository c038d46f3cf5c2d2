/**
 * The logic of `npm run simulate` (scripts/simulate.ts) for any game (tournamentGame.ts), kept free
 * of worker threads and I/O so it can be unit tested: seat rotation, playing one game, per-game
 * records, aggregation with Wilson confidence intervals and the summary table.
 */
import { playContractMatch } from './contractMatch';
import type { TournamentConfig } from './tournamentArgs';
import type { AnyMatchResult, TournamentGame } from './tournamentGame';

export { findGame, parseArgs, usage, UsageError, type CliArgs, type TournamentConfig } from './tournamentArgs';

export const gameSeed = (config: TournamentConfig, index: number): string => `${config.seed}:${index}`;
const playerLabel = (config: TournamentConfig, player: number): string => `${player + 1}:${config.players[player]}`;
const seatsOf = (tg: TournamentGame): readonly string[] => tg.game.seats.ids(tg.seatCount);

/** Game `index` rotates the seats by index mod the seat count: player p plays seat (p + index) mod count. */
export function seatOfPlayer(tg: TournamentGame, index: number, player: number): string {
  const seats = seatsOf(tg);
  return seats[(player + index) % seats.length];
}

/** The player (position in --players) seated at each seat in game `index`. */
export function seating(tg: TournamentGame, index: number): Record<string, number> {
  const seats: Record<string, number> = {};
  for (let p = 0; p < tg.seatCount; p++) seats[seatOfPlayer(tg, index, p)] = p;
  return seats;
}

/** Who sat where in game `index`, by player label. */
export function seatLabels(tg: TournamentGame, config: TournamentConfig, index: number): Record<string, string> {
  const seats = seating(tg, index);
  return Object.fromEntries(seatsOf(tg).map((s) => [s, playerLabel(config, seats[s])]));
}

/**
 * Plays game `index` of the tournament with fresh bots, so no bot carries memory from one game
 * into the next. Through the contract, unless a seat's bot plays games its own way (`ownMatch`).
 */
export async function playTournamentGame(tg: TournamentGame, config: TournamentConfig, index: number): Promise<AnyMatchResult> {
  const seed = gameSeed(config, index);
  const options = tg.setupOptions(config.flags);
  const seats = seating(tg, index);
  const specs = Object.fromEntries(seatsOf(tg).map((s) => [s, config.players[seats[s]]]));
  if (tg.ownMatch && config.players.some((spec) => tg.ownMatch!.specs.includes(spec)))
    return tg.ownMatch.play(seed, options, specs, config.botOptions);
  const bots = Object.fromEntries(Object.entries(specs).map(([seat, spec]) => [seat, tg.createBot(spec, config.botOptions)]));
  return playContractMatch({ game: tg.game, seed, bots, options, seatCount: tg.seatCount });
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
  seat: string;
  score: number;
  /** The score's parts, for games that name them. */
  categories?: Record<string, number>;
  decisionMs: TimeStats;
  /** Search iterations, when the bot reported them. */
  iterations?: { decisions: number; total: number; mean: number };
}

/** One game, as written to the --json file. */
interface GameRecord {
  index: number;
  seed: string;
  seats: Record<string, string>;
  winners: string[];
  winnerLabels: string[];
  endReasons?: string[];
  rounds?: number;
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

export function recordGame(tg: TournamentGame, config: TournamentConfig, index: number, match: AnyMatchResult): GameOutcome {
  const result = tg.game.result(match.state);
  if (!result) throw new Error(`game ${index} (seed ${gameSeed(config, index)}) ended without a result`);
  const seats = seating(tg, index);
  const players = config.players.map((_, p): PlayerInGame => {
    const seat = seatOfPlayer(tg, index, p);
    const iterations = match.iterations[seat];
    return {
      label: playerLabel(config, p),
      seat,
      score: result.scores[seat],
      ...(tg.scoreCategories ? { categories: tg.scoreCategories.of(match.state, seat) } : {}),
      decisionMs: timeStats(match.decisionMs[seat]),
      ...(iterations.length ? { iterations: { decisions: iterations.length, total: sum(iterations), mean: mean(iterations) } } : {}),
    };
  });
  const record: GameRecord = {
    index,
    seed: gameSeed(config, index),
    seats: seatLabels(tg, config, index),
    winners: [...result.winners],
    winnerLabels: result.winners.map((w) => playerLabel(config, seats[w])),
    ...(tg.endReasons ? { endReasons: [...tg.endReasons(match.state)] } : {}),
    ...(tg.rounds ? { rounds: tg.rounds(match.state) } : {}),
    moves: match.moves,
    players,
  };
  const byPlayer = (figures: Record<string, number[]>) => config.players.map((_, p) => figures[seatOfPlayer(tg, index, p)]);
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
  /** For games that name their score's parts. */
  meanCategories?: Record<string, number>;
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
  winsBySeat: Record<string, WinRate>;
  /** Games in which each reason ended the game, most frequent first (a game may have several); for games that give reasons. */
  endReasons?: { reason: string; games: number }[];
}

/** Aggregates by game index, so the order games finished in (or the worker count) never matters. */
export function summarize(tg: TournamentGame, config: TournamentConfig, outcomes: readonly GameOutcome[]): Summary {
  const games = [...outcomes].sort((a, b) => a.record.index - b.record.index);
  const categories = tg.scoreCategories?.names;
  const players = config.players.map((_, p): PlayerSummary => {
    const mine = games.map((g) => g.record.players[p]);
    const ms = games.flatMap((g) => g.decisionMs[p]);
    const iterations = games.flatMap((g) => g.iterations[p]);
    return {
      label: playerLabel(config, p),
      ...winRate(games.filter((g) => g.record.winners.includes(g.record.players[p].seat)).length, games.length),
      meanScore: mean(mine.map((m) => m.score)),
      ...(categories ? { meanCategories: Object.fromEntries(categories.map((c) => [c, mean(mine.map((m) => m.categories![c]))])) } : {}),
      decisions: ms.length,
      meanDecisionMs: mean(ms),
      medianDecisionMs: median(ms),
      ...(iterations.length ? { meanIterations: mean(iterations), iterationsPerSecond: sum(iterations) / (sum(ms) / 1000) } : {}),
    };
  });
  const winsBySeat = Object.fromEntries(
    seatsOf(tg).map((s) => [s, winRate(games.filter((g) => g.record.winners.includes(s)).length, games.length)]),
  );
  if (!tg.endReasons) return { games: games.length, players, winsBySeat };
  const reasonCounts = new Map<string, number>();
  for (const g of games) for (const reason of new Set(g.record.endReasons)) reasonCounts.set(reason, (reasonCounts.get(reason) ?? 0) + 1);
  const endReasons = [...reasonCounts]
    .map(([reason, n]) => ({ reason, games: n }))
    .sort((a, b) => b.games - a.games || a.reason.localeCompare(b.reason));
  return { games: games.length, players, winsBySeat, endReasons };
}

const percent = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
const fixed = (x: number | undefined, digits: number): string => (x !== undefined && Number.isFinite(x) ? x.toFixed(digits) : '-');
const rateWithCI = (w: WinRate): string => `${percent(w.rate)} [${percent(w.ci95[0])}, ${percent(w.ci95[1])}]`;

/** Left-aligned first column, right-aligned others, each as wide as its widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The summary as printed by the CLI: one column per player, then wins by seat and, if the game gives them, end reasons. */
export function formatSummary(tg: TournamentGame, config: TournamentConfig, summary: Summary): string {
  const ps = summary.players;
  const row = (name: string, cell: (p: PlayerSummary) => string) => [name, ...ps.map(cell)];
  const playersTable = table([
    row('', (p) => p.label),
    row('games', (p) => String(p.games)),
    row('wins', (p) => String(p.wins)),
    row('win rate [95% CI]', rateWithCI),
    row('mean score', (p) => fixed(p.meanScore, 2)),
    ...(tg.scoreCategories?.names ?? []).map((c) => row(`  ${c}`, (p) => fixed(p.meanCategories?.[c], 2))),
    row('decisions', (p) => String(p.decisions)),
    row('decision ms, mean', (p) => fixed(p.meanDecisionMs, 3)),
    row('decision ms, median', (p) => fixed(p.medianDecisionMs, 3)),
    row('iterations / decision', (p) => fixed(p.meanIterations, 1)),
    row('iterations / s', (p) => fixed(p.iterationsPerSecond, 0)),
  ]);
  const seatsTable = table([
    [tg.seatWord, 'wins', 'win rate [95% CI]'],
    ...seatsOf(tg).map((s) => [tg.game.seats.name(s), String(summary.winsBySeat[s].wins), rateWithCI(summary.winsBySeat[s])]),
  ]);
  const reasonsTable = summary.endReasons
    ? [
        '',
        table([
          ['game ended because', 'games', 'share'],
          ...summary.endReasons.map((r) => [r.reason, String(r.games), percent(r.games / summary.games)]),
        ]),
      ]
    : [];
  const options = Object.entries(config.botOptions).map(([k, v]) => `${k} ${v}`);
  const setup = tg.setupWords ? [tg.setupWords(config.flags)] : [];
  const heading =
    [`${summary.games} games`, `seed "${config.seed}"`, ...setup, `players ${ps.map((p) => p.label).join(', ')}`].join(', ') +
    (options.length ? ` (${options.join(', ')})` : '');
  return [heading, '', playersTable, '', seatsTable, ...reasonsTable].join('\n');
}
