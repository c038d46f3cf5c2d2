/**
 * Receiving tokens from any source. Cards that react to a state receiving
 * something (Xun You: "whenever Wei receives a popular support token") hook
 * here, so every source (actions, skills, enhancements) must go through it.
 */
import { forEachHook } from './hooks';
import type { GameState } from './state';
import type { StateId } from './types';

export function gainPopularSupport(G: GameState, state: StateId, count: number): void {
  if (count <= 0) return;
  G.players[state].popularSupport += count;
  forEachHook(G, state, 'onPopularSupportGained', (hook, ctx) => hook(ctx, count));
}
