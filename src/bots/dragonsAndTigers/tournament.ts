/**
 * Dragons & Tigers in the bot tournament and the benches (`npm run simulate -- --game dragons`): for
 * now its only bot is the contract's uniform random one (its own bots come with a later issue).
 */
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import type { DtState } from '../../game/dragonsAndTigers/model/state';
import type { TournamentGame } from '../tournamentGame';
import { uniformRandomBot } from '../uniformRandomBot';

export const dtTournament: TournamentGame = {
  game: dragonsAndTigers,
  aliases: ['dragons'],
  seatCount: 2,
  seatWord: 'faction',
  botNames: ['random'],
  suggestedBots: ['random'],
  createBot: (spec) => {
    if (spec !== 'random') throw new Error(`Dragons & Tigers has no bot "${spec}" yet; it has: random.`);
    return uniformRandomBot(dragonsAndTigers);
  },
  flags: [],
  setupOptions: () => ({}),
  endReasons: (state) => [(state as DtState).result?.reason ?? 'unfinished'],
  rounds: (state) => (state as DtState).round,
};
