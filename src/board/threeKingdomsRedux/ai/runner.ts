/**
 * Where the bots think: in a Web Worker in the browser (`workerRunner`), or
 * on the calling thread where there is no Worker (`inlineRunner`, used by the
 * component tests). Both answer `decide(seat, view)` with a promise of a move.
 */
import { createBot, type Difficulty } from '../../../bots/threeKingdomsRedux/registry';
import type { Bot } from '../../../bots/threeKingdomsRedux/bot';
import { botRng } from '../../../bots/threeKingdomsRedux/match';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { Rng } from '../../../game/rng';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import type { FromWorker, ToWorker } from './protocol';
import { WORKER_URL } from '../workerScript';

export interface BotRunner {
  decide(seat: StateId, view: GameState): Promise<Move>;
  dispose(): void;
}

export type Levels = Partial<Record<StateId, Difficulty>>;

function workerRunner(seed: string, levels: Levels, url: string | URL = WORKER_URL): BotRunner {
  const worker = new Worker(url);
  const waiting = new Map<number, { resolve: (m: Move) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const reply = event.data;
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.type === 'move') w.resolve(reply.move);
    else if (reply.type === 'error') w.reject(new Error(reply.message));
  };
  worker.onerror = (event) => {
    for (const w of waiting.values()) w.reject(new Error(`bot worker failed: ${event.message}`));
    waiting.clear();
  };
  const post = (message: ToWorker) => worker.postMessage(message);
  post({ type: 'init', seed, levels });
  return {
    decide(seat, view) {
      const id = nextId++;
      return new Promise<Move>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        post({ type: 'decide', id, seat, view });
      });
    },
    dispose() {
      worker.terminate();
      for (const w of waiting.values()) w.reject(new Error('the match was left'));
      waiting.clear();
    },
  };
}

export function inlineRunner(seed: string, levels: Levels): BotRunner {
  const seats = new Map<StateId, { bot: Bot; rng: Rng }>();
  for (const [seat, level] of Object.entries(levels) as [StateId, Difficulty][])
    seats.set(seat, { bot: createBot(level), rng: botRng(seed, seat) });
  let disposed = false;
  return {
    decide(seat, view) {
      return new Promise<Move>((resolve, reject) =>
        setTimeout(() => {
          if (disposed) return reject(new Error('the match was left'));
          const entry = seats.get(seat);
          if (!entry) return reject(new Error(`no bot plays ${seat}`));
          try {
            resolve(entry.bot.decide(structuredClone(view), seat, entry.rng));
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        }, 0),
      );
    },
    dispose() {
      disposed = true;
    },
  };
}

/** A worker where the page has one, otherwise the calling thread. */
export function defaultRunner(seed: string, levels: Levels): BotRunner {
  return typeof Worker === 'function' ? workerRunner(seed, levels) : inlineRunner(seed, levels);
}
