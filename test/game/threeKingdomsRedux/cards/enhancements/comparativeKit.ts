/**
 * Shared arrangements for the comparative-category cards (Armistice with
 * Border Tribe / City Walls: civil harmony; Puppet Theatre / Bronze Sparrow:
 * rank; Capital City / Tax Modification (Hu Tiao) System: domestic
 * development; Chinese Abacus and Irrigation): the three states' values are
 * set directly and the score sheet is read as the game would end now.
 */
import { expect } from 'vitest';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import type { FinalResult } from '../../../../../src/game/threeKingdomsRedux/scoring';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { giveEnhancements, placeConstructed, testGame } from '../../../../builders';
import { scoreNow, winsSpace } from './scenarios';
import type { Place } from '../../../../../src/game/threeKingdomsRedux/cardHooks';

export type Category = 'domesticDevelopment' | 'civilHarmony' | 'rank';

/** The card prevailing in ties of each category, and its "individual 3rd" twin. */
const PAIRS: Record<Category, { prevails: EnhancementId; third: EnhancementId }> = {
  civilHarmony: { prevails: 'armisticeWithBorderTribe', third: 'cityWalls' },
  rank: { prevails: 'puppetTheatre', third: 'bronzeSparrow' },
  domesticDevelopment: { prevails: 'capitalCity', third: 'taxModificationSystem' },
};

/**
 * Sets each state's value in `category`: civil harmony as tribal level (no
 * level above 8, so no tribal bonus) with no popular support; rank as is;
 * domestic development split between farm and marketplace levels.
 */
function setValues(G: GameState, category: Category, values: Record<StateId, number>): void {
  for (const s of STATES) {
    const p = G.players[s];
    const v = values[s];
    if (category === 'civilHarmony') {
      p.tribalLevel = v;
      p.popularSupport = 0;
    } else if (category === 'rank') p.rank = v;
    else {
      p.farm = { level: Math.ceil(v / 2), flipped: 0 };
      p.marketplace = { level: Math.floor(v / 2), flipped: 0 };
    }
  }
}

/** A fresh game in which `constructed` cards are built and `category` has `values`; its score sheet now. */
function scoreWith(
  category: Category,
  values: Record<StateId, number>,
  constructed: Partial<Record<StateId, EnhancementId[]>> = {},
): { G: GameState; result: FinalResult } {
  const t = testGame();
  for (const s of STATES) if (constructed[s]) placeConstructed(t.G, s, constructed[s]!);
  setValues(t.G, category, values);
  return { G: t.G, result: scoreNow(t.G) };
}

/** The VPs of the category row as the place gives them (5/3/2/1/0), without the rank's own VPs. */
function placeVP(result: FinalResult, G: GameState, category: Category, s: StateId): number {
  return result.scores[s].categories[category] - (category === 'rank' ? G.players[s].rank : 0);
}

/** Expects the places of `category` and the VPs they give. */
export function expectPlaces(result: FinalResult, G: GameState, category: Category, places: Record<StateId, Place>): void {
  expect(result.places[category]).toEqual(places);
  const vp: Record<Place, number> = { first: 5, jointFirst: 3, second: 2, jointSecond: 1, third: 0 };
  for (const s of STATES) expect(placeVP(result, G, category, s), s).toBe(vp[places[s]]);
}

/** Whether the score sheet logged `card` acting for `state`. */
export function logged(result: FinalResult, state: StateId, card: EnhancementId): boolean {
  return result.cardEffects.some((e) => e.state === state && e.card === card);
}

// --- the cases, shared by the three pairs ---

/** Joint 1st with one opponent: the card's owner alone 1st, the opponent individual 2nd. */
export function jointFirstOfTwo(category: Category): void {
  const card = PAIRS[category].prevails;
  const values = { wei: 3, wu: 3, shu: 1 };
  const plain = scoreWith(category, values);
  expectPlaces(plain.result, plain.G, category, { wei: 'jointFirst', wu: 'jointFirst', shu: 'third' });
  // Wu holds the card (not first in any fixed order, so the card decides).
  const { G, result } = scoreWith(category, values, { wu: [card] });
  expectPlaces(result, G, category, { wei: 'second', wu: 'first', shu: 'third' });
  expect(logged(result, 'wu', card)).toBe(true);
}

