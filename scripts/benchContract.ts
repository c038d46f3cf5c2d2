/**
 * The benches any game gets from its contract and its bots (scripts/games.ts), for games without
 * benches of their own: whole games of the contract's uniform random bot through the contract, and
 * every bot of the game timed in self-play. Prints figures only.
 *
 *   npm run bench -- --game ID [--seconds 2] [the game's switches]
 *   npm run bench:bots -- --game ID [--games 20] [--budget-ms 500] [the game's switches]
 */
import { playContractMatch } from '../src/bots/contractMatch';
import { uniformRandomBot } from '../src/bots/uniformRandomBot';
import type { AnyGameBot, TournamentGame } from '../src/bots/tournamentGame';
import { measure, measurementLine, printTableHead } from './benchHarness';
import { machineLine } from './machineCheck';

/** `--name value` numbers (with their defaults) and the game's switches; anything else ends the process. */
function readArgs(
  script: string,
  tg: TournamentGame,
  argv: string[],
  numbers: Record<string, number>,
): { values: Record<string, number>; flags: string[] } {
  const values = { ...numbers };
  const flags: string[] = [];
  const fail = (why: string): never => {
    const options = [...Object.keys(numbers).map((n) => `[--${n} N]`), ...tg.flags.map((f) => `[--${f.name}]`)].join(' ');
    console.error(`${script}: ${why}\nusage: npm run ${script} -- --game ${tg.game.id} ${options}`);
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (argv[i] === '--') continue;
    if (name in numbers) {
      const value = Number(argv[++i]);
      if (!Number.isFinite(value) || value <= 0) fail(`--${name} needs a positive number`);
      values[name] = value;
    } else if (tg.flags.some((f) => f.name === name)) flags.push(name);
    else fail(`unknown argument "${argv[i]}"`);
  }
  return { values, flags };
}

function selfPlay(tg: TournamentGame, seed: string, flags: string[], bot: () => AnyGameBot) {
  const seats = tg.game.seats.ids(tg.seatCount);
  const bots = Object.fromEntries(seats.map((s) => [s, bot()]));
  const match = playContractMatch({ game: tg.game, seed, bots, options: tg.setupOptions(flags), seatCount: tg.seatCount });
  if (!tg.game.result(match.state)) throw new Error(`game ${seed} ended without a result`);
  return match;
}

export function benchContract(tg: TournamentGame, argv: string[]): void {
  const { values, flags } = readArgs('bench', tg, argv, { seconds: 2 });
  console.log(`Random games of ${tg.game.title} through its contract, ~${values.seconds} s per measurement (node ${process.version})`);
  console.log('');
  printTableHead();
  const m = measure(values.seconds * 1000, (seed) => selfPlay(tg, seed, flags, () => uniformRandomBot(tg.game)).moves);
  console.log(measurementLine('uniform random', 'contract', m));
  console.log(machineLine());
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export function benchBotsContract(tg: TournamentGame, argv: string[]): void {
  const { values, flags } = readArgs('bench:bots', tg, argv, { games: 20, 'budget-ms': 500 });
  const options = { budgetMs: values['budget-ms'] };
  console.log(
    `${tg.game.title}: each bot in ${values.games} self-play games through the contract, ${options.budgetMs} ms budget (node ${process.version})`,
  );
  for (const name of tg.botNames.filter((n) => !tg.ownMatch?.specs.includes(n))) {
    const times: number[] = [];
    let iterations = 0;
    let searchMs = 0;
    for (let i = 0; i < values.games; i++) {
      const match = selfPlay(tg, `bench-bots-${i}`, flags, () => tg.createBot(name, options));
      for (const seat of Object.keys(match.decisionMs)) {
        times.push(...match.decisionMs[seat]);
        if (match.iterations[seat].length === 0) continue;
        iterations += match.iterations[seat].reduce((a, b) => a + b, 0);
        searchMs += match.decisionMs[seat].reduce((a, b) => a + b, 0);
      }
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const search = searchMs > 0 ? `; iterations/s ${Math.round((iterations / searchMs) * 1000)}` : '';
    console.log(
      `  ${name}: ${times.length} decisions, decision ms median ${quantile(times, 0.5).toFixed(3)}, p90 ${quantile(times, 0.9).toFixed(3)}, max ${times[times.length - 1].toFixed(1)}, mean ${mean.toFixed(3)}${search}`,
    );
  }
  console.log(machineLine());
}
