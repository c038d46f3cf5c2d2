/**
 * Throughput of whole random games of one game (`--game`, scripts/games.ts): the game's own bench
 * when it has one (Three Kingdoms Redux: benchTkr.ts), else the contract's (benchContract.ts).
 *
 *   npm run bench -- [--game ID] [the game's bench options]
 */
import { benchContract } from './benchContract';
import { chosenGame } from './games';

const { game, rest } = chosenGame('bench', process.argv.slice(2));
if (game.bench) await game.bench(rest);
else benchContract(game.tournament, rest);
