/**
 * Property test (generals' issue, "How it is checked"): seeded full-mode
 * games with random players count every skill activation (the log entries a
 * card module marks with logCard) and show that across the games every
 * general's skill fired at least once, with the invariants of
 * test/invariants.ts holding after every move.
 * The players are the explorers of ./explorer.ts.
 */
import { describe, expect, it } from 'vitest';
import { GENERALS, GENERAL_IDS, generalsOf, LORDS } from '../../../../src/game/threeKingdomsRedux/data/generals';
import type { Scenario } from '../../../../src/game/threeKingdomsRedux/setup';
import { STATES } from '../../../../src/game/threeKingdomsRedux/types';
import { playGame } from '../../../../src/game/threeKingdomsRedux/simulate';
import { invariantChecker } from '../../../invariants';
import { explorer } from './explorer';
import type { CardId } from '../../../../src/game/threeKingdomsRedux/cardIds';

const GAMES = 300;

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

describe("every general's skill fires in seeded random full games", () => {
  it(`${GAMES} games: each of the 69 skills activates at least once; invariants hold after every move`, () => {
    const activations = new Map<CardId, number>();
    for (let i = 0; i < GAMES; i++) {
      const seed = `skills-${i}`;
      // Every other game starts with a rotating set of generals, so each general is recruited early in some games.
      const scenario: Scenario = i % 2 ? { generals: rotatingGenerals(i >> 1) } : {};
      const G = playGame(seed, explorer(), { scenario, afterMove: invariantChecker({ seed, mode: 'full' }) });
      expect(G.result, seed).not.toBeNull();
      for (const e of G.log) if (e.card) activations.set(e.card, (activations.get(e.card) ?? 0) + 1);
    }
    const silent = GENERAL_IDS.filter((g) => !activations.get(g)).map((g) => GENERALS[g].name.value);
    expect(silent).toEqual([]);
  });
});
