/**
 * Shared arrangements for the Wei generals' tests: a full game (skills fire)
 * at round 1's alliance selection, with only the named generals in hand.
 */
import { expect } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { Move } from '../../../../../src/game/threeKingdomsRedux/moves';
import type { StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { DEFAULT_GENERALS, onlyGenerals, testGame, type TestGame } from '../../../../builders';

/** Full mode, round 1, alliance not yet selected; each state holds only the given generals. */
export function fullGame(hands: Partial<Record<StateId, GeneralId[]>>, seed?: string): TestGame {
  const t = testGame({ generals: DEFAULT_GENERALS }, seed);
  onlyGenerals(t.G, hands);
  return t;
}

/** The legal moves of `state` of one move type. */
export function movesOf<T extends Move['type']>(t: TestGame, state: StateId, type: T): Extract<Move, { type: T }>[] {
  return legalMoves(t.G, state).filter((m): m is Extract<Move, { type: T }> => m.type === type);
}

/** Expects `move` to be refused with a reason and G to be unchanged. */
export function expectRefused(t: TestGame, state: StateId, move: Move, reason?: RegExp): void {
  const before = JSON.stringify(t.G);
  const r = t.attempt(state, move);
  expect(r.ok).toBe(false);
  if (!r.ok && reason) expect(r.error).toMatch(reason);
  expect(JSON.stringify(t.G)).toBe(before);
}

/** Log sentences of a card's activations. */
export function activations(t: TestGame, card: string): string[] {
  return t.G.log.filter((e) => e.card === card).map((e) => e.text);
}

export function decision(t: TestGame) {
  return currentDecision(t.G);
}

/**
 * One round for the tribal-track combinations (compendium, Jia Xu, Xu Chu,
 * Pang De): round 1, or round 2 (`even`) after a round where everyone
 * passed. Cao Cao takes "develop farm" (with Pang De beside him when
 * `pangDe`); Xu Chu takes "recruit armies" and uses Brawn (train 2) when
 * `xuChu`; Jia Xu is recruited when `jiaXu`. Wei does not take "improve
 * tribal relations" unless `improves`. The round is played to its end
 * (stopping at a choice the end of the round offers). Returns the level at
 * the start of the round.
 */
export function tribalRound(opts: {
  xuChu?: boolean;
  jiaXu?: boolean;
  pangDe?: boolean;
  even?: boolean;
  level?: number;
  improves?: boolean;
  pangDeElsewhere?: boolean;
}): { t: TestGame; start: number } {
  const wei: GeneralId[] = ['caoCao', 'xiahouDun'];
  if (opts.xuChu) wei.push('xuChu');
  if (opts.jiaXu) wei.push('jiaXu');
  if (opts.pangDe) wei.push('pangDe');
  const t = fullGame({ wei });
  if (opts.even) passRoundQuietly(t);
  if (opts.level !== undefined) t.G.players.wei.tribalLevel = opts.level;
  const start = t.G.players.wei.tribalLevel;
  t.play(t.G.bidOrder[2], { type: 'selectAlliance', space: 'trade' });
  t.assign('wei', { general: 'caoCao', space: 'developFarm' });
  if (opts.pangDe) t.assign('wei', { general: 'pangDe', space: opts.pangDeElsewhere ? 'demandTribute' : 'developFarm' });
  if (opts.xuChu) t.assign('wei', { general: 'xuChu', space: 'recruitArmies' });
  if (opts.improves) t.assign('wei', { general: 'xiahouDun', space: 'tribal:wei' });
  t.passAll();
  if (opts.xuChu) {
    t.take('wei', 'recruitArmies', { kind: 'recruitArmies' });
    t.play('wei', { type: 'choose', option: { train: 2 } });
  }
  if (opts.improves) t.take('wei', 'tribal:wei', { kind: 'improveTribalRelations', buyPopularSupport: false });
  t.take('wei', 'developFarm', { kind: 'developFarm' });
  if (opts.pangDe && opts.pangDeElsewhere) t.take('wei', 'demandTribute', { kind: 'demandTribute', take: 'gold' });
  return { t, start };
}

/** A round in which nobody bids (passRound), in full mode. */
function passRoundQuietly(t: TestGame): void {
  t.play(t.G.bidOrder[2], { type: 'selectAlliance', space: 'developFarm' });
  t.passAll();
}
