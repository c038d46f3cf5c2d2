/**
 * `npm run bench:server`: the game server under load. The server runs in a
 * child process (as `npm run serve`, bots and cleanup off), so the load's
 * clients do not share its event loop; this process plays N matches at once
 * over loopback sockets, all three seats of each, with the fast random bot
 * ("random" in the registry) deciding from each seat's own view: the figures
 * are the server's, not the bots'. A finished match is replaced by a new one,
 * so N matches are always under way.
 *
 * Reported per N: moves per second, and the move latency (a seat's socket
 * sends a move → the update or patch with the new state reaches that socket) at p50,
 * p95 and p99; "stale": moves whose seat was next sent another seat's move
 * instead of its own (the simultaneous recruitment: another seat's recruit
 * came first; boardgame.io then judges this one on the newer state, and it
 * mostly lands a state later, unmeasured, or the seat decides again);
 * "refused": moves that never landed (mostly such a recruit, which the
 * newer state no longer allows: wasted work the server cannot avoid,
 * docs/server-performance.md, "Known limits"); told by the seat's own moves in the log:
 * the server takes a socket's moves in order, so the moves a seat sent
 * before the one that lands next were refused (the server sends nothing for
 * a refused move to a socket that holds its state, seatBroadcast.ts); the
 * server's CPU use; this process's event-loop delay (if it is high, the
 * clients, not the server, are the bottleneck) and its own CPU ("bench CPU":
 * the clients' share of the cores the server and the database also need).
 *
 *   npm run bench:server -- [--matches 10,100,500] [--seconds 15] [--warmup 3] [--think-ms 0] [--cpu-prof DIR] [--postgres [--postgres-socket]] [--processes N]
 *                           [--server-node-flags '--trace-gc'] [--server-output FILE] [--timings]
 *
 * --timings: the server times each stage of a move (MOVE_TIMINGS, src/server/moveTimings.ts) and a line per server
 * process under each level's says where the measured moves' time went (docs/deploy.md, "Where a move's latency goes").
 *
 * --processes N (with PostgreSQL): N server processes on the one database;
 * each match is created and played through one of them, round-robin (as a
 * proxy that routes on the match's ID would); the CPU is the sum of theirs.
 *
 * --cpu-prof DIR: the server runs under `node --cpu-prof` and writes its
 * profile into DIR when it stops (summarise it with
 * `node scripts/profileSummary.mjs DIR/*.cpuprofile`).
 *
 * --think-ms: each seat waits this long before answering (0: as fast as the
 * server answers, which measures the most the server can take; a person or
 * the page's bots take seconds, or 400 ms at least). Storage: the journal in
 * a fresh folder (STORE=files: FlatFile), or PostgreSQL when DATABASE_URL is
 * set (passed to the server); `--postgres` starts a throwaway durable cluster
 * of Debian's postgresql for the run (as test/server/pgCluster.ts does);
 * with --postgres-socket too, the server reaches it through its Unix socket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
// What boardgame.io's client applies a move's patch with (the server sends patches: src/server/sockets/seatBroadcast.ts).
import { applyPatch, type Operation } from 'rfc6902';
import { seededRng } from '../src/game/rng';
import { clusterCpuSeconds, startPgCluster, type PgCluster } from '../test/server/pgCluster';
import { fastRandomMove } from '../src/bots/threeKingdomsRedux/random';
import { statesToAct } from '../src/game/threeKingdomsRedux/engine';
import { stateOfPlayer, toBgioAction } from '../src/game/threeKingdomsRedux/game';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import { machineLine } from './machineCheck';

const GAME = 'three-kingdoms-redux';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const levels = flag('matches', '10,100,500').split(',').map(Number);
const seconds = Number(flag('seconds', '15'));
const warmup = Number(flag('warmup', '3'));
const thinkMs = Number(flag('think-ms', '0'));
const timings = process.argv.includes('--timings');
const cpuProfDir = flag('cpu-prof', '');
/** Extra flags for the server's node (e.g. `--trace-gc`), space-separated; with --server-output FILE its output is kept there. */
/**
 * The server's node flags as package.json's `start` and `serve` give them (a larger young generation: less
 * garbage collection per move under load, docs/deploy.md), then --server-node-flags (a later flag wins).
 */
