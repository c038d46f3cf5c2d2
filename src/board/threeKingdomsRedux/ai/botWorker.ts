/**
 * The bots' Web Worker: thinks off the page's thread so the board never
 * freezes. It is handed only the deciding seat's view and answers with a move.
 */
import { adviseMove, simulateOutlook } from '../../../bots/threeKingdomsRedux/analysis';
import { createBot } from '../../../bots/threeKingdomsRedux/registry';
import type { Bot } from '../../../bots/threeKingdomsRedux/bot';
import { botRng } from '../../../bots/threeKingdomsRedux/match';
import { seededRng, type Rng } from '../../../game/rng';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import type { FromWorker, ToWorker } from './protocol';

interface WorkerScope {
  onmessage: ((event: { data: ToWorker }) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;

const seats = new Map<StateId, { bot: Bot; rng: Rng }>();

scope.onmessage = ({ data }) => {
  if (data.type === 'init') {
    seats.clear();
    for (const [seat, level] of Object.entries(data.levels) as [StateId, string][])
      seats.set(seat, { bot: createBot(level), rng: botRng(data.seed, seat) });
    return;
  }
  // The advisor and the chart: their own generator each time, from the view alone (never the match's seed).
  if (data.type === 'advise' || data.type === 'outlook') {
    try {
      if (data.type === 'advise')
        scope.postMessage({ type: 'advice', id: data.id, advice: adviseMove(data.view, data.seat, seededRng(data.seed), data.options) });
      else scope.postMessage({ type: 'outlook', id: data.id, outlook: simulateOutlook(data.view, null, seededRng(data.seed), data.games) });
    } catch (e) {
      scope.postMessage({ type: 'error', id: data.id, message: e instanceof Error ? e.message : String(e) });
    }
    return;
  }
  const entry = seats.get(data.seat);
  try {
    if (!entry) throw new Error(`no bot plays ${data.seat}`);
    const start = performance.now();
    const move = entry.bot.decide(data.view, data.seat, entry.rng);
    scope.postMessage({ type: 'move', id: data.id, seat: data.seat, move, ms: performance.now() - start });
  } catch (e) {
    scope.postMessage({ type: 'error', id: data.id, seat: data.seat, message: e instanceof Error ? e.message : String(e) });
  }
};
