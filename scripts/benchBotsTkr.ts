/**
 * Bot speed, on one core: the heuristic bot's decision times over whole
 * self-play games, and MCTS iterations per second on positions taken from
 * those games (bidding and action decisions). Prints figures only; strength
 * figures come from `npm run simulate` (docs/bots.md).
 *
 * Two MCTS figures, on the same positions with the same budget:
 * - "Hard": the bot the registry's `hard` level builds (`createBot('hard')`:
 *   the card-aware `mcts`), timed through its whole `decide` (its candidates
 *   of the view included). This is "MCTS iterations/s overall" (issue 20).
 * - "legacy": a bare `MctsSearch` with the legacy evaluation, the figure this
 *   bench printed up to issue 18, kept for continuity.
 *
 * The heuristic's decision times twice: first as the process's first games
 * (what a page's bot, fresh in each tab, pays: its code not yet optimised),
 * then, at the end, the same games again after `--warm-games` games of other
 * seeds (what a server's bots, which have played before, pay). The price memo
 * is emptied before the warm-up, so the replayed games find no entry of their
 * own first playing, only the warm-up games' (as a server's would).
 *
 * Three Kingdoms Redux's `npm run bench:bots` (scripts/benchBots.ts).
 *
 *   npm run bench:bots -- [--game three-kingdoms-redux] [--games 20] [--budget-ms 500] [--positions 12] [--warm-games 10]
 */
import { forgetSpacePrices } from '../src/bots/threeKingdomsRedux/bidChoice';
import { heuristicBot } from '../src/bots/threeKingdomsRedux/heuristic';
import { playMatch, botRng } from '../src/bots/threeKingdomsRedux/match';
import { MctsSearch } from '../src/bots/threeKingdomsRedux/mcts';
import { createBot, DIFFICULTY_LEVELS } from '../src/bots/threeKingdomsRedux/registry';
import { observe } from '../src/game/threeKingdomsRedux/playerView';
import { STATES, type StateId } from '../src/game/threeKingdomsRedux/types';
import { positionRecorder, spreadPick, type BenchPosition } from './benchBotsGames';
import { machineLine } from './machineCheck';

