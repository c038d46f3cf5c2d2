/**
 * `npm start` (after the build) and `npm run serve`: the online game server
 * (src/server/server.ts) with the built page from dist/, printing its URL.
 *
 * Environment: PORT (when unset, 8000 or any free port if 8000 is taken; a
 * PORT given and taken is an error; 0 for any), HOST (default 127.0.0.1;
 * 0.0.0.0 to accept other machines), DATA_DIR (where matches are kept,
 * default ./data: the journal in DATA_DIR/journal, which imports FlatFile
 * matches found there at its first start), STORE=files (boardgame.io's
 * FlatFile instead, the earlier default), DATABASE_URL (PostgreSQL storage), PAGE_DIR (the built
 * page, default ./dist), SOURCE_MAPS=1 (serve the page's source maps),
 * ORIGINS (other sites whose pages may use the server, comma-separated),
 * TRUST_PROXY=1 (behind a reverse proxy: X-Forwarded-For/-Proto),
 * RATE_LIMITS=off (no per-client limits, the cap on connections per address
 * included: benchmarks only), SEAT_SYNC_BURST and SEAT_SYNCS_PER_SECOND (a
 * seat's syncs: src/server/limits.ts), WAITING_MATCHES_PER_ADDRESS (default
 * 10: matches not started one address may hold), LISTED_MATCHES (default 100:
 * the newest listed matches the Lobby API lists), MAX_CONNECTIONS (open
 * connections in all; default from the limit on open files: 15,392 with
 * LimitNOFILE=20000), MAX_CONNECTIONS_PER_ADDRESS (default 100),
 * SEND_BUFFER_KB (what one socket may hold unsent before it is dropped,
 * default 1024), HEADERS_TIMEOUT_SECONDS (a connection's time to send its
 * request, default 10; docs/deploy.md, "Rate limits"), MOVE_TIMINGS=<seconds>
 * (log where moves' time goes every so many seconds, and at once on SIGUSR2:
 * src/server/moveTimings.ts; off by default).
 *
 * Every line the process prints is one JSON object (src/server/serverLog.ts),
 * boardgame.io's own messages included.
 *
 * The server's bots (docs/deploy.md, "Bot seats"): BOTS=off turns them off;
 * BOT_TAKEOVER_SECONDS (default 120) is how long a seat may stay away before
 * a stand-in plays it; BOT_AWAY_AFTER_TIMEOUTS (default 3) how many time-outs
 * in a row make a paced match's seat away; BOT_WORKERS the bots' threads
 * (default: cores - 1).
 * Cleaning up (docs/deploy.md, "Cleaning up old matches"): CLEANUP=off turns
 * it off; CLEANUP_FINISHED_HOURS (default 72), CLEANUP_ABANDONED_DAYS
 * (default 14), CLEANUP_UNSTARTED_MINUTES (default 60), CLEANUP_INTERVAL_MINUTES
 * (default 10).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_TAKEOVER_SECONDS } from '../src/server/bots/serverBots';
import { DEFAULT_AWAY_AFTER_TIMEOUTS } from '../src/shared/matchClock';
import {
  DEFAULT_ABANDONED_MATCH_MAX_AGE_DAYS,
  DEFAULT_CLEANUP_INTERVAL_MINUTES,
  DEFAULT_FINISHED_MATCH_MAX_AGE_HOURS,
  DEFAULT_UNSTARTED_MATCH_MAX_AGE_MINUTES,
} from '../src/server/storage/cleanup';
import { DEFAULT_LIMITS } from '../src/server/limits';
import { DEFAULT_LISTED_MATCHES } from '../src/server/http/matchList';
import { format } from 'node:util';
import { lastResort } from '../src/server/lastResort';
import { startGameServer } from '../src/server/server';
import { ServerLog } from '../src/server/serverLog';
import { storageFromEnvironment, type StorageChoice } from '../src/server/storage/storage';
import { startMoveTimings } from '../src/server/moveTimings';

// One JSON object per line, for everything this process prints (boardgame.io logs through console).
const log = new ServerLog();
console.log = (...args: unknown[]) => log.info(format(...args));
console.info = console.log;
console.warn = (...args: unknown[]) => log.warn(format(...args));
console.error = (...args: unknown[]) => log.error(format(...args));

const pageDir = resolve(process.env.PAGE_DIR || join(process.cwd(), 'dist'));
if (!existsSync(join(pageDir, 'index.html'))) {
  console.error(`${join(pageDir, 'index.html')} is missing: run \`npm run build\` first (\`npm start\` does both).`);
  process.exit(1);
}

/** A positive number from the environment, or the default when unset; exits with a message when it is not one. */
function positiveNumber(name: string, fallback: number | undefined, zeroAllowed = false): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (!zeroAllowed && value === 0)) {
    console.error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number, not "${text}".`);
    process.exit(2);
  }
  return value;
}
const off = (name: string) => ['off', '0', 'false', 'no'].includes((process.env[name] ?? '').toLowerCase());
const bots = off('BOTS')
  ? (false as const)
  : {
      takeoverSeconds: positiveNumber('BOT_TAKEOVER_SECONDS', DEFAULT_TAKEOVER_SECONDS, true),
      awayAfterTimeouts: positiveNumber('BOT_AWAY_AFTER_TIMEOUTS', DEFAULT_AWAY_AFTER_TIMEOUTS),
      workers: positiveNumber('BOT_WORKERS', undefined),
    };
for (const [name, value] of [
  ['BOT_WORKERS', bots && bots.workers],
  ['BOT_AWAY_AFTER_TIMEOUTS', bots && bots.awayAfterTimeouts],
] as const) {
  if (value !== undefined && value !== false && !Number.isInteger(value)) {
    console.error(`${name} must be a whole number, not "${process.env[name]}".`);
    process.exit(2);
  }
}
const seatSyncs = {
  burst: positiveNumber('SEAT_SYNC_BURST', DEFAULT_LIMITS.seatSyncs.burst)!,
  perSecond: positiveNumber('SEAT_SYNCS_PER_SECOND', DEFAULT_LIMITS.seatSyncs.perSecond)!,
};
const cleanup = off('CLEANUP')
  ? (false as const)
  : {
      finishedMatchMaxAgeHours: positiveNumber('CLEANUP_FINISHED_HOURS', DEFAULT_FINISHED_MATCH_MAX_AGE_HOURS),
      abandonedMatchMaxAgeDays: positiveNumber('CLEANUP_ABANDONED_DAYS', DEFAULT_ABANDONED_MATCH_MAX_AGE_DAYS),
      unstartedMatchMaxAgeMinutes: positiveNumber('CLEANUP_UNSTARTED_MINUTES', DEFAULT_UNSTARTED_MATCH_MAX_AGE_MINUTES),
      intervalMinutes: positiveNumber('CLEANUP_INTERVAL_MINUTES', DEFAULT_CLEANUP_INTERVAL_MINUTES),
    };
/** A whole number from 1 from the environment, or the default when unset; exits with a message when it is not one. */
function count(name: string, fallback: number): number {
  const value = positiveNumber(name, fallback)!;
  if (!Number.isInteger(value)) {
    console.error(`${name} must be a whole number, not "${process.env[name]}".`);
    process.exit(2);
  }
  return value;
}
const waitingMatches = count('WAITING_MATCHES_PER_ADDRESS', DEFAULT_LIMITS.waitingMatches);
const listedMatches = count('LISTED_MATCHES', DEFAULT_LISTED_MATCHES);
const sendBufferKB = positiveNumber('SEND_BUFFER_KB', undefined);
const headersTimeoutSeconds = positiveNumber('HEADERS_TIMEOUT_SECONDS', undefined);
const connectionLimits = {
  total: positiveNumber('MAX_CONNECTIONS', undefined),
  perAddress: positiveNumber('MAX_CONNECTIONS_PER_ADDRESS', undefined),
  sendBufferBytes: sendBufferKB === undefined ? undefined : sendBufferKB * 1024,
  headersTimeoutMs: headersTimeoutSeconds === undefined ? undefined : headersTimeoutSeconds * 1000,
};
// A port asked for is the port served, or the server fails; only the default may move to a free port.
const portAsked = process.env.PORT !== undefined && process.env.PORT !== '';
const wanted = portAsked ? Number(process.env.PORT) : 8000;
if (!Number.isInteger(wanted) || wanted < 0 || wanted > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(2);
}

// Before the storage and the server: every match's queue and write is timed from the start.
const timingsEvery = positiveNumber('MOVE_TIMINGS', undefined);
if (timingsEvery !== undefined) {
  const timings = startMoveTimings();
  // A log of its own: the other lines' limits (a busy server's refused moves fill them) never drop a report.
  const timingsLog = new ServerLog();
  const report = () => timingsLog.info('move timings', { ...timings.report() });
  setInterval(report, timingsEvery * 1000).unref();
  process.on('SIGUSR2', report);
}

let choice: StorageChoice;
try {
  choice = storageFromEnvironment();
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

// A failure inside one match's handling (boardgame.io runs it in a socket handler) must not stop every other match.
process.on('unhandledRejection', (reason) =>
  log.error('unhandled rejection', { error: reason instanceof Error ? reason.message : String(reason), stack: (reason as Error)?.stack }),
);
// An exception nobody caught: serving on only when it was one connection's (src/server/lastResort.ts).
process.on('uncaughtException', lastResort({ log }));

const origins = (process.env.ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
let server: Awaited<ReturnType<typeof startGameServer>>;
try {
  server = await startGameServer({
    storage: choice.storage,
    port: wanted,
    portFallback: !portAsked,
    host: process.env.HOST || undefined,
    pageDir,
    sourceMaps: process.env.SOURCE_MAPS === '1',
    origins,
    trustProxy: process.env.TRUST_PROXY === '1',
    limits: off('RATE_LIMITS') ? false : { waitingMatches, seatSyncs },
    listedMatches,
    connectionLimits,
    bots,
    cleanup,
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (e) {
  const error = e as NodeJS.ErrnoException;
  log.error(
    error.code === 'EADDRINUSE'
      ? `Port ${wanted} is taken (PORT=${process.env.PORT}): stop what uses it, or choose another PORT.`
      : `The server could not start: ${error.message}`,
  );
  process.exit(1);
}
if (server.port !== wanted && wanted !== 0) console.log(`Port ${wanted} is taken; using ${server.port} instead.`);
console.log(`Three Kingdoms Redux is being served at ${server.url}/ (${choice.description}).`);
console.log(
  server.bots
    ? `Bots: on (${server.bots.poolSize} thread${server.bots.poolSize === 1 ? '' : 's'}; a stand-in plays for a player away more than ${server.bots.takeoverSeconds} s).`
    : 'Bots: off (BOTS=off).',
);
console.log(
  cleanup
    ? `Cleanup: every ${cleanup.intervalMinutes} min, finished matches after ${cleanup.finishedMatchMaxAgeHours} h, abandoned ones after ${cleanup.abandonedMatchMaxAgeDays} days, ` +
        `never started ones after ${cleanup.unstartedMatchMaxAgeMinutes} min.`
    : 'Cleanup: off (CLEANUP=off).',
);
console.log('Open it in a browser to play; press Ctrl+C to stop.');
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
