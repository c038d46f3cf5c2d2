/**
 * Deletes old matches on a schedule, through the storage's own listMatches
 * and wipe (any boardgame.io async storage: the files, PostgreSQL):
 * - finished matches whose last move is older than `finishedMatchMaxAgeHours`
 *   (default 72: time enough to look at the result and ask for a rematch);
 * - unfinished matches nobody has moved in for `abandonedMatchMaxAgeDays`
 *   (default 14) and where no person is connected now;
 * - matches whose play never started (src/shared/matchTable.ts) created more than
 *   `unstartedMatchMaxAgeMinutes` ago (default 60) and where no person is
 *   connected now: one address could otherwise keep thousands waiting.
 * A finished or abandoned match's age is its metadata's `updatedAt`, which
 * boardgame.io sets at creation and at every move; an unstarted one's is
 * its `createdAt`, and the server's index of matches (matchDirectory.ts)
 * names them without a read of the others. Each match is looked at again
 * in its queue right before it is wiped, so a move or a start that just
 * came in keeps it.
 */
import type { Server as BgioServer, StorageAPI } from 'boardgame.io';
import { isStarted } from '../../shared/matchTable';

export const DEFAULT_FINISHED_MATCH_MAX_AGE_HOURS = 72;
export const DEFAULT_ABANDONED_MATCH_MAX_AGE_DAYS = 14;
export const DEFAULT_UNSTARTED_MATCH_MAX_AGE_MINUTES = 60;
/** Often enough that a match never started goes within minutes of its hour. */
export const DEFAULT_CLEANUP_INTERVAL_MINUTES = 10;

export interface CleanupOptions {
  finishedMatchMaxAgeHours?: number;
  abandonedMatchMaxAgeDays?: number;
  unstartedMatchMaxAgeMinutes?: number;
  /** How often to look; the first look is right after the server starts. */
  intervalMinutes?: number;
}

export interface CleanupDeps {
  storage: StorageAPI.Async;
  /** The games whose matches it cleans up. */
  gameNames: readonly string[];
  /** Runs `task` in boardgame.io's queue for the match. */
  inMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  /** Whether a person is connected to the match now, to this process or (several on one database) another. */
  inUse(matchID: string): boolean | Promise<boolean>;
  /** The matches not started that were created before `time` (ms), from memory (matchDirectory.ts). */
  waitingCreatedBefore(time: number): string[];
  /** Told of every match wiped (the server's bots forget it). */
  wiped?(matchID: string): void;
  log(message: string): void;
  /** The clock (tests move it). */
  now?(): number;
}

export interface CleanupReport {
  finished: string[];
  abandoned: string[];
  unstarted: string[];
}

type Kind = keyof CleanupReport;

const HOUR_MS = 3600_000;

const isFinished = (metadata: BgioServer.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

export class Cleanup {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<CleanupReport> | null = null;
  private readonly finishedMs: number;
  private readonly abandonedMs: number;
  private readonly unstartedMs: number;
  private readonly intervalMs: number;

  constructor(
    private readonly deps: CleanupDeps,
    options: CleanupOptions = {},
  ) {
    const hours = options.finishedMatchMaxAgeHours ?? DEFAULT_FINISHED_MATCH_MAX_AGE_HOURS;
    const days = options.abandonedMatchMaxAgeDays ?? DEFAULT_ABANDONED_MATCH_MAX_AGE_DAYS;
    const unstartedMinutes = options.unstartedMatchMaxAgeMinutes ?? DEFAULT_UNSTARTED_MATCH_MAX_AGE_MINUTES;
    const minutes = options.intervalMinutes ?? DEFAULT_CLEANUP_INTERVAL_MINUTES;
    const ages = {
      finishedMatchMaxAgeHours: hours,
      abandonedMatchMaxAgeDays: days,
      unstartedMatchMaxAgeMinutes: unstartedMinutes,
      intervalMinutes: minutes,
    };
    for (const [name, value] of Object.entries(ages))
      if (!(typeof value === 'number' && value > 0 && Number.isFinite(value)))
        throw new Error(`cleanup: ${name} must be a positive number, not ${value}`);
    this.finishedMs = hours * HOUR_MS;
    this.abandonedMs = days * 24 * HOUR_MS;
    this.unstartedMs = unstartedMinutes * 60_000;
    this.intervalMs = minutes * 60_000;
  }

  /** Looks now, then every interval. */
  start(): void {
    const tick = () => {
      this.runOnce().catch((e) => this.deps.log(`cleanup failed: ${e instanceof Error ? e.message : String(e)}`));
    };
    tick();
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a look under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** One look: wipes what is old enough and says what it wiped (a look under way is joined, not doubled). */
  runOnce(): Promise<CleanupReport> {
    this.running ??= this.look().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async look(): Promise<CleanupReport> {
    const { storage, gameNames } = this.deps;
    const listed = async (where: StorageAPI.ListMatchesOpts['where']) =>
      (await Promise.all(gameNames.map((gameName) => storage.listMatches({ gameName, where })))).flat();
    const now = this.deps.now?.() ?? Date.now();
    const report: CleanupReport = { finished: [], abandoned: [], unstarted: [] };
    const candidates: Record<Kind, string[]> = {
      finished: await listed({ isGameover: true, updatedBefore: now - this.finishedMs }),
      abandoned: await listed({ isGameover: false, updatedBefore: now - this.abandonedMs }),
      unstarted: this.deps.waitingCreatedBefore(now - this.unstartedMs),
    };
    for (const kind of ['finished', 'abandoned', 'unstarted'] as const) {
      for (const matchID of candidates[kind]) {
        // Checked again right before the wipe, in the match's queue: a storage may filter loosely, and a move may just have come in.
        const wiped = await this.deps.inMatchQueue(matchID, async () => {
          const { metadata } = await storage.fetch(matchID, { metadata: true });
          if (!metadata || !gameNames.includes(metadata.gameName) || !this.isOld(kind, metadata, now)) return false;
          if (kind !== 'finished' && (await this.deps.inUse(matchID))) return false;
          await storage.wipe(matchID);
          return true;
        });
        if (!wiped) continue;
        report[kind].push(matchID);
        this.deps.wiped?.(matchID);
      }
    }
    if (report.finished.length + report.abandoned.length + report.unstarted.length > 0)
      this.deps.log(
        `cleanup: deleted ${report.finished.length} finished, ${report.abandoned.length} abandoned and ${report.unstarted.length} unstarted matches`,
      );
    return report;
  }

  private isOld(kind: Kind, metadata: BgioServer.MatchData, now: number): boolean {
    switch (kind) {
      case 'finished':
        return isFinished(metadata) && now - metadata.updatedAt > this.finishedMs;
      case 'abandoned':
        return !isFinished(metadata) && now - metadata.updatedAt > this.abandonedMs;
      case 'unstarted':
        return !isFinished(metadata) && !isStarted(metadata) && now - metadata.createdAt > this.unstartedMs;
    }
  }
}
