/** Messages between the page and the bot worker (botWorker.ts). */
import type { Advice, AdviceOptions, Outlook } from '../../bots/analysis';
import type { Difficulty } from '../../bots/registry';
import type { Move } from '../../game/moves';
import type { GameState } from '../../game/state';
import type { StateId } from '../../game/types';

export type ToWorker =
  /** Creates one bot per seat, each with its own generator botRng(seed, seat). */
  | { type: 'init'; seed: string; levels: Partial<Record<StateId, Difficulty>> }
  /** `view` is the seat's own view (its boardgame.io client state, already playerView-filtered). */
  | { type: 'decide'; id: number; seat: StateId; view: GameState }
  /** The advisor (a hint): `view` is the asking seat's own view; `seed` names the analysis's own generator. */
  | { type: 'advise'; id: number; seat: StateId; view: GameState; seed: string; options: AdviceOptions }
  /** Win chances of a position for the end-of-game chart: `view` is the spectator's view. */
  | { type: 'outlook'; id: number; view: GameState; seed: string; games: number };

export type FromWorker =
  | { type: 'move'; id: number; seat: StateId; move: Move; ms: number }
  | { type: 'advice'; id: number; advice: Advice }
  | { type: 'outlook'; id: number; outlook: Outlook }
  | { type: 'error'; id: number; seat?: StateId; message: string };
