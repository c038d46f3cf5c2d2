/**
 * Scenarios for the state enhancement tests: a state wins one action space
 * alone and is about to take it; a state constructs a card through the real
 * "construct state enhancement" action; the score sheet as the game would end now.
 */
import { expect } from 'vitest';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { computeScores, type FinalResult } from '../../../../../src/game/threeKingdomsRedux/scoring';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import type { ActionSpaceId, CommonSpaceId, StateId } from '../../../../../src/game/threeKingdomsRedux/types';
import { giveEnhancements, onlyGenerals, selectAlliance, testGame, type TestGame } from '../../../../builders';

/** A general of each state that bids alone in these scenarios (tutorial mode: no skills fire). */
const BIDDER: Record<StateId, GeneralId> = { wei: 'caoCao', wu: 'sunQuan', shu: 'liuBei' };
/** A second general that wins a space the state leaves untaken, so the round does not end while a test looks. */
const HOLDER: Record<StateId, GeneralId> = { wei: 'caoRen', wu: 'sunCe', shu: 'guanYu' };

/**
 * `state` wins `space` alone (every other state passes) and is about to take
 * the action; it also won "recruit armies" (or "train armies"), still to take. Beginners' mode unless `generals` are given, so no general's
 * skill interferes with the card under test.
 */
export function winsSpace(
  space: ActionSpaceId,
  state: StateId = 'wei',
  opts: { general?: GeneralId; full?: boolean; alliance?: CommonSpaceId } = {},
): TestGame {
  const general = opts.general ?? BIDDER[state];
  const t = opts.full
    ? testGame({
        generals: { wei: ['caoCao', 'caoRen', 'caoHong', 'guoJia'], wu: ['sunQuan', 'sunCe', 'zhouYu'], shu: ['liuBei', 'guanYu'] },
      })
    : testGame();
  onlyGenerals(t.G, { [state]: [general, HOLDER[state]] });
  selectAlliance(t, opts.alliance ?? (space === 'trade' ? 'construct' : 'trade'));
  t.assign(state, { general, space });
  // The holder's action ("recruit armies", or "train armies") is left for the test to take or decline.
  t.assign(state, { general: HOLDER[state], space: space === 'recruitArmies' ? 'trainArmies' : 'recruitArmies' });
  t.passAll();
  return t;
}

/**
 * `state` constructs `card` with the construct action (the card is put in its
 * hand, and enough gold, rice, armies and weapons for any cost are added).
 */
export function constructs(card: EnhancementId, state: StateId = 'wei', arrange?: (G: GameState) => void): TestGame {
  const t = winsSpace('construct', state);
  giveEnhancements(t.G, state, [card]);
  const p = t.G.players[state];
  p.gold += 5;
  p.rice += 5;
  p.popularSupport += 1;
  p.untrained += 1;
  for (const w of ['spear', 'horse', 'crossbow', 'vessel'] as const) p.weapons[w] += 2;
  arrange?.(t.G);
  t.take(state, 'construct', { kind: 'construct', card });
  expect(p.constructed).toContain(card);
  return t;
}

/** The score sheet if the game ended now. */
export function scoreNow(G: GameState): FinalResult {
  return computeScores(G);
}

/** The VPs `card` earns `state` on the score sheet (printed VP plus its scoring effect). */
export function cardVP(G: GameState, state: StateId, card: EnhancementId): number {
  return scoreNow(G).scores[state].enhancementVP[card] ?? 0;
}
