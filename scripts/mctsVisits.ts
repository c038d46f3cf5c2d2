/**
 * What Hard's search explores at a decision (issue 18: progressive widening
 * for bids, fixed or adaptive budget). For seeded positions it runs the
 * card-aware search (as the `hard` level does) for a fixed number of
 * iterations (what 1 s gives on a quiet core: `npm run bench:bots`; an
 * iteration count, so a loaded machine changes only the time, not the tree)
 * and prints:
 * - the branching: the view's legal moves against the candidates searched;
 * - the root's visit distribution over its children, in candidate order
 *   (the heuristic's order: 1st = its favourite);
 * - the tree's bid nodes below the root: how many were visited fewer times
 *   than they have candidates (where widening could change anything);
 * - when the decision settled: the last time the most visited child changed,
 *   and when "the leader cannot be overtaken in the iterations left at the
 *   current rate" first held (an adaptive stop).
 * Figures only, one core, no games played.
 *
 *   node scripts/run-ts.mjs scripts/mctsVisits.ts [--positions 8] [--iterations 1500] [--kind bid|action|both]
 */
import { candidateMoves, DEFAULT_LIMITS } from '../src/bots/threeKingdomsRedux/candidates';
import { withEvaluation } from '../src/bots/threeKingdomsRedux/evaluate';
import { heuristicBot } from '../src/bots/threeKingdomsRedux/heuristic';
import { botRng, playMatch } from '../src/bots/threeKingdomsRedux/match';
import { MctsSearch } from '../src/bots/threeKingdomsRedux/mcts';
import { currentDecision } from '../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../src/game/threeKingdomsRedux/legal';
import type { Move } from '../src/game/threeKingdomsRedux/moves';
import { observe } from '../src/game/threeKingdomsRedux/playerView';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../src/game/threeKingdomsRedux/types';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const positionCount = Number(arg('positions', '8'));
const budget = Number(arg('iterations', '1500'));
const kinds = arg('kind', 'both');

/** Positions from Medium self-play: every 23rd bid or action decision with at least two candidates. */
function positions(): { G: GameState; seat: StateId; kind: string }[] {
  const out: { G: GameState; seat: StateId; kind: string }[] = [];
  for (let i = 0; out.length < positionCount * 2 && i < 40; i++) {
    const bots = Object.fromEntries(STATES.map((s) => [s, heuristicBot({ evaluation: 'cards' })])) as Record<
      StateId,
      ReturnType<typeof heuristicBot>
    >;
    let n = 0;
    playMatch({
      seed: `mcts-visits-${i}`,
      bots,
      afterMove: (G) => {
        const d = currentDecision(G);
        if (d.kind !== 'bid' && d.kind !== 'action') return;
        if (kinds !== 'both' && d.kind !== kinds) return;
        if (n++ % 23 !== 11) return;
        const view = observe(G, d.state);
        if (withEvaluation('cards', () => candidateMoves(view, d.state)).length >= 2)
          out.push({ G: structuredClone(G), seat: d.state, kind: d.kind });
      },
    });
  }
  return out.filter((_, k) => k % 2 === 0).slice(0, positionCount);
}

const key = (m: Move) => JSON.stringify(m);
const pct = (x: number) => `${Math.round(x * 100)}%`;

interface Settle {
  lastChangeIt: number;
  safeStopIt: number | null;
}

