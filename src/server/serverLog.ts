/**
 * The server's log: one JSON object per line (time, level, message, and the
 * match, seat, client address or event it is about), so a log reader can
 * filter by match or address, and nothing a client sends can start a line of
 * its own (JSON escapes newlines and control characters). Strings from
 * clients are cut to a short length.
 *
 * A flood of refused packets must not become a flood of log lines (disk,
 * and the operator's attention): each kind of line (its message) has a
 * budget per interval, and the lines over it are counted and reported once
 * the kind may log again ("suppressed": how many were dropped). All kinds
 * together have a budget too (messages that differ in a match ID are kinds
 * of their own): lines over it are counted the same way ("suppressedAll").
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogFields {
  match?: string;
  seat?: string;
  address?: string;
  event?: string;
  [field: string]: unknown;
}

export interface ServerLogOptions {
  /** Where each line goes (without its newline); stdout by default. */
  write?: (line: string) => void;
  /** Lines of one message per interval (default 20). */
  perMessage?: number;
  /** Lines of all messages together per interval (default 200). */
  perInterval?: number;
  /** The interval, ms (default 10,000). */
  intervalMs?: number;
  now?: () => number;
}

/** Longest client-sent string kept in a field. */
const MAX_LOGGED_STRING = 200;

/** A field's value as logged: strings cut short, anything else as JSON would show it, never by calling its methods. */
function loggable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_LOGGED_STRING ? `${value.slice(0, MAX_LOGGED_STRING)}…` : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Error) return loggable(value.message, depth);
  if (typeof value !== 'object') return `(${typeof value})`;
  if (depth >= 2) return '(object)';
  // Own enumerable keys only, read as data: a client's object with "toString" or "__proto__" keys is only data here.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).slice(0, 10))
    out[loggable(key) as string] = loggable((value as Record<string, unknown>)[key], depth + 1);
  return Array.isArray(value) ? Object.values(out) : out;
}

export class ServerLog {
  private readonly write: (line: string) => void;
  private readonly perMessage: number;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly perInterval: number;
  private readonly windows = new Map<string, { start: number; lines: number; suppressed: number }>();
  private overall = { start: -Infinity, lines: 0, suppressed: 0 };

  constructor(options: ServerLogOptions = {}) {
    this.write = options.write ?? ((line) => process.stdout.write(`${line}\n`));
    this.perMessage = options.perMessage ?? 20;
    this.intervalMs = options.intervalMs ?? 10_000;
    this.perInterval = options.perInterval ?? 200;
    this.now = options.now ?? Date.now;
  }

  info(message: string, fields?: LogFields): void {
    this.line('info', message, fields);
  }
  warn(message: string, fields?: LogFields): void {
    this.line('warn', message, fields);
  }
  error(message: string, fields?: LogFields): void {
    this.line('error', message, fields);
  }

  private line(level: LogLevel, message: string, fields: LogFields = {}): void {
    const now = this.now();
    const key = `${level}\u0000${message}`;
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.intervalMs) {
      const suppressed = window?.suppressed ?? 0;
      if (this.windows.size > 1000) this.windows.clear();
      window = { start: now, lines: 0, suppressed: 0 };
      this.windows.set(key, window);
      if (suppressed > 0) fields = { ...fields, suppressed };
    }
    if (now - this.overall.start >= this.intervalMs) {
      if (this.overall.suppressed > 0) fields = { ...fields, suppressedAll: this.overall.suppressed };
      this.overall = { start: now, lines: 0, suppressed: 0 };
    }
    if (window.lines >= this.perMessage) {
      window.suppressed++;
      return;
    }
    if (this.overall.lines >= this.perInterval) {
      this.overall.suppressed++;
      return;
    }
    window.lines++;
    this.overall.lines++;
    const entry: Record<string, unknown> = { time: new Date(now).toISOString(), level, msg: loggable(message) };
    for (const key of Object.keys(fields)) {
      if (key === 'time' || key === 'level' || key === 'msg') continue;
      const value = fields[key];
      if (value !== undefined) entry[key] = loggable(value);
    }
    this.write(JSON.stringify(entry));
  }
}

/** The message of a log line as a string the server's other parts and the tests read (`msg`), or the line itself when it is not one of ours. */
export function messageOf(line: string): string {
  try {
    const parsed = JSON.parse(line) as { msg?: unknown };
    return typeof parsed.msg === 'string' ? parsed.msg : line;
  } catch {
    return line;
  }
}
