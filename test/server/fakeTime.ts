/**
 * A clock for tests (src/server/clocks/time.ts): time stands still until the
 * test moves it on, and the timers due by then fire, in order.
 */
import type { TimeSource, TimerHandle } from '../../src/server/clocks/time';

interface Pending {
  at: number;
  fn: () => void;
  handle: TimerHandle;
}

export class FakeTime implements TimeSource {
  private current: number;
  private pending: Pending[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimer(fn: () => void, ms: number): TimerHandle {
    const handle = { timer: Symbol('fake timer') };
    this.pending.push({ at: this.current + Math.max(0, ms), fn, handle });
    return handle;
  }

  clearTimer(handle: TimerHandle): void {
    this.pending = this.pending.filter((p) => p.handle !== handle);
  }

  /** Moves time on by `ms`, firing every timer due meanwhile at its time. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const next = this.pending.filter((p) => p.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.pending = this.pending.filter((p) => p !== next);
      this.current = Math.max(this.current, next.at);
      next.fn();
    }
    this.current = end;
  }

  /** Timers waiting to fire. */
  get timers(): number {
    return this.pending.length;
  }
}
