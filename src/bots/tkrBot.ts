/**
 * A Three Kingdoms Redux bot: handed `observe(G, seat)` (src/game/playerView.ts) and nothing else.
 */
import type { Move } from '../game/moves';
import type { GameState } from '../game/state';
import type { StateId } from '../game/types';
import type { GameBot } from './bot';

export type Bot = GameBot<GameState, Move, StateId>;
