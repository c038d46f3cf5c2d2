/**
 * Where a move's time goes on this server, for an operator asking why moves
 * are slow (MOVE_TIMINGS, scripts/serve.ts; `npm run bench:server --
 * --timings`). Off by default: then `moveTimings` is null and each place that
 * would time a stage makes one check and nothing else.
 *
 * The stages, in the order a move passes them (docs/deploy.md, "Where a
 * move's latency goes"):
 * - `queueWait`: from the move reaching boardgame.io's queue of its match to
 *   its turn there (the match's moves run one at a time);
 * - `move`: its turn: reading the state and metadata, the rules, and waiting
 *   for the storage to keep the new state (its update is sent only then);
 * - `storeQueued` (PostgreSQL): a write waiting for a call to the database
 *   (calls under way at once are bounded; the writes that wait go together);
 * - `storeCall` (PostgreSQL): the call holding it, from sending to its answer
 *   (the database's work, its commit and flush of the write-ahead log);
 * - `storeSync` (the journal): a match's lines written and synced to disk;
 * and the event loop's delay (how late timers ran: garbage collection and
 * long tasks hold every move back).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type MoveStage = 'queueWait' | 'move' | 'storeQueued' | 'storeCall' | 'storeSync';
const STAGES: readonly MoveStage[] = ['queueWait', 'move', 'storeQueued', 'storeCall', 'storeSync'];

/** Samples kept per stage between two reports: a busy server's memory for this stays bounded. */
export const MAX_SAMPLES_PER_STAGE = 100_000;

/** A stage's figures, milliseconds (one decimal). */
interface StageFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export type TimingsReport = Partial<Record<MoveStage, StageFigures>> & {
  /** Milliseconds the report covers. */
  spanMs: number;
  /** How late the event loop ran, ms: p50, p99, max. */
  eventLoopDelay: { p50: number; p99: number; max: number };
};

const tenth = (ms: number) => Math.round(ms * 10) / 10;

function figures(samples: number[]): StageFigures {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => tenth(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: tenth(sorted[sorted.length - 1]) };
}

export class MoveTimings {
  private samples = new Map<MoveStage, number[]>(STAGES.map((s) => [s, []]));
  private readonly loop: ReturnType<typeof monitorEventLoopDelay>;
  private since: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.loop = monitorEventLoopDelay({ resolution: 5 });
    this.loop.enable();
    this.since = now();
  }

  /** One move's (or write's) time in `stage`, ms. Past MAX_SAMPLES_PER_STAGE until the next report, dropped. */
  note(stage: MoveStage, ms: number): void {
    const kept = this.samples.get(stage)!;
    if (kept.length < MAX_SAMPLES_PER_STAGE) kept.push(ms);
  }

  /** The figures since the last report (stages with no sample left out), and starts afresh. */
  report(): TimingsReport {
    const at = this.now();
    const report: TimingsReport = {
      spanMs: Math.round(at - this.since),
      eventLoopDelay: {
        p50: tenth(this.loop.percentile(50) / 1e6),
        p99: tenth(this.loop.percentile(99) / 1e6),
        max: tenth(this.loop.max / 1e6),
      },
    };
    for (const [stage, kept] of this.samples) if (kept.length > 0) report[stage] = figures(kept);
    this.samples = new Map(STAGES.map((s) => [s, []]));
    this.loop.reset();
    this.since = at;
    return report;
  }

  stop(): void {
    this.loop.disable();
  }
}

/** This process's timings while MOVE_TIMINGS is on; null (nothing timed) otherwise. One per process: it times every match. */
export let moveTimings: MoveTimings | null = null;

export function startMoveTimings(timings: MoveTimings = new MoveTimings()): MoveTimings {
  moveTimings?.stop();
  moveTimings = timings;
  return timings;
}

export function stopMoveTimings(): void {
  moveTimings?.stop();
  moveTimings = null;
}
