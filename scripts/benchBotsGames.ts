/**
 * The self-play workload of `npm run bench:bots`, shared by the scripts that
 * replay it in CPU time (`profileRules.ts --bots`, `profileDecisionTail.ts`):
 * the same heuristic games (seeds bench-bots-i), every decision passed
 * through `around` so a script can time or record it.
 */
import type { Bot } from '../src/bots/bot';
import { heuristicBot } from '../src/bots/heuristic';
import { playMatch, type MatchOptions } from '../src/bots/match';
import type { GameState } from '../src/game/state';
import { STATES, type StateId } from '../src/game/types';

/** The process's CPU time in ms (user + system): steadier than the wall clock on a shared machine. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
}

type Decide = Bot['decide'];

export function playBenchBotsGames(
  games: number,
  around: (decide: () => ReturnType<Decide>, view: GameState, seat: StateId) => ReturnType<Decide>,
  /** Called once per game, for that game's afterMove hook. */
  afterMoveOf?: (game: number) => MatchOptions['afterMove'],
): void {
  for (let i = 0; i < games; i++) {
    const bots = Object.fromEntries(
      STATES.map((s) => {
        const bot = heuristicBot();
        const timed: Bot = { ...bot, decide: (view, seat, rng) => around(() => bot.decide(view, seat, rng), view, seat) };
        return [s, timed];
      }),
    ) as Record<StateId, Bot>;
    playMatch({ seed: `bench-bots-${i}`, bots, afterMove: afterMoveOf?.(i) });
  }
}
