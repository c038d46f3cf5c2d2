/**
 * Dragons & Tigers in the bot tournament and the benches (`npm run simulate -- --game dragons`): its
 * bots by registry name (registry.ts), its end reasons and rounds.
 */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { DtState } from '../../game/dragonsAndTigers/model/state';
import type { TournamentGame } from '../tournamentGame';
import { DT_BOT_NAMES, createDtBotByName } from './registry';

export const dtTournament: TournamentGame = {
  game: dragonsAndTigers,
  aliases: ['dragons'],
  seatCount: 2,
  seatWord: 'faction',
  botNames: DT_BOT_NAMES,
  suggestedBots: ['random', 'heuristic', 'mcts', 'easy', 'medium', 'hard'],
  createBot: (spec, options) => createDtBotByName(spec, options),
  flags: [],
  setupOptions: () => ({}),
  endReasons: (state) => [(state as DtState).result?.reason ?? 'unfinished'],
  rounds: (state) => (state as DtState).round,
};
