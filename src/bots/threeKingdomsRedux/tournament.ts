/**
 * Three Kingdoms Redux in the bot tournament (`npm run simulate`): its bots by registry name, its
 * tutorial switch, its score categories, end reasons and rounds, and boardgame.io's stock bots,
 * which play through boardgame.io's reducer (bgioMatch.ts), loaded only when one of them plays.
 */
import { SCORE_CATEGORIES } from '../../game/threeKingdomsRedux/scoring';
import type { Scenario } from '../../game/threeKingdomsRedux/setup';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import type { BotOptions } from '../bot';
import type { SeatPlayer } from './bgioMatch';
import { createBot } from './registry';
import { searchableThreeKingdomsRedux } from './searchable';
import type { OwnMatch, TournamentGame } from '../tournamentGame';

const DEFAULT_BGIO_MCTS_BUDGET_MS = 1000;
const BGIO_SPECS = ['bgio-random', 'bgio-mcts'] as const;

const finalResult = (state: unknown) => {
  const result = (state as GameState).result;
  if (!result) throw new Error('the game has no result yet');
  return result;
};

function seatPlayer(spec: string, botOptions: BotOptions): SeatPlayer {
  if (spec === 'bgio-random') return { kind: 'bgio-random' };
  if (spec === 'bgio-mcts') {
    const { budgetMs = DEFAULT_BGIO_MCTS_BUDGET_MS, iterations } = botOptions;
    return { kind: 'bgio-mcts', budgetMs, ...(iterations !== undefined ? { iterations } : {}) };
  }
  return { kind: 'ours', bot: createBot(spec, botOptions) };
}

/** Games with one of boardgame.io's bots run through its reducer, every seat's bot with them. */
const bgioMatch: OwnMatch = {
  specs: BGIO_SPECS,
  async play(seed, options, specs, botOptions) {
    const { playBgioMatch } = await import('./bgioMatch');
    const players = Object.fromEntries(Object.entries(specs).map(([seat, spec]) => [seat, seatPlayer(spec, botOptions)])) as Record<
      StateId,
      SeatPlayer
    >;
    const { G, ...figures } = await playBgioMatch({ seed, scenario: options as Scenario, players });
    return { state: G, ...figures };
  },
};

export const tkrTournament: TournamentGame = {
  game: searchableThreeKingdomsRedux,
  seatCount: 3,
  seatWord: 'state',
  botNames: [
    'random',
    'heuristic',
    'heuristic-easy',
    'heuristic-cards',
    'mcts',
    'mcts-legacy',
    'easy',
    'medium',
    'hard',
    'expert',
    ...BGIO_SPECS,
  ],
  suggestedBots: ['random', 'heuristic', 'mcts', 'easy', 'medium', 'hard', ...BGIO_SPECS],
  createBot: (spec, options) => createBot(spec, options),
  flags: [{ name: 'tutorial', help: "beginners' tutorial mode" }],
  setupOptions: (flags): Scenario => (flags.includes('tutorial') ? { tutorial: true } : {}),
  setupWords: (flags) => `${flags.includes('tutorial') ? "beginners' tutorial" : 'full'} mode`,
  scoreCategories: { names: SCORE_CATEGORIES, of: (state, seat) => ({ ...finalResult(state).scores[seat as StateId].categories }) },
  endReasons: (state) => finalResult(state).endReasons,
  rounds: (state) => (state as GameState).round,
  ownMatch: bgioMatch,
};
