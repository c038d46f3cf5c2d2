/**
 * Scenario helpers for the Wu generals' tests: full mode (skills fire) with
 * only the named generals recruited, so no other card acts.
 */
import { expect } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { Move } from '../../../../../src/game/threeKingdomsRedux/moves';
import type { Scenario } from '../../../../../src/game/threeKingdomsRedux/setup';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { DEFAULT_GENERALS, onlyGenerals, testGame, type TestGame } from '../../../../builders';

/** A round-1 game in full mode where Wu has only `wu` (and Wei/Shu only the given generals). */
export function wuGame(wu: GeneralId[], opts: { wei?: GeneralId[]; shu?: GeneralId[]; scenario?: Scenario } = {}): TestGame {
  const t = testGame({ generals: DEFAULT_GENERALS, ...opts.scenario });
  onlyGenerals(t.G, { wu, wei: opts.wei ?? [], shu: opts.shu ?? [] });
  return t;
}

/** The options of the card choice now waiting for `state`, as legalMoves lists them. */
export function choiceOptions(t: TestGame, state: StateId): unknown[] {
  expect(currentDecision(t.G)).toEqual({ kind: 'choice', state });
  return legalMoves(t.G, state)
    .filter((m): m is Extract<Move, { type: 'choose' }> => m.type === 'choose')
    .map((m) => m.option);
}

/** A deep copy, to show that a refused move changed nothing. */
export const snapshot = (G: GameState): GameState => JSON.parse(JSON.stringify(G)) as GameState;

/** Whether `card` logged an activation this game. */
export const activated = (G: GameState, card: GeneralId): boolean => G.log.some((e) => e.card === card);

/** Declines every action still to be taken this round, in turn. */
export function declineRest(t: TestGame): void {
  for (;;) {
    const d = currentDecision(t.G);
    if (d.kind !== 'action') return;
    t.decline(d.state, t.G.pendingActions[d.state][0]);
  }
}
