/**
 * Three Kingdoms Redux as a GameContract: every answer delegates to the rules' own functions
 * (engine.ts, legal.ts, playerView.ts, game.ts), so the contract and the direct callers never disagree.
 */
import { seatCountError, type Applied, type GameContract, type GameResult, type LogLine } from '../contract';
import { applyMove, newGame, statesToAct } from './engine';
import { makeGame } from './game';
import { legalMoves } from './legal';
import type { Move } from './moves';
import { observe } from './playerView';
import { scenarioError, type Scenario } from './setup';
import { STATE_NAMES } from './spaces';
import type { GameState } from './state';
import { STATES, type StateId } from './types';

export type ThreeKingdomsReduxContract = GameContract<GameState, Move, GameState, Scenario, StateId>;

const TITLE = 'Three Kingdoms Redux';
const SEATS = { min: 3, max: 3, ids: () => STATES, name: (seat: StateId) => STATE_NAMES[seat] };

function setupError(options: unknown, seatCount: number): string | null {
  return seatCountError(TITLE, SEATS, seatCount) ?? scenarioError(options);
}

function result(G: GameState): GameResult<StateId> | null {
  if (!G.result) return null;
  const { scores, winner } = G.result;
  return { winners: [winner], scores: { wei: scores.wei.total, wu: scores.wu.total, shu: scores.shu.total } };
}

function log(view: GameState): LogLine<StateId>[] {
  return view.log.map((entry) => (entry.state ? { text: entry.text, seat: entry.state } : { text: entry.text }));
}

export const threeKingdomsRedux: ThreeKingdomsReduxContract = {
  id: 'three-kingdoms-redux',
  title: TITLE,
  seats: SEATS,
  setup: { defaults: {}, error: setupError },
  newGame(options, random, seatCount = SEATS.max) {
    const error = setupError(options, seatCount);
    if (error) throw new Error(error);
    return newGame(options, random);
  },
  toAct: statesToAct,
  legalMoves,
  apply(G, seat, move, random): Applied<GameState> {
    // The rules change G in place; a copy keeps the caller's state as it was whatever the verdict.
    const next = structuredClone(G);
    const applied = applyMove(next, seat, move, random);
    return applied.ok ? { ok: true, state: next } : applied;
  },
  view: observe,
  result,
  words: { log },
  boardgame: (options) => makeGame(options),
};
