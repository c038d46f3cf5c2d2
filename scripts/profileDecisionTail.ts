/**
 * What the slowest heuristic decisions spend their CPU time on
 * (docs/performance.md, "Comparing two builds"): plays the ten bench:bots self-play
 * games (seeds bench-bots-i, as `profileRules.ts --bots`), timing each bid
 * decision and its space pricing; then repeats the work of the slowest bid
 * decisions on the same positions, five times each: the pricing without the
 * cache, and the bid with the prices cached. When the repeats are far
 * cheaper than the first run, the first run's time was not the decision's
 * own work (garbage collection, compilation, V8's other threads: the
 * process's CPU time counts them all).
 *
 *   node scripts/run-ts.mjs scripts/profileDecisionTail.ts [--games 10] [--show 15]
 */
import { chooseBid, priceSpaces, spacePrices } from '../src/bots/threeKingdomsRedux/bidChoice';
import { withEvaluation } from '../src/bots/threeKingdomsRedux/evaluate';
import { currentDecision } from '../src/game/threeKingdomsRedux/engine';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import type { StateId } from '../src/game/threeKingdomsRedux/types';
import { cpuMs, playBenchBotsGames } from './benchBotsGames';

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const bids: { ms: number; pricingMs: number; view: GameState; seat: StateId }[] = [];
let decisions = 0;
playBenchBotsGames(opt('games', 10), (decide, view, seat) => {
  decisions++;
  if (currentDecision(view).kind !== 'bid') return decide();
  const before = structuredClone(view);
  const start = cpuMs();
  // The bot's own first step, timed apart (the legacy evaluation, as heuristicBot's default).
  withEvaluation('legacy', () => spacePrices(view, seat));
  const pricingMs = cpuMs() - start;
  const move = decide();
  bids.push({ ms: cpuMs() - start, pricingMs, view: before, seat });
  return move;
});
bids.sort((a, b) => b.ms - a.ms);
console.log(`${decisions} decisions, ${bids.length} bids; the slowest bids (CPU ms), each repeated 5 times on the same position:`);
const times = (n: number, f: () => unknown) =>
  Array.from({ length: n }, () => {
    const start = cpuMs();
    f();
    return (cpuMs() - start).toFixed(2);
  }).join(' ');
for (const b of bids.slice(0, opt('show', 15))) {
  const uncached = times(5, () => withEvaluation('legacy', () => priceSpaces(b.view, b.seat)));
  const cached = times(5, () => withEvaluation('legacy', () => chooseBid(b.view, b.seat)));
  console.log(
    `  first ${b.ms.toFixed(2)} (pricing ${b.pricingMs.toFixed(2)}); again: pricing uncached ${uncached}; bid, prices cached ${cached}`,
  );
}
