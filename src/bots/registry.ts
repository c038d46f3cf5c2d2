/**
 * Bots by name, and the difficulty levels offered to players. These names are
 * the same everywhere: the simulate CLI (`--players mcts,heuristic,random`),
 * the board's opponent picker and the server's bot seats.
 */
import type { Bot } from './bot';
import { fastRandomBot } from './randomBot';
import { heuristicBot } from './heuristic';
import { mctsBot } from './mcts';

/**
 * `heuristic` and `mcts-legacy` score positions with the legacy evaluation
 * (the golden corpus plays `heuristic`, so it never changes); `heuristic-cards`
 * and `mcts` with the card-aware one (evaluate.ts, cardWorth.ts).
 */
export const BOT_NAMES = ['random', 'heuristic', 'heuristic-easy', 'heuristic-cards', 'mcts', 'mcts-legacy'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface BotOptions {
  /** MCTS: thinking time per decision in milliseconds. */
  budgetMs?: number;
  /** MCTS: iterations per decision (overrides the time budget; reproducible). */
  iterations?: number;
}

export interface DifficultyLevel {
  label: string;
  description: string;
  bot: BotName;
  options: BotOptions;
}

export const DIFFICULTY_LEVELS: Record<Difficulty, DifficultyLevel> = {
  easy: { label: 'Easy', description: 'Plays sensibly but often makes a careless choice.', bot: 'heuristic-easy', options: {} },
  medium: { label: 'Medium', description: 'Sound bids and actions, knows what the cards are worth; instant replies.', bot: 'heuristic-cards', options: {} },
  hard: { label: 'Hard', description: 'Searches ahead (MCTS) for about a second per decision, knowing the cards.', bot: 'mcts', options: { budgetMs: 1000 } },
};

export const isBotSpec = (spec: string): boolean => (BOT_NAMES as readonly string[]).includes(spec) || (DIFFICULTIES as readonly string[]).includes(spec);

/** A bot by registry name or difficulty ("random", "heuristic", "mcts", "easy", "medium", "hard", ...). */
export function createBot(spec: string, options: BotOptions = {}): Bot {
  if ((DIFFICULTIES as readonly string[]).includes(spec)) {
    const level = DIFFICULTY_LEVELS[spec as Difficulty];
    return createBot(level.bot, { ...level.options, ...options });
  }
  switch (spec) {
    case 'random':
      return fastRandomBot();
    case 'heuristic':
      return heuristicBot();
    case 'heuristic-easy':
      return heuristicBot({ blunder: 0.35 });
    case 'heuristic-cards':
      return heuristicBot({ evaluation: 'cards', name: 'heuristic-cards' });
    case 'mcts':
      return mctsBot({ ...options, evaluation: 'cards' });
    case 'mcts-legacy':
      return mctsBot({ ...options, evaluation: 'legacy' });
    default:
      throw new Error(`unknown bot "${spec}"; expected one of ${[...BOT_NAMES, ...DIFFICULTIES].join(', ')}`);
  }
}
