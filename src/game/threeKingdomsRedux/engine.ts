/**
 * The rules engine's public face, asked by boardgame.io, the bots and the
 * tests alike: whose decision it is, which moves are legal, apply one.
 * Everything is derived from G, so no two callers can disagree.
 */
import { assign, currentBidder, pass, recruit, selectAlliance, statesRecruiting, allianceChooser } from './conflict';
import { declineAction, takeAction } from './actions';
import { advance } from './flow';
import { choose, pendingChoice, useSkill } from './choices';
import { CARDS } from './cards';
import { installCards } from './hooks';
import { fail, type Move, type MoveResult } from './moves';
import { currentActor } from './resolution';
import type { Rng } from '../rng';
import { createInitialState, type Scenario } from './setup';
import { STATE_NAMES } from './spaces';
import type { GameState } from './state';
import type { StateId } from './types';

// The hook points know the cards of this list only, installed once when the engine loads.
installCards(CARDS);

type Decision =
  | { kind: 'recruit'; states: StateId[] }
  | { kind: 'selectAlliance'; state: StateId }
  | { kind: 'bid'; state: StateId }
  | { kind: 'action'; state: StateId }
  /** A card's choice (pending choice) waits for its owner before the flow goes on. */
  | { kind: 'choice'; state: StateId }
  | { kind: 'automatic' }
  | { kind: 'gameOver' };

type OneStateKind = 'selectAlliance' | 'bid' | 'action' | 'choice';

/**
 * The decisions of one state, made once and frozen (callers only read them): the engine, the policy and the
 * game loop each ask currentDecision at every move.
 */
function byState<K extends OneStateKind>(kind: K): Readonly<Record<StateId, Decision>> {
  return {
    wei: Object.freeze({ kind, state: 'wei' }),
    wu: Object.freeze({ kind, state: 'wu' }),
    shu: Object.freeze({ kind, state: 'shu' }),
  } as Record<StateId, Decision>;
}
const CHOICE = byState('choice');
const SELECT_ALLIANCE = byState('selectAlliance');
const BID = byState('bid');
const ACTION = byState('action');
const GAME_OVER: Decision = Object.freeze({ kind: 'gameOver' });
const AUTOMATIC: Decision = Object.freeze({ kind: 'automatic' });

/**
 * `state`'s decision among `decisions` (a fresh one for a state that is none, as a view may hold). The
 * records are read by name, not by a key given at run time: a keyed load by four kinds and three states is
 * megamorphic, and this is asked three times a move (1.3% of a fast-random game).
 */
function decisionOf(decisions: Readonly<Record<StateId, Decision>>, state: StateId): Decision {
  if (state === 'wei') return decisions.wei;
  if (state === 'wu') return decisions.wu;
  if (state === 'shu') return decisions.shu;
  return { kind: decisions.wei.kind, state } as Decision;
}

export function currentDecision(G: GameState): Decision {
  const pc = pendingChoice(G);
  if (pc && G.step.kind !== 'gameOver') return decisionOf(CHOICE, pc.state);
  switch (G.step.kind) {
    case 'recruit':
      return { kind: 'recruit', states: statesRecruiting(G) };
    case 'selectAlliance':
      return decisionOf(SELECT_ALLIANCE, allianceChooser(G));
    case 'bidding':
      return decisionOf(BID, currentBidder(G)!);
    case 'actions':
      return decisionOf(ACTION, currentActor(G)!);
    case 'gameOver':
      return GAME_OVER;
    default:
      // Automatic steps never wait; only reachable mid-way through boardgame.io's phase change.
      return AUTOMATIC;
  }
}

/** The states that may move now (several only during simultaneous recruitment). */
export function statesToAct(G: GameState): StateId[] {
  const d = currentDecision(G);
  if (d.kind === 'gameOver' || d.kind === 'automatic') return [];
  if (d.kind === 'recruit') return d.states;
  return [d.state];
}

