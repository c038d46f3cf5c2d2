/** The random bot: a legal move sampled cheaply (see random.ts). The floor of the bot ladder. */
import type { Bot } from './bot';
import { fastRandomMove } from './random';

export function fastRandomBot(): Bot {
  return { name: 'random', decide: (view, seat, rng) => fastRandomMove(view, seat, rng) };
}
