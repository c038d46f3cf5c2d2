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
import { pick } from '../../src/bots/sampling';
import { choiceOptions } from '../../src/game/choices';
import { currentDecision } from '../../src/game/engine';
import { GENERALS, GENERAL_IDS } from '../../src/game/data/generals';
import type { CardId } from '../../src/game/hooks';
import { playGame, type Policy } from '../../src/game/simulate';
import { invariantChecker } from '../invariants';

const GAMES = 300;

const explorer: Policy = (G, state, rng) => {
  if (currentDecision(G).kind === 'choice') {
    const options = choiceOptions(G);
    const taken = options.filter((o) => o !== null);
    // "You may" choices are mostly taken, so that optional skills fire.
    if (taken.length && rng.next() < 0.85) return { type: 'choose', option: pick(rng, taken) };
  }
  if (rng.next() < 0.25) return randomMove(G, state, rng);
  return fastRandomMove(G, state, rng, { ...FAST_RANDOM_DEFAULTS, skill: 0.1 });
};

describe('every general\'s skill fires in seeded random full games', () => {
  it(`${GAMES} games: each of the 69 skills activates at least once; invariants hold after every move`, () => {
    const activations = new Map<CardId, number>();
    for (let i = 0; i < GAMES; i++) {
      const seed = `skills-${i}`;
      const G = playGame(seed, explorer, { scenario: {}, afterMove: invariantChecker({ seed, mode: 'full' }) });
      expect(G.result, seed).not.toBeNull();
      for (const e of G.log) if (e.card) activations.set(e.card, (activations.get(e.card) ?? 0) + 1);
    }
    const silent = GENERAL_IDS.filter((g) => !activations.get(g)).map((g) => GENERALS[g].name.value);
    expect(silent).toEqual([]);
  });
});
