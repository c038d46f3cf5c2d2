import { heuristicBot } from '../src/bots/heuristic';
import { playMatch, botRng } from '../src/bots/match';
import { MctsSearch } from '../src/bots/mcts';
import { withEvaluation } from '../src/bots/evaluate';
import { currentDecision } from '../src/game/engine';
import { observe } from '../src/game/playerView';
import type { GameState } from '../src/game/state';
import { STATES, type StateId } from '../src/game/types';
const positions: { G: GameState; seat: StateId }[] = [];
for (let i = 0; i < 6; i++) {
  let n = 0;
  playMatch({ seed: `bench-bots-${i}`, bots: { wei: heuristicBot(), wu: heuristicBot(), shu: heuristicBot() }, afterMove: (G) => {
    const d = currentDecision(G);
    if ((d.kind === 'bid' || d.kind === 'action') && n++ % 29 === 0) positions.push({ G: structuredClone(G), seat: d.state });
  } });
}
const picked = positions.filter((_, i) => i % 3 === 0).slice(0, 16);
const tot = { legacy: { it: 0, ms: 0 }, cards: { it: 0, ms: 0 } };
for (const [k, p] of picked.entries()) for (const prof of (k % 2 ? ['legacy', 'cards'] : ['cards', 'legacy']) as ('legacy' | 'cards')[]) {
  withEvaluation(prof, () => {
    const search = new MctsSearch(observe(p.G, p.seat), p.seat, botRng(`b-${k}`, p.seat));
    const start = performance.now();
    do search.iterate(); while (performance.now() - start < 300);
    tot[prof].it += search.iterations; tot[prof].ms += performance.now() - start;
  });
}
for (const k of ['legacy', 'cards'] as const) console.log(k, Math.round(tot[k].it / tot[k].ms * 1000), 'it/s over', picked.length, 'positions');
