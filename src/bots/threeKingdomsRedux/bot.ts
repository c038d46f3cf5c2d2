/**
 * A Three Kingdoms Redux bot: handed `observe(G, seat)` (src/game/threeKingdomsRedux/playerView.ts) and nothing else.
 */
import type { Move } from '../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import type { StateId } from '../../game/threeKingdomsRedux/types';
import type { GameBot } from '../bot';

export type Bot = GameBot<GameState, Move, StateId>;
