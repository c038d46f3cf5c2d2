/**
 * Helpers for the border and army-unit enhancements' tests (Iron Armour,
 * Mobile Siege Tower, Catapult, Watchtower, Siege Ladder): a construction
 * the prerequisite refuses, and stationings the builders do not arrange
 * (one general on 2 locations, a general without units).
 */
import { expect } from 'vitest';
import type { LocationId } from '../../../../../src/game/threeKingdomsRedux/data/board';
import { LOCATIONS } from '../../../../../src/game/threeKingdomsRedux/data/board';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import type { MoveResult } from '../../../../../src/game/threeKingdomsRedux/moves';
import { setRecruitedIn, type GameState, type UnitGroup } from '../../../../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { giveEnhancements, type TestGame } from '../../../../builders';
import { winsSpace } from './scenarios';

/**
 * `state` wins "construct" with `card` in hand and plenty to pay for it, but
 * tries to construct it without its prerequisite (as `arrange` leaves it):
 * the move is refused and nothing changes. Returns the refusal and the game.
 */
export function refusedConstruction(
  card: EnhancementId,
  state: StateId = 'wei',
  arrange?: (G: GameState) => void,
): { result: MoveResult; t: TestGame } {
  const t = winsSpace('construct', state);
  giveEnhancements(t.G, state, [card]);
  const p = t.G.players[state];
  p.gold += 5;
  p.rice += 5;
  p.untrained += 1;
  for (const w of ['spear', 'horse', 'crossbow', 'vessel'] as const) p.weapons[w] += 2;
  arrange?.(t.G);
  const before = JSON.stringify(t.G);
  const result = t.attempt(state, { type: 'takeAction', space: 'construct', choice: { kind: 'construct', card } });
  expect(JSON.stringify(t.G)).toBe(before);
  return { result, t };
}

/**
 * Arranges, without playing, `general` stationed earlier on `locations` (all
 * of one border) with `units` (Liao Hua's 2 locations, Zhao Yun without
 * units); the border location tokens go to the treasury with 0 VP.
 */
export function occupy(G: GameState, state: StateId, general: GeneralId, locations: LocationId[], units: UnitGroup[]): void {
  const p = G.players[state];
  p.secret.hand = p.secret.hand.filter((g) => g !== general);
  p.secret.undrawn = p.secret.undrawn.filter((g) => g !== general);
  if (p.recruitedIn[general] === undefined) setRecruitedIn(p, general, 1);
  if (!p.revealed.includes(general)) p.revealed.push(general);
  p.stationed.push({ general, locations, units, border: LOCATIONS[locations[0]].border, round: G.round });
  for (const l of locations) {
    G.locations[l] = { state, general };
    G.boardBorderTokens = G.boardBorderTokens.filter((x) => x !== l);
    p.treasury.borderTokens.push({ location: l, vp: 0 });
  }
}
