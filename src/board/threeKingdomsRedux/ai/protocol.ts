/** Messages between the page and the bot worker (botWorker.ts). */
import type { Difficulty } from '../../../bots/threeKingdomsRedux/registry';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import type { AnalysisReply, AnalysisRequest } from '../advisor/analysisRunner';

export type ToWorker =
  /** Creates one bot per seat, each with its own generator botRng(seed, seat). */
  | { type: 'init'; seed: string; levels: Partial<Record<StateId, Difficulty>> }
  /** `view` is the seat's own view (its boardgame.io client state, already playerView-filtered). */
  | { type: 'decide'; id: number; seat: StateId; view: GameState }
  /** The advisor's and the chart's questions (advisor/analysisRunner.ts). */
  | AnalysisRequest;

export type FromWorker =
  | { type: 'move'; id: number; seat: StateId; move: Move; ms: number }
  | { type: 'error'; id: number; seat?: StateId; message: string }
  | AnalysisReply;
