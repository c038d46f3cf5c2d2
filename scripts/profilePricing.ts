/**
 * The heuristic's space pricing on a cache miss (docs/performance.md,
 * "Seventh round"): every bid decision of the bench:bots self-play games,
 * priced from the bidding seat's view without the cache, with the declined
 * baseline shared by the spaces (what spacePrices does) or, with
 * `--per-space`, one per space. Prints CPU ms per pricing; run the two
 * interleaved (process after process) on a shared machine.
 *
 *   node scripts/run-ts.mjs scripts/profilePricing.ts [--games 3] [--rounds 8] [--per-space]
 */
import { sharedBaselineFor } from '../src/bots/actionValue';
import { priceSpaces } from '../src/bots/bidChoice';
import { heuristicBot } from '../src/bots/heuristic';
import { playMatch } from '../src/bots/match';
import { currentDecision } from '../src/game/engine';
import { observe } from '../src/game/playerView';
import type { GameState } from '../src/game/state';
import { STATES, type StateId } from '../src/game/types';

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : Number(fallback);
};
const games = opt('games', '3');
const rounds = opt('rounds', '8');

const positions: { view: GameState; seat: StateId }[] = [];
for (let i = 0; i < games; i++) {
  const bots = Object.fromEntries(STATES.map((s) => [s, heuristicBot()])) as Record<StateId, ReturnType<typeof heuristicBot>>;
  playMatch({
    seed: `bench-bots-${i}`,
    bots,
    afterMove: (G) => {
      const d = currentDecision(G);
      if (d.kind === 'bid' && G.players[d.state].secret.hand.length > 0) positions.push({ view: observe(G, d.state), seat: d.state });
    },
  });
}
const sharing = positions.filter((p) => sharedBaselineFor(p.view, p.seat)).length;
console.log(`${positions.length} bid positions from ${games} self-play games; baseline shared in ${sharing}`);

// One way per process (the CPU time of a whole run; timing each call in one process hid the difference).
const share = !args.includes('--per-space');
for (const { view, seat } of positions.slice(0, 20))
  if (JSON.stringify(priceSpaces(view, seat, true)) !== JSON.stringify(priceSpaces(view, seat, false))) throw new Error('prices differ');
const cpu = process.cpuUsage();
for (let r = 0; r < rounds; r++) for (const { view, seat } of positions) priceSpaces(view, seat, share);
const used = process.cpuUsage(cpu);
const ms = (used.user + used.system) / 1e3 / (rounds * positions.length);
console.log(`${share ? 'shared baseline' : 'baseline per space'}: ${ms.toFixed(3)} CPU ms per pricing (${rounds} rounds)`);
