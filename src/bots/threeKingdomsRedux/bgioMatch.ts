/**
 * Plays one game through boardgame.io's own reducer (CreateGameReducer +
 * InitializeGame, MAKE_MOVE actions, as the server runs it), with any mix of
 * our bots and boardgame.io's stock RandomBot and MCTSBot: the anchors our
 * bots must beat.
 *
 * - Our bots are shown `observe(G, seat)` only (`decideFor`), exactly as in `playMatch`
 *   (match.ts), with the same per-seat generator `botRng(seed, seat)`.
 * - boardgame.io's bots are handed the reducer state itself: like the stock
 *   bots in a boardgame.io client, they see everything, hidden cards and deck
 *   order included. MCTSBot's search even replays the rules' own random stream
 *   (it lives in the state's `plugins.random`), so its playouts know every
 *   future draw: it is a clairvoyant anchor, not a fair opponent.
 *
 * boardgame.io's bots answer with a promise (`Bot.play`), hence
 * `playBgioMatch` is async. Their seeds derive from the match seed, so a match
 * with random players (ours and theirs) or with fixed-iteration MCTS replays
 * identically; a time-budgeted MCTSBot does not (its iteration count depends
 * on the machine).
 */
import type { Ctx, Game, State } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { statesToAct } from '../../game/threeKingdomsRedux/engine';
import { makeGame, playerOfState, toBgioAction } from '../../game/threeKingdomsRedux/game';
import type { Scenario } from '../../game/threeKingdomsRedux/setup';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { STATES, type StateId } from '../../game/threeKingdomsRedux/types';
import type { Bot } from './bot';
import { botRng, decideFor, type MatchResult } from './match';

export type SeatPlayer =
  | { kind: 'ours'; bot: Bot }
  | { kind: 'bgio-random' }
  /**
   * boardgame.io's MCTSBot. With `iterations` it runs exactly that many
   * iterations per decision (reproducible); without, it searches until
   * `budgetMs` of wall-clock time has passed (at least one iteration).
   */
  | { kind: 'bgio-mcts'; budgetMs: number; iterations?: number };

interface BgioMatchOptions {
  seed: string | number;
  players: Record<StateId, SeatPlayer>;
  scenario?: Scenario;
  /**
   * Stop after this many moves and return the game so far (G.result still
   * null). Without it, a game that has not ended after 100 000 moves throws.
   */
  maxMoves?: number;
}

/**
 * MCTSBot's playout depth: boardgame.io's own default (50). A random game
 * takes some 320-400 moves through the reducer, and each playout step costs an
 * `enumerate` (every legal move) plus a reducer step, so playouts to the end
 * would cost a few hundred ms per iteration; with 50 steps an iteration costs
 * ~15-35 ms (measured: 30-65 iterations/s at the first decisions of a game).
 * The price: early in a game no playout reaches the end (measured: the root's
 * value is still 0 after 100 iterations at the first decisions), and with no
 * objectives (see agentFor) an unfinished playout is worth nothing, so the
 * stock bot plays about as a random player until the last ~50 moves.
 */
const BGIO_MCTS_PLAYOUT_DEPTH = 50;

/** numIterations of a time-budgeted search: unbounded in practice; the deadline stops it. */
const BUDGET_ITERATION_CAP = Number.MAX_SAFE_INTEGER;

/** A game that runs longer than this without maxMoves is a bug. */
const GAME_MOVE_LIMIT = 100_000;

/** What a seat's player does at one decision. */
interface SeatAgent {
  decide(state: State, playerID: string, seat: StateId): Promise<{ action: unknown; iterations?: number }>;
}

/**
 * MCTSBot that stops at a wall-clock deadline.
 *
 * MCTSBot 0.50.2 takes its iteration count once, at the start of `play`
 * (`iterations`, a number or a function of (G, ctx)), and then runs
 *   while (this.iterationCounter < numIterations)
 *     for (i = 0; i < CHUNK_SIZE && this.iterationCounter < numIterations; i++) { one iteration; this.iterationCounter++ }
 * The `iterationCallback` only runs after every 25-iteration chunk and cannot
 * change numIterations, and an `iterations` function can only guess a count
 * up front. So the least invasive wall-clock stop is to make the counter the
 * loop reads report "done" once the deadline has passed: `iterationCounter`
 * becomes an accessor on the instance (reads: the iterations run so far, or
 * +Infinity once the deadline has passed; writes: ignored), and the iterations
 * are counted in `playout`, which MCTSBot calls exactly once per iteration.
 * The loop condition is read before every single iteration, so the overshoot
 * is at most one iteration. Nothing of MCTSBot's search is copied or changed.
 */
class DeadlineMCTSBot extends MCTSBot {
  /** performance.now() after which no new iteration starts; Infinity = no deadline. */
  private deadline = Infinity;
  /** Iterations run in the current (or last) `play`. */
  ran = 0;

  constructor(opts: ConstructorParameters<typeof MCTSBot>[0]) {
    super(opts);
    Object.defineProperty(this, 'iterationCounter', {
      configurable: true,
      enumerable: true,
      // At least one iteration, so the root has a child to choose.
      get: () => (this.ran > 0 && performance.now() >= this.deadline ? Number.POSITIVE_INFINITY : this.ran),
      // MCTSBot's own `= 0` and `++`: the count is kept in `ran` instead.
      set: () => {},
    });
  }

  override playout(node: Parameters<MCTSBot['playout']>[0]) {
    this.ran++;
    return super.playout(node);
  }

  async playUntil(state: State, playerID: string, budgetMs: number | null) {
    this.ran = 0;
    this.deadline = budgetMs === null ? Infinity : performance.now() + budgetMs;
    try {
      return await this.play(state, playerID);
    } finally {
      this.deadline = Infinity;
    }
  }
}

