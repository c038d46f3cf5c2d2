/**
 * Scenario helpers for the Shu generals' tests (and Xu Huang): a full-mode
 * game in round 1 where only the named generals are recruited, so only their
 * skills fire.
 */
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { ActionChoice, AssignArgs, Move } from '../../../../../src/game/threeKingdomsRedux/moves';
import type { ActionSpaceId, CommonSpaceId, StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { DEFAULT_GENERALS, onlyGenerals, selectAlliance, testGame, type TestGame } from '../../../../builders';

/** A full-mode game (skills fire) at round 1's alliance selection, with only these generals recruited. */
export function shuGame(shu: GeneralId[], others: { wei?: GeneralId[]; wu?: GeneralId[] } = {}): TestGame {
  const t = testGame({ generals: DEFAULT_GENERALS });
  onlyGenerals(t.G, { shu, ...others });
  return t;
}

/** Selects the alliance space, makes the assignments in turn (each state's own), then everybody passes. */
export function bidAndResolve(t: TestGame, alliance: CommonSpaceId, assignments: [StateId, AssignArgs][]): void {
  selectAlliance(t, alliance);
  for (const [state, args] of assignments) t.assign(state, args);
  t.passAll();
}

/** Shu's legal ways to take `space` now. */
export function shuChoices(t: TestGame, space: ActionSpaceId): ActionChoice[] {
  return legalMoves(t.G, 'shu')
    .filter((m): m is Extract<Move, { type: 'takeAction' }> => m.type === 'takeAction' && m.space === space)
    .map((m) => m.choice);
}

/** The legal answers to the card choice waiting for `state`. */
export function chooseOptions(t: TestGame, state: StateId = 'shu'): unknown[] {
  return legalMoves(t.G, state)
    .filter((m): m is Extract<Move, { type: 'choose' }> => m.type === 'choose')
    .map((m) => m.option);
}

/** A copy of G for "nothing changed" checks after a refused move. */
export const snapshot = (t: TestGame) => JSON.parse(JSON.stringify(t.G)) as TestGame['G'];
