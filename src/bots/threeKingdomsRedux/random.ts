/**
 * The random bots. `randomMove` is a uniformly random legal move: it anchors
 * the bot ladder and drives the random-play property tests. `fastRandomMove`
 * samples a legal move without enumerating every option (bidding and trade
 * have hundreds to thousands), for long simulations and benchmarks; it checks
 * each sampled candidate with the engine's own validators and falls back to
 * `randomMove` when sampling keeps failing, so it only ever returns legal moves.
 */
import { actionError } from '../../game/threeKingdomsRedux/actionError';
import { choiceOptions } from '../../game/threeKingdomsRedux/choices';
import { allianceSpaceError, assignError, recruitCount } from '../../game/threeKingdomsRedux/conflict';
import { currentDecision } from '../../game/threeKingdomsRedux/engine';
import { actionChoices, actionMoves, actionRefused, bidMoves, legalMoves, skillMoveList } from '../../game/threeKingdomsRedux/legal';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import { randomInt, type Rng } from '../../game/rng';
import { COMMON_SPACES } from '../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import { pick, sampleAssign, sampleSubset, sampleTrade } from './sampling';

export function randomMove(G: GameState, state: StateId, rng: Rng): Move {
  const d = currentDecision(G);
  if ((d.kind === 'bid' || d.kind === 'action') && d.state === state) {
    // The same draw from the same list, without building the hundreds of moves not drawn.
    const moves = d.kind === 'bid' ? bidMoves(G, state) : actionMoves(G, state);
    if (moves.count === 0) throw new Error(`${state} has no legal move`);
    return moves.move(randomInt(rng, moves.count));
  }
  const moves = legalMoves(G, state);
  if (moves.length === 0) throw new Error(`${state} has no legal move`);
  return moves[randomInt(rng, moves.length)];
}

interface FastRandomOptions {
  /** Chance of passing instead of assigning a general during bidding. */
  pass: number;
  /** Chance of declining a won action that could be taken. */
  decline: number;
  /** Sampled candidates tried before falling back to full enumeration. */
  attempts: number;
  /** Chance of using an "at any time" card skill (Lu Fan, Guan Ping, Xun Yu) when one is open. */
  skill: number;
}

export const FAST_RANDOM_DEFAULTS: FastRandomOptions = { pass: 0.05, decline: 0.1, attempts: 8, skill: 0.05 };

/** A random legal move, sampled cheaply (not uniform over legal moves). */
export function fastRandomMove(G: GameState, state: StateId, rng: Rng, opts: FastRandomOptions = FAST_RANDOM_DEFAULTS): Move {
  const d = currentDecision(G);
  // Whether `state` may act now (statesToAct, from the decision already worked out).
  const acts = d.kind === 'recruit' ? d.states.includes(state) : d.kind !== 'automatic' && d.kind !== 'gameOver' && d.state === state;
  if (opts.skill > 0 && acts && rng.next() < opts.skill) {
    const skills = skillMoveList(G, state);
    if (skills.length) return pick(rng, skills);
  }
  switch (d.kind) {
    case 'recruit': {
      if (!d.states.includes(state)) break;
      return { type: 'recruit', keep: sampleSubset(rng, G.players[state].secret.drawn, recruitCount(G, state)) };
    }
    case 'selectAlliance': {
      if (d.state !== state) break;
      const spaces = COMMON_SPACES.filter((s) => !allianceSpaceError(G, s));
      if (spaces.length === 0) break;
      return { type: 'selectAlliance', space: pick(rng, spaces) };
    }
    case 'bid': {
      if (d.state !== state) break;
      if (rng.next() < opts.pass) return { type: 'pass' };
      for (let i = 0; i < opts.attempts; i++) {
        const args = sampleAssign(G, state, rng);
        if (args && !assignError(G, state, args)) return { type: 'assign', args };
      }
      break;
    }
    case 'action': {
      if (d.state !== state) break;
      const pending = G.pendingActions[state];
      if (pending.length === 0) break;
      const space = pick(rng, pending);
      const decline: Move = { type: 'declineAction', space };
      // A card's commitment may forbid declining or taking this action now.
      const mayDecline = !actionRefused(G, state, space, false);
      if (actionRefused(G, state, space, true)) {
        if (mayDecline) return decline;
        break;
      }
      if (mayDecline && rng.next() < opts.decline) return decline;
      if (space === 'trade') {
        for (let i = 0; i < opts.attempts; i++) {
          const choice = sampleTrade(G, state, rng);
          if (!actionError(G, state, space, choice)) return { type: 'takeAction', space, choice };
        }
      }
      // Every other space has a few dozen options at most: enumerate them.
      const choices = actionChoices(G, state, space);
      if (choices.length === 0) {
        if (mayDecline) return decline;
        break;
      }
      return { type: 'takeAction', space, choice: pick(rng, choices) };
    }
    case 'choice': {
      if (d.state !== state) break;
      const options = choiceOptions(G);
      if (options.length) return { type: 'choose', option: pick(rng, options) };
      break;
    }
    case 'automatic':
    case 'gameOver':
      break;
  }
  return randomMove(G, state, rng);
}
