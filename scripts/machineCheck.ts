/**
 * The machine's own state when a benchmark runs, for its header line: on this
 * shared machine the same build's figures move by a fifth or more from one
 * hour to the next, and a synced write's latency by ten times
 * (docs/server-performance.md, "Measuring"). Neither figure depends on this
 * project's code, so two runs of different hours or builds can be told apart
 * from the machine they ran on.
 *
 * - a fixed loop of plain JavaScript (integer arithmetic and array writes: what
 *   the rules and the server spend their time on), best of three, in ms;
 * - a synced append of 1 KB (O_DSYNC, as the journal writes a move) in the
 *   temporary folder the benchmarks store in, median of 40, in ms;
 * - a system call's round trip (getppid, which node makes for every read of
 *   `process.ppid`), median of 5 runs of 10,000, in µs: what the kernel's
 *   entry and exit cost on this machine's virtualisation, which every socket
 *   write, thread wake-up and synced write of a move pays (docs/server-performance.md,
 *   "Measuring": 1.4-2.1 µs on the development machine, several times the few
 *   tenths of a µs bare metal takes);
 * - the load average over the last minute.
 */
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MachineState {
  loopMs: number;
  syncedAppendMs: number;
  syscallUs: number;
  load: number;
}

/** A fixed amount of JavaScript work: the sum keeps the compiler from dropping it. */
function fixedLoop(): number {
  const cells = new Int32Array(4096);
  let x = 2463534242;
  let sum = 0;
  for (let i = 0; i < 20_000_000; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    cells[i & 4095] = x;
    sum = (sum + cells[(x >>> 20) & 4095]) | 0;
  }
  return sum;
}

/** Where the loop's sums go, so that no run of it is work nobody reads. */
// biome-ignore lint/correctness/noUnusedVariables: written, never read, so that no loop is work nobody uses
let loopSink = 0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One run of `count` system calls, in µs each (see the header). */
function syscallRun(count: number): number {
  let sum = 0;
  const start = performance.now();
  for (let i = 0; i < count; i++) sum += process.ppid;
  loopSink ^= sum;
  return ((performance.now() - start) * 1000) / count;
}

export function machineState(): MachineState {
  let loopMs = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    loopSink ^= fixedLoop();
    loopMs = Math.min(loopMs, performance.now() - start);
  }
  const dir = mkdtempSync(join(tmpdir(), 'tkr-machine-'));
  const times: number[] = [];
  try {
    const fd = openSync(join(dir, 'probe'), constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC);
    const line = Buffer.alloc(1024, 0x61);
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      writeSync(fd, line);
      times.push(performance.now() - start);
    }
    closeSync(fd);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const syscalls = Array.from({ length: 5 }, () => syscallRun(10_000));
  return { loopMs, syncedAppendMs: median(times), syscallUs: median(syscalls), load: loadavg()[0] };
}

/** The line: `machine: a fixed JavaScript loop 41.2 ms, a synced 1 KB append 0.26 ms, a system call 1.9 µs, load 1.2`. */
export function machineLine(state: MachineState = machineState()): string {
  return (
    `machine: a fixed JavaScript loop ${state.loopMs.toFixed(1)} ms (best of 3), a synced 1 KB append ${state.syncedAppendMs.toFixed(2)} ms (median of 40), ` +
    `a system call ${state.syscallUs.toFixed(2)} µs (median of 5 × 10,000), load ${state.load.toFixed(1)}`
  );
}
