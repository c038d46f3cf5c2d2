/**
 * Issue 20, the bots' lookahead: the heuristic prices a bid by pretending
 * to win each space with the same general (src/bots/threeKingdomsRedux/bidChoice.ts
 * priceSpaces), and every pretended bid, declined, puts the general and his
 * units or gold back: the same position whatever the space. So one pricing
 * scores that declined baseline once and shares it (actionValue.ts
 * SharedBaseline), unless a card of the state acts on the decline
 * (declinesAlike; a bid bonus only values the bid, which declining discards). The prices must be exactly those with a baseline declined
 * per space: at every bid decision of card-rich games, in both evaluation
 * profiles, on a deep-frozen G, and in a position where Nine-Rank System
 * waits for "control Han emperor" to be declined (a decline that gives a
 * rank on that space only), which fails when the guard leaves out the
 * declined action's listeners.
 */
import { describe, expect, it } from 'vitest';
import { declinesAlike } from '../../../src/bots/threeKingdomsRedux/actionValue';
import { priceSpaces } from '../../../src/bots/threeKingdomsRedux/bidChoice';
import { withEvaluation, type EvaluationProfile } from '../../../src/bots/threeKingdomsRedux/evaluate';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { hookList } from '../../../src/game/threeKingdomsRedux/hooks';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../src/game/threeKingdomsRedux/types';
import { explorer } from '../../game/threeKingdomsRedux/cards/explorer';
import { playCardRichGames } from '../../cardRichGames';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Every price of the pricing with a shared baseline is the very number of the one with a baseline per space. */
function expectSamePrices(G: GameState, s: StateId): void {
  const shared = priceSpaces(deepFreeze(structuredClone(G)), s);
  const perSpace = priceSpaces(structuredClone(G), s, false);
  const flat = (p: ReturnType<typeof priceSpaces>) => [
    ...Object.entries(p.plain),
    ...Object.entries(p.battle).flatMap(([space, byType]) =>
      Object.entries(byType!).flatMap(([type, gains]) => gains!.map((g, n) => [`${space} ${type} ${n}`, g] as const)),
    ),
    ...p.tribal.map((g, n) => [`tribal ${n}`, g] as const),
  ];
  const a = flat(shared);
  const b = flat(perSpace);
  expect(a.map(([k]) => k)).toEqual(b.map(([k]) => k));
  a.forEach(([k, v], i) => expect(Object.is(v, b[i][1]), `${k}: ${v} against ${b[i][1]}`).toBe(true));
}

describe("one pricing's shared declined baseline (src/bots/threeKingdomsRedux/actionValue.ts SharedBaseline)", () => {
  it('prices every space as a baseline per space does, at every bid decision of 6 card-rich games, in both profiles', () => {
    let alike = 0;
    let guarded = 0;
    let battles = 0;
    let withBonus = 0;
    playCardRichGames('shared', { builderEvery: 20, explorerEvery: 17, count: 6 }, (G: GameState) => {
      if (currentDecision(G).kind !== 'bid') return;
      const s = statesToAct(G)[0];
      if (declinesAlike(G, s)) {
        alike++;
        // A bid bonus does not keep the trials from sharing their baseline (it only values the bid).
        if (hookList(G, s, 'bidBonus').length > 0) withBonus++;
      } else guarded++;
      if (Object.keys(priceSpaces(G, s).battle).length > 0) battles++;
      for (const profile of ['legacy', 'cards'] as EvaluationProfile[]) withEvaluation(profile, () => expectSamePrices(G, s));
    });
    // Both kinds of pricing come up, and battle spaces priced with units.
    expect(alike).toBeGreaterThan(100);
    expect(guarded).toBeGreaterThan(10);
    expect(battles).toBeGreaterThan(50);
    expect(withBonus).toBeGreaterThan(20);
  }, 180_000);

  it('is not shared while Nine-Rank System waits for "control Han emperor" to be declined (the decline gives a rank there only)', () => {
    let checked = 0;
    playGame('shared-nine-rank', explorer(), {
      afterMove: (G: GameState) => {
        if (checked >= 3 || currentDecision(G).kind !== 'bid') return;
        const s = statesToAct(G)[0];
        const p = G.players[s];
        if (!declinesAlike(G, s) || p.constructed.includes('nineRankSystem') || p.rank >= 5) return;
        const W = structuredClone(G);
        W.players[s].constructed.push('nineRankSystem');
        W.cardData.nineRankSystem = { waitingIn: W.round };
        expect(declinesAlike(W, s)).toBe(false);
        const prices = withEvaluation('legacy', () => priceSpaces(W, s, false));
        // The rank makes declining "control Han emperor" worth more than declining any other space.
        expect(prices.plain.controlHanEmperor).not.toBe(withEvaluation('legacy', () => priceSpaces(G, s, false)).plain.controlHanEmperor);
        for (const profile of ['legacy', 'cards'] as EvaluationProfile[]) withEvaluation(profile, () => expectSamePrices(W, s));
        checked++;
      },
    });
    expect(checked).toBe(3);
  });
});
