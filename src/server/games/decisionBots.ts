/**
 * The bots the decision pool's threads run (../bots/decisionWorker.ts), by game: a game whose bots
 * take time to decide lists its bot factory here. The threads load this module, so it names only
 * what they need.
 */
import { createDtBotByName } from '../../bots/dragonsAndTigers/registry';
import { createBot } from '../../bots/threeKingdomsRedux/registry';
import type { RandomSource } from '../../game/contract';

/** A bot as the threads run it: a move for `seat` from its view. */
export interface ThreadBot {
  decide(view: unknown, seat: string, random: RandomSource): unknown;
}

const FACTORIES: Readonly<Record<string, (name: string) => ThreadBot>> = {
  'three-kingdoms-redux': (name) => createBot(name) as unknown as ThreadBot,
  'dragons-and-tigers': (name) => createDtBotByName(name) as unknown as ThreadBot,
};

/** The bot `name` of the game `game`; throws for a game whose bots are not decided in the threads. */
export function threadBot(game: string, name: string): ThreadBot {
  const factory = Object.hasOwn(FACTORIES, game) ? FACTORIES[game] : undefined;
  if (!factory) throw new Error(`no bots of "${game}" decide in the server's threads`);
  return factory(name);
}
