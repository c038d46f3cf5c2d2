/**
 * Throughput of whole random 2-player games of Dragons & Tigers, side by side: through the pure rules
 * played in place (`playInPlace`), through the contract's `apply` (a copy of the state per move) and
 * through boardgame.io's reducer as the server runs it (NODE_ENV=production). The mover draws
 * uniformly over the contract's legal moves, counted and the drawn one built alone (`countLegalMoves`,
 * as the random bot does) on all three paths. Prints figures only; issue 37's target is 1,000 games/s
 * through the pure rules and 30x the reducer per move.
 *
 *   npm run bench -- --game dragons [--seconds 2]
 *   npm run bench -- --game dragons --games 40 [--seats 2]
 *
 * With `--games N` it plays the same N seeded games through the pure rules only and prints the CPU
 * time they took: a fixed amount of work, so two versions of the engine can be compared run against
 * run on a shared machine (take the fastest of several alternated runs of each).
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { CONTRACT_MOVE } from '../src/game/boardgameAdapter';
import { countedLegalMoves } from '../src/game/contract';
import { dragonsAndTigers as dt } from '../src/game/dragonsAndTigers/contract';
import type { DtState } from '../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../src/game/rng';
import { measure, measurementLine, printTableHead, type Measurement } from './benchHarness';
import { machineLine } from './machineCheck';

const SEATS = 2;
const MOVE_CAP = 50_000;

interface BenchArgs {
  seconds: number;
  /** A fixed number of seeded pure-rules games timed by CPU, instead of the timed table. */
  games: number | null;
  seats: number;
}

function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { seconds: 2, games: null, seats: SEATS };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') continue;
    if (argv[i] === '--seconds') args.seconds = Number(argv[++i]);
    else if (argv[i] === '--games') args.games = Number(argv[++i]);
    else if (argv[i] === '--seats') args.seats = Number(argv[++i]);
    else {
      console.error(`bench: unknown argument "${argv[i]}"\nusage: npm run bench -- --game dragons [--seconds N | --games N [--seats 2-4]]`);
      process.exit(2);
    }
  }
  if (!Number.isFinite(args.seconds) || args.seconds <= 0) {
    console.error('bench: --seconds needs a positive number');
    process.exit(2);
  }
  if (args.games !== null && !(Number.isInteger(args.games) && args.games > 0)) {
    console.error('bench: --games needs a positive whole number');
    process.exit(2);
  }
  if (!(Number.isInteger(args.seats) && args.seats >= 2 && args.seats <= 4)) {
    console.error('bench: --seats needs 2, 3 or 4');
    process.exit(2);
  }
  return args;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
};

/** The CPU time of `count` seeded pure-rules games (the same games every run). */
function cpuRun(count: number, seats: number): void {
  pureGame('warm-up', seats);
  const start = cpuMs();
  let moves = 0;
  for (let i = 0; i < count; i++) moves += pureGame(`bench-${i}`, seats);
  const ms = cpuMs() - start;
  console.log(
    `${count} seeded ${seats}-player games, pure rules: ${moves} moves (${(moves / count).toFixed(1)} a game), ` +
      `${ms.toFixed(0)} ms CPU, ${((ms * 1000) / moves).toFixed(2)} µs a move, ${((count * 1000) / ms).toFixed(1)} games per CPU second`,
  );
}

function pureGame(seed: string, seats = SEATS): number {
  const rules = seededRng(seed);
  const chooser = seededRng(`mover:${seed}`);
  const G = dt.newGame({}, rules, seats);
  let moves = 0;
  while (G.decision.kind !== 'over') {
    const seat = G.decision.seat;
    const legal = countedLegalMoves(dt, G, seat);
    const error = dt.playInPlace(G, seat, legal.at(Math.floor(chooser.next() * legal.count)), rules);
    if (error) throw new Error(`pure rules refused a legal move in ${seed}: ${error}`);
    if (++moves > MOVE_CAP) throw new Error(`pure game ${seed} did not end`);
  }
  return moves;
}

