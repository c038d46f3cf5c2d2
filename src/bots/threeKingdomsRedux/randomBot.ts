/** Three Kingdoms Redux's random bot: the floor of the bot ladder. */
import type { Bot } from './bot';
import { fastRandomMove } from './random';

/** Three Kingdoms Redux's random bot: a legal move sampled cheaply (see random.ts). */
export function fastRandomBot(): Bot {
  return { name: 'random', decide: (view, seat, rng) => fastRandomMove(view, seat, rng) };
}
