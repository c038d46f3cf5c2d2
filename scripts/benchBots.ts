/**
 * Bot speed of one game (`--game`, scripts/games.ts): the game's own bench when it has one (Three
 * Kingdoms Redux: benchBotsTkr.ts), else every bot of the game timed in self-play (benchContract.ts).
 *
 *   npm run bench:bots -- [--game ID] [the game's bench options]
 */
import { benchBotsContract } from './benchContract';
import { chosenGame } from './games';

const { game, rest } = chosenGame('bench:bots', process.argv.slice(2));
if (game.benchBots) await game.benchBots(rest);
else benchBotsContract(game.tournament, rest);
