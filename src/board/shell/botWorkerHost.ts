/**
 * The worker's side of the bot protocol (botProtocol.ts), for any game the shell plays: a game's worker
 * script calls `serveBots(self, bots)` with its page bots, and the bots then think on the worker's
 * thread. The page's fallback where no worker can start serves the same bots through a MessageChannel.
 * A bot sees only the view the page sends, and draws from the worker's own randomness.
 */
import type { GameBot } from '../../bots/bot';
import type { RandomSource } from '../../game/contract';
import type { FromBotWorker, ToBotWorker } from './botProtocol';
import type { PageBot } from './pageGame';

/** What the host needs of the worker's global scope, or of a MessagePort. */
export interface BotPort {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: FromBotWorker): void;
}

const workerRandom = { next: () => Math.random() };

/** Serves `bots` on `port`; they draw from `random` (the worker's own randomness unless a test seeds it). */
export function serveBots(port: BotPort, bots: readonly PageBot[], random: RandomSource = workerRandom): void {
  const seated = new Map<string, GameBot<unknown, unknown, string>>();
  port.onmessage = ({ data }) => {
    const message = data as ToBotWorker;
    if (message?.type === 'seat') {
      seated.clear();
      for (const [seat, id] of Object.entries(message.bots)) {
        const bot = bots.find((b) => b.id === id);
        if (bot) seated.set(seat, bot.create());
      }
      return;
    }
    if (message?.type !== 'decide') return;
    const { id, seat, view } = message;
    try {
      const bot = seated.get(seat);
      if (!bot) throw new Error(`no bot sits at ${seat}`);
      port.postMessage({ type: 'move', id, seat, move: bot.decide(view, seat, random) });
    } catch (e) {
      port.postMessage({ type: 'error', id, seat, message: e instanceof Error ? e.message : String(e) });
    }
  };
}
