/**
 * The Web Worker script the bot seats (ai/runner.ts) and the advisor (advisor/analysisRunner.ts) each start:
 * ai/botWorker.ts, built next to the page's bundle (scripts/boardBuild.ts).
 */
export const WORKER_URL = 'botWorker.js';
