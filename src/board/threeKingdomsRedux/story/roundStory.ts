/**
 * How a finished game went, round by round, for the end screen's and the
 * replay viewer's chart. The positions are the record's own: the replay's
 * state at the end of each round (the first state of the next round, after
 * Update and Maintenance), the game's start and its end. Every figure is
 * taken from the spectator's view of that position (observe(G, null)), so a
 * chart never uses a card nobody could see at the time:
 * - VP estimate: the bots' static evaluation (evaluateAll: the score sheet
 *   as if the game ended there, plus what armies, resources and cards are
 *   still worth); at the end, the final scores.
 * - Chance to win: the share of games simulated from that position (hidden
 *   cards sampled, the heuristic bot playing every seat to the end) each
 *   state won (simulateOutlook, run in the analysis worker); at the end,
 *   1 for the winner.
 */
import type { Outlook, PerState } from '../../../bots/threeKingdomsRedux/analysis';
import { evaluateAll } from '../../../bots/threeKingdomsRedux/evaluate';
import { observe } from '../../../game/threeKingdomsRedux/playerView';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { STATES } from '../../../game/threeKingdomsRedux/types';

export interface StoryPoint {
  /** Index into the replay's states (the position after that many moves). */
  index: number;
  /** "Start", "Round 1", ... "End". */
  label: string;
  /** The spectator's view of the position. */
  view: GameState;
  vpEstimate: PerState;
  /** Known at the end (the winner); otherwise filled in by simulations. */
  outlook: Outlook | null;
}

const perState = (f: (s: (typeof STATES)[number]) => number): PerState => ({ wei: f('wei'), wu: f('wu'), shu: f('shu') });

/** The start, the end of every round played, and the end of the game. */
export function storyPoints(states: readonly GameState[]): StoryPoint[] {
  const indices: { index: number; label: string }[] = [{ index: 0, label: 'Start' }];
  for (let i = 1; i < states.length; i++)
    if (states[i].round > states[i - 1].round) indices.push({ index: i, label: `Round ${states[i - 1].round}` });
  const last = states.length - 1;
  const end = states[last];
  if (end.result) indices.push({ index: last, label: 'End' });
  return indices.map(({ index, label }) => {
    const view = observe(states[index], null);
    const values = evaluateAll(view);
    const result = states[index].result;
    return {
      index,
      label,
      view,
      vpEstimate: perState((s) => values[s]),
      outlook: result
        ? { winChance: perState((s) => (s === result.winner ? 1 : 0)), meanVP: perState((s) => result.scores[s].total), games: 0 }
        : null,
    };
  });
}
