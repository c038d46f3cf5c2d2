/**
 * The rules' verdict on a move before it is sent: the board's Confirm and the bot seats' controller
 * (ai/controller.ts) both ask it.
 */
import { applyDecision } from '../../game/threeKingdomsRedux/engine';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../game/threeKingdomsRedux/state';

/**
 * Why `move` would be refused for `seat` on its view, or null. The view holds
 * everything the validators read for the seat's own decision; should a rule
 * need more (it throws on a hidden card), the master has the last word.
 */
export function refusal(G: GameState, seat: Parameters<typeof applyDecision>[1], move: Move): string | null {
  try {
    const result = applyDecision(structuredClone(G), seat, move);
    return result.ok ? null : result.error;
  } catch {
    return null;
  }
}
