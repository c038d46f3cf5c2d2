/**
 * The threads the server's bots think in. A bot's decision can take a second
 * ("hard" searches that long), and the server's one event loop serves every
 * match's moves and sockets, so decisions run in worker_threads: a pool
 * sized to the machine (one thread per core but one, left to the server's
 * loop), each thread taking one decision at a time from a shared queue.
 *
 * The threads are the bots' whole budget in the process, and it is shared
 * fairly, so that nobody's bot matches slow everyone else's: decisions wait
 * in one queue per match, the matches gathered by the address that created
 * them, and the threads take them round-robin across the addresses, then
 * across that address's matches (FairQueue). A match waits for at most one
 * decision of each other address, however many matches that address runs.
 *
 * The worker entry (decisionWorker.ts) is TypeScript; it is bundled with
 * esbuild (as scripts/run-ts.mjs bundles the scripts) in memory once per
 * process, and the threads run that code (no file is written, so a killed
 * server leaves nothing behind), which works alike under `npm run serve` and
 * vitest.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DecisionReply, DecisionRequest } from './decisionProtocol';

const WORKER_SOURCE = join('src', 'server', 'bots', 'decisionWorker.ts');

/** Threads when none are asked for: every core but one (the server's loop), at least one. */
export const defaultPoolSize = (): number => Math.max(1, availableParallelism() - 1);

/** The project folder: the nearest folder above this module holding the worker's source (this module may run bundled, from .build/). */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, WORKER_SOURCE))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find ${WORKER_SOURCE} above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

let bundled: Promise<string> | null = null;

/** Bundles the worker entry once per process, as CommonJS code for `new Worker(code, { eval: true })`. */
function workerCode(): Promise<string> {
  bundled ??= (async () => {
    // Loaded at run time, not bundled: esbuild's JS API must stay next to its native binary in node_modules.
    const { build } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    const result = await build({
      entryPoints: [join(projectRoot(), WORKER_SOURCE)],
      write: false,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'warning',
    });
    return result.outputFiles[0].text;
  })();
  return bundled;
}

interface Pending {
  request: DecisionRequest;
  resolve(move: unknown): void;
  reject(error: Error): void;
}

/** Items queued per key and taken round-robin across the keys (oldest first within a key). */
class RoundRobin<T> {
  private readonly byKey = new Map<string, T[]>();
  /** Keys with items, in the order they are served next. */
  private readonly turns: string[] = [];

  get empty(): boolean {
    return this.turns.length === 0;
  }

  push(key: string, item: T): void {
    const items = this.byKey.get(key);
    if (items) items.push(item);
    else {
      this.byKey.set(key, [item]);
      this.turns.push(key);
    }
  }

  /** The next item: the oldest of the key whose turn it is; that key then goes to the back. */
  shift(): T | undefined {
    const key = this.turns.shift();
    if (key === undefined) return undefined;
    const items = this.byKey.get(key)!;
    const item = items.shift();
    if (items.length > 0) this.turns.push(key);
    else this.byKey.delete(key);
    return item;
  }
}

/**
 * Items queued per key (a match), the keys gathered in groups (the address
 * that created the match): taken round-robin across the groups, then
 * round-robin across the keys of the group whose turn it is, oldest first
 * within a key. A group of many keys gets one turn in each round, as a group
 * of one does.
 */
export class FairQueue<T> {
  private readonly groups = new RoundRobin<string>();
  private readonly byGroup = new Map<string, RoundRobin<T>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Queues `item` under `key`, in `group` (a key alone is its own group). */
  push(key: string, item: T, group = key): void {
    let keys = this.byGroup.get(group);
    if (!keys) {
      this.byGroup.set(group, (keys = new RoundRobin()));
      this.groups.push(group, group);
    }
    keys.push(key, item);
    this.count++;
  }

  /** The next item: the group whose turn it is serves its next key's oldest; that group then goes to the back. */
  shift(): T | undefined {
    const group = this.groups.shift();
    if (group === undefined) return undefined;
    const keys = this.byGroup.get(group)!;
    const item = keys.shift();
    if (keys.empty) this.byGroup.delete(group);
    else this.groups.push(group, group);
    this.count--;
    return item;
  }

  /** Takes every item out. */
  drain(): T[] {
    const all: T[] = [];
    for (let item = this.shift(); item !== undefined; item = this.shift()) all.push(item);
    return all;
  }
}

interface Thread {
  worker: Worker;
  busy: Pending | null;
}

export class DecisionPool {
  private readonly threads: Thread[] = [];
  private readonly queue = new FairQueue<Pending>();
  private nextId = 1;
  private closed = false;
  private code: string | null = null;
  private starting: Promise<void> | null = null;

  /** The threads start with the first decision (a server whose matches have no bots never starts them). */
  constructor(readonly size = defaultPoolSize()) {
    if (!(Number.isInteger(size) && size >= 1)) throw new Error(`the decision pool needs at least one thread, not ${size}`);
  }

  /** Whether the threads are running. */
  get started(): boolean {
    return this.threads.length > 0;
  }

  /** Decisions waiting for a thread, and decisions under way. */
  get load(): { queued: number; running: number } {
    return { queued: this.queue.size, running: this.threads.filter((t) => t.busy).length };
  }

  /**
   * `bot`'s move for `seat` on `view` (that seat's view only). `match` and
   * `creator` place it in the fair share: a turn per creator, and within it a
   * turn per match; a match with no creator known is its own.
   */
  async decide(request: Omit<DecisionRequest, 'id'>, match = '', creator?: string): Promise<unknown> {
    if (this.closed) throw new Error('the decision pool is closed');
    this.starting ??= workerCode().then((code) => {
      this.code = code;
      if (!this.closed) for (let i = 0; i < this.size; i++) this.threads.push(this.spawn());
    });
    await this.starting;
    if (this.closed) throw new Error('the decision pool is closed');
    return new Promise<unknown>((resolve, reject) => {
      const pending = { request: { ...request, id: this.nextId++ }, resolve, reject };
      // Prefixed, so that no address can be taken for a match's ID.
      this.queue.push(match, pending, creator === undefined ? `match ${match}` : `address ${creator}`);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => {});
    for (const p of this.queue.drain()) p.reject(new Error('the decision pool is closed'));
    await Promise.all(
      this.threads.map(async (t) => {
        t.busy?.reject(new Error('the decision pool is closed'));
        t.busy = null;
        await t.worker.terminate();
      }),
    );
  }

  private spawn(): Thread {
    const thread: Thread = { worker: new Worker(this.code!, { eval: true }), busy: null };
    thread.worker.on('message', (reply: DecisionReply) => {
      const pending = thread.busy;
      if (!pending || pending.request.id !== reply.id) return;
      thread.busy = null;
      if (reply.ok) pending.resolve(reply.move);
      else pending.reject(new Error(reply.message));
      this.dispatch();
    });
    // A thread that dies (a crash in a bot) fails its decision and is replaced.
    const replace = (error: Error) => {
      const index = this.threads.indexOf(thread);
      // 'error' is followed by 'exit': the thread is replaced once.
      if (this.closed || index < 0) return;
      thread.busy?.reject(error);
      thread.busy = null;
      this.threads[index] = this.spawn();
      this.dispatch();
    };
    thread.worker.on('error', replace);
    thread.worker.on('exit', (code) => replace(new Error(`a bot thread stopped (exit code ${code})`)));
    // Idle threads must not keep the process alive.
    thread.worker.unref();
    return thread;
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (thread.busy) continue;
      const next = this.queue.shift();
      if (!next) return;
      thread.busy = next;
      thread.worker.postMessage(next.request);
    }
  }
}
