/**
 * Where the advisor and the end-of-game chart think: a Web Worker of their
 * own (the bots' worker script, botWorker.ts, so a hint never waits behind a
 * bot's move), or the page's thread where there is no Worker (component tests).
 */
import { adviseMove, simulateOutlook, type Advice, type AdviceOptions, type Outlook } from '../../../bots/threeKingdomsRedux/analysis';
import { seededRng } from '../../../game/rng';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { WORKER_URL } from '../workerScript';

export interface AnalysisRunner {
  /** `view` must be observe(G, seat): the advisor never sees more than the asking seat. */
  advise(view: GameState, seat: StateId, seed: string, options: AdviceOptions): Promise<Advice>;
  /** `view` must be the spectator's view, observe(G, null). */
  outlook(view: GameState, seed: string, games: number): Promise<Outlook>;
  dispose(): void;
}

/** The advisor's and the chart's questions to the worker (ai/protocol.ts adds the bot seats'). */
export type AnalysisRequest =
  /** The advisor (a hint): `view` is the asking seat's own view; `seed` names the analysis's own generator. */
  | { type: 'advise'; id: number; seat: StateId; view: GameState; seed: string; options: AdviceOptions }
  /** Win chances of a position for the end-of-game chart: `view` is the spectator's view. */
  | { type: 'outlook'; id: number; view: GameState; seed: string; games: number };

/** The worker's answers to an AnalysisRequest. */
export type AnalysisReply =
  | { type: 'advice'; id: number; advice: Advice }
  | { type: 'outlook'; id: number; outlook: Outlook }
  | { type: 'error'; id: number; message: string };

function workerAnalysis(url: string | URL = WORKER_URL): AnalysisRunner {
  let worker: Worker | null = null;
  const waiting = new Map<number, { resolve: (r: AnalysisReply) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  // Started on the first question: most games never ask one.
  const ensure = (): Worker => {
    if (worker) return worker;
    const w = new Worker(url);
    w.onmessage = (event: MessageEvent<AnalysisReply>) => {
      const reply = event.data;
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if (reply.type === 'error') entry.reject(new Error(reply.message));
      else entry.resolve(reply);
    };
    w.onerror = (event) => {
      for (const entry of waiting.values()) entry.reject(new Error(`analysis worker failed: ${event.message}`));
      waiting.clear();
    };
    worker = w;
    return w;
  };
  const ask = (message: AnalysisRequest): Promise<AnalysisReply> =>
    new Promise((resolve, reject) => {
      waiting.set(message.id, { resolve, reject });
      ensure().postMessage(message);
    });
  return {
    async advise(view, seat, seed, options) {
      const reply = await ask({ type: 'advise', id: nextId++, seat, view, seed, options });
      if (reply.type !== 'advice') throw new Error(`unexpected reply ${reply.type}`);
      return reply.advice;
    },
    async outlook(view, seed, games) {
      const reply = await ask({ type: 'outlook', id: nextId++, view, seed, games });
      if (reply.type !== 'outlook') throw new Error(`unexpected reply ${reply.type}`);
      return reply.outlook;
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const entry of waiting.values()) entry.reject(new Error('the analysis was closed'));
      waiting.clear();
    },
  };
}

/** On the calling thread, one question per task (tests; pages without Worker). */
export function inlineAnalysis(): AnalysisRunner {
  let disposed = false;
  const later = <T>(fn: () => T): Promise<T> =>
    new Promise((resolve, reject) =>
      setTimeout(() => {
        if (disposed) return reject(new Error('the analysis was closed'));
        try {
          resolve(fn());
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }, 0),
    );
  return {
    advise: (view, seat, seed, options) => later(() => adviseMove(structuredClone(view), seat, seededRng(seed), options)),
    outlook: (view, seed, games) => later(() => simulateOutlook(structuredClone(view), null, seededRng(seed), games)),
    dispose() {
      disposed = true;
    },
  };
}

export function defaultAnalysis(): AnalysisRunner {
  return typeof Worker === 'function' ? workerAnalysis() : inlineAnalysis();
}