const SERVE_NODE_FLAGS = ['--max-semi-space-size=64'];
const serverNodeFlags = [...SERVE_NODE_FLAGS, ...flag('server-node-flags', '').split(' ').filter(Boolean)];
const serverOutput = flag('server-output', '');
/** Server processes on one PostgreSQL (--postgres or DATABASE_URL); the matches are spread over them, each on one. */
const processes = Number(flag('processes', '1'));
const cluster: PgCluster | undefined = process.argv.includes('--postgres') ? await startPgCluster({ durable: true }) : undefined;
/** --postgres-socket: the server reaches the --postgres cluster through its Unix socket, not loopback TCP (docs/deploy.md). */
if (cluster) process.env.DATABASE_URL = process.argv.includes('--postgres-socket') ? cluster.socketUrl : cluster.url;
if (processes > 1 && !process.env.DATABASE_URL) {
  console.error('--processes needs PostgreSQL (--postgres or DATABASE_URL): processes share matches only there');
  process.exit(2);
}
if (
  levels.some((n) => !(Number.isInteger(n) && n > 0)) ||
  !(seconds > 0) ||
  !(warmup >= 0) ||
  !(thinkMs >= 0) ||
  !(Number.isInteger(processes) && processes >= 1)
) {
  console.error('usage: npm run bench:server -- [--matches 10,100,500] [--seconds 15] [--warmup 3] [--think-ms 0]');
  process.exit(2);
}

/** A server process's `move timings` log lines (--timings), as they come. */
interface TimingsLines {
  lines: Record<string, unknown>[];
  /** Called when a line comes. */
  heard?: () => void;
}

async function startServer(): Promise<{ child: ChildProcess; url: string; storage: string; timings: TimingsLines; cleanup(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tkr-bench-data-'));
  const pageDir = mkdtempSync(join(tmpdir(), 'tkr-bench-page-'));
  writeFileSync(join(pageDir, 'index.html'), '<!doctype html><title>bench</title>');
  const profiling = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const child = spawn(process.execPath, [...profiling, ...serverNodeFlags, 'scripts/run-ts.mjs', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      PAGE_DIR: pageDir,
      BOTS: 'off',
      CLEANUP: 'off',
      RATE_LIMITS: 'off',
      NODE_ENV: 'production',
      // Reports only when asked (SIGUSR2): at the start and the end of each level's measured time.
      ...(timings ? { MOVE_TIMINGS: '86400' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const { url, storage } = await new Promise<{ url: string; storage: string }>((ok, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const served = /being served at (http:\/\/[^/\s]+)\/ \(([^)]*)\)/.exec(output);
      if (served) ok({ url: served[1], storage: served[2] });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`the server stopped (${code}):\n${output}`)));
  });
  // The server's "invalid stateID" lines (stale moves) are expected; they are counted here instead.
  child.stdout!.removeAllListeners('data');
  child.stderr!.removeAllListeners('data');
  if (serverOutput) {
    const kept = createWriteStream(serverOutput);
    child.stdout!.pipe(kept);
    child.stderr!.pipe(kept);
  } else {
    child.stdout!.resume();
    child.stderr!.resume();
  }
  const timingsLines: TimingsLines = { lines: [] };
  if (timings) {
    let partial = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        if (!line.includes('"move timings"')) continue;
        timingsLines.lines.push(JSON.parse(line));
        timingsLines.heard?.();
      }
    });
  }
  return {
    child,
    url,
    storage,
    timings: timingsLines,
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(pageDir, { recursive: true, force: true });
    },
  };
}

/** Asks each server for its timings (SIGUSR2) and waits for their lines: the figures since the last ask. */
async function askTimings(of: { child: ChildProcess; timings: TimingsLines }[]): Promise<Record<string, unknown>[]> {
  return Promise.all(
    of.map(
      ({ child, timings: t }) =>
        new Promise<Record<string, unknown>>((answered, failed) => {
          const before = t.lines.length;
          const timer = setTimeout(() => failed(new Error('a server did not report its timings within 10 s')), 10_000);
          t.heard = () => {
            if (t.lines.length === before) return;
            clearTimeout(timer);
            t.heard = undefined;
            answered(t.lines[t.lines.length - 1]);
          };
          child.kill('SIGUSR2');
        }),
    ),
  );
}

/** One server's timings line: each stage's p50/p95/p99/max (ms) and moves counted, the event loop's delay. */
function timingsLine(pid: number, report: Record<string, unknown>): string {
  const names: [string, string][] = [
    ['queueWait', 'queue wait'],
    ['move', 'move'],
    ['storeQueued', 'store queued'],
    ['storeCall', 'store call'],
    ['storeSync', 'store sync'],
  ];
  const parts = names
    .filter(([key]) => report[key])
    .map(([key, name]) => {
      const f = report[key] as { count: number; p50: number; p95: number; p99: number; max: number };
      return `${name} ${f.p50}/${f.p95}/${f.p99}/${f.max} ms (${f.count})`;
    });
  const loop = report.eventLoopDelay as { p50: number; p99: number; max: number };
  return `      server ${pid} p50/p95/p99/max: ${parts.join(' | ')} | event loop delay p50/p99/max ${loop.p50}/${loop.p99}/${loop.max} ms`;
}

