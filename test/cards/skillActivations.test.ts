/**
 * Property test (generals' issue, "How it is checked"): seeded full-mode
 * games with random players count every skill activation (the log entries a
 * card module marks with logCard) and show that across the games every
 * general's skill fired at least once, with the invariants of
 * test/invariants.ts holding after every move.
 *
 * The players mix the cheap sampling policy with uniformly random legal moves
 * (which reach the rarer options: two army types for Liao Hua, stationing
 * without units for Zhao Yun, skill moves) and answer card choices at random,
 * declining optional ones only now and then.
 */
import { describe, expect, it } from 'vitest';
import { fastRandomMove, randomMove, FAST_RANDOM_DEFAULTS } from '../../src/bots/random';
import { pick, sampleAssign } from '../../src/bots/sampling';
import { assignError } from '../../src/game/conflict';
import { isBattle } from '../../src/game/spaces';
import { choiceOptions } from '../../src/game/choices';
import { currentDecision } from '../../src/game/engine';
import { GENERALS, GENERAL_IDS, generalsOf, LORDS } from '../../src/game/data/generals';
import { legalMoves } from '../../src/game/legal';
import type { Move } from '../../src/game/moves';
import type { Scenario } from '../../src/game/setup';
import { STATES } from '../../src/game/types';
import type { CardId } from '../../src/game/hooks';
import { playGame, type Policy } from '../../src/game/simulate';
import { invariantChecker } from '../invariants';

const GAMES = 300;

/** Action choices only a card allows: another way of taking the action, or a stationing extra. */
function cardOption(m: Move): boolean {
  if (m.type !== 'takeAction') return false;
  const c = m.choice as Record<string, unknown>;
  const before = Object.values((c.before ?? {}) as Record<string, unknown>);
  return (
    c.kind === 'skill' ||
    c.extraUnit === true ||
    c.second !== undefined ||
    c.units === 0 ||
    before.some((v) => v !== null && v !== false && v !== 'no')
  );
}

const explorer: Policy = (G, state, rng) => {
  const decision = currentDecision(G).kind;
  if (decision === 'choice') {
    const options = choiceOptions(G);
    const taken = options.filter((o) => o !== null);
    // "You may" choices are mostly taken, so that optional skills fire.
    if (taken.length && rng.next() < 0.85) return { type: 'choose', option: pick(rng, taken) };
  }
  // Bids with army units on battle spaces, so that stationing skills get their chance.
  if (decision === 'bid' && rng.next() < 0.3) {
    const args = sampleAssign(G, state, rng, { unitsOnBattle: 1, popularSupport: 0.2, hanEmperorToken: 0.2 });
    if (args && isBattle(args.space) && !assignError(G, state, args)) return { type: 'assign', args };
  }
  if (decision === 'action' && rng.next() < 0.5) {
    const special = legalMoves(G, state).filter(cardOption);
    if (special.length) return pick(rng, special);
  }
  if (rng.next() < 0.25) return randomMove(G, state, rng);
  return fastRandomMove(G, state, rng, { ...FAST_RANDOM_DEFAULTS, skill: 0.1 });
};

/** The k-th window of each state's non-lord generals, of the size the scenario asks (Wei 4, Wu 3, Shu 2). */
function rotatingGenerals(k: number): Scenario['generals'] {
  const sizes = { wei: 4, wu: 3, shu: 2 } as const;
  const out: NonNullable<Scenario['generals']> = {};
  for (const s of STATES) {
    const pool = generalsOf(s).filter((g) => g !== LORDS[s]);
    out[s] = Array.from({ length: sizes[s] }, (_, j) => pool[(k * sizes[s] + j) % pool.length]);
  }
  return out;
}

describe('every general\'s skill fires in seeded random full games', () => {
  it(`${GAMES} games: each of the 69 skills activates at least once; invariants hold after every move`, () => {
    const activations = new Map<CardId, number>();
    for (let i = 0; i < GAMES; i++) {
      const seed = `skills-${i}`;
      // Every other game starts with a rotating set of generals, so each general is recruited early in some games.
      const scenario: Scenario = i % 2 ? { generals: rotatingGenerals(i >> 1) } : {};
      const G = playGame(seed, explorer, { scenario, afterMove: invariantChecker({ seed, mode: 'full' }) });
      expect(G.result, seed).not.toBeNull();
      for (const e of G.log) if (e.card) activations.set(e.card, (activations.get(e.card) ?? 0) + 1);
    }
    const silent = GENERAL_IDS.filter((g) => !activations.get(g)).map((g) => GENERALS[g].name.value);
    expect(silent).toEqual([]);
  });
});
