/**
 * The boardgame.io game definition: a thin adapter over the pure rules.
 * Phases mirror G.phase, the turn order and active players are read from G's
 * current decision, and every move applies its decision with `applyDecision`
 * and then runs the phase's automatic steps (`advance`, up to the phase's end:
 * the next phase's onBegin runs its own), on the plain state (plainState.ts).
 * Randomness comes from boardgame.io's `random` (same Alea stream as the pure
 * path's seededRng).
 */
import type { Ctx, Game, Move as BgioMove } from 'boardgame.io';
import { INVALID_MOVE, Stage } from 'boardgame.io/core';
import { applyDecision, newGame, statesToAct } from './engine';
import { advance } from './flow';
import { legalMoves } from './legal';
import type { Move } from './moves';
import { observe } from './playerView';
import { changePlainState } from './plainState';
import { seededRng, type Rng } from '../rng';
import { scenarioError, type Scenario } from './setup';
import { ALL_SPACES } from './spaces';
import type { GameState, Phase } from './state';
import { STATES, type StateId } from './types';

export const stateOfPlayer = (playerID: string | null | undefined): StateId | null =>
  playerID === '0' || playerID === '1' || playerID === '2' ? STATES[Number(playerID)] : null;
export const playerOfState = (state: StateId): string => String(STATES.indexOf(state));

type RandomAPI = { Number(): number };
const rngOf = (random: RandomAPI): Rng => ({ next: () => random.Number() });

/** Where rejected moves are reported (boardgame.io's INVALID_MOVE carries no reason). */
let reportInvalid: (playerID: string | null | undefined, move: Move, reason: string) => void = (p, m, reason) => {
  if (typeof process === 'undefined' || process.env.NODE_ENV !== 'test') console.warn(`invalid move by player ${p}: ${m.type}: ${reason}`);
};
export function onInvalidMove(fn: typeof reportInvalid): void {
  reportInvalid = fn;
}

/**
 * Where the plain state before a move or hook is passed to it. boardgame.io applies a game's plugins
 * around its own immer plugin, so this one sees G before immer makes a draft of it, and immer passes
 * the rest of the context on (see plainState.ts for why the rules run on plain objects).
 */
const PLAIN_G = 'tkrPlainG';
const plainStatePlugin = {
  name: 'tkr-plain-state',
  fnWrap:
    (method: (context: any, ...args: any[]) => any) =>
    (context: { G: GameState }, ...args: unknown[]) =>
      method({ ...context, [PLAIN_G]: context.G }, ...args),
};

/** The plain state before this move or hook (its draft, if called outside boardgame.io's reducer). */
function plainStateOf(context: { G: GameState }): GameState {
  return ((context as Record<string, unknown>)[PLAIN_G] as GameState | undefined) ?? context.G;
}

/**
 * Runs `change` on a plain working copy of the state before this move or hook and returns the new
 * state (immer takes a recipe's return value when the draft was left alone), or INVALID_MOVE when
 * `change` refuses. The copy holds only the parts `kind` is expected to write (plainState.ts); `mover`
 * is the seat of the state moving (0 for a hook). Without the plugin's plain state (a caller outside
 * boardgame.io's reducer) it changes the draft.
 */
function onPlainState(
  context: { G: GameState; random: RandomAPI },
  kind: string,
  move: Move | null,
  mover: number,
  change: (G: GameState, rng: Rng) => typeof INVALID_MOVE | void,
): GameState | typeof INVALID_MOVE | void {
  const before = (context as Record<string, unknown>)[PLAIN_G] as GameState | undefined;
  if (!before) return change(context.G, rngOf(context.random));
  const { random } = context;
  const result = changePlainState(
    before,
    `${kind}|${before.phase}|${before.step.kind}${planDetail(before, move)}`,
    mover,
    () => random.Number(),
    (G, rng) => change(G, rng) !== INVALID_MOVE,
  );
  return result ?? INVALID_MOVE;
}

const KNOWN_SPACES: ReadonlySet<string> = new Set(ALL_SPACES);

/**
 * What narrows a move's write plan (plainState.ts) beyond its name, phase and step: the space it bids on or
 * acts on (a bid writes that space's bids; each action writes its own parts), or the card whose choice it
 * answers. Only values from a fixed list, so a client's junk cannot make plans without end.
 */
function planDetail(G: GameState, move: Move | null): string {
  if (move === null) return '';
  const space =
    move.type === 'assign'
      ? (move.args as { space?: unknown } | null | undefined)?.space
      : move.type === 'takeAction' || move.type === 'declineAction'
        ? move.space
        : undefined;
  if (typeof space === 'string' && KNOWN_SPACES.has(space)) return `|${space}`;
  if (move.type === 'choose' && G.pending.length > 0) return `|${G.pending[0].card}:${G.pending[0].kind}`;
  return '';
}

function delegate(build: (...args: any[]) => Move, options: { redact?: boolean; simultaneous?: boolean } = {}): BgioMove<GameState> {
  return {
    move: (context, ...args: unknown[]) => {
      const { playerID } = context;
      const state = stateOfPlayer(playerID);
      const move = build(...args);
      if (!state) {
        reportInvalid(playerID, move, 'spectators cannot move');
        return INVALID_MOVE;
      }
      // Reported once the verdict is in: a first attempt on a partial copy may be redone (plainState.ts).
      let refusal = '';
      const result = onPlainState(context, move.type, move, STATES.indexOf(state), (G, rng) => {
        const decided = applyDecision(G, state, move);
        if (!decided.ok) {
          refusal = decided.error;
          return INVALID_MOVE;
        }
        // The rest of this phase's automatic steps; the next phase's onBegin runs its own.
        advance(G, rng, { untilPhaseChange: true });
      });
      if (result === INVALID_MOVE) reportInvalid(playerID, move, refusal);
      return result;
    },
    // Draws and reveals cannot be taken back.
    undoable: false,
    redact: options.redact ?? false,
    // A move the states make at once (the recruitment): another state's move made first does not change what this
    // one may choose, so a move sent on the state before it is judged by the rules on the state as it is now, not
    // refused by boardgame.io as stale ("invalid stateID", which made its player or bot decide again).
    ignoreStaleStateID: options.simultaneous ?? false,
  };
}

