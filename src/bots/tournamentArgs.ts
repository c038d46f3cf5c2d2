/** `npm run simulate`'s command line: the options, their checks against the chosen game, and the usage. */
import type { BotOptions } from './bot';
import type { TournamentGame } from './tournamentGame';

/** A command-line mistake: the CLI prints it with the usage and exits with code 2. */
export class UsageError extends Error {}

/** What decides the games; the same config always gives the same games (bar time budgets). */
export interface TournamentConfig {
  /** The game's id (its contract's). */
  game: string;
  games: number;
  /** Bot specs in the order given; the player's position is its index. */
  players: string[];
  botOptions: BotOptions;
  seed: string;
  /** The game's own switches given (`tutorial`). */
  flags: string[];
}

export interface CliArgs extends TournamentConfig {
  json?: string;
  /** Absent when not given: the CLI picks one per CPU. */
  workers?: number;
  help: boolean;
}

/** The usage, with every game's bots and switches; `games[0]` is the default game. */
export function usage(games: readonly TournamentGame[]): string {
  const ids = games.map((g, i) => `${g.game.id}${i === 0 ? ' (default)' : ''}`).join(', ');
  const bots = games.map((g) => `\n                     ${g.game.id}: ${g.botNames.join(', ')}`).join('');
  const flags = games.flatMap((g) => g.flags.map((f) => `\n  --${f.name.padEnd(17)}${f.help} (${g.game.id})`)).join('');
  return `usage: npm run simulate -- [--game ID] --games N --players A,B,... [options]
  --game ID          the game: ${ids}
  --games N          number of games (seats rotate each game: use a multiple of the seat count)
  --players A,B,...  one bot per seat, by name:${bots}
  --budget-ms MS     thinking time per decision of the search bots
  --iterations K     iterations per decision of the search bots (reproducible, overrides the budget)
  --seed S           tournament seed; game i uses "S:i" (default "sim")
  --json FILE        write every game's record and the summary to FILE
  --workers W        parallel worker threads (default: CPUs, at most the games; 1 runs in-process)${flags}`;
}

/** The game with id `id`; a UsageError listing the games when there is none. */
export function findGame(games: readonly TournamentGame[], id: string): TournamentGame {
  const found = games.find((g) => g.game.id === id || g.aliases?.includes(id));
  if (found) return found;
  throw new UsageError(`unknown game "${id}"; games: ${games.map((g) => `${g.game.id} (${g.game.title})`).join(', ')}`);
}

/** Reads the command line; the game is `--game`'s, else `games[0]`. */
export function parseArgs(argv: string[], games: readonly TournamentGame[]): CliArgs {
  const args: CliArgs = { game: games[0].game.id, games: 0, players: [], botOptions: {}, seed: 'sim', flags: [], help: false };
  const switches = new Set(games.flatMap((g) => g.flags.map((f) => `--${f.name}`)));
  let gamesGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = flag === arg ? undefined : arg.slice(eq + 1);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '' || (inline === undefined && v.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        args.help = true;
        break;
      case '--game':
        args.game = value();
        break;
      case '--games':
        args.games = positiveInteger(flag, value());
        gamesGiven = true;
        break;
      case '--players':
        args.players = value()
          .split(',')
          .map((s) => s.trim());
        break;
      case '--budget-ms':
        args.botOptions.budgetMs = positiveNumber(flag, value());
        break;
      case '--iterations':
        args.botOptions.iterations = positiveInteger(flag, value());
        break;
      case '--seed':
        args.seed = value();
        break;
      case '--json':
        args.json = value();
        break;
      case '--workers':
        args.workers = positiveInteger(flag, value());
        break;
      default:
        if (inline !== undefined || !switches.has(flag)) throw new UsageError(`unknown argument "${arg}"`);
        args.flags.push(flag.slice(2));
    }
  }
  if (args.help) return args;
  const game = findGame(games, args.game);
  for (const name of args.flags)
    if (!game.flags.some((f) => f.name === name)) throw new UsageError(`--${name} is not a switch of ${game.game.title}`);
  if (!gamesGiven) throw new UsageError('--games is required');
  if (args.players.length !== game.seatCount)
    throw new UsageError(`--players needs exactly ${game.seatCount} bots (one per seat) separated by commas, got ${args.players.length}`);
  for (const spec of args.players) checkSpec(game, spec, args.botOptions);
  return args;
}

function positiveInteger(flag: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${flag} needs a positive whole number, got "${v}"`);
  return n;
}

function positiveNumber(flag: string, v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} needs a positive number, got "${v}"`);
  return n;
}

/** A name the game lists may not be built yet, so each bot playing through the contract is built once here to fail early. */
function checkSpec(game: TournamentGame, spec: string, options: BotOptions): void {
  if (game.ownMatch?.specs.includes(spec)) return;
  if (!game.botNames.includes(spec)) throw new UsageError(`unknown bot "${spec}"; known bots: ${game.suggestedBots.join(', ')}`);
  try {
    game.createBot(spec, options);
  } catch (e) {
    throw new UsageError(`bot "${spec}" cannot be created: ${e instanceof Error ? e.message : String(e)}`);
  }
}
