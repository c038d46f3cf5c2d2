/** Messages between the server and its decision threads (decisionPool.ts, decisionWorker.ts). */

export interface DecisionRequest {
  id: number;
  /** The match's game (its name: ../games/decisionBots.ts). */
  game: string;
  /** One of the game's bot names or difficulties. */
  bot: string;
  /** The seat, as the game's rules name it. */
  seat: string;
  /** The seat's own view: what its boardgame.io client was sent (playerView), nothing more. */
  view: unknown;
  /** Seeds the bot's own generator for this decision. */
  seed: string;
}

export type DecisionReply = { id: number; ok: true; move: unknown; ms: number } | { id: number; ok: false; message: string };