/** Joint 1st of all three: the card's owner alone 1st, the two others joint 2nd. */
export function jointFirstOfThree(category: Category): void {
  const card = PAIRS[category].prevails;
  const values = { wei: 2, wu: 2, shu: 2 };
  const plain = scoreWith(category, values);
  expectPlaces(plain.result, plain.G, category, { wei: 'jointFirst', wu: 'jointFirst', shu: 'jointFirst' });
  const { G, result } = scoreWith(category, values, { shu: [card] });
  expectPlaces(result, G, category, { wei: 'jointSecond', wu: 'jointSecond', shu: 'first' });
  expect(logged(result, 'shu', card)).toBe(true);
}

/** Joint 2nd: the card's owner individual 2nd, the opponent individual 3rd. */
export function jointSecond(category: Category): void {
  const card = PAIRS[category].prevails;
  const values = { wei: 4, wu: 2, shu: 2 };
  const plain = scoreWith(category, values);
  expectPlaces(plain.result, plain.G, category, { wei: 'first', wu: 'jointSecond', shu: 'jointSecond' });
  const { G, result } = scoreWith(category, values, { shu: [card] });
  expectPlaces(result, G, category, { wei: 'first', wu: 'third', shu: 'second' });
  expect(logged(result, 'shu', card)).toBe(true);
}

/** No tie involving the owner, or a tie in another category: the card changes nothing and is not logged. */
export function onlyItsOwnTies(category: Category): void {
  const card = PAIRS[category].prevails;
  // Untied: places as printed.
  const untied = scoreWith(category, { wei: 3, wu: 2, shu: 1 }, { shu: [card] });
  expectPlaces(untied.result, untied.G, category, { wei: 'first', wu: 'second', shu: 'third' });
  expect(logged(untied.result, 'shu', card)).toBe(false);
  // A tie of the two opponents (below the owner) stays a tie.
  const others = scoreWith(category, { wei: 3, wu: 1, shu: 1 }, { wei: [card] });
  expectPlaces(others.result, others.G, category, { wei: 'first', wu: 'jointSecond', shu: 'jointSecond' });
  expect(logged(others.result, 'wei', card)).toBe(false);
  // Ties in the other categories are not this card's.
  for (const other of (['domesticDevelopment', 'civilHarmony', 'rank'] as const).filter((c) => c !== category)) {
    const t = testGame();
    placeConstructed(t.G, 'wei', [card]);
    setValues(t.G, category, { wei: 3, wu: 2, shu: 1 });
    setValues(t.G, other, { wei: 2, wu: 2, shu: 1 });
    const result = scoreNow(t.G);
    expectPlaces(result, t.G, other, { wei: 'jointFirst', wu: 'jointFirst', shu: 'third' });
    expect(logged(result, 'wei', card)).toBe(false);
  }
}

/** The "individual 3rd" card: +1 VP (beyond its printed 2) as individual 3rd only. */
export function thirdPlaceText(category: Category): void {
  const card = PAIRS[category].third;
  const third = scoreWith(category, { wei: 3, wu: 2, shu: 1 }, { shu: [card] });
  expect(third.result.places[category].shu).toBe('third');
  expect(third.result.scores.shu.enhancementVP[card]).toBe(3);
  expect(logged(third.result, 'shu', card)).toBe(true);
  for (const [values, owner] of [
    [{ wei: 3, wu: 2, shu: 1 }, 'wei'],
    [{ wei: 3, wu: 2, shu: 1 }, 'wu'],
  ] as const) {
    const { result } = scoreWith(category, values, { [owner]: [card] });
    expect(result.scores[owner].enhancementVP[card], owner).toBe(2);
    expect(logged(result, owner, card)).toBe(false);
  }
}

