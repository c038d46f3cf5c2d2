/**
 * Property test: seeded games played to the end with random legal moves never
 * throw, always end by round 12 with a result, and keep every invariant of
 * test/invariants.ts after every single move.
 */
import { describe, expect, it } from 'vitest';
import { fastRandomMove, randomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { sampleAssign } from '../../../src/bots/threeKingdomsRedux/sampling';
import { assignError } from '../../../src/game/threeKingdomsRedux/conflict';
import { actionChoices, actionRefused, legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import type { Move } from '../../../src/game/threeKingdomsRedux/moves';
import type { Scenario } from '../../../src/game/threeKingdomsRedux/setup';
import { playGame, type Policy } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { STATES, type ActionSpaceId } from '../../../src/game/threeKingdomsRedux/types';
import { invariantChecker, invariantViolations } from '../../invariants';

const FAST_GAMES_PER_MODE = 500;
const UNIFORM_GAMES_PER_MODE = 15;
const FOCUSED_GAMES_PER_MODE = 100;

/**
 * A random policy steered towards the spaces that end the game early (develop,
 * battle with units, control Han emperor), so that every game-end condition is
 * reached in some games; plain random players almost never station a 5th
 * general or develop both farm and marketplace to 5. Still only legal moves:
 * candidates are checked by the engine's validators or drawn from actionChoices.
 */
const FOCUS: readonly ActionSpaceId[] = [
  'developFarm',
  'developMarketplace',
  'battle:weiWu',
  'battle:shuWei',
  'battle:shuWu',
  'trainArmies',
  'produceSpearsHorses',
  'produceCrossbowsVessels',
  'recruitArmies',
  'controlHanEmperor',
];
const focusedRandomMove: Policy = (G, state, rng) => {
  // A card's pending choice comes first, whatever the step (Yu Jin's during bidding, Cao Hong's during actions).
  if (G.pending.length > 0) return fastRandomMove(G, state, rng);
  if (G.step.kind === 'bidding') {
    for (let i = 0; i < 30; i++) {
      const args = sampleAssign(G, state, rng, { unitsOnBattle: 1, popularSupport: 0.5, hanEmperorToken: 0.5 });
      if (args && FOCUS.includes(args.space) && !assignError(G, state, args)) return { type: 'assign', args };
    }
  }
  if (G.step.kind === 'actions') {
    const space = G.pendingActions[state][0];
    // A card's commitment may forbid taking it (Zhuge Jin's "at most 4 actions"): then fall through.
    const choices = actionRefused(G, state, space, true)
      ? []
      : actionChoices(G, state, space).filter((c) => c.kind !== 'harvest' && c.kind !== 'collectTax');
    if (choices.length) return { type: 'takeAction', space, choice: choices[Math.floor(rng.next() * choices.length)] };
  }
  return fastRandomMove(G, state, rng);
};

/** How often each game-end condition ended a game (state names stripped). */
const endReasonsSeen = new Map<string, number>();

const MODES: { name: string; scenario: Scenario }[] = [
  { name: 'tutorial', scenario: { tutorial: true } },
  { name: 'full', scenario: {} },
];

interface Failure {
  seed: string;
  error: string;
}

/** Plays one game with invariant checks after every move; returns a failure or null. */
function playChecked(seed: string, mode: string, scenario: Scenario, policy: Policy): Failure | null {
  let G: GameState;
  try {
    G = playGame(seed, policy, { scenario, afterMove: invariantChecker({ seed, mode }) });
  } catch (e) {
    return { seed, error: e instanceof Error ? e.message : String(e) };
  }
  const problems: string[] = [];
  if (!G.result) problems.push('the game stopped without a result');
  if (G.round > 12) problems.push(`the game reached round ${G.round}`);
  if (G.phase !== 'gameOver') problems.push(`the game stopped in phase ${G.phase}`);
  if (G.result) {
    if (!STATES.includes(G.result.winner)) problems.push(`winner ${String(G.result.winner)}`);
    if (G.result.endReasons.length === 0) problems.push('no end reason');
    if (G.round < 12 && G.result.endReasons.some((r) => r.startsWith('round')))
      problems.push(`ended for "round 12 is over" in round ${G.round}`);
    for (const s of STATES) {
      const sc = G.result.scores[s];
      const sum = Object.values(sc.categories).reduce((t, n) => t + n, 0);
      if (sum !== sc.total) problems.push(`${s}'s categories sum to ${sum}, total says ${sc.total}`);
    }
  }
  problems.push(...invariantViolations(G));
  for (const r of G.result?.endReasons ?? []) {
    const key = r.replace(/^(Wei|Wu|Shu) /, '');
    endReasonsSeen.set(key, (endReasonsSeen.get(key) ?? 0) + 1);
  }
  return problems.length ? { seed, error: `final state of ${mode} game: ${problems.join('; ')}` } : null;
}

function report(failures: Failure[]): string {
  return failures
    .slice(0, 5)
    .map((f) => `seed ${f.seed}: ${f.error}`)
    .join('\n\n');
}

describe('random play keeps every invariant', () => {
  for (const { name, scenario } of MODES) {
    it(`${name} mode: ${FAST_GAMES_PER_MODE} seeded games with the fast random policy`, () => {
      const failures: Failure[] = [];
      for (let i = 0; i < FAST_GAMES_PER_MODE; i++) {
        const f = playChecked(`random-${name}-${i}`, name, scenario, fastRandomMove);
        if (f) failures.push(f);
      }
      expect(failures.length, report(failures)).toBe(0);
    });

    it(`${name} mode: ${UNIFORM_GAMES_PER_MODE} seeded games with the uniform random policy`, () => {
      const failures: Failure[] = [];
      for (let i = 0; i < UNIFORM_GAMES_PER_MODE; i++) {
        const f = playChecked(`uniform-${name}-${i}`, name, scenario, randomMove);
        if (f) failures.push(f);
      }
      expect(failures.length, report(failures)).toBe(0);
    });

    it(`${name} mode: ${FOCUSED_GAMES_PER_MODE} seeded games with a random policy steered towards early game ends`, () => {
      const failures: Failure[] = [];
      for (let i = 0; i < FOCUSED_GAMES_PER_MODE; i++) {
        const f = playChecked(`focused-${name}-${i}`, name, scenario, focusedRandomMove);
        if (f) failures.push(f);
      }
      expect(failures.length, report(failures)).toBe(0);
    });
  }

  it('the games above reached every game-end condition', () => {
    const seen = [...endReasonsSeen.keys()];
    for (const reason of [
      'round 12 is over',
      'has developed farm and marketplace to level 5',
      'became Emperor',
      'stationed its 5th general',
    ])
      expect(seen, `no game ended because a state ${reason}; seen: ${JSON.stringify(Object.fromEntries(endReasonsSeen))}`).toContain(
        reason,
      );
  });

  it('the fast random policy only offers moves that legalMoves lists', () => {
    const canonical = (x: unknown): string =>
      // Key order and the order inside lists of names (kept generals, traded weapons) do not matter.
      JSON.stringify(x, (_k, v) =>
        Array.isArray(v) && v.every((e) => typeof e === 'string')
          ? [...v].sort()
          : v && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
            : v,
      );
    const outside: string[] = [];
    for (const { name, scenario } of MODES)
      for (let i = 0; i < 4; i++) {
        const policy: Policy = (G, state, rng) => {
          const move: Move = fastRandomMove(G, state, rng);
          const listed = new Set(legalMoves(G, state).map(canonical));
          if (!listed.has(canonical(move))) outside.push(`${name} seed ${i}, round ${G.round}, ${state}: ${canonical(move)}`);
          return move;
        };
        playGame(`subset-${name}-${i}`, policy, { scenario });
      }
    expect(outside.slice(0, 5)).toEqual([]);
  });
});
