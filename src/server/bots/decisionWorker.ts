/**
 * A thread of the server's decision pool (decisionPool.ts): it is handed one
 * seat's view and a bot's name, and answers with that bot's move. The bots
 * think here, never on the server's event loop ("hard" searches for about a
 * second per decision).
 */
import { parentPort } from 'node:worker_threads';
import { seededRng } from '../../game/rng';
import { threadBot, type ThreadBot } from '../games/decisionBots';
import type { DecisionReply, DecisionRequest } from './decisionProtocol';

if (!parentPort) throw new Error('decisionWorker runs only as a worker thread of the decision pool');
const port = parentPort;

/** One bot per game and name: the bots keep nothing from one decision to the next but their last figures. */
const bots = new Map<string, ThreadBot>();

port.on('message', (request: DecisionRequest) => {
  let reply: DecisionReply;
  try {
    const key = `${request.game}/${request.bot}`;
    let bot = bots.get(key);
    if (!bot) bots.set(key, (bot = threadBot(request.game, request.bot)));
    const started = performance.now();
    const move = bot.decide(request.view, request.seat, seededRng(request.seed));
    reply = { id: request.id, ok: true, move, ms: performance.now() - started };
  } catch (e) {
    reply = { id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
