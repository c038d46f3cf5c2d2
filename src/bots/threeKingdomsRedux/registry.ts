/**
 * Bots by name, and the difficulty levels offered to players. These names are
 * the same everywhere: the simulate CLI (`--players mcts,heuristic,random`),
 * the board's opponent picker and the server's bot seats.
 */
import type { Move } from '../../game/threeKingdomsRedux/moves';
import { seededRng } from '../../game/rng';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import type { BotOptions } from '../bot';
import type { Bot } from './bot';
import { fastRandomBot } from './randomBot';
import { heuristicBot } from './heuristic';
import { mctsBot } from './mcts';

/**
 * `heuristic` and `mcts-legacy` score positions with the legacy evaluation
 * (the golden corpus plays `heuristic`, so it never changes); `heuristic-cards`
 * and `mcts` with the card-aware one (evaluate.ts, cardWorth.ts).
 */
const BOT_NAMES = ['random', 'heuristic', 'heuristic-easy', 'heuristic-cards', 'mcts', 'mcts-legacy'] as const;
type BotName = (typeof BOT_NAMES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

interface DifficultyLevel {
  label: string;
  description: string;
  bot: BotName;
  options: BotOptions;
  /**
   * The bot whose move the page plays when this level's bot fails (throws or
   * chooses a refused move): a level's own non-search, deterministic bot with
   * its evaluation, never a search (it must answer at once).
   */
  fallback: BotName;
}

export const DIFFICULTY_LEVELS: Record<Difficulty, DifficultyLevel> = {
  easy: {
    label: 'Easy',
    description: 'Plays sensibly but often makes a careless choice.',
    bot: 'heuristic-easy',
    options: {},
    fallback: 'heuristic',
  },
  medium: {
    label: 'Medium',
    description: 'Sound bids and actions, knows what the cards are worth; instant replies.',
    bot: 'heuristic-cards',
    options: {},
    fallback: 'heuristic-cards',
  },
  hard: {
    label: 'Hard',
    description: 'Searches ahead (MCTS) for about a second per decision, knowing the cards.',
    bot: 'mcts',
    options: { budgetMs: 1000 },
    fallback: 'heuristic-cards',
  },
  // Hard's search with three times the time, for people who want it and can wait; on the server it
  // takes its turns in the same fair decision pool as every other bot (src/server/bots/decisionPool.ts).
  expert: {
    label: 'Expert',
    description: 'Hard’s search with three seconds per decision: slower replies, a more thorough search.',
    bot: 'mcts',
    options: { budgetMs: 3000 },
    fallback: 'heuristic-cards',
  },
};

/**
 * The move a level's fallback bot (above) makes on `view`: the page plays it
 * when the level's own bot failed. The fallback bots are deterministic (no
 * careless moves), so the generator is a fixed one.
 */
export function fallbackMove(level: Difficulty, view: GameState, seat: StateId): Move {
  return createBot(DIFFICULTY_LEVELS[level].fallback).decide(view, seat, seededRng(`fallback:${seat}`));
}

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
