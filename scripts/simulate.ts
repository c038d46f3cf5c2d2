/**
 * Bot tournament: plays N seeded games of one game (--game) between its bots with the seats
 * rotating every game, in parallel worker threads, and prints win rates with
 * 95% confidence intervals, mean scores per category and decision times.
 *
 *   npm run simulate -- [--game ID] --games 30 --players mcts,heuristic,heuristic [--budget-ms 1000]
 *     [--iterations K] [--seed S] [--json out.json] [--workers W] [--tutorial]
 *
 * The games and their bots: scripts/games.ts.
 *
 * The logic lives in src/bots/tournament.ts; this file runs the games and does the I/O.
 * Workers run this same bundle (.build/simulate.mjs), taking the worker branch at the bottom.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  findGame,
  formatSummary,
  gameSeed,
  parseArgs,
  playTournamentGame,
  recordGame,
  seatLabels,
  summarize,
  usage,
  UsageError,
  type CliArgs,
  type GameOutcome,
  type TournamentConfig,
} from '../src/bots/tournament';
import { TOURNAMENT_GAMES } from './games';

interface GameFailure {
  index: number;
  seed: string;
  seats: Record<string, string>;
  error: string;
}

type GameReport = { index: number; outcome: GameOutcome } | GameFailure;

const isFailure = (r: GameReport): r is GameFailure => 'error' in r;

async function playGame(config: TournamentConfig, index: number): Promise<GameReport> {
  const tg = findGame(TOURNAMENT_GAMES, config.game);
  try {
    return { index, outcome: recordGame(tg, config, index, await playTournamentGame(tg, config, index)) };
  } catch (e) {
    const error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    return { index, seed: gameSeed(config, index), seats: seatLabels(tg, config, index), error };
  }
}

async function runInProcess(config: TournamentConfig, onReport: (r: GameReport) => void): Promise<void> {
  for (let index = 0; index < config.games; index++) onReport(await playGame(config, index));
}

/**
 * Hands out game indices one at a time to whichever worker is free. A worker
 * that dies loses only the game it was playing (reported as failed) and is
 * replaced, so the rest of the tournament still runs.
 */
function runInWorkers(config: TournamentConfig, workers: number, onReport: (r: GameReport) => void): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    let reported = 0;
    const report = (r: GameReport) => {
      onReport(r);
      if (++reported === config.games) resolve();
    };
    const start = () => {
      const worker = new Worker(new URL(import.meta.url), { workerData: config });
      let playing = -1;
      let crash: unknown;
      const feed = () => {
        if (next < config.games) worker.postMessage((playing = next++));
        else {
          playing = -1;
          void worker.terminate();
        }
      };
      worker.on('message', (r: GameReport) => {
        playing = -1;
        report(r);
        feed();
      });
      worker.on('error', (e) => (crash = e));
      worker.on('exit', (code) => {
        if (playing < 0) return;
        const why = crash instanceof Error ? (crash.stack ?? crash.message) : `worker exited with code ${code}`;
        const index = playing;
        playing = -1;
        report({
          index,
          seed: gameSeed(config, index),
          seats: seatLabels(findGame(TOURNAMENT_GAMES, config.game), config, index),
          error: why,
        });
        if (next < config.games) start();
      });
      feed();
    };
    for (let w = 0; w < workers; w++) start();
  });
}

function serveGames(config: TournamentConfig): void {
  const port = parentPort;
  if (!port) throw new Error('serveGames runs only in a worker thread');
  port.on('message', (index: number) => {
    void playGame(config, index).then((report) => port.postMessage(report));
  });
}

const clock = (ms: number): string => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** A redrawn bar on a terminal; one line per ~10% of the games otherwise (logs, CI). */
function progressReporter(total: number): { tick: () => void; finish: () => void } {
  const started = performance.now();
  const tty = process.stderr.isTTY === true;
  let done = 0;
  let lastTenth = 0;
  const status = () => {
    const elapsed = performance.now() - started;
    const eta = done > 0 && done < total ? ` ETA ${clock((elapsed / done) * (total - done))}` : '';
    return `${done}/${total} games, ${clock(elapsed)} elapsed${eta}`;
  };
  const drawBar = () => {
    const width = 30;
    const filled = Math.round((width * done) / total);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${status()}\x1b[K`);
  };
  // Shown before the first game ends: with slow bots that can take minutes.
  if (tty) drawBar();
  return {
    tick() {
      done++;
      if (tty) drawBar();
      else if (Math.floor((10 * done) / total) > lastTenth) {
        lastTenth = Math.floor((10 * done) / total);
        process.stderr.write(`simulate: ${status()}\n`);
      }
    },
    finish() {
      if (tty) process.stderr.write('\n');
    },
  };
}

function parseOrExit(argv: string[]): CliArgs {
  try {
    return parseArgs(argv, TOURNAMENT_GAMES);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`simulate: ${e.message}\n${usage(TOURNAMENT_GAMES)}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  // boardgame.io's development checks (serialisability after every move, immer's
  // checks) halve the reducer's speed, so a time-budgeted bgio-mcts would search
  // half as much as on the deployed server; set NODE_ENV to measure with them.
  process.env.NODE_ENV ??= 'production';
  const args = parseOrExit(process.argv.slice(2));
  if (args.help) {
    console.log(usage(TOURNAMENT_GAMES));
    return;
  }
  const config: TournamentConfig = {
    game: args.game,
    games: args.games,
    players: args.players,
    botOptions: args.botOptions,
    seed: args.seed,
    flags: args.flags,
  };
  const tg = findGame(TOURNAMENT_GAMES, config.game);
  const workers = Math.min(args.workers ?? availableParallelism(), config.games);
  const progress = progressReporter(config.games);
  const reports: GameReport[] = [];
  const onReport = (r: GameReport) => {
    reports.push(r);
    progress.tick();
  };
  if (workers === 1) await runInProcess(config, onReport);
  else await runInWorkers(config, workers, onReport);
  progress.finish();

  reports.sort((a, b) => a.index - b.index);
  const outcomes = reports.flatMap((r) => (isFailure(r) ? [] : [r.outcome]));
  const failures = reports.filter(isFailure);
  const summary = summarize(tg, config, outcomes);
  if (outcomes.length > 0) console.log(formatSummary(tg, config, summary));
  if (args.json) {
    const games = outcomes.map((o) => o.record);
    writeFileSync(args.json, JSON.stringify({ config, games, failures, summary }, null, 2) + '\n');
  }
  for (const f of failures) {
    const seats = Object.entries(f.seats)
      .map(([seat, label]) => `${tg.game.seats.name(seat)} ${label}`)
      .join(', ');
    console.error(`\nsimulate: game ${f.index} (seed "${f.seed}"; ${seats}) failed:\n${f.error}`);
  }
  if (failures.length > 0) {
    console.error(`\nsimulate: ${failures.length} of ${config.games} games failed (left out of the summary)`);
    process.exitCode = 1;
  }
}

if (isMainThread) await main();
else serveGames(workerData as TournamentConfig);
