/**
 * A workload for the CPU profiler (docs/performance.md): plays seeded full
 * games through the pure rules with the fast random policy (or the uniform
 * one, or the heuristic bot) for a few seconds.
 *
 *   node --cpu-prof --cpu-prof-dir=.prof scripts/run-ts.mjs scripts/profileRules.ts [--seconds 8] [--policy fast|uniform|heuristic]
 *   node scripts/run-ts.mjs scripts/profileRules.ts --games 300 --policy fast
 *
 * With `--games N` it plays the same N seeded games instead and prints the
 * CPU time they took: a fixed amount of work, so two versions of the engine
 * can be compared run against run on a shared machine (take the fastest of
 * several interleaved runs of each).
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
const fixedGames = Number(opt('games', '0'));
if (!policy || !(seconds > 0)) {
  console.error('usage: profileRules.ts [--seconds S] [--policy fast|uniform|heuristic]');
  process.exit(2);
}
if (fixedGames > 0) {
  // One warm-up game, then the same seeds every run.
  playGame('warm-up', policy);
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < fixedGames; i++) playGame(`profile-${i}`, policy);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - start;
  const cpuMs = (used.user + used.system) / 1e3;
  console.log(`${fixedGames} games: ${cpuMs.toFixed(0)} ms CPU (${(fixedGames / (cpuMs / 1000)).toFixed(1)} games per CPU second), ${wall.toFixed(0)} ms wall`);
  process.exit(0);
}
const start = performance.now();
const cpu = process.cpuUsage();
let games = 0;
while (performance.now() - start < seconds * 1000) playGame(`profile-${games++}`, policy);
const used = process.cpuUsage(cpu);
const cpuSeconds = (used.user + used.system) / 1e6;
// On a shared machine the CPU time this process got is the steadier figure.
console.log(`${games} games in ${seconds} s: ${(games / seconds).toFixed(1)} games/s wall, ${(games / cpuSeconds).toFixed(1)} games per CPU second`);
