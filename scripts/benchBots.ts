/**
 * Bot speed, on one core: the heuristic bot's decision times over whole
 * self-play games, and the MCTS bot's iterations per second on positions
 * taken from those games (bidding and action decisions). Prints figures only;
 * strength figures come from `npm run simulate` (docs/bots.md).
 *
 *   npm run bench:bots -- [--games 20] [--budget-ms 500] [--positions 12]
 */
import { heuristicBot } from '../src/bots/heuristic';
import { playMatch, botRng } from '../src/bots/match';
import { MctsSearch } from '../src/bots/mcts';
import { currentDecision } from '../src/game/engine';
import { observe } from '../src/game/playerView';
import type { GameState } from '../src/game/state';
import { STATES, type StateId } from '../src/game/types';

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} needs a positive number`);
    process.exit(2);
  }
  return value;
}

const games = option('games', 20);
const budgetMs = option('budget-ms', 500);
const positionCount = option('positions', 12);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const times: number[] = [];
const positions: { G: GameState; seat: StateId; kind: string }[] = [];
for (let i = 0; i < games; i++) {
  const bots = Object.fromEntries(STATES.map((s) => [s, heuristicBot()])) as Record<StateId, ReturnType<typeof heuristicBot>>;
  let n = 0;
  const r = playMatch({
    seed: `bench-bots-${i}`,
    bots,
    afterMove: (G) => {
      const d = currentDecision(G);
      if ((d.kind === 'bid' || d.kind === 'action') && n++ % 29 === 0) positions.push({ G: structuredClone(G), seat: d.state, kind: d.kind });
    },
  });
  for (const s of STATES) times.push(...r.decisionMs[s]);
}
times.sort((a, b) => a - b);
console.log(`Heuristic bot, ${games} self-play games, ${times.length} decisions (node ${process.version}):`);
console.log(
  `  decision ms: median ${quantile(times, 0.5).toFixed(3)}, p90 ${quantile(times, 0.9).toFixed(3)}, p99 ${quantile(times, 0.99).toFixed(2)}, max ${times[times.length - 1].toFixed(1)}, mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(3)}`,
);

const step = Math.max(1, Math.floor(positions.length / positionCount));
const picked = positions.filter((_, i) => i % step === 0).slice(0, positionCount);
let iterations = 0;
let ms = 0;
const perKind: Record<string, { it: number; ms: number }> = {};
for (const [k, p] of picked.entries()) {
  const search = new MctsSearch(observe(p.G, p.seat), p.seat, botRng(`bench-${k}`, p.seat));
  const start = performance.now();
  do search.iterate();
  while (performance.now() - start < budgetMs);
  const spent = performance.now() - start;
  iterations += search.iterations;
  ms += spent;
  const e = (perKind[p.kind] ??= { it: 0, ms: 0 });
  e.it += search.iterations;
  e.ms += spent;
}
console.log(`MCTS bot, ${picked.length} positions from those games, ${budgetMs} ms each:`);
console.log(`  iterations/s: ${Math.round((iterations / ms) * 1000)} overall; ${Object.entries(perKind).map(([k, e]) => `${k} ${Math.round((e.it / e.ms) * 1000)}`).join(', ')}`);
