/**
 * The self-play workload of `npm run bench:bots`, shared by the scripts that
 * replay it in CPU time (`profileRules.ts --bots`, `profileDecisionTail.ts`):
 * the same heuristic games (seeds bench-bots-i), every decision passed
 * through `around` so a script can time or record it.
 */
import type { Bot } from '../src/bots/threeKingdomsRedux/bot';
import { heuristicBot } from '../src/bots/threeKingdomsRedux/heuristic';
import { playMatch, type MatchOptions } from '../src/bots/threeKingdomsRedux/match';
import { currentDecision } from '../src/game/threeKingdomsRedux/engine';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../src/game/threeKingdomsRedux/types';

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

/** A position bench:bots searches with MCTS: a copy of the state at a bid or action decision, and whose it is. */
export interface BenchPosition {
  G: GameState;
  seat: StateId;
  kind: 'bid' | 'action';
}

/** One game's afterMove hook that copies every 29th bid or action decision into `into` (as bench:bots takes them). */
export function positionRecorder(into: BenchPosition[]): NonNullable<MatchOptions['afterMove']> {
  let n = 0;
  return (G) => {
    const d = currentDecision(G);
    if ((d.kind === 'bid' || d.kind === 'action') && n++ % 29 === 0) into.push({ G: structuredClone(G), seat: d.state, kind: d.kind });
  };
}

/** `count` of `positions`, spread evenly over them: the ones bench:bots searches. */
export function spreadPick(positions: readonly BenchPosition[], count: number): BenchPosition[] {
  const step = Math.max(1, Math.floor(positions.length / count));
  return positions.filter((_, i) => i % step === 0).slice(0, count);
}