/** Joint places never activate the "individual 3rd" card: joint 2nd, joint 1st (two or three states). */
export function thirdPlaceOnlyIndividual(category: Category): void {
  const card = PAIRS[category].third;
  const cases: [Record<StateId, number>, Place][] = [
    [{ wei: 4, wu: 2, shu: 2 }, 'jointSecond'],
    [{ wei: 2, wu: 2, shu: 2 }, 'jointFirst'],
    [{ wei: 1, wu: 3, shu: 3 }, 'jointFirst'],
  ];
  for (const [values, place] of cases) {
    const { result } = scoreWith(category, values, { shu: [card] });
    expect(result.places[category].shu).toBe(place);
    expect(result.scores.shu.enhancementVP[card]).toBe(2);
  }
}

/** Joint 2nd with the owner of the prevailing card: individual 3rd, so the card earns its VP; not when both are joint 2nd below a 3-way tie's winner. */
export function thirdPlaceWithPrevailing(category: Category): void {
  const { prevails, third } = PAIRS[category];
  const values = { wei: 4, wu: 2, shu: 2 };
  const without = scoreWith(category, values, { shu: [third] });
  expect(without.result.scores.shu.enhancementVP[third]).toBe(2);
  const { G, result } = scoreWith(category, values, { wu: [prevails], shu: [third] });
  expectPlaces(result, G, category, { wei: 'first', wu: 'second', shu: 'third' });
  expect(result.scores.shu.enhancementVP[third]).toBe(3);
  expect(logged(result, 'shu', third)).toBe(true);
  // Joint 1st of three with the prevailing card's owner: joint 2nd, not 3rd.
  const three = scoreWith(category, { wei: 2, wu: 2, shu: 2 }, { wu: [prevails], shu: [third] });
  expect(three.result.places[category].shu).toBe('jointSecond');
  expect(three.result.scores.shu.enhancementVP[third]).toBe(2);
  // Joint 1st of two with it: individual 2nd, not 3rd.
  const two = scoreWith(category, { wei: 1, wu: 3, shu: 3 }, { wu: [prevails], shu: [third] });
  expect(two.result.places[category].shu).toBe('second');
  expect(two.result.scores.shu.enhancementVP[third]).toBe(2);
  // One state holding both cards: prevailing in its joint 2nd makes it individual 2nd, never 3rd.
  const both = scoreWith(category, values, { shu: [prevails, third] });
  expect(both.result.places[category].shu).toBe('second');
  expect(both.result.scores.shu.enhancementVP[third]).toBe(2);
}

/**
 * The card's prerequisite through the real "construct state enhancement"
 * action: refused with the reason (G unchanged) while `unmet` holds, then
 * built once `met` is arranged.
 */
export function prerequisiteHolds(card: EnhancementId, unmet: (G: GameState) => void, met: (G: GameState) => void, reason: RegExp): void {
  const t = winsSpace('construct');
  giveEnhancements(t.G, 'wei', [card]);
  const p = t.G.players.wei;
  p.gold += 5;
  p.rice += 5;
  unmet(t.G);
  const before = JSON.stringify(t.G);
  const r = t.attempt('wei', { type: 'takeAction', space: 'construct', choice: { kind: 'construct', card } });
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error).toMatch(reason);
  expect(JSON.stringify(t.G)).toBe(before);
  met(t.G);
  t.take('wei', 'construct', { kind: 'construct', card });
  expect(p.constructed).toContain(card);
}

/** A fresh game with the given [farm, marketplace] levels and constructed cards; its score sheet now. */
export function scoreLevels(
  levels: Record<StateId, [number, number]>,
  constructed: Partial<Record<StateId, EnhancementId[]>> = {},
): { G: GameState; result: FinalResult } {
  const t = testGame();
  for (const s of STATES) {
    if (constructed[s]) placeConstructed(t.G, s, constructed[s]!);
    t.G.players[s].farm = { level: levels[s][0], flipped: 0 };
    t.G.players[s].marketplace = { level: levels[s][1], flipped: 0 };
  }
  return { G: t.G, result: scoreNow(t.G) };
}