const summary = {
  positions: 0,
  sameAtSafeStop: 0,
  savedShare: 0,
  top1: 0,
  legal: [] as number[],
  cands: [] as number[],
  starved: 0,
  bidNodes: 0,
  sameAt: {} as Record<number, number>,
};
for (const [k, p] of positions().entries()) {
  const view = observe(p.G, p.seat);
  withEvaluation('cards', () => {
    const cands = candidateMoves(view, p.seat, DEFAULT_LIMITS);
    const allowed = new Set(cands.map(key));
    const search = new MctsSearch(view, p.seat, botRng(`mcts-visits-${k}`, p.seat));
    const cpu0 = process.cpuUsage();
    const settle: Settle = { lastChangeIt: 0, safeStopIt: null };
    let leader = '';
    let stoppedLeader = '';
    /** The most visited child after a quarter and half of the budget (would a fixed shorter budget decide the same?). */
    const at: Record<number, string> = {};
    while (search.iterations < budget) {
      search.iterate();
      const visits = [...search.root.children]
        .filter(([m]) => allowed.has(m))
        .map(([m, n]) => ({ m, v: n.visits }))
        .sort((a, b) => b.v - a.v);
      if (visits.length === 0) continue;
      if (visits[0].m !== leader && (visits.length < 2 || visits[0].v > visits[1].v)) {
        leader = visits[0].m;
        settle.lastChangeIt = search.iterations;
      }
      for (const q of [0.1, 0.25, 0.5]) if (search.iterations === Math.round(budget * q)) at[q] = visits[0].m;
      // Adaptive stop: the iterations left cannot let the runner-up catch up.
      const left = budget - search.iterations;
      const runnerUp = visits[1]?.v ?? 0;
      if (settle.safeStopIt === null && cands.every((c) => search.root.children.has(key(c))) && visits[0].v - runnerUp > left) {
        settle.safeStopIt = search.iterations;
        stoppedLeader = visits[0].m;
      }
    }
    const used = process.cpuUsage(cpu0);
    const cpuMsPerIt = (used.user + used.system) / 1000 / search.iterations;
    const final = search.best(cands);
    const legal = legalMoves(view, p.seat).length;
    // Decision nodes at depths 1 to 3 (mostly the opponents' replies): visited fewer than twice per child (where widening would bite).
    let bidNodes = 0;
    let starved = 0;
    const walk = (n: typeof search.root, depth: number) => {
      for (const c of n.children.values()) {
        if (c.children.size > 0) {
          bidNodes++;
          if (c.visits < 2 * c.children.size) starved++;
        }
        if (depth < 2) walk(c, depth + 1);
      }
    };
    walk(search.root, 0);
    const total = search.iterations;
    const row = cands.map((c) => search.root.children.get(key(c))?.visits ?? 0);
    const meanR = cands.map((c) => {
      const n = search.root.children.get(key(c));
      return n && n.visits ? (n.reward[STATES.indexOf(p.seat)] / n.visits).toFixed(3) : '-';
    });
    const bestRank = cands.findIndex((c) => key(c) === key(final!)) + 1;
    summary.positions++;
    summary.legal.push(legal);
    summary.cands.push(cands.length);
    if (bestRank === 1) summary.top1++;
    for (const q of [0.1, 0.25, 0.5]) if (at[q] === key(final!)) summary.sameAt[q] = (summary.sameAt[q] ?? 0) + 1;
    if (settle.safeStopIt !== null) {
      summary.savedShare += 1 - settle.safeStopIt / budget;
      if (stoppedLeader === key(final!)) summary.sameAtSafeStop++;
    } else summary.sameAtSafeStop++;
    summary.bidNodes += bidNodes;
    summary.starved += starved;
    console.log(
      `#${k} round ${p.G.round} ${p.kind} ${p.seat}: legal ${legal}, candidates ${cands.length}, ${total} iterations (${cpuMsPerIt.toFixed(2)} CPU ms each); ` +
        `visits by candidate rank [${row.map((v) => pct(v / total)).join(' ')}], mean reward [${meanR.join(' ')}]; chosen rank ${bestRank} (${final!.type}); ` +
        `leader last changed at iteration ${settle.lastChangeIt}; same leader at 10/25/50% of the budget: ${[0.1, 0.25, 0.5].map((q) => (at[q] === key(final!) ? 'y' : 'n')).join('/')}; ` +
        `adaptive stop ${settle.safeStopIt === null ? 'never' : `at iteration ${settle.safeStopIt}${stoppedLeader === key(final!) ? '' : ' WOULD DIFFER'}`}; ` +
        `inner decision nodes (depth 1-3) ${bidNodes}, under 2 visits a child ${starved}`,
    );
  });
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(
  `${summary.positions} positions at ${budget} iterations: median legal moves ${med(summary.legal)}, median candidates ${med(summary.cands)}; ` +
    `the heuristic's favourite chosen in ${summary.top1}; adaptive stop agrees with the full budget in ${summary.sameAtSafeStop}, ` +
    `the most visited move at 10/25/50% of the budget is the final one in ${[0.1, 0.25, 0.5].map((q) => summary.sameAt[q] ?? 0).join('/')}; ` +
    `saving ${pct(summary.savedShare / summary.positions)} of the iterations on average; inner nodes under 2 visits a child: ${summary.starved} of ${summary.bidNodes}`,
);
