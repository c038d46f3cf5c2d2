/**
 * Property test: seeded games played to the end with random legal moves never
 * throw, always end by round 12 with a result, and keep every invariant of
 * test/invariants.ts after every single move.
 */
import { describe, expect, it } from 'vitest';
import { fastRandomMove, randomMove } from '../src/bots/random';
import { legalMoves } from '../src/game/legal';
import type { Move } from '../src/game/moves';
import type { Scenario } from '../src/game/setup';
import { playGame, type Policy } from '../src/game/simulate';
import type { GameState } from '../src/game/state';
import { STATES } from '../src/game/types';
import { invariantChecker, invariantViolations } from './invariants';

const FAST_GAMES_PER_MODE = 500;
const UNIFORM_GAMES_PER_MODE = 15;

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
  }

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
