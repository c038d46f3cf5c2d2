/**
 * Helpers for the tests of Bronze Coinage, Heavy Moldboard Plough, Finery
 * Forge, Weapon Trading Post, Barter Market, Office of Minister of Finance,
 * Square-Pallet Chain Pumps and Imperial Academy: legal moves by kind,
 * refusals that leave G unchanged, activations in the log, a round's end.
 */
import { expect } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { ActionChoice, Move } from '../../../../../src/game/threeKingdomsRedux/moves';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import {
  declineAll,
  DEFAULT_GENERALS,
  onlyGenerals,
  passRound,
  placeConstructed,
  selectAlliance,
  testGame,
  type TestGame,
} from '../../../../builders';

/** The state's legal ways to take `space` now (legalMoves). */
export function actionChoicesOf(t: TestGame, state: StateId, space: ActionSpaceId): ActionChoice[] {
  return legalMoves(t.G, state)
    .filter((m): m is Extract<Move, { type: 'takeAction' }> => m.type === 'takeAction' && m.space === space)
    .map((m) => m.choice);
}

/** The legal answers to the card choice now waiting for `state` (null: decline). */
export function choiceOptionsOf(t: TestGame, state: StateId): unknown[] {
  expect(currentDecision(t.G)).toEqual({ kind: 'choice', state });
  return legalMoves(t.G, state)
    .filter((m): m is Extract<Move, { type: 'choose' }> => m.type === 'choose')
    .map((m) => m.option);
}

/** The state's legal skill moves now. */
export function skillMovesOf(t: TestGame, state: StateId): Extract<Move, { type: 'useSkill' }>[] {
  return legalMoves(t.G, state).filter((m): m is Extract<Move, { type: 'useSkill' }> => m.type === 'useSkill');
}

/** Expects `move` to be refused (with `reason`, when given) and G to be unchanged. */
export function expectRefused(t: TestGame, state: StateId, move: Move, reason?: RegExp): void {
  const before = JSON.stringify(t.G);
  const r = t.attempt(state, move);
  expect(r.ok).toBe(false);
  if (!r.ok && reason) expect(r.error).toMatch(reason);
  expect(JSON.stringify(t.G)).toBe(before);
}

/** Log sentences of a card's activations. */
export function activations(G: GameState, card: string): string[] {
  return G.log.filter((e) => e.card === card).map((e) => e.text);
}

/** Declines every action left this round: the round runs to its end (or to a choice it offers). */
export function endRound(t: TestGame): void {
  declineAll(t);
}

/** A full-mode game (skills fire) where each state holds only the given generals, at round 1's alliance selection. */
export function fullGame(hands: Partial<Record<StateId, GeneralId[]>>): TestGame {
  const t = testGame({ generals: DEFAULT_GENERALS });
  onlyGenerals(t.G, hands);
  return t;
}

/** Full mode, rounds 1 and 2 passed: round 3's recruitment is open (each state has drawn its cards). */
export function round3Recruitment(hands: Partial<Record<StateId, GeneralId[]>>): TestGame {
  const t = fullGame(hands);
  passRound(t);
  passRound(t);
  expect(t.G.round).toBe(3);
  expect(currentDecision(t.G)).toEqual({ kind: 'recruit', states: ['wei', 'wu', 'shu'] });
  return t;
}

/**
 * Full mode: Wu (Gu Yong and Zhang Zhao) with `cards` constructed; Gu Yong
 * takes "hire instructor" and trades 4 rice for 5 gold with his skill; when
 * `tradeSpace`, Zhang Zhao also takes the "trade" space's action (buying 4
 * rice). The round then runs to its end-of-round benefits.
 */
export function guYongRound(
  cards: import('../../../../../src/game/threeKingdomsRedux/data/enhancements').EnhancementId[],
  tradeSpace: boolean,
): TestGame {
  const t = fullGame({ wu: ['guYong', 'zhangZhao'] });
  placeConstructed(t.G, 'wu', cards);
  const wu = t.G.players.wu;
  Object.assign(wu, { gold: 10, rice: 7 });
  selectAlliance(t, 'construct');
  t.assign('wu', { general: 'guYong', space: 'hireInstructor' });
  t.assign('wu', { general: 'zhangZhao', space: tradeSpace ? 'trade' : 'recruitArmies' });
  t.passAll();
  t.take('wu', 'hireInstructor', { kind: 'hireInstructor', hire: { train: 0 } });
  // Gu Yong's Supererogation: "trade rice" (sell 4 rice for 5 gold).
  t.play('wu', { type: 'choose', option: { rice: { direction: 'sell', lots: 1 } } });
  expect(activations(t.G, 'guYong')).toHaveLength(1);
  if (tradeSpace) t.take('wu', 'trade', { kind: 'trade', rice: { direction: 'buy', lots: 1 } });
  endRound(t);
  return t;
}