function contractGame(seed: string): number {
  const rules = seededRng(seed);
  const chooser = seededRng(`mover:${seed}`);
  let G = dt.newGame({}, rules, SEATS);
  let moves = 0;
  while (!dt.result(G)) {
    const [seat] = dt.toAct(G);
    const legal = countedLegalMoves(dt, G, seat);
    const applied = dt.apply(G, seat, legal.at(Math.floor(chooser.next() * legal.count)), rules);
    if (!applied.ok) throw new Error(`contract refused a legal move in ${seed}: ${applied.error}`);
    G = applied.state;
    if (++moves > MOVE_CAP) throw new Error(`contract game ${seed} did not end`);
  }
  return moves;
}

function reducerGame(seed: string): number {
  const game = dt.boardgame({ seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: SEATS });
  const seats = dt.seats.ids(SEATS);
  const chooser = seededRng(`mover:${seed}`);
  let moves = 0;
  while (!state.ctx.gameover) {
    const G = state.G as DtState;
    const [seat] = dt.toAct(G);
    const legal = countedLegalMoves(dt, G, seat);
    const move = legal.at(Math.floor(chooser.next() * legal.count));
    const before = state._stateID;
    const payload = { type: CONTRACT_MOVE, args: [move], playerID: String(seats.indexOf(seat)) };
    state = reducer(state, { type: 'MAKE_MOVE', payload } as never);
    if (state._stateID === before) throw new Error(`reducer refused ${JSON.stringify(move)} in ${seed}`);
    if (++moves > MOVE_CAP) throw new Error(`reducer game ${seed} did not end`);
  }
  return moves;
}

/** Runs `play` with NODE_ENV=production, as the server does (otherwise boardgame.io checks every state is serialisable). */
function inProduction(play: (seed: string) => number): (seed: string) => number {
  return (seed) => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      return play(seed);
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
  };
}

const microsPerMove = (m: Measurement) => (m.ms * 1000) / m.moves;

/** Dragons & Tigers' bench; `argv` is the command line without `--game`. */
export function benchDragonsAndTigers(argv: string[]): void {
  const { seconds, games, seats } = parseArgs(argv);
  if (games !== null) {
    cpuRun(games, seats);
    return;
  }
  console.log(
    `Random 2-player games of ${dt.title}, uniform over the legal moves, ~${seconds} s per measurement (node ${process.version})`,
  );
  console.log('');
  printTableHead();
  const paths: [string, (seed: string) => number][] = [
    ['pure rules', (seed) => pureGame(seed)],
    ['contract (copies)', contractGame],
    ['bgio reducer (prod)', inProduction(reducerGame)],
  ];
  // CPU time beside the wall clock: on a shared machine the wall clock counts the other processes' turns too.
  // The CPU time covers `measure`'s warm-up game too, so its moves are counted with the rest.
  const results = paths.map(([path, play]) => {
    let played = 0;
    const cpuStart = cpuMs();
    const m = measure(seconds * 1000, (seed) => {
      const moves = play(seed);
      played += moves;
      return moves;
    });
    console.log(measurementLine('uniform random', path, m));
    return { m, cpuMicrosPerMove: ((cpuMs() - cpuStart) * 1000) / played };
  });
  console.log('');
  const [pure, , reducer] = results;
  for (const [i, [path]] of paths.entries())
    console.log(
      `${path.padEnd(20)} ${microsPerMove(results[i].m).toFixed(2)} µs per move, ${results[i].cpuMicrosPerMove.toFixed(2)} µs of CPU`,
    );
  console.log(
    `pure rules vs reducer, per move: ${(microsPerMove(reducer.m) / microsPerMove(pure.m)).toFixed(1)}x, ` +
      `by CPU ${(reducer.cpuMicrosPerMove / pure.cpuMicrosPerMove).toFixed(1)}x (target 30x)`,
  );
  console.log(
    `pure rules: ${((pure.m.games * 1000) / pure.m.ms).toFixed(1)} games/s, ` +
      `${(1e6 / (pure.cpuMicrosPerMove * (pure.m.moves / pure.m.games))).toFixed(1)} games per CPU second (target 1,000)`,
  );
  console.log(machineLine());
}