export function newGame(scenario: Scenario, rng: Rng): GameState {
  const G = createInitialState(scenario, rng);
  advance(G, rng);
  return G;
}

const MOVE_TYPES = ['recruit', 'selectAlliance', 'assign', 'pass', 'takeAction', 'declineAction', 'choose', 'useSkill'];
/** MOVE_TYPES as a set: every move applied asks it. */
const MOVE_TYPE_SET: ReadonlySet<unknown> = new Set(MOVE_TYPES);

const RECRUIT_MOVES: readonly string[] = ['recruit'];
const SELECT_ALLIANCE_MOVES: readonly string[] = ['selectAlliance'];
const BID_MOVES: readonly string[] = ['assign', 'pass'];
const ACTION_MOVES: readonly string[] = ['takeAction', 'declineAction'];
const CHOICE_MOVES: readonly string[] = ['choose'];

/** The moves an open decision takes (besides useSkill); a switch, not a record read by the kind (a megamorphic keyed load per move). */
function expectedMoves(kind: 'recruit' | 'selectAlliance' | 'bid' | 'action' | 'choice'): readonly string[] {
  switch (kind) {
    case 'recruit':
      return RECRUIT_MOVES;
    case 'selectAlliance':
      return SELECT_ALLIANCE_MOVES;
    case 'bid':
      return BID_MOVES;
    case 'action':
      return ACTION_MOVES;
    case 'choice':
      return CHOICE_MOVES;
  }
}

/**
 * Applies `move` for `state`, mutating G only when the move is legal. Returns
 * a reason a person can read when it is not.
 */
export function applyMove(G: GameState, state: StateId, move: Move, rng: Rng): MoveResult {
  const result = applyDecision(G, state, move);
  if (result.ok) advance(G, rng);
  return result;
}

/**
 * Applies the decision only, without running the automatic steps after it
 * (boardgame.io's adapter runs those phase by phase).
 */
export function applyDecision(G: GameState, state: StateId, move: Move): MoveResult {
  if (!move || typeof move !== 'object' || !MOVE_TYPE_SET.has((move as Move).type))
    return fail(`Unknown move; expected one of ${MOVE_TYPES.join(', ')}.`);
  if (G.step.kind === 'gameOver') return fail('The game is over.');
  // statesToAct's answer, from the one decision worked out here.
  const d = currentDecision(G);
  // statesToAct's answer, without building its list.
  if (d.kind === 'automatic' || d.kind === 'gameOver' || (d.kind === 'recruit' ? !d.states.includes(state) : d.state !== state))
    return fail(`It is not ${STATE_NAMES[state] ?? String(state)}'s decision now.`);
  // A skill usable "at any time" is open whenever its owner may act; it leaves the decision open.
  if (move.type === 'useSkill') return useSkill(G, state, move.card, move.option);
  const expected = expectedMoves(d.kind);
  if (!expected.includes(move.type)) return fail(`Now is the time to ${expected.join(' or ')}, not ${move.type}.`);
  let result: MoveResult;
  switch (move.type) {
    case 'recruit':
      result = recruit(G, state, move.keep);
      break;
    case 'selectAlliance':
      result = selectAlliance(G, state, move.space);
      break;
    case 'assign':
      result = assign(G, state, move.args);
      break;
    case 'pass':
      result = pass(G, state);
      break;
    case 'takeAction':
      result = takeAction(G, state, move.space, move.choice);
      break;
    case 'declineAction':
      result = declineAction(G, state, move.space);
      break;
    case 'choose':
      result = choose(G, state, move.option);
      break;
  }
  return result;
}

/** Pure form: returns a new state and leaves the input untouched. */
export function applyMovePure(G: GameState, state: StateId, move: Move, rng: Rng): { G: GameState; result: MoveResult } {
  const next = structuredClone(G);
  const result = applyMove(next, state, move, rng);
  return { G: result.ok ? next : G, result };
}
