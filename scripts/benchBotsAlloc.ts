/**
 * Where MCTS (the Hard level's card-aware search) allocates memory, per
 * iteration: V8's sampling heap profiler over a fixed number of iterations on
 * positions from the bench:bots self-play games (seeds bench-bots-i), counting
 * objects the collector already freed too. Bytes allocated do not depend on
 * how busy the machine is, so before/after pairs on a shared machine compare
 * exactly (docs/performance.md, "Comparing two builds"); the garbage collector's share
 * of a profile follows them.
 *
 *   node scripts/run-ts.mjs scripts/benchBotsAlloc.ts [--games 3] [--iterations 40] [--top 25]
 */
import { Session } from 'node:inspector/promises';
import { withEvaluation } from '../src/bots/threeKingdomsRedux/evaluate';
import { botRng } from '../src/bots/threeKingdomsRedux/match';
import { MctsSearch } from '../src/bots/threeKingdomsRedux/mcts';
import { observe } from '../src/game/threeKingdomsRedux/playerView';
import { playBenchBotsGames, positionRecorder, type BenchPosition } from './benchBotsGames';

interface ProfileNode {
  callFrame: { functionName: string };
  selfSize: number;
  children: ProfileNode[];
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const games = opt('games', 3);
const iterations = opt('iterations', 40);
const top = opt('top', 25);

// Positions as bench:bots picks them (every 29th bid or action decision), the first 12.
const positions: BenchPosition[] = [];
playBenchBotsGames(
  games,
  (decide) => decide(),
  () => positionRecorder(positions),
);
const picked = positions.slice(0, 12);
let done = 0;
const search = (count: number) =>
  withEvaluation('cards', () => {
    for (const [k, p] of picked.entries()) {
      const s = new MctsSearch(observe(p.G, p.seat), p.seat, botRng(`bench-${k}`, p.seat));
      for (let i = 0; i < count; i++) s.iterate();
      done += s.iterations;
    }
  });
search(10); // warm-up, not counted
done = 0;

const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 1024,
  includeObjectsCollectedByMinorGC: true,
  includeObjectsCollectedByMajorGC: true,
});
search(iterations);
const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };

const self = new Map<string, number>();
let all = 0;
const walk = (n: ProfileNode) => {
  const f = n.callFrame.functionName || '(anonymous)';
  self.set(f, (self.get(f) ?? 0) + n.selfSize);
  all += n.selfSize;
  for (const c of n.children) walk(c);
};
walk(profile.head);
console.log(
  `MCTS (card-aware), ${picked.length} positions x ${iterations} iterations: about ${(all / 1e6 / done).toFixed(3)} MB allocated per iteration (sampled)`,
);
for (const [f, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * v) / all).toFixed(1).padStart(6)}%  ${f}`);
