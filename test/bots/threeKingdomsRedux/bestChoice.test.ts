/**
 * Issue 20, the bots' lookahead: the heuristic's action and its pricing of a
 * space read only the best-scored choice, so they ask bestChoice, which
 * scores the choices without a sorted list (src/bots/threeKingdomsRedux/actionValue.ts). It must
 * be scoreChoices' first entry exactly: the same choice (the first listed of
 * the highest gain, as the stable sort puts first) and the very same gain.
 * Scored on a deep-frozen G, so a copy that shares a part its choice writes
 * throws: hire instructor's copies get decks of their own only for a choice
 * that imports (drawsFromDecks).
 */
import { describe, expect, it } from 'vitest';
import { bestChoice, scoreChoices } from '../../../src/bots/threeKingdomsRedux/actionValue';
import { withEvaluation, type EvaluationProfile } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { actionRefused } from '../../../src/game/threeKingdomsRedux/legal';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { playCardRichGames } from '../../cardRichGames';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

describe('bestChoice (src/bots/threeKingdomsRedux/actionValue.ts)', () => {
  it("is scoreChoices' first entry at every action decision of 8 card-rich games, in both profiles, on a deep-frozen G", () => {
    let compared = 0;
    let ties = 0;
    let imports = 0;
    playCardRichGames('best', { builderEvery: 9, explorerEvery: 31, count: 8 }, (G: GameState) => {
      if (currentDecision(G).kind !== 'action') return;
      const s = statesToAct(G)[0];
      const frozen = deepFreeze(structuredClone(G));
      for (const profile of ['legacy', 'cards'] as EvaluationProfile[])
        withEvaluation(profile, () => {
          for (const space of G.pendingActions[s]) {
            const all = scoreChoices(structuredClone(G), s, space);
            const best = bestChoice(frozen, s, space);
            if (actionRefused(G, s, space, true) || all.length === 0) {
              expect(best).toBeUndefined();
              continue;
            }
            expect(best!.choice).toEqual(all[0].choice);
            expect(Object.is(best!.gain, all[0].gain), `${space}: ${best!.gain} against ${all[0].gain}`).toBe(true);
            if (all.length > 1 && all[1].gain === all[0].gain) ties++;
            if (space === 'hireInstructor') imports++;
            compared++;
          }
        });
    });
    expect(compared).toBeGreaterThan(300);
    // Ties among the best (the first listed must win them) and hire instructor's imports both come up.
    expect(ties).toBeGreaterThan(10);
    expect(imports).toBeGreaterThan(10);
  }, 180_000);
});
