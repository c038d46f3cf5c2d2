/**
 * Where the server's bots and clocks get the time and their timers: the
 * system's, or in tests a fake one they move on at will (no test waits for
 * wall time to pass).
 */

/** A timer as `TimeSource.setTimer` made it (opaque). */
export type TimerHandle = { readonly timer: unknown };

export interface TimeSource {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Calls `fn` once `ms` have passed; the timer never keeps the process alive. */
  setTimer(fn: () => void, ms: number): TimerHandle;
  clearTimer(handle: TimerHandle): void;
}

export const systemTime: TimeSource = {
  now: () => Date.now(),
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return { timer };
  },
  clearTimer(handle) {
    clearTimeout(handle.timer as NodeJS.Timeout);
  },
};
