/**
 * Scenarios for the Unification deck's production, tribute and store-token
 * cards (the armouries, Hereditary Army System, Barrack, Training Ground,
 * Garrison, Roadways, Wooden Ox, Nine Bestowments, Military Habitation
 * System): a state takes a produce action with cards constructed earlier, in
 * the beginners' mode or with Xiahou Dun recruited; a construction followed
 * by real Update and Maintenance.
 */
import { expect } from 'vitest';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { Move } from '../../../../../src/game/threeKingdomsRedux/moves';
import type { ActionSpaceId, StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { declineAll, placeConstructed, placeStationed, selectAlliance, type TestGame } from '../../../../builders';
import { fullGame } from '../generals/weiScenarios';
import { constructs, winsSpace } from './scenarios';

/** Log sentences of a card's activations. */
export function activations(t: TestGame, card: string): string[] {
  return t.G.log.filter((e) => e.card === card).map((e) => e.text);
}

/** A JSON copy of G (for "nothing changed" checks). */
export const snapshot = (t: TestGame): string => JSON.stringify(t.G);

/** Expects `move` to be refused and G to be unchanged. */
export function expectRefused(t: TestGame, state: StateId, move: Move, reason?: RegExp): void {
  const before = snapshot(t);
  const r = t.attempt(state, move);
  expect(r.ok).toBe(false);
  if (!r.ok && reason) expect(r.error).toMatch(reason);
  expect(snapshot(t)).toBe(before);
}

/** The legal answers to the card choice waiting for `state`. */
export function chooseOptions(t: TestGame, state: StateId = 'wei'): unknown[] {
  return legalMoves(t.G, state)
    .filter((m): m is Extract<Move, { type: 'choose' }> => m.type === 'choose')
    .map((m) => m.option);
}

/** `state` (beginners' mode: no skill fires) won `space` alone, with `cards` constructed earlier. */
export function withCards(space: ActionSpaceId, cards: EnhancementId[], state: StateId = 'wei'): TestGame {
  const t = winsSpace(space, state);
  placeConstructed(t.G, state, cards);
  return t;
}

/**
 * Full mode: Wei won `space` with Xiahou Dun (and "recruit armies" with Yue
 * Jin, kept open), with `cards` constructed earlier and `untrained` untrained armies.
 */
export function xiahouDunProduces(
  space: 'produceSpearsHorses' | 'produceCrossbowsVessels',
  cards: EnhancementId[],
  untrained = 2,
): TestGame {
  const t = fullGame({ wei: ['xiahouDun', 'xunYu', 'yueJin'] });
  t.G.players.wei.untrained = untrained;
  placeConstructed(t.G, 'wei', cards);
  selectAlliance(t, 'trade');
  t.assign('wei', { general: 'xiahouDun', space });
  t.assign('wei', { general: 'yueJin', space: 'recruitArmies' });
  t.passAll();
  return t;
}

/** Xiahou Dun's Endeavour: 1 `weapon` and 1 army trained instead of producing. */
export const endeavour = (weapon: string) => ({
  kind: 'skill' as const,
  card: 'xiahouDun' as const,
  variant: 'endeavour',
  option: { weapon },
});

/**
 * Wei has 2 infantry units stationed (their border token on `tokenTo`; none
 * when `tokenTo` is null) and constructs `card` (answering its choice with
 * `answer`, when given); when `card` is null it constructs Garrison instead,
 * a card with no effect on construction or on upkeep (the same resources and
 * popular support as with the card under test). The rest of the round is
 * declined, so Update and Maintenance runs. Returns the game and the gold
 * and rice Wei paid at that maintenance.
 */
export function upkeepAfter(
  card: EnhancementId | null,
  tokenTo: 'treasury' | 'granary' | null,
  answer?: unknown,
): { t: TestGame; gold: number; rice: number } {
  const t = constructs(card ?? 'garrison', 'wei', (G) => {
    if (tokenTo) placeStationed(G, 'wei', 'xuHuang', 'shiTing', 2, tokenTo);
  });
  if (answer !== undefined) t.play('wei', { type: 'choose', option: answer });
  const wei = t.G.players.wei;
  const [gold, rice, round] = [wei.gold, wei.rice, t.G.round];
  declineAll(t);
  expect(t.G.round).toBe(round + 1);
  return { t, gold: gold - wei.gold, rice: rice - wei.rice };
}
