/**
 * Where the pure rules and the bots allocate memory: V8's sampling heap
 * profiler, counting objects the garbage collector has already freed too,
 * over the same seeded games as profileRules.ts. Unlike CPU time, the bytes
 * allocated do not depend on how busy the machine is, so before/after pairs
 * on a shared machine compare exactly (docs/performance.md, "Comparing two builds").
 *
 *   node scripts/run-ts.mjs scripts/profileAlloc.ts [--games 4] [--policy heuristic|fast|uniform] [--top 30] [--parents fnName]
 *
 * Prints the MB allocated per game, the functions allocating most (self, and
 * with their callees), and with --parents the callers of one function.
 */
import { Session } from 'node:inspector/promises';
import { fastRandomMove, randomMove } from '../src/bots/threeKingdomsRedux/random';
import { heuristicMove } from '../src/bots/threeKingdomsRedux/heuristic';
import { playGame, type Policy } from '../src/game/threeKingdomsRedux/simulate';

interface ProfileNode {
  callFrame: { functionName: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const policies: Record<string, Policy> = { fast: fastRandomMove, uniform: randomMove, heuristic: (G, s) => heuristicMove(G, s) };
const policy = policies[opt('policy', 'heuristic')];
const games = Number(opt('games', '4'));
const top = Number(opt('top', '30'));
const focus = opt('parents', '');
if (!policy || !(games > 0)) {
  console.error('usage: profileAlloc.ts [--games N] [--policy fast|uniform|heuristic] [--top N] [--parents fnName]');
  process.exit(2);
}

playGame('warm-up', policy);
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 1024,
  includeObjectsCollectedByMinorGC: true,
  includeObjectsCollectedByMajorGC: true,
});
for (let i = 0; i < games; i++) playGame(`profile-${i}`, policy);
const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };

const name = (n: ProfileNode) => n.callFrame.functionName || '(anonymous)';
const self = new Map<string, number>();
const total = new Map<string, number>();
const parents = new Map<string, number>();
let all = 0;
function walk(n: ProfileNode, onStack: ReadonlySet<string>, parent: string): number {
  const f = name(n);
  self.set(f, (self.get(f) ?? 0) + n.selfSize);
  if (f === focus) parents.set(parent, (parents.get(parent) ?? 0) + n.selfSize);
  all += n.selfSize;
  const below = onStack.has(f) ? onStack : new Set([...onStack, f]);
  let sum = n.selfSize;
  for (const c of n.children) sum += walk(c, below, `${f}:${n.callFrame.lineNumber + 1}`);
  if (!onStack.has(f)) total.set(f, (total.get(f) ?? 0) + sum);
  return sum;
}
walk(profile.head, new Set(), '');
const pct = (v: number) => `${((100 * v) / all).toFixed(1).padStart(6)}%`;
const topOf = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${opt('policy', 'heuristic')}, ${games} games: about ${(all / 1e6 / games).toFixed(2)} MB allocated per game (sampled)`);
console.log('self:');
for (const [f, v] of topOf(self)) console.log(`${pct(v)}  ${f}`);
console.log('total (with callees):');
for (const [f, v] of topOf(total)) console.log(`${pct(v)}  ${f}`);
if (focus) {
  console.log(`${focus}, by caller:`);
  for (const [f, v] of topOf(parents)) console.log(`${pct(v)}  ${f}`);
}