/** Three Kingdoms Redux's bot bench; `argv` is the command line without `--game`. */
export function benchBotsThreeKingdomsRedux(argv: string[]): void {
  function option(name: string, fallback: number): number {
    const i = argv.indexOf(`--${name}`);
    const value = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isFinite(value) || value <= 0) {
      console.error(`--${name} needs a positive number`);
      process.exit(2);
    }
    return value;
  }

  const games = option('games', 20);
  const budgetMs = option('budget-ms', 500);
  const positionCount = option('positions', 12);
  const warmGames = option('warm-games', 10);

  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

  /** The heuristic's decision times over `games` self-play games with the bench's seeds (with `positions`: the MCTS positions recorded from them). */
  function heuristicGames(positions?: BenchPosition[]): number[] {
    const times: number[] = [];
    // A recorder per game: it picks by the game's own moves.
    for (let i = 0; i < games; i++) times.push(...selfPlay(`bench-bots-${i}`, positions && positionRecorder(positions)));
    return times.sort((a, b) => a - b);
  }

  function selfPlay(seed: string, afterMove?: ReturnType<typeof positionRecorder>): number[] {
    const bots = Object.fromEntries(STATES.map((s) => [s, heuristicBot()])) as Record<StateId, ReturnType<typeof heuristicBot>>;
    const r = playMatch({ seed, bots, afterMove });
    return STATES.flatMap((s) => r.decisionMs[s]);
  }

  const decisionFigures = (times: number[]) =>
    `median ${quantile(times, 0.5).toFixed(3)}, p90 ${quantile(times, 0.9).toFixed(3)}, p99 ${quantile(times, 0.99).toFixed(2)}, max ${times[times.length - 1].toFixed(1)}, mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(3)}`;

  const positions: BenchPosition[] = [];
  const times = heuristicGames(positions);
  console.log(`Heuristic bot, ${games} self-play games, ${times.length} decisions (node ${process.version}):`);
  console.log(`  decision ms, the process's first games: ${decisionFigures(times)}`);

  const picked = spreadPick(positions, positionCount);

  /** Iterations per second, overall and per decision kind. */
  function rates(perKind: Record<string, { it: number; ms: number }>): string {
    const all = Object.values(perKind).reduce((t, e) => ({ it: t.it + e.it, ms: t.ms + e.ms }), { it: 0, ms: 0 });
    const rate = (e: { it: number; ms: number }) => Math.round((e.it / e.ms) * 1000);
    return `${rate(all)} overall; ${Object.entries(perKind)
      .map(([k, e]) => `${k} ${rate(e)}`)
      .join(', ')}`;
  }

  // Warm-up, not counted: the first search of each kind would otherwise pay for compiling the search's code.
  if (picked.length > 0) {
    createBot('hard', { budgetMs: 100 }).decide(
      observe(picked[0].G, picked[0].seat),
      picked[0].seat,
      botRng('bench-warm-up', picked[0].seat),
    );
    const warm = new MctsSearch(observe(picked[0].G, picked[0].seat), picked[0].seat, botRng('bench-warm-up', picked[0].seat));
    for (const start = performance.now(); performance.now() - start < 100; ) warm.iterate();
  }

  // The two searches take turns on each position (and swap who goes first), so a shared machine's load
  // drifting during the bench falls on both figures alike.
  const hardLevel = DIFFICULTY_LEVELS.hard;
  const hard: Record<string, { it: number; ms: number }> = {};
  const legacy: Record<string, { it: number; ms: number }> = {};
  // The same searches' CPU time (user + system): on a shared machine a search's wall time includes waiting for a core.
  const hardCpu: Record<string, { it: number; ms: number }> = {};
  const legacyCpu: Record<string, { it: number; ms: number }> = {};
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e3;
  };
  let unsearched = 0;

  /** Hard: the registry's level, its budget set to this bench's; only the iterations' count is read from the bot. */
  function measureHard(k: number, p: (typeof picked)[number]): void {
    const bot = createBot('hard', { budgetMs });
    const cpuStart = cpuMs();
    const start = performance.now();
    bot.decide(observe(p.G, p.seat), p.seat, botRng(`bench-${k}`, p.seat));
    const spent = performance.now() - start;
    const cpuSpent = cpuMs() - cpuStart;
    const it = bot.lastStats?.iterations ?? 0;
    // One candidate: Hard answers without a search, so the position says nothing about the search's speed.
    if (it === 0) {
      unsearched++;
      return;
    }
    const e = (hard[p.kind] ??= { it: 0, ms: 0 });
    e.it += it;
    e.ms += spent;
    const c = (hardCpu[p.kind] ??= { it: 0, ms: 0 });
    c.it += it;
    c.ms += cpuSpent;
  }

  /** Legacy: the bare search with the legacy evaluation, as this bench measured it before issue 18. */
  function measureLegacy(k: number, p: (typeof picked)[number]): void {
    const search = new MctsSearch(observe(p.G, p.seat), p.seat, botRng(`bench-${k}`, p.seat));
    const cpuStart = cpuMs();
    const start = performance.now();
    do search.iterate();
    while (performance.now() - start < budgetMs);
    const e = (legacy[p.kind] ??= { it: 0, ms: 0 });
    e.it += search.iterations;
    e.ms += performance.now() - start;
    const c = (legacyCpu[p.kind] ??= { it: 0, ms: 0 });
    c.it += search.iterations;
    c.ms += cpuMs() - cpuStart;
  }

  for (const [k, p] of picked.entries()) {
    if (k % 2 === 0) {
      measureHard(k, p);
      measureLegacy(k, p);
    } else {
      measureLegacy(k, p);
      measureHard(k, p);
    }
  }
  console.log(`MCTS, ${picked.length} positions from those games, ${budgetMs} ms each:`);
  console.log(
    `  Hard (level "hard": bot "${hardLevel.bot}", card-aware; page budget ${hardLevel.options.budgetMs} ms) iterations/s: ${rates(hard)}` +
      (unsearched ? ` (${unsearched} positions with one candidate, answered without a search, left out)` : ''),
  );
  console.log(`  legacy (bare MctsSearch, legacy evaluation; the figure before issue 18) iterations/s: ${rates(legacy)}`);
  console.log(`  per CPU second (the same searches; steadier on a shared machine): Hard ${rates(hardCpu)}; legacy ${rates(legacyCpu)}`);

  // Last, so that the MCTS figures above are taken as before: the same games again, in a warmed process.
  forgetSpacePrices();
  for (let i = 0; i < warmGames; i++) selfPlay(`bench-bots-warm-up-${i}`);
  const warmTimes = heuristicGames();
  console.log(`Heuristic bot, the same ${games} games after ${warmGames} others in this process (${warmTimes.length} decisions):`);
  console.log(`  decision ms, warm: ${decisionFigures(warmTimes)}`);
  // After the runs, so that it changes nothing they measure: the machine they ran on (machineCheck.ts).
  console.log(machineLine());
}
