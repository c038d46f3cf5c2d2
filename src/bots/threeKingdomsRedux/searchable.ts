/**
 * Three Kingdoms Redux as search bots play it: the rules' contract, with the bots' determinization
 * as its sample (determinize.ts: the opponents' hidden cards drawn by the active evaluation's model)
 * and the engine's in-place move for the states a search owns.
 */
import type { SearchableGame } from '../../game/contract';
import { applyMove } from '../../game/threeKingdomsRedux/engine';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import type { Scenario } from '../../game/threeKingdomsRedux/setup';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { threeKingdomsRedux } from '../../game/threeKingdomsRedux/contract';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import { determinize } from './determinize';

export const searchableThreeKingdomsRedux: SearchableGame<GameState, Move, GameState, Scenario, StateId> = {
  ...threeKingdomsRedux,
  sample: determinize,
  playInPlace(G, seat, move, rng) {
    const applied = applyMove(G, seat, move, rng);
    return applied.ok ? null : applied.error;
  },
};
