/** Messages between the server and its decision threads (decisionPool.ts, decisionWorker.ts). */
import type { Move } from '../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';

export interface DecisionRequest {
  id: number;
  /** A registry name or difficulty (src/bots/threeKingdomsRedux/registry.ts). */
  bot: string;
  seat: StateId;
  /** The seat's own view: what its boardgame.io client was sent (playerView), nothing more. */
  view: GameState;
  /** Seeds the bot's own generator for this decision. */
  seed: string;
}

export type DecisionReply = { id: number; ok: true; move: Move; ms: number } | { id: number; ok: false; message: string };
