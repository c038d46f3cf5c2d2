/**
 * Where the bots of a shell match think: in the game's Web Worker (its script named by the game's
 * `botWorker`), or, where no worker can start (no Worker in this browser, no script, a script that
 * fails to load), on the page's own thread, which is said in the console. Both speak the protocol of
 * botProtocol.ts; a reply that is not one, or answers no question still open, is ignored.
 */
import type { RandomSource } from '../../game/contract';
import { botReply, type ToBotWorker } from './botProtocol';
import { type BotPort, serveBots } from './botWorkerHost';
import type { PageBot } from './pageGame';

export interface BotRunner {
  /** The move of the bot at `seat` for `view`; rejects when the bot fails or the runner is disposed. */
  decide(seat: string, view: unknown): Promise<unknown>;
  dispose(): void;
  /** Where the bots think now: in a worker, or on the page's thread. */
  readonly where: 'worker' | 'page';
}

/** What a runner needs of a Worker (or of one end of a MessageChannel). */
export interface BotWorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror?: ((event: ErrorEvent) => void) | null;
  postMessage(message: ToBotWorker): void;
  terminate(): void;
}

type Waiting = { seat: string; resolve: (move: unknown) => void; reject: (error: Error) => void };

/** A runner over `worker`, with `bots` (seat → bot id) seated; `onFailure` is told when the worker itself fails. */
export function portRunner(
  worker: BotWorkerLike,
  bots: Readonly<Record<string, string>>,
  where: BotRunner['where'],
  onFailure?: (why: string) => void,
): BotRunner {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  const rejectAll = (why: string) => {
    for (const w of waiting.values()) w.reject(new Error(why));
    waiting.clear();
  };
  worker.onmessage = (event) => {
    const reply = botReply(event.data);
    const asked = reply && waiting.get(reply.id);
    // Not a reply, or one to a question already answered, given up or never asked: nothing to do with it.
    if (!reply || !asked || asked.seat !== reply.seat) return;
    waiting.delete(reply.id);
    if (reply.type === 'move') asked.resolve(reply.move);
    else asked.reject(new Error(reply.message));
  };
  worker.onerror = (event) => {
    const why = `the bots' worker failed: ${event.message || 'its script did not load'}`;
    worker.terminate();
    onFailure?.(why);
    rejectAll(why);
  };
  worker.postMessage({ type: 'seat', bots });
  return {
    where,
    decide(seat, view) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { seat, resolve, reject });
        worker.postMessage({ type: 'decide', id, seat, view });
      });
    },
    dispose() {
      worker.terminate();
      rejectAll('the match was left');
    },
  };
}

/** One end of a MessageChannel, spoken to as a worker (closing the channel ends it). */
export function messagePortWorker(port: MessagePort, other?: MessagePort): BotWorkerLike {
  return {
    set onmessage(fn: ((event: MessageEvent) => void) | null) {
      port.onmessage = fn;
    },
    get onmessage() {
      return port.onmessage as ((event: MessageEvent) => void) | null;
    },
    postMessage: (message) => port.postMessage(message),
    terminate() {
      port.close();
      other?.close();
    },
  };
}

/** `bots` served on the page's thread, through a MessageChannel: the same protocol, the same copies of the view. */
export function pageThreadWorker(bots: readonly PageBot[], random?: RandomSource): BotWorkerLike {
  const { port1, port2 } = new MessageChannel();
  serveBots(port2 as unknown as BotPort, bots, random);
  return messagePortWorker(port1, port2);
}

function onPageThread(bots: readonly PageBot[], seated: Readonly<Record<string, string>>, why: string): BotRunner {
  console.info(`[bots] ${why}: the bots think on the page's thread, which pauses while they do.`);
  return portRunner(pageThreadWorker(bots), seated, 'page');
}

/**
 * The runner of a match's bot seats (`seated`: seat → bot id): the worker at `workerUrl` where one can
 * start, else the page's thread. A worker that fails later hands its open questions and every later
 * one to the page's thread.
 */
export function startBotRunner(bots: readonly PageBot[], seated: Readonly<Record<string, string>>, workerUrl?: string): BotRunner {
  if (!workerUrl) return onPageThread(bots, seated, 'this game has no bot worker');
  if (typeof Worker !== 'function') return onPageThread(bots, seated, 'this browser has no Web Workers');
  let current: BotRunner;
  try {
    current = portRunner(new Worker(workerUrl), seated, 'worker', (why) => {
      current = onPageThread(bots, seated, why);
    });
  } catch (e) {
    return onPageThread(bots, seated, `the bots' worker could not start (${e instanceof Error ? e.message : String(e)})`);
  }
  return {
    get where() {
      return current.where;
    },
    decide(seat, view) {
      const asked = current;
      // Asked of a worker that has failed since: asked again on the page's thread.
      return asked.decide(seat, view).catch((e: unknown) => (asked !== current ? current.decide(seat, view) : Promise.reject(e)));
    },
    dispose: () => current.dispose(),
  };
}
