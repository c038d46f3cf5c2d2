/**
 * A workload for the CPU profiler (docs/performance.md): plays seeded full
 * games through the pure rules with the fast random policy (or the uniform
 * one, or the heuristic bot) for a few seconds.
 *
 *   node --cpu-prof --cpu-prof-dir=.prof scripts/run-ts.mjs scripts/profileRules.ts [--seconds 8] [--policy fast|uniform|heuristic]
 *   node scripts/run-ts.mjs scripts/profileRules.ts --games 300 --policy fast
 *   node scripts/run-ts.mjs scripts/profileRules.ts --games 1500 --policy fast --by-decision
 *   node scripts/run-ts.mjs scripts/profileRules.ts --bots [--games 10] [--iterations 100]
 *   node scripts/run-ts.mjs scripts/profileRules.ts --scoring [--games 3] [--repeats 9]
 *   node scripts/run-ts.mjs scripts/profileRules.ts --mcts [--games 10] [--iterations 60] [--repeats 7]
 *
 * With `--games N` it plays the same N seeded games instead and prints the
 * CPU time they took: a fixed amount of work, so two versions of the engine
 * can be compared run against run on a shared machine (take the fastest of
 * several interleaved runs of each).
 *   node scripts/profileSummary.mjs .prof/<file>.cpuprofile
 */
import { fastRandomMove, randomMove } from '../src/bots/threeKingdomsRedux/random';
import { heuristicMove } from '../src/bots/threeKingdomsRedux/heuristic';
import { scoreChoices } from '../src/bots/threeKingdomsRedux/actionValue';
import { priceSpaces } from '../src/bots/threeKingdomsRedux/bidChoice';
import { withEvaluation } from '../src/bots/threeKingdomsRedux/evaluate';
import { actionRefused } from '../src/game/threeKingdomsRedux/legal';
import { botRng } from '../src/bots/threeKingdomsRedux/match';
import { MctsSearch } from '../src/bots/threeKingdomsRedux/mcts';
import { applyDecision, currentDecision, newGame, statesToAct } from '../src/game/threeKingdomsRedux/engine';
import { advance } from '../src/game/threeKingdomsRedux/flow';
import { seededRng } from '../src/game/rng';
import { cpuMs, playBenchBotsGames, positionRecorder, spreadPick, type BenchPosition } from './benchBotsGames';
import { observe } from '../src/game/threeKingdomsRedux/playerView';
import { playGame, type Policy } from '../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import type { StateId } from '../src/game/threeKingdomsRedux/types';

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const seconds = Number(opt('seconds', '8'));
if (args.includes('--mcts')) {
  mctsInCpuTime(Number(opt('games', '10')), Number(opt('iterations', '60')), Number(opt('repeats', '7')));
  process.exit(0);
}
if (args.includes('--scoring')) {
  scoringInCpuTime(Number(opt('games', '3')), Number(opt('repeats', '9')));
  process.exit(0);
}
if (args.includes('--bots')) {
  botsInCpuTime(Number(opt('games', '10')), Number(opt('iterations', '100')));
  process.exit(0);
}
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
if (fixedGames > 0 && args.includes('--by-decision')) {
  byDecision(fixedGames, policy);
  process.exit(0);
}
if (fixedGames > 0) {
  // One warm-up game, then the same seeds every run.
  playGame('warm-up', policy);
  const cpuStart = cpuMs();
  const start = performance.now();
  for (let i = 0; i < fixedGames; i++) playGame(`profile-${i}`, policy);
  const spent = cpuMs() - cpuStart;
  const wall = performance.now() - start;
  console.log(
    `${fixedGames} games: ${spent.toFixed(0)} ms CPU (${(fixedGames / (spent / 1000)).toFixed(1)} games per CPU second), ${wall.toFixed(0)} ms wall`,
  );
  process.exit(0);
}
const start = performance.now();
const cpu = process.cpuUsage();
let games = 0;
while (performance.now() - start < seconds * 1000) playGame(`profile-${games++}`, policy);
const used = process.cpuUsage(cpu);
const cpuSeconds = (used.user + used.system) / 1e6;
// On a shared machine the CPU time this process got is the steadier figure.
console.log(
  `${games} games in ${seconds} s: ${(games / seconds).toFixed(1)} games/s wall, ${(games / cpuSeconds).toFixed(1)} games per CPU second`,
);

/**
 * Where a game's time goes, by decision: the same seeded games as `--games N`
 * (after 50 warm-up games), each move timed in three parts: the policy
 * choosing it, the engine applying the decision, and the automatic steps
 * after it (advance, labelled by the step it started from and reached). Per
 * game, largest first. The timer's own cost (~0.1 us per part) is included.
 *   node scripts/run-ts.mjs scripts/profileRules.ts --games 1500 --policy fast --by-decision
 */
