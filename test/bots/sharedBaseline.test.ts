/**
 * Issue 20 (heuristic p99): the spaces of one pricing share one declined
 * baseline (src/bots/actionValue.ts, SharedBaseline) instead of declining
 * the pretended bid once per space. The prices must be exactly those worked
 * out with a baseline per space, in card-rich games, and a card acting on
 * the decline (Nine-Rank System) must turn the sharing off.
 */
import { describe, expect, it } from 'vitest';
import { sharedBaselineFor } from '../../src/bots/actionValue';
import { priceSpaces } from '../../src/bots/bidChoice';
import { currentDecision, statesToAct } from '../../src/game/engine';
import { playGame } from '../../src/game/simulate';
import type { GameState } from '../../src/game/state';
import type { StateId } from '../../src/game/types';
import { explorer } from '../cards/explorer';
import { goldenGames } from '../golden/corpus';

describe('one declined baseline shared by the spaces of one pricing', () => {
  it('prices equal those with a baseline per space, at bid decisions of 6 card-rich games', () => {
    const scenarios = goldenGames()
      .filter((g) => g.policy === 'explorer' || g.policy === 'builder')
      .map((g) => g.scenario)
      .filter((s, i) => i % 7 === 0)
      .slice(0, 6);
    let shared = 0;
    let perSpace = 0;
    scenarios.forEach((scenario, i) => {
      let bids = 0;
      playGame(`shared-baseline-${i}`, explorer({ builder: i % 2 === 1 }), {
        scenario,
        afterMove: (G: GameState) => {
          if (currentDecision(G).kind !== 'bid' || bids++ % 2 !== 0) return;
          const state = statesToAct(G)[0];
          if (G.players[state].secret.hand.length === 0) return;
          if (sharedBaselineFor(G, state)) shared++;
          else perSpace++;
          expect(priceSpaces(G, state, true)).toEqual(priceSpaces(G, state, false));
        },
      });
    });
    // Both kinds of pricing were met: with the baseline shared, and with a card acting on the decline.
    expect(shared).toBeGreaterThan(50);
    expect(perSpace).toBeGreaterThan(0);
  }, 120_000);

  it('Nine-Rank System waiting for "control Han emperor" to be declined: no baseline shared, prices as per space', () => {
    // Compendium, Nine-Rank System (docs/rulings.md R57): declining "control Han emperor" gives the waiting rank,
    // so that space's declined position differs from every other space's.
    let checked = 0;
    playGame('shared-baseline-nine-rank', explorer({ builder: false }), {
      afterMove: (G: GameState) => {
        if (checked >= 3 || currentDecision(G).kind !== 'bid' || G.round < 2) return;
        const state: StateId = statesToAct(G)[0];
        const p = G.players[state];
        if (p.secret.hand.length === 0 || p.rank >= 3) return;
        const T = structuredClone(G);
        T.players[state].constructed.push('nineRankSystem');
        T.cardData.nineRankSystem = { waitingIn: T.round };
        expect(sharedBaselineFor(T, state)).toBeUndefined();
        const prices = priceSpaces(T, state, true);
        expect(prices).toEqual(priceSpaces(T, state, false));
        // The waiting rank makes declining worth more, so taking the action prices lower than for an equal state without the card's wait.
        const U = structuredClone(T);
        delete U.cardData.nineRankSystem;
        expect(prices.plain.controlHanEmperor).not.toBe(priceSpaces(U, state, false).plain.controlHanEmperor);
        checked++;
      },
    });
    expect(checked).toBe(3);
  }, 60_000);
});
