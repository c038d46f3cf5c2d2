/**
 * The games the scripts (`simulate`, `bench`, `bench:bots`) know, with their bots: the first is the
 * default of `--game`. A game plugs into the scripts by adding its entry here; without benches of
 * its own, it gets the contract's (benchContract.ts).
 */
import { dtTournament } from '../src/bots/dragonsAndTigers/tournament';
import { tkrTournament } from '../src/bots/threeKingdomsRedux/tournament';
import type { TournamentGame } from '../src/bots/tournamentGame';

export interface ScriptGame {
  /** The game, its bots and its own switches, as the tournament plays them. */
  tournament: TournamentGame;
  /** The game's own `npm run bench`, handed the command line without `--game`. */
  bench?: (argv: string[]) => Promise<void>;
  /** The game's own `npm run bench:bots`, likewise. */
  benchBots?: (argv: string[]) => Promise<void>;
}

export const SCRIPT_GAMES: readonly ScriptGame[] = [
  {
    tournament: tkrTournament,
    // Loaded when run: the benches load boardgame.io's reducer, which a tournament without its bots never needs.
    bench: async (argv) => (await import('./benchTkr')).benchThreeKingdomsRedux(argv),
    benchBots: async (argv) => (await import('./benchBotsTkr')).benchBotsThreeKingdomsRedux(argv),
  },
  {
    tournament: dtTournament,
    bench: async (argv) => (await import('./benchDragons')).benchDragonsAndTigers(argv),
  },
];

export const TOURNAMENT_GAMES: readonly TournamentGame[] = SCRIPT_GAMES.map((g) => g.tournament);

/**
 * The game `--game` names on `argv` (the first game when none), and the rest of the command line.
 * An unknown game ends the process (code 2) with the games listed.
 */
export function chosenGame(script: string, argv: string[]): { game: ScriptGame; rest: string[] } {
  const rest: string[] = [];
  let id = SCRIPT_GAMES[0].tournament.game.id;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--game') id = argv[++i] ?? '';
    else if (argv[i].startsWith('--game=')) id = argv[i].slice('--game='.length);
    else rest.push(argv[i]);
  }
  const game = SCRIPT_GAMES.find((g) => g.tournament.game.id === id || g.tournament.aliases?.includes(id));
  if (game) return { game, rest };
  const games = SCRIPT_GAMES.map((g) => `${g.tournament.game.id} (${g.tournament.game.title})`).join(', ');
  console.error(`${script}: unknown game "${id}"; games: ${games}`);
  process.exit(2);
}
