/** The advisor's results in words: percentages that add up to 100, and the one-line reason of a recommendation. */
import type { Advice, MoveAdvice, PerState } from '../../bots/analysis';
import type { Move } from '../../game/moves';
import type { GameState } from '../../game/state';
import { STATES, type StateId } from '../../game/types';
import { helpEntries, helpIdOfSpace } from '../help/rulesHelp';
import { plural } from '../../game/words';

/** Whole percentages by largest remainder, so the three always add up to 100 (all 0 without games). */
export function percentages(share: PerState, games: number): Record<StateId, number> {
  if (games === 0) return { wei: 0, wu: 0, shu: 0 };
  const raw = STATES.map((s) => share[s] * 100);
  const out = raw.map(Math.floor);
  const order = STATES.map((_, i) => i).sort((a, b) => raw[b] - out[b] - (raw[a] - out[a]) || a - b);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  for (const i of order) if (left-- > 0) out[i]++;
  return { wei: out[0], wu: out[1], shu: out[2] };
}

/** What a space's action does, in the rules help's own words (its first line). */
function spaceEffect(move: Move): string | null {
  const space = move.type === 'assign' ? move.args.space : move.type === 'takeAction' || move.type === 'declineAction' ? move.space : null;
  if (!space) return null;
  const entry = helpEntries().find((e) => e.id === helpIdOfSpace(space));
  return entry ? entry.lines[0] : null;
}

const pct = (m: MoveAdvice, seat: StateId) => `${percentages(m.outlook.winChance, m.outlook.games)[seat]}%`;

/**
 * Why the advisor recommends its first move, in one line: why it is first
 * (the search's visits, or the bots' judgement of generals for recruitment)
 * and how the seat fared in its simulated games against the alternatives.
 */
export function adviceReason(advice: Advice, _G: GameState): string {
  const [best, ...others] = advice.moves;
  if (!best) return '';
  const seat = advice.seat;
  const why =
    advice.iterations > 0
      ? `The search chose it most often (${best.visits} of ${plural(advice.iterations, 'searched line')})`
      : advice.moves.length === 1
        ? 'It is your only sensible option here'
        : 'The bots rate these generals highest';
  const mine = best.outlook.winChance[seat];
  const rival = others.length ? Math.max(...others.map((o) => o.outlook.winChance[seat])) : null;
  const compare =
    rival === null ? '' : mine >= rival ? ', the best of the three' : `; an alternative did better in its simulations, so the choice is close`;
  const effect = spaceEffect(best.move);
  return `${why}; you won ${pct(best, seat)} of its ${plural(best.outlook.games, 'simulated game')}${compare}.${effect ? ` ${effect}` : ''}`;
}