/**
 * CPU seconds the process has used, in user mode and in the kernel (system), from /proc (Linux); with `thread`, those
 * of that one thread of it (`/proc/PID/task/TID/stat`: the main thread's TID is the PID).
 */
function cpuSeconds(pid: number, thread?: number): { user: number; system: number } {
  try {
    const fields = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: NaN, system: NaN };
  }
}

/** CPU seconds of the --postgres cluster (NaN without one). */
const clusterCpu = () => (cluster ? clusterCpuSeconds(cluster) : NaN);

async function post(url: string, path: string, body: unknown): Promise<any> {
  const response = await fetch(`${url}/games/${GAME}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

interface Stats {
  latencies: number[];
  moves: number;
  stale: number;
  refused: number;
  games: number;
  measuring: boolean;
  /** Lobby calls (create, join) that failed, e.g. a reset connection; the match is given up and a new one started. */
  lobbyFailures: number;
  /** Seat sockets the server or the network closed mid-match; the match is given up and a new one started. */
  droppedSockets: number;
}

/**
 * A failure's message with its cause (fetch's "fetch failed" hides the ECONNRESET under it), printed once per kind:
 * who reset the connection shows in the run's output instead of ending it.
 */
const failuresSeen = new Set<string>();
function noteFailure(what: string, error: unknown): void {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  const text = `${what}: ${e?.message ?? String(error)}${e?.cause ? ` (cause: ${e.cause.code ?? ''} ${e.cause.message ?? ''})` : ''}`;
  if (failuresSeen.has(text)) return;
  failuresSeen.add(text);
  console.error(`bench:server: ${text} (counted; the match is replaced)`);
}

/**
 * One match, all three seats played from their own sockets; calls `done` at its end, or `lost` if a seat's socket
 * is closed by anyone but this process (the match cannot go on). Rejects if a Lobby call fails, its sockets closed.
 */
async function playMatch(url: string, stats: Stats, seed: number, done: () => void, lost: (reason: string) => void): Promise<() => void> {
  const sockets: Socket[] = [];
  const closeAll = () => sockets.forEach((s) => s.close());
  try {
    await joinAndPlay();
  } catch (e) {
    closeAll();
    throw e;
  }
  return closeAll;

  async function joinAndPlay(): Promise<void> {
    const { matchID } = await post(url, 'create', { numPlayers: 3 });
    for (const playerID of ['0', '1', '2']) {
      const { playerCredentials } = await post(url, `${matchID}/join`, { playerID, playerName: `Bench ${playerID}` });
      const seat = stateOfPlayer(playerID)!;
      const rng = seededRng(`bench:${seed}:${playerID}`);
      const socket = io(`${url}/${GAME}`, { transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      let sent: { stateID: number; at: number } | null = null;
      let stateID = -1;
      // The moves sent and not yet seen landing, in the order sent (the key: the move's name and arguments as JSON).
      const unanswered: { key: string; measuring: boolean }[] = [];
      const onState = (
        state: { _stateID: number; G: GameState; ctx: { gameover?: unknown } },
        deltalog?: { action: { type?: string; payload?: { playerID?: string; type?: string; args?: unknown } } }[],
      ) => {
        for (const entry of deltalog ?? []) {
          if (entry.action.type !== 'MAKE_MOVE' || entry.action.payload?.playerID !== playerID) continue;
          const landed = unanswered.findIndex(
            (u) => u.key === JSON.stringify([entry.action.payload!.type, entry.action.payload!.args ?? []]),
          );
          if (landed < 0) continue;
          for (const u of unanswered.slice(0, landed)) if (u.measuring) stats.refused++;
          unanswered.splice(0, landed + 1);
        }
        if (state._stateID <= stateID) return;
        stateID = state._stateID;
        if (sent && state._stateID > sent.stateID) {
          const mine = deltalog?.some((e) => e.action.payload?.playerID === playerID);
          if (stats.measuring) {
            if (mine) {
              stats.latencies.push(performance.now() - sent.at);
              stats.moves++;
            } else stats.stale++;
          }
          sent = null;
        }
        if (state.ctx.gameover !== undefined) {
          if (playerID === '0') {
            if (stats.measuring) stats.games++;
            done();
          }
          return;
        }
        if (!statesToAct(state.G).includes(seat)) return;
        const move = toBgioAction(fastRandomMove(state.G, seat, rng));
        const send = () => {
          if (stateID !== state._stateID) return;
          sent = { stateID: state._stateID, at: performance.now() };
          unanswered.push({ key: JSON.stringify(JSON.parse(JSON.stringify([move.move, move.args ?? []]))), measuring: stats.measuring });
          socket.emit(
            'update',
            { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID, credentials: playerCredentials } },
            state._stateID,
            matchID,
            playerID,
          );
        };
        if (thinkMs > 0) setTimeout(send, thinkMs);
        else send();
      };
      let held: Parameters<typeof onState>[0] | null = null;
      socket.on('sync', (_id: string, info: { state: Parameters<typeof onState>[0] }) => {
        held = info.state;
        onState(info.state);
      });
      socket.on('update', (_id: string, state: Parameters<typeof onState>[0], deltalog: Parameters<typeof onState>[1]) => {
        held = state;
        onState(state, deltalog);
      });
      // A patch of the state this socket holds, applied in place (nothing else keeps the old state).
      socket.on(
        'patch',
        (_id: string, prevStateID: number, _stateID: number, patch: Operation[], deltalog: Parameters<typeof onState>[1]) => {
          if (!held || held._stateID !== prevStateID)
            throw new Error(`seat ${playerID}: a patch of state ${prevStateID}, holding ${held?._stateID}`);
          if (applyPatch(held, patch).some((e) => e !== null)) throw new Error(`seat ${playerID}: a patch did not apply`);
          onState(held, deltalog);
        },
      );
      socket.on('connect', () => socket.emit('sync', matchID, playerID, playerCredentials, 3));
      // Closed by the server or the network ("io client disconnect" is this process's own close).
      socket.on('disconnect', (reason: string) => {
        if (reason !== 'io client disconnect') lost(`seat ${playerID}'s socket closed: ${reason}`);
      });
      socket.on('connect_error', (e: Error) => lost(`seat ${playerID}'s socket could not connect: ${e.message}`));
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function runLevel(
  urls: string[],
  serverPids: number[],
  n: number,
  timed: { child: ChildProcess; timings: TimingsLines }[],
): Promise<string> {
  const stats: Stats = { latencies: [], moves: 0, stale: 0, refused: 0, games: 0, measuring: false, lobbyFailures: 0, droppedSockets: 0 };
  const closers = new Set<() => void>();
  let stopping = false;
  let seed = 0;
  const slot = async (failures = 0): Promise<void> => {
    if (stopping) return;
    let close: () => void = () => {};
    // With several processes, each match is played on one of them (as a proxy routing on the match's ID would).
    const at = seed;
    let ended = false;
    // The match ended, or was lost: its sockets close and a new match takes the slot (once per match).
    const next = () => {
      if (ended) return;
      ended = true;
      close();
      closers.delete(close);
      void slot();
    };
    try {
      close = await playMatch(urls[at % urls.length], stats, seed++, next, (reason) => {
        if (ended || stopping) return;
        stats.droppedSockets++;
        noteFailure('a dropped socket', new Error(reason));
        next();
      });
    } catch (e) {
      if (ended || stopping) return;
      // A server that keeps refusing is not a loaded machine's hiccup: that ends the benchmark.
      if (failures >= 20) throw e;
      // A failed Lobby call (e.g. a connection reset on a loaded machine) is counted, not fatal: a benchmark that dies
      // under load measures nothing (docs/server-performance.md, "Known limits").
      stats.lobbyFailures++;
      noteFailure('a failed Lobby call', e);
      await new Promise((r) => setTimeout(r, 100));
      return slot(failures + 1);
    }
    if (ended) close();
    else closers.add(close);
  };
  // Matches are set up a few at a time, as players would arrive.
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => slot()));
  await new Promise((r) => setTimeout(r, warmup * 1000));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // With `mainThreads`, the main threads alone: the event loop runs every move there, so their CPU a move is what
  // bounds the moves a process can answer and how long a move waits for the loop; the rest (the thread pool's synced
  // writes, the garbage collector's and the compiler's helper threads) runs beside it, on the other core.
  const serversCpu = (mainThreads = false) =>
    serverPids.reduce(
      (sum, pid) => {
        const { user, system } = cpuSeconds(pid, mainThreads ? pid : undefined);
        return { user: sum.user + user, system: sum.system + system };
      },
      { user: 0, system: 0 },
    );
  const cpuBefore = serversCpu();
  const mainBefore = serversCpu(true);
  const clusterBefore = clusterCpu();
  const benchBefore = process.cpuUsage();
  // The servers' timings start afresh with the measured time (the warm-up's are dropped).
  if (timings) await askTimings(timed);
  stats.measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stats.measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const reports = timings ? await askTimings(timed) : [];
  const cpuAfter = serversCpu();
  const userCpu = (cpuAfter.user - cpuBefore.user) / elapsed;
  const systemCpu = (cpuAfter.system - cpuBefore.system) / elapsed;
  const cpu = userCpu + systemCpu;
  const mainAfter = serversCpu(true);
  const mainCpu = (mainAfter.user + mainAfter.system - mainBefore.user - mainBefore.system) / elapsed;
  const databaseCpu = (clusterCpu() - clusterBefore) / elapsed;
  // This process's own CPU (its clients share the machine's cores with the server: what it takes, the server waits for).
  const benchUsage = process.cpuUsage(benchBefore);
  const benchCpu = (benchUsage.user + benchUsage.system) / 1e6 / elapsed;
  loop.disable();
  stopping = true;
  for (const close of closers) close();
  const sorted = stats.latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return [
    `${String(n).padStart(4)} matches`,
    `${(stats.moves / elapsed).toFixed(0).padStart(5)} moves/s`,
    `p50 ${ms(percentile(sorted, 50))}`,
    `p95 ${ms(percentile(sorted, 95))}`,
    `p99 ${ms(percentile(sorted, 99))}`,
    `stale ${stats.stale}`,
    `refused ${stats.refused}`,
    `games ended ${stats.games}`,
    `failed Lobby calls ${stats.lobbyFailures}`,
    `dropped sockets ${stats.droppedSockets}`,
    `server CPU ${(cpu * 100).toFixed(0)}%`,
    // The issue's figure: the server's CPU time divided by the moves it answered.
    // With its split: the kernel's part is mostly the sockets' writes (over loopback they also carry the receiving
    // side's work, the benchmark's sockets', done in the sender's system call).
    `CPU/move ${((cpu * 1000) / (stats.moves / elapsed)).toFixed(2)} ms (user ${((userCpu * 1000) / (stats.moves / elapsed)).toFixed(2)} + system ${((systemCpu * 1000) / (stats.moves / elapsed)).toFixed(2)}; main thread ${((mainCpu * 1000) / (stats.moves / elapsed)).toFixed(2)})`,
    `bench loop delay p99 ${ms(loop.percentile(99) / 1e6)}`,
    `bench CPU ${(benchCpu * 100).toFixed(0)}%`,
    // With --postgres: the database's CPU per move too (it shares the machine's cores with the server).
    ...(cluster ? [`PostgreSQL CPU/move ${((databaseCpu * 1000) / (stats.moves / elapsed)).toFixed(2)} ms`] : []),
    `load ${loadavg()[0].toFixed(1)}`,
  ]
    .join(' | ')
    .concat(reports.map((report, i) => `\n${timingsLine(serverPids[i], report)}`).join(''));
}

const servers: Awaited<ReturnType<typeof startServer>>[] = [];
// If the benchmark itself ends early (an error nobody caught, a failed start, Ctrl-C), the servers and the throwaway
// cluster end with it: the `finally` below runs only once every server has started and nothing threw past it, and a
// `--processes 3` run once left a server and its cluster running after the benchmark had died.
process.once('exit', () => {
  for (const server of servers) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    try {
      server.cleanup();
    } catch {
      // Its folders are temporary ones.
    }
  }
  cluster?.stopNow();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
for (let i = 0; i < processes; i++) servers.push(await startServer());
console.log(
  `bench:server: ${servers[0].storage}; ${processes > 1 ? `${processes} server processes; ` : ''}${seconds} s measured per level after ${warmup} s warm-up; think time ${thinkMs} ms`,
);
try {
  for (const n of levels) {
    console.log(
      await runLevel(
        servers.map((s) => s.url),
        servers.map((s) => s.child.pid!),
        n,
        servers,
      ),
    );
  }
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    server.cleanup();
  }
  await cluster?.stop();
}
// After the levels and once the servers have stopped, so that it changes nothing they measure and they take
// none of its time: the machine they ran on, its disk's synced writes (the journal's) included (machineCheck.ts).
console.log(machineLine());
