/**
 * Shared driver of the bot property tests: seeded games between bot line-ups,
 * with the invariants checked after every move. playMatch throws on the
 * first illegal move, naming the bot, the seed and the rules' reason.
 */
import { playMatch } from '../../../src/bots/threeKingdomsRedux/match';
import { createBot } from '../../../src/bots/threeKingdomsRedux/registry';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../src/game/threeKingdomsRedux/types';
import { invariantChecker } from '../../invariants';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { currentDecision } from '../../../src/game/threeKingdomsRedux/engine';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';

/**
 * Line-ups by seat (Wei, Wu, Shu), rotated through the games. "mcts" plays with a tiny iteration budget
 * (2: each decision is still searched over playouts, at a third less CPU than 4).
 * "heuristic-cards" is the Medium level (card-aware evaluation), "heuristic-easy" the Easy level.
 */
const LINEUPS: readonly (readonly [string, string, string])[] = [
  ['heuristic', 'random', 'heuristic-easy'],
  ['random', 'heuristic', 'heuristic-cards'],
  ['heuristic-easy', 'heuristic-easy', 'random'],
  ['heuristic', 'heuristic-cards', 'heuristic-cards'],
];
/** "mcts" scores with the card-aware evaluation (issue 18), as the Hard level does. */
export const MCTS_LINEUP = ['mcts', 'heuristic-cards', 'random'] as const;

export function botGame(seed: string, lineup: readonly string[], tutorial: boolean): GameState {
  const bots = Object.fromEntries(STATES.map((s, i) => [s, createBot(lineup[i], { iterations: 2 })])) as Record<
    StateId,
    ReturnType<typeof createBot>
  >;
  const check = invariantChecker({ seed, mode: tutorial ? 'tutorial' : 'full' });
  return playMatch({ seed, bots, scenario: tutorial ? { tutorial: true } : {}, afterMove: check }).G;
}

/** Plays games [from, to) of the 1,000-game property run; returns how many ended with a result. */
export function playRange(from: number, to: number): { finished: number; mcts: number } {
  let finished = 0;
  let mcts = 0;
  for (let i = from; i < to; i++) {
    // Every 20th game seats the MCTS bot (slower), the rest rotate the cheaper line-ups.
    const withMcts = i % 20 === 0;
    const base = withMcts ? MCTS_LINEUP : LINEUPS[i % LINEUPS.length];
    const lineup = [0, 1, 2].map((k) => base[(k + i) % 3]);
    const G = botGame(`bots-${i}`, lineup, i % 2 === 1);
    if (G.result) finished++;
    if (withMcts) mcts++;
  }
  return { finished, mcts };
}

/** A real full-mode position where `seat` must bid with several generals (several candidates, so a search has choices). */
export function biddingPosition(seed: string): { G: GameState; seat: StateId } {
  let found: { G: GameState; seat: StateId } | null = null;
  playGame(seed, fastRandomMove, {
    afterMove: (G) => {
      const d = currentDecision(G);
      if (!found && G.round === 2 && d.kind === 'bid' && G.players[d.state].secret.hand.length >= 3)
        found = { G: structuredClone(G), seat: d.state };
    },
  });
  if (!found) throw new Error('no bidding position found');
  return found;
}