type Enumerate = NonNullable<Game['ai']>['enumerate'];

function agentFor(player: SeatPlayer, seat: StateId, seed: string | number, game: Game): SeatAgent {
  const enumerate = game.ai!.enumerate as Enumerate;
  switch (player.kind) {
    case 'ours': {
      const rng = botRng(seed, seat);
      return {
        async decide(state) {
          const move = decideFor(player.bot, state.G as GameState, seat, rng);
          const { move: type, args } = toBgioAction(move);
          return {
            action: { type: 'MAKE_MOVE', payload: { type, args, playerID: playerOfState(seat) } },
            iterations: player.bot.lastStats?.iterations,
          };
        },
      };
    }
    case 'bgio-random': {
      const bot = new RandomBot({ enumerate, seed: `bgio-random:${seat}:${seed}` });
      return {
        async decide(state, playerID) {
          const { action } = await bot.play(state, playerID);
          return { action };
        },
      };
    }
    case 'bgio-mcts': {
      const fixed = player.iterations;
      if (fixed !== undefined && !(Number.isInteger(fixed) && fixed >= 1))
        throw new Error(`bgio-mcts for ${seat}: iterations must be a positive integer, got ${fixed}`);
      if (fixed === undefined && !(player.budgetMs > 0))
        throw new Error(`bgio-mcts for ${seat}: budgetMs must be positive, got ${player.budgetMs}`);
      const bot = new DeadlineMCTSBot({
        enumerate,
        game,
        // Bot.random draws from alea(seed): the search's own stream is seeded from the match seed.
        seed: `bgio-mcts:${seat}:${seed}`,
        // Read once per play(): a fixed count, or "unbounded" and stopped by the deadline.
        iterations: () => fixed ?? BUDGET_ITERATION_CAP,
        playoutDepth: BGIO_MCTS_PLAYOUT_DEPTH,
        // No objectives (boardgame.io's default): a playout is worth 1 to the
        // player whose move led to a node when ctx.gameover.winner is that
        // player, and 0 otherwise. A "win" objective would add nothing: the
        // playout stops at gameover before objectives are checked, and an
        // objective's score is credited to every node regardless of player.
      });
      return {
        async decide(state, playerID) {
          const { action } = await bot.playUntil(state, playerID, fixed === undefined ? player.budgetMs : null);
          return { action, iterations: bot.ran };
        },
      };
    }
  }
}

const describePlayer = (p: SeatPlayer) => (p.kind === 'ours' ? `ours:${p.bot.name}` : p.kind);

function ctxActing(ctx: Ctx): string[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

export async function playBgioMatch(opts: BgioMatchOptions): Promise<MatchResult> {
  const { seed } = opts;
  const game = makeGame({ seed });
  const reducer = CreateGameReducer({ game });
  let state: State = InitializeGame({ game, numPlayers: 3, setupData: opts.scenario ?? {} });
  const agents = Object.fromEntries(STATES.map((s) => [s, agentFor(opts.players[s], s, seed, game)])) as Record<StateId, SeatAgent>;
  const decisionMs = { wei: [], wu: [], shu: [] } as Record<StateId, number[]>;
  const iterations = { wei: [], wu: [], shu: [] } as Record<StateId, number[]>;
  let moves = 0;
  for (;;) {
    const G = state.G as GameState;
    if (state.ctx.gameover !== undefined) break;
    const acting = statesToAct(G);
    if (acting.length === 0)
      throw new Error(`seed ${String(seed)}: no one can move but the game is not over (phase ${G.phase}, step ${G.step.kind})`);
    if (opts.maxMoves !== undefined && moves >= opts.maxMoves) break;
    if (moves >= GAME_MOVE_LIMIT) throw new Error(`seed ${String(seed)}: game did not end within ${GAME_MOVE_LIMIT} moves`);
    // During simultaneous recruitment several seats act; they move one after
    // another (in statesToAct's order), each under its own playerID.
    const seat = acting[0];
    const playerID = playerOfState(seat);
    if (!ctxActing(state.ctx).includes(playerID))
      throw new Error(
        `seed ${String(seed)}: the rules wait for ${seat} but boardgame.io's ctx lets ${ctxActing(state.ctx).join(',')} move`,
      );
    const player = opts.players[seat];
    const start = performance.now();
    const { action, iterations: its } = await agents[seat].decide(state, playerID, seat);
    decisionMs[seat].push(performance.now() - start);
    if (its !== undefined) iterations[seat].push(its);
    if (!action)
      throw new Error(
        `seed ${String(seed)}: ${describePlayer(player)} (${seat}, player ${playerID}) returned no action at move ${moves} (${G.step.kind}); enumerate gave ${game.ai!.enumerate(G, state.ctx, playerID).length} moves`,
      );
    const a = action as { type: string; payload: { type: string; args: unknown[]; playerID: string } };
    if (a.type !== 'MAKE_MOVE' || a.payload.playerID !== playerID)
      throw new Error(`seed ${String(seed)}: ${describePlayer(player)} (${seat}) returned an unexpected action ${JSON.stringify(a)}`);
    // MCTSBot returns the action as stored in its tree; dispatch a plain copy.
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: a.payload.type, args: a.payload.args, playerID } });
    if (next._stateID === state._stateID)
      throw new Error(
        `seed ${String(seed)}: the reducer rejected ${describePlayer(player)} (${seat})'s move ${a.payload.type} ${JSON.stringify(a.payload.args)} at move ${moves}`,
      );
    state = next;
    moves++;
  }
  return { G: state.G as GameState, moves, decisionMs, iterations };
}