function byDecision(games: number, choose: Policy): void {
  const parts = new Map<string, { n: number; ms: number }>();
  const add = (key: string, ms: number) => {
    const part = parts.get(key) ?? { n: 0, ms: 0 };
    part.n++;
    part.ms += ms;
    parts.set(key, part);
  };
  const spaceKind = (space: string) => (space.startsWith('battle:') ? 'battle' : space.startsWith('tribal:') ? 'tribal' : space);
  for (let g = -50; g < games; g++) {
    if (g === 0) parts.clear();
    // The same seeds as playGame's in the --games runs (profile-i), after warm-up games of their own.
    const seed = g < 0 ? `warm-up-${-g}` : `profile-${g}`;
    const rules = seededRng(seed);
    const players = seededRng(`players:${seed}`);
    const G = newGame({}, rules);
    for (;;) {
      const acting = statesToAct(G);
      if (acting.length === 0) break;
      const kind = currentDecision(G).kind;
      const t0 = performance.now();
      const move = choose(G, acting[0], players);
      const t1 = performance.now();
      const result = applyDecision(G, acting[0], move);
      const t2 = performance.now();
      if (!result.ok) throw new Error(`illegal move: ${result.error}`);
      const from = G.step.kind;
      advance(G, rules);
      const t3 = performance.now();
      const label = `${kind}: ${move.type}${move.type === 'takeAction' ? ` ${spaceKind(move.space)}` : ''}`;
      add(`choose  ${label}`, t1 - t0);
      add(`apply   ${label}`, t2 - t1);
      if (from !== G.step.kind) add(`advance ${from} -> ${G.step.kind}`, t3 - t2);
    }
  }
  let total = 0;
  for (const part of parts.values()) total += part.ms;
  console.log(`${games} games, ${((1000 * total) / games).toFixed(0)} us a game (timed parts):`);
  for (const [key, part] of [...parts].sort((a, b) => b[1].ms - a[1].ms))
    if (part.ms / total >= 0.005)
      console.log(
        `${key.padEnd(52)} ${(part.n / games).toFixed(1).padStart(6)} a game ${((1000 * part.ms) / games).toFixed(1).padStart(8)} us ${((100 * part.ms) / total).toFixed(1).padStart(5)}%`,
      );
}

/**
 * `npm run bench:bots`' workload in CPU time, for before/after pairs on a
 * shared machine: the same ten heuristic self-play games (seeds
 * bench-bots-i, the same decisions), each decision's CPU time; then MCTS on
 * the same 12 positions with a fixed number of iterations each (the same
 * search every run), in iterations per CPU second.
 *   node scripts/run-ts.mjs scripts/profileRules.ts --bots [--games 10] [--iterations 100]
 *   node scripts/run-ts.mjs scripts/profileRules.ts --scoring [--games 3] [--repeats 9]
 *   node scripts/run-ts.mjs scripts/profileRules.ts --mcts [--games 10] [--iterations 60] [--repeats 7]
 */
function botsInCpuTime(games: number, iterationsPerPosition: number): void {
  const times: number[] = [];
  const positions: { G: GameState; seat: StateId; kind: string }[] = [];
  playBenchBotsGames(
    games,
    (decide) => {
      const start = cpuMs();
      const move = decide();
      times.push(cpuMs() - start);
      return move;
    },
    () => {
      let n = 0;
      return (G) => {
        const d = currentDecision(G);
        if ((d.kind === 'bid' || d.kind === 'action') && n++ % 29 === 0)
          positions.push({ G: structuredClone(G), seat: d.state, kind: d.kind });
      };
    },
  );
  times.sort((a, b) => a - b);
  const q = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))];
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`Heuristic bot, ${games} self-play games, ${times.length} decisions, CPU ms per decision:`);
  console.log(
    `  median ${q(0.5).toFixed(3)}, p90 ${q(0.9).toFixed(3)}, p99 ${q(0.99).toFixed(2)}, max ${times[times.length - 1].toFixed(1)}, mean ${mean.toFixed(3)}`,
  );
  const step = Math.max(1, Math.floor(positions.length / 12));
  const picked = positions.filter((_, i) => i % step === 0).slice(0, 12);
  const perKind: Record<string, { it: number; ms: number }> = {};
  let iterations = 0;
  let ms = 0;
  for (const [k, p] of picked.entries()) {
    const search = new MctsSearch(observe(p.G, p.seat), p.seat, botRng(`bench-${k}`, p.seat));
    const start = cpuMs();
    for (let i = 0; i < iterationsPerPosition; i++) search.iterate();
    const spent = cpuMs() - start;
    iterations += search.iterations;
    ms += spent;
    const e = (perKind[p.kind] ??= { it: 0, ms: 0 });
    e.it += search.iterations;
    e.ms += spent;
  }
  const rate = (it: number, t: number) => Math.round((it / t) * 1000);
  console.log(
    `MCTS bot, ${picked.length} positions, ${iterationsPerPosition} iterations each: ${rate(iterations, ms)} iterations per CPU second overall; ${Object.entries(
      perKind,
    )
      .map(([k, e]) => `${k} ${rate(e.it, e.ms)}`)
      .join(', ')}`,
  );
}

