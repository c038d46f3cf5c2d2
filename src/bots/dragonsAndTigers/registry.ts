/**
 * The Dragons & Tigers bots by level and by name: what the table's opponent picker, the server's bot
 * seats and `npm run simulate -- --game dragons` ask for. `createDtBot(level)` is the whole API a
 * table needs; the names are the tournament's.
 */
import type { DtState, Move, Seat } from '../../game/dragonsAndTigers/model/state';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { BotOptions, GameBot } from '../bot';
import { uniformRandomBot } from '../uniformRandomBot';
import { dtHeuristicBot } from './heuristic';
import { dtSearchBot } from './mcts';

export type DtLevel = 'easy' | 'medium' | 'hard';

interface DtLevelInfo {
  label: string;
  description: string;
}

/** The levels as players read them, easiest first. */
export const DT_LEVELS: Readonly<Record<DtLevel, DtLevelInfo>> = {
  easy: { label: 'Easy', description: 'Plays sensibly move by move, with the odd careless choice.' },
  medium: { label: 'Medium', description: 'Judges every move by the whole map; instant replies.' },
  hard: { label: 'Hard', description: 'Plays its best moves out through the next turn, dice and all, for about a second.' },
};

/** Easy's chance of a careless (random legal) move at each decision. */
const EASY_BLUNDER = 0.25;
/** Hard's thinking time per searched decision when none is given. */
const HARD_BUDGET_MS = 1000;

/** A bot of `level`; `options` set a search's budget (Hard only). */
export function createDtBot(level: DtLevel, options: BotOptions = {}): GameBot<DtState, Move, Seat> {
  switch (level) {
    case 'easy':
      return dtHeuristicBot({ blunder: EASY_BLUNDER });
    case 'medium':
      return dtHeuristicBot();
    case 'hard':
      return dtSearchBot({ budgetMs: HARD_BUDGET_MS, ...options });
  }
}

/** Every name the tournament takes: the levels and the bots under them. */
export const DT_BOT_NAMES = ['random', 'heuristic', 'heuristic-easy', 'mcts', 'easy', 'medium', 'hard'] as const;

/** A bot by tournament name (a level, or a bot under one). */
export function createDtBotByName(name: string, options: BotOptions = {}): GameBot<DtState, Move, Seat> {
  switch (name) {
    case 'easy':
    case 'medium':
    case 'hard':
      return createDtBot(name, options);
    case 'random':
      return uniformRandomBot(dragonsAndTigers);
    case 'heuristic':
      return dtHeuristicBot();
    case 'heuristic-easy':
      return dtHeuristicBot({ blunder: EASY_BLUNDER });
    case 'mcts':
      return dtSearchBot({ budgetMs: HARD_BUDGET_MS, ...options });
    default:
      throw new Error(`Dragons & Tigers has no bot "${name}"; it has: ${DT_BOT_NAMES.join(', ')}.`);
  }
}
