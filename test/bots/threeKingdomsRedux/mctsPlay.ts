/**
 * Issue 16, "every bot's candidates come from the legal moves of its view":
 * seeded games between the MCTS bot (a small budget: 2 iterations, playouts
 * scored at once) and the heuristic bot on card-rich setups (every state
 * holds 5 more generals from round 1 and plenty to build with, so skills,
 * commitments and card choices come up often). playMatch throws on the
 * first refused move, naming the bot, the seed and the rules' reason; the
 * MCTS seat also has every candidate of every decision checked.
 */
import { playMatch } from '../../../src/bots/threeKingdomsRedux/match';
import { createBot } from '../../../src/bots/threeKingdomsRedux/registry';
import type { Bot } from '../../../src/bots/threeKingdomsRedux/bot';
import type { CandidateLimits } from '../../../src/bots/threeKingdomsRedux/candidates';
import { cloneForSearch } from '../../../src/bots/threeKingdomsRedux/clone';
import { mctsBot } from '../../../src/bots/threeKingdomsRedux/mcts';
import { applyDecision } from '../../../src/game/threeKingdomsRedux/engine';
import { seededRng } from '../../../src/game/rng';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { enrichForCards } from '../../builders';

/** Card-rich, with the draw seeded by the game's seed. */
function enrichSetup(G: GameState, seed: string): void {
  enrichForCards(G, seededRng(`rich:${seed}`));
}

const LIMITS: CandidateLimits = { bids: 2, choicesPerSpace: 1, others: 2 };

/**
 * The MCTS bot, checked at every decision: each of its candidates (the moves
 * its search chose among, as the search listed them) is a legal move of the
 * seat's view, not only the one it picks. Counts the candidates checked.
 */
function checkedMcts(counts: { candidates: number }): Bot {
  const inner = mctsBot({ iterations: 2, playoutMoves: 0, limits: LIMITS });
  return {
    name: 'mcts',
    decide(view, seat, rng) {
      // The view as the search was given it, for trying each candidate on.
      const given = cloneForSearch(view);
      const move = inner.decide(view, seat, rng);
      this.lastStats = inner.lastStats;
      for (const m of inner.lastCandidates) {
        const result = applyDecision(cloneForSearch(given), seat, m);
        if (!result.ok) throw new Error(`mcts (${seat}) has a refused candidate: ${result.error} ${JSON.stringify(m)}`);
        counts.candidates++;
      }
      return move;
    },
  };
}

/** Plays games [from, to): the MCTS bot in one seat (rotating), the heuristic in the others (legacy and card-aware in turn, issue 18). */
export function playMctsRange(from: number, to: number): { games: number; moves: number; mctsDecisions: number; candidates: number } {
  let moves = 0;
  let mctsDecisions = 0;
  const counts = { candidates: 0 };
  for (let i = from; i < to; i++) {
    const seed = `mcts-rich-${i}`;
    const mctsSeat = STATES[i % 3];
    const bots = Object.fromEntries(
      STATES.map((s) => [s, s === mctsSeat ? checkedMcts(counts) : createBot(i % 2 ? 'heuristic-cards' : 'heuristic')]),
    ) as Record<StateId, Bot>;
    const result = playMatch({ seed, bots, setup: (G) => enrichSetup(G, seed) });
    if (!result.G.result) throw new Error(`${seed} did not end`);
    moves += result.moves;
    mctsDecisions += result.decisionMs[mctsSeat].length;
  }
  return { games: to - from, moves, mctsDecisions, candidates: counts.candidates };
}
