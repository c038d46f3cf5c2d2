/**
 * Issue 20, "No copy of G to judge a move": listing the legal moves judges
 * each action with the state's before-action card effects applied on a trial
 * state that copies only what those effects may change (afterBeforeEffects).
 * Here G is deep-frozen while its moves are listed, in card-rich seeded games
 * (every general with a before-action effect, rotating enhancement hands), so
 * any write to the shared rest of G throws; the listing must also equal the
 * one made on an unfrozen copy.
 */
import { describe, expect, it } from 'vitest';
import { hypotheticalGain, scoreChoices } from '../../../src/bots/threeKingdomsRedux/actionValue';
import { takeAction, takeListedAction } from '../../../src/game/threeKingdomsRedux/actions';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { actionChoices, actionRefused, legalMoves } from '../../../src/game/threeKingdomsRedux/legal';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import { BIDDABLE_SPACES } from '../../../src/game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { explorer } from './cards/explorer';
import { playCardRichGames } from '../../cardRichGames';
import { goldenGames } from './golden/corpus';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

describe('judging an action never writes to G', () => {
  it('legal moves listed on a deep-frozen G, at every action decision of 12 card-rich games, equal those listed on a copy', () => {
    const scenarios = goldenGames()
      .filter((g) => g.policy === 'explorer' || g.policy === 'builder')
      .map((g) => g.scenario)
      .filter((_, i) => i % 8 === 0)
      .slice(0, 12);
    let judged = 0;
    scenarios.forEach((scenario, i) => {
      const G = playGame(`judging-${i}`, explorer({ builder: i % 2 === 1 }), {
        scenario,
        afterMove: (G: GameState) => {
          if (currentDecision(G).kind !== 'action') return;
          const state = statesToAct(G)[0];
          const frozen = deepFreeze(structuredClone(G));
          expect(legalMoves(frozen, state)).toEqual(legalMoves(structuredClone(G), state));
          judged++;
        },
      });
      expect(G.result).not.toBeNull();
    });
    expect(judged).toBeGreaterThan(100);
  }, 120_000);
});

describe("pricing a space never writes to the position it prices (the bots' trial position shares it)", () => {
  it('hypotheticalGain on a deep-frozen G, at bid decisions of 4 card-rich games, equals the gain on a copy', () => {
    const scenarios = goldenGames()
      .filter((g) => g.policy === 'explorer' || g.policy === 'builder')
      .map((g) => g.scenario)
      .filter((_, i) => i % 8 === 0)
      .slice(0, 4);
    let priced = 0;
    scenarios.forEach((scenario, i) => {
      let bids = 0;
      playGame(`pricing-${i}`, explorer({ builder: i % 2 === 1 }), {
        scenario,
        afterMove: (G: GameState) => {
          // Every third bid decision: each space priced with the first general in hand, as the heuristic does.
          if (currentDecision(G).kind !== 'bid' || bids++ % 3 !== 0) return;
          const state = statesToAct(G)[0];
          const general = G.players[state].secret.hand[0];
          if (!general) return;
          const frozen = deepFreeze(structuredClone(G));
          for (const space of BIDDABLE_SPACES[state]) {
            expect(hypotheticalGain(frozen, state, space, { general })).toBe(
              hypotheticalGain(structuredClone(G), state, space, { general }),
            );
            priced++;
          }
        },
      });
    });
    expect(priced).toBeGreaterThan(100);
  }, 120_000);
});

describe("scoring an action's choices shares the other states' records (src/bots/threeKingdomsRedux/clone.ts, cloneForAction)", () => {
  it('scoreChoices on a deep-frozen G, at every action decision of 12 card-rich games, equals the scores on a copy', () => {
    // cloneForAction copies only the acting state's record: an action, and every hook it runs, must write no
    // other state's record. Here the shared records are frozen, so such a write throws. Builders' games with
    // rotating enhancement hands (every enhancement in some hand) and explorers' with generals acting before actions.
    let scored = 0;
    playCardRichGames('scoring', { builderEvery: 6, explorerEvery: 25 }, (G: GameState) => {
      if (currentDecision(G).kind !== 'action') return;
      const state = statesToAct(G)[0];
      const frozen = deepFreeze(structuredClone(G));
      for (const space of G.pendingActions[state]) {
        if (actionRefused(G, state, space, true)) continue;
        const onFrozen = scoreChoices(frozen, state, space);
        expect(onFrozen).toEqual(scoreChoices(structuredClone(G), state, space));
        scored += onFrozen.length;
      }
    });
    expect(scored).toBeGreaterThan(1000);
  }, 120_000);
});

describe('a listed choice is judged once (src/game/threeKingdomsRedux/actions.ts, takeListedAction)', () => {
  it('taking each listed choice without judging it again, at every action decision of 8 card-rich games, equals takeAction', () => {
    // The bots list a won action's choices on G and take each on a fresh copy without judging it again: the
    // listing's verdict must be takeAction's, and the listed `before` answers must act as takeAction's would.
    // Builders' games (every enhancement in some hand) and explorers' (generals acting before actions).
    let taken = 0;
    let withBefore = 0;
    playCardRichGames('listed', { builderEvery: 5, explorerEvery: 16, count: 8 }, (G: GameState) => {
      if (currentDecision(G).kind !== 'action') return;
      const state = statesToAct(G)[0];
      // Without the log so far (both copies log only what the action writes): the comparison is the cost here.
      const position = structuredClone({ ...G, log: [] });
      for (const space of G.pendingActions[state]) {
        if (actionRefused(G, state, space, true)) continue;
        for (const choice of actionChoices(G, state, space)) {
          const judged = structuredClone(position);
          expect(takeAction(judged, state, space, choice)).toEqual({ ok: true });
          const listed = structuredClone(position);
          takeListedAction(listed, state, space, choice);
          expect(JSON.stringify(listed)).toBe(JSON.stringify(judged));
          taken++;
          if (choice.before) withBefore++;
        }
      }
    });
    expect(taken).toBeGreaterThan(1000);
    expect(withBefore).toBeGreaterThan(50);
  }, 180_000);
});