/**
 * The bots' lookahead alone, in CPU time: every bid and action position of a
 * few heuristic self-play games (seeds bench-bots-i), then, with the
 * card-aware evaluation (the Hard level's), each bid position's spaces priced
 * without the cache (priceSpaces) and each action position's won spaces
 * scored (scoreChoices), the same work every repeat. It prints each repeat's
 * CPU ms and the fastest: on a shared machine the fastest repeat is the one
 * least disturbed, so two versions compare by it.
 *   node scripts/run-ts.mjs scripts/profileRules.ts --scoring [--games 3] [--repeats 9]
 *   node scripts/run-ts.mjs scripts/profileRules.ts --mcts [--games 10] [--iterations 60] [--repeats 7]
 */
function scoringInCpuTime(games: number, repeats: number): void {
  const bids: { G: GameState; seat: StateId }[] = [];
  const actions: { G: GameState; seat: StateId }[] = [];
  playBenchBotsGames(games, (decide, view, seat) => {
    const kind = currentDecision(view).kind;
    if (kind === 'bid') bids.push({ G: structuredClone(view), seat });
    if (kind === 'action') actions.push({ G: structuredClone(view), seat });
    return decide();
  });
  const pricing: number[] = [];
  const scoring: number[] = [];
  withEvaluation('cards', () => {
    for (let r = 0; r < repeats; r++) {
      let start = cpuMs();
      for (const { G, seat } of bids) priceSpaces(G, seat);
      pricing.push(cpuMs() - start);
      start = cpuMs();
      for (const { G, seat } of actions)
        for (const space of G.pendingActions[seat]) if (!actionRefused(G, seat, space, true)) scoreChoices(G, seat, space);
      scoring.push(cpuMs() - start);
    }
  });
  const line = (times: number[]) => `fastest ${Math.min(...times).toFixed(1)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`;
  console.log(`Bots' lookahead, ${games} heuristic games' positions, card-aware evaluation, CPU ms per repeat:`);
  console.log(`  pricing the spaces of ${bids.length} bid positions: ${line(pricing)}`);
  console.log(`  scoring the won spaces of ${actions.length} action positions: ${line(scoring)}`);
}

/**
 * MCTS alone in CPU time, with the Hard level's card-aware evaluation: the 12
 * positions `npm run bench:bots` searches (from the same heuristic games),
 * each searched for a fixed number of iterations, repeated with other seeds
 * (repeat r searches with seeds bench-k-r: the same seeds in every run, so two
 * versions do the same searches). Prints each repeat's iterations per CPU
 * second and the best: on a shared machine the fastest repeat is the least
 * disturbed, so two versions compare by it.
 *   node scripts/run-ts.mjs scripts/profileRules.ts --mcts [--games 10] [--iterations 60] [--repeats 7]
 */
function mctsInCpuTime(games: number, iterationsPerPosition: number, repeats: number): void {
  const positions: BenchPosition[] = [];
  playBenchBotsGames(
    games,
    (decide) => decide(),
    () => positionRecorder(positions),
  );
  const picked = spreadPick(positions, 12);
  const rates: number[] = [];
  withEvaluation('cards', () => {
    for (let r = 0; r < repeats; r++) {
      let iterations = 0;
      const start = cpuMs();
      for (const [k, p] of picked.entries()) {
        const search = new MctsSearch(observe(p.G, p.seat), p.seat, botRng(`bench-${k}-${r}`, p.seat));
        for (let i = 0; i < iterationsPerPosition; i++) search.iterate();
        iterations += search.iterations;
      }
      rates.push(Math.round((iterations / (cpuMs() - start)) * 1000));
    }
  });
  console.log(
    `MCTS (card-aware), ${picked.length} positions x ${iterationsPerPosition} iterations, iterations per CPU second per repeat: best ${Math.max(...rates)} (${rates.join(', ')})`,
  );
}
