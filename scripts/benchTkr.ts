/**
 * Throughput of whole random games, side by side: through the pure rules
 * (`playGame`) and through boardgame.io's own reducer (CreateGameReducer +
 * InitializeGame, MAKE_MOVE actions, as the server runs it), each with the fast
 * sampling random policy and the uniform one (every legal move enumerated).
 * Prints figures only. Three Kingdoms Redux's `npm run bench` (scripts/bench.ts).
 *
 *   npm run bench -- [--game three-kingdoms-redux] [--seconds 2] [--tutorial]
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { makeGame, playerOfState, toBgioAction } from '../src/game/threeKingdomsRedux/game';
import { fastRandomMove, randomMove } from '../src/bots/threeKingdomsRedux/random';
import { applyMove, newGame, statesToAct } from '../src/game/threeKingdomsRedux/engine';
import type { Move } from '../src/game/threeKingdomsRedux/moves';
import { seededRng } from '../src/game/rng';
import type { Scenario } from '../src/game/threeKingdomsRedux/setup';
import { playGame, type Policy } from '../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../src/game/threeKingdomsRedux/state';
import { activeCards } from '../src/game/threeKingdomsRedux/hooks';
import { STATES, type StateId } from '../src/game/threeKingdomsRedux/types';
import { measure, measurementLine, printTableHead, type Measurement } from './benchHarness';
import { machineLine } from './machineCheck';

function parseArgs(argv: string[]): { seconds: number; tutorial: boolean } {
  let seconds = 2;
  let tutorial = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') continue;
    if (a === '--seconds') seconds = Number(argv[++i]);
    else if (a.startsWith('--seconds=')) seconds = Number(a.slice('--seconds='.length));
    else if (a === '--tutorial') tutorial = true;
    else if (a === '--help' || a === '-h') {
      console.log('usage: npm run bench -- [--game ID] [--seconds <per measurement, default 2>] [--tutorial]');
      process.exit(0);
    } else {
      console.error(`unknown argument "${a}"`);
      process.exit(2);
    }
  }
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error('--seconds needs a positive number');
    process.exit(2);
  }
  return { seconds, tutorial };
}

function pureGame(policy: Policy, scenario: Scenario) {
  return (seed: string): number => {
    let moves = 0;
    const G = playGame(seed, policy, {
      scenario,
      afterMove: () => {
        moves++;
      },
    });
    if (!G.result) throw new Error(`pure game ${seed} ended without a result`);
    return moves;
  };
}

function reducerGame(policy: Policy, scenario: Scenario) {
  return (seed: string): number => {
    const game = makeGame({ seed });
    const reducer = CreateGameReducer({ game });
    let state = InitializeGame({ game, numPlayers: 3, setupData: scenario });
    const chooser = seededRng(`players:${seed}`);
    let moves = 0;
    for (;;) {
      const G = state.G as GameState;
      const acting = statesToAct(G);
      if (acting.length === 0 || state.ctx.gameover) break;
      const move = policy(G, acting[0], chooser);
      const { move: type, args } = toBgioAction(move);
      const before = state._stateID;
      state = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: playerOfState(acting[0]) } });
      if (state._stateID === before) throw new Error(`reducer rejected ${JSON.stringify(move)} in game ${seed}`);
      moves++;
      if (moves > 100_000) throw new Error(`reducer game ${seed} did not end`);
    }
    if (!(state.G as GameState).result) throw new Error(`reducer game ${seed} ended without a result`);
    return moves;
  };
}

/** A seeded game's moves as the policy chose them through the pure rules, to be applied again on each path. */
type RecordedGame = { seed: string; moves: { state: StateId; move: Move }[] };
function recordGame(policy: Policy, scenario: Scenario, seed: string): RecordedGame {
  const moves: RecordedGame['moves'] = [];
  playGame(seed, policy, { scenario, afterMove: (_G, state, move) => void moves.push({ state, move }) });
  return { seed, moves };
}

/** Applies a recorded game's moves with the pure rules (the same seeded draws as when it was recorded). */
function applyPure(scenario: Scenario, { seed, moves }: RecordedGame): void {
  const rules = seededRng(seed);
  const G = newGame(scenario, rules);
  for (const { state, move } of moves)
    if (!applyMove(G, state, move, rules).ok) throw new Error(`pure rules refused a recorded move of ${seed}`);
}

/** Applies a recorded game's moves through boardgame.io's reducer (its PRNG, seeded alike, draws the same). */
function applyReducer(scenario: Scenario, { seed, moves }: RecordedGame): void {
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 3, setupData: scenario });
  for (const { state: acting, move } of moves) {
    const { move: type, args } = toBgioAction(move);
    const before = state._stateID;
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: playerOfState(acting) } });
    if (state._stateID === before) throw new Error(`reducer refused a recorded move of ${seed}`);
  }
}

