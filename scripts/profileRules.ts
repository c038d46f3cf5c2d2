/**
 * A workload for the CPU profiler (docs/performance.md): plays seeded full
 * games through the pure rules with the fast random policy (or the uniform
 * one, or the heuristic bot) for a few seconds.
 *
 *   node --cpu-prof --cpu-prof-dir=.prof scripts/run-ts.mjs scripts/profileRules.ts [--seconds 8] [--policy fast|uniform|heuristic]
 *   node scripts/profileSummary.mjs .prof/<file>.cpuprofile
 */
import { fastRandomMove, randomMove } from '../src/bots/random';
import { heuristicMove } from '../src/bots/heuristic';
import { playGame, type Policy } from '../src/game/simulate';

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const seconds = Number(opt('seconds', '8'));
const policies: Record<string, Policy> = {
  fast: fastRandomMove,
  uniform: randomMove,
  heuristic: (G, state) => heuristicMove(G, state),
};
const policy = policies[opt('policy', 'fast')];
if (!policy || !(seconds > 0)) {
  console.error('usage: profileRules.ts [--seconds S] [--policy fast|uniform|heuristic]');
  process.exit(2);
}
const start = performance.now();
const cpu = process.cpuUsage();
let games = 0;
while (performance.now() - start < seconds * 1000) playGame(`profile-${games++}`, policy);
const used = process.cpuUsage(cpu);
const cpuSeconds = (used.user + used.system) / 1e6;
// On a shared machine the CPU time this process got is the steadier figure.
console.log(`${games} games in ${seconds} s: ${(games / seconds).toFixed(1)} games/s wall, ${(games / cpuSeconds).toFixed(1)} games per CPU second`);
