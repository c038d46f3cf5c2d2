/**
 * What the server process does with an exception nobody caught (serve.ts
 * installs it): Node's default is to print it and exit, which ended every
 * match of the process on one bad frame (issue 14).
 *
 * The process keeps serving only where that is safe: an exception thrown
 * while one connection's packet or socket was handled (its stack is in the
 * socket layers: ws, engine.io, socket.io and their parsers) leaves that
 * connection in doubt, nothing else, so that connection is the only loss.
 * Anything else may have left a match or the storage half-changed: it is
 * logged, and the process exits with code 1 for its supervisor to restart it
 * (docs/deploy.md, "Running it under a supervisor"); matches are stored after
 * every move, so a restart loses none.
 *
 * Even the safe kind exits when it comes too often (more than
 * `maxPerMinute`), as a loop of them would only fill the log.
 */
import type { ServerLog } from './serverLog';

/** Packages whose frames mark an exception as one connection's. */
const SOCKET_LAYERS = /node_modules[\\/](ws|engine\.io|engine\.io-parser|socket\.io|socket\.io-parser|socket\.io-adapter)[\\/]/;

/** Whether an uncaught exception happened in the handling of one connection only (see above). */
export function isConnectionScoped(error: unknown): boolean {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  // The innermost frames tell where it was thrown; a frame of ours among them means our code was running.
  return frames.length > 0 && SOCKET_LAYERS.test(frames.slice(0, 8).join('\n'));
}

export interface LastResortOptions {
  log: ServerLog;
  exit?: (code: number) => void;
  maxPerMinute?: number;
  now?: () => number;
}

/** The handler for `uncaughtException` (and `unhandledRejection`): keeps serving or exits, as above. */
export function lastResort(options: LastResortOptions): (error: unknown) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const max = options.maxPerMinute ?? 30;
  const now = options.now ?? Date.now;
  const recent: number[] = [];
  return (error) => {
    const at = now();
    while (recent.length > 0 && at - recent[0] > 60_000) recent.shift();
    recent.push(at);
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : `(${typeof error})`;
    const stack = error instanceof Error ? error.stack : undefined;
    if (isConnectionScoped(error) && recent.length <= max) {
      options.log.error("an uncaught exception in one connection's handling; serving on", { error: message, stack });
      return;
    }
    options.log.error('an uncaught exception; exiting for the supervisor to restart the server', { error: message, stack });
    exit(1);
  };
}