/** Time per move of applying the recorded games again and again, for about `budgetMs` (at least once each). */
function applyingTime(budgetMs: number, games: RecordedGame[], apply: (g: RecordedGame) => void): number {
  apply(games[0]);
  const start = performance.now();
  let moves = 0;
  let now = start;
  for (let i = 0; moves === 0 || now - start < budgetMs; i++) {
    const g = games[i % games.length];
    apply(g);
    moves += g.moves.length;
    now = performance.now();
  }
  return (now - start) / moves;
}

/**
 * Outside production, boardgame.io checks after every move that G is
 * serialisable and immer runs its development checks; that dominates the
 * reducer's time, so it is measured both ways (the deployed server runs with
 * NODE_ENV=production).
 */
function withNodeEnv(env: string | undefined, make: (p: Policy, s: Scenario) => (seed: string) => number) {
  return (p: Policy, s: Scenario) => {
    const play = make(p, s);
    return (seed: string): number => {
      const saved = process.env.NODE_ENV;
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
      try {
        return play(seed);
      } finally {
        if (saved === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = saved;
      }
    };
  };
}

const paths: [string, (p: Policy, s: Scenario) => (seed: string) => number][] = [
  ['pure rules', pureGame],
  ['bgio reducer (dev)', withNodeEnv(process.env.NODE_ENV === 'production' ? 'development' : process.env.NODE_ENV, reducerGame)],
  ['bgio reducer (prod)', withNodeEnv('production', reducerGame)],
];

/**
 * Every card is in play: the header says how often cards acted in these games
 * (log entries a card's effect wrote, see logCard) and how many were active at
 * the end, over a sample of the same seeded games.
 */
function cardsInPlay(policy: Policy, scenario: Scenario, games: number): { activations: number; active: number } {
  let activations = 0;
  let active = 0;
  for (let i = 0; i < games; i++) {
    const G = playGame(`bench-${i}`, policy, { scenario });
    for (const entry of G.log) if (entry.card) activations++;
    for (const s of STATES) active += activeCards(G, s).length;
  }
  return { activations: activations / games, active: active / games };
}

/** Three Kingdoms Redux's bench; `argv` is the command line without `--game`. */
export function benchThreeKingdomsRedux(argv: string[]): void {
  const { seconds, tutorial } = parseArgs(argv);
  const scenario: Scenario = tutorial ? { tutorial: true } : {};
  const budget = seconds * 1000;
  const policies: [string, Policy][] = [
    ['fast random', fastRandomMove],
    ['uniform random', randomMove],
  ];
  console.log(
    `Random full games, ${tutorial ? "beginners' tutorial" : 'full'} mode, ~${seconds} s per measurement (node ${process.version})`,
  );
  for (const [pName, policy] of policies) {
    const cards = cardsInPlay(policy, scenario, pName === 'fast random' ? 40 : 10);
    console.log(
      `cards in play (${pName}): ${cards.activations.toFixed(1)} card activations per game, ${cards.active.toFixed(1)} active cards per game at the end (all three states)`,
    );
  }
  console.log('');
  printTableHead();
  const results: Record<string, Measurement> = {};
  for (const [pName, policy] of policies)
    for (const [path, make] of paths) {
      const m = measure(budget, make(policy, scenario));
      results[`${pName}|${path}`] = m;
      console.log(measurementLine(pName, path, m));
    }
  console.log('');
  for (const [pName] of policies) {
    const pure = results[`${pName}|pure rules`];
    const perMove = (m: Measurement) => m.ms / m.moves;
    const ratios = paths
      .slice(1)
      .map(([path]) => `${path} ${(perMove(results[`${pName}|${path}`]) / perMove(pure)).toFixed(1)}x`)
      .join(', ');
    console.log(`${pName}: time per move relative to the pure rules: ${ratios}`);
  }
  // The rows above time each path with its policy choosing the moves (the same policy's time in both). Here only the
  // applying: the same recorded moves, through the pure rules and through the production reducer.
  {
    const recorded = Array.from({ length: 20 }, (_, i) => recordGame(fastRandomMove, scenario, `bench-apply-${i}`));
    const pure = applyingTime(budget, recorded, (g) => applyPure(scenario, g));
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let prod: number;
    try {
      prod = applyingTime(budget, recorded, (g) => applyReducer(scenario, g));
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
    console.log(
      `applying the same moves (fast random's, 20 recorded games), without choosing them: pure rules ${(pure * 1000).toFixed(2)} us a move, bgio reducer (prod) ${(prod * 1000).toFixed(1)} us a move: ${(prod / pure).toFixed(1)}x`,
    );
  }
  const fast = results['fast random|pure rules'];
  const uniform = results['uniform random|pure rules'];
  console.log(
    `pure rules: the fast random policy plays ${(fast.games / fast.ms / (uniform.games / uniform.ms)).toFixed(1)}x as many games per second as the uniform one`,
  );
  // After the runs, so that it changes nothing they measure: the machine they ran on (machineCheck.ts).
  console.log(machineLine());
}