/** The seats that may move now, as boardgame.io player IDs. */
function actingPlayers(G: GameState): string[] {
  return statesToAct(G).map(playerOfState);
}

function ctxActing(ctx: Ctx): string[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers).sort() : [ctx.currentPlayer];
}

const decidingSeat = ({ G, ctx }: { G: GameState; ctx: Ctx }) => {
  const acting = actingPlayers(G);
  return acting.length ? Number(acting[0]) : ctx.playOrderPos;
};

function phase(name: Phase, start = false) {
  return {
    start,
    // Each phase runs its own automatic steps (remove tokens, upkeep, draws, ...).
    onBegin: (context: { G: GameState; random: RandomAPI }) =>
      onPlainState(context, 'onBegin', null, 0, (G, rng) => {
        advance(G, rng, { untilPhaseChange: true });
      }) as GameState | void,
    endIf: ({ G }: { G: GameState }) => G.phase !== name,
    next: ({ G }: { G: GameState }) => (G.phase === 'gameOver' ? undefined : G.phase),
  };
}

export function makeGame(options: { seed?: string | number } = {}): Game<GameState, Record<string, unknown>, Scenario> {
  return {
    name: 'three-kingdoms-redux',
    minPlayers: 3,
    maxPlayers: 3,
    seed: options.seed,
    // No move can be taken back (draws and reveals), so boardgame.io keeps no undo stack: without this
    // every stored state carries a copy of G and ctx per move of the turn (tens of KB written per move).
    disableUndo: true,
    plugins: [plainStatePlugin],
    setup: ({ random }, scenario) => {
      const s = scenario ?? {};
      return newGame(s, s.seed !== undefined ? seededRng(s.seed) : rngOf(random));
    },
    validateSetupData: (scenario, numPlayers) =>
      numPlayers !== 3 ? 'Three Kingdoms Redux is for exactly 3 players.' : (scenarioError(scenario) ?? undefined),
    moves: {
      recruit: delegate((keep) => ({ type: 'recruit', keep }), { redact: true, simultaneous: true }),
      selectAlliance: delegate((space) => ({ type: 'selectAlliance', space })),
      assign: delegate((args) => ({ type: 'assign', args })),
      pass: delegate(() => ({ type: 'pass' })),
      takeAction: delegate((space, choice) => ({ type: 'takeAction', space, choice })),
      declineAction: delegate((space) => ({ type: 'declineAction', space })),
      choose: delegate((option) => ({ type: 'choose', option }), { redact: true }),
      useSkill: delegate((card, option) => ({ type: 'useSkill', card, option })),
    },
    turn: {
      order: { first: decidingSeat, next: decidingSeat },
      onBegin: (context) => {
        // Read from the plain state: immer 9 copies an object when a nested object of its draft is read.
        const acting = actingPlayers(plainStateOf(context));
        const { events } = context;
        if (acting.length > 1) events.setActivePlayers({ value: Object.fromEntries(acting.map((p) => [p, Stage.NULL])) });
      },
      endIf: ({ G, ctx }) => {
        const acting = actingPlayers(G);
        return acting.length > 0 && acting.sort().join() !== ctxActing(ctx).join();
      },
    },
    phases: {
      conflict: phase('conflict', true),
      resolution: phase('resolution'),
      maintenance: phase('maintenance'),
    },
    endIf: ({ G }) => (G.result ? { winner: playerOfState(G.result.winner), result: G.result } : undefined),
    playerView: ({ G, playerID }) => observe(G, stateOfPlayer(playerID)),
    ai: {
      enumerate: (G, ctx, playerID) => {
        const state = stateOfPlayer(playerID ?? ctx.currentPlayer);
        if (!state) return [];
        return legalMoves(G, state).map(toBgioAction);
      },
    },
  };
}

/** A rules move as boardgame.io's { move, args }. */
export function toBgioAction(m: Move): { move: string; args: unknown[] } {
  switch (m.type) {
    case 'recruit':
      return { move: 'recruit', args: [m.keep] };
    case 'selectAlliance':
      return { move: 'selectAlliance', args: [m.space] };
    case 'assign':
      return { move: 'assign', args: [m.args] };
    case 'pass':
      return { move: 'pass', args: [] };
    case 'takeAction':
      return { move: 'takeAction', args: [m.space, m.choice] };
    case 'declineAction':
      return { move: 'declineAction', args: [m.space] };
    case 'choose':
      return { move: 'choose', args: [m.option] };
    case 'useSkill':
      return { move: 'useSkill', args: [m.card, m.option] };
  }
}

/**
 * The game for clients of a master elsewhere (boardgame.io's Local() in the
 * page, or the online server): every move is marked `client: false`, so a
 * client waits for the master's verdict instead of running the rules on its
 * filtered view.
 */
export function movesDecidedByMaster<G>(game: Game<G>): Game<G> {
  const moves: NonNullable<Game<G>['moves']> = {};
  for (const [name, move] of Object.entries(game.moves ?? {})) {
    moves[name] = typeof move === 'function' ? { move, client: false } : { ...move, client: false };
  }
  return { ...game, moves };
}
