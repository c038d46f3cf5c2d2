/**
 * The games the scripts (`simulate`, `bench`, `bench:bots`) know, with their bots: the first is the
 * default of `--game`. A game plugs into the scripts by adding its entry here.
 */
import { tkrTournament } from '../src/bots/tkrTournament';
import type { TournamentGame } from '../src/bots/tournamentGame';

export interface ScriptGame {
  /** The game, its bots and its own switches, as the tournament plays them. */
  tournament: TournamentGame;
}

export const SCRIPT_GAMES: readonly ScriptGame[] = [{ tournament: tkrTournament }];

export const TOURNAMENT_GAMES: readonly TournamentGame[] = SCRIPT_GAMES.map((g) => g.tournament);
