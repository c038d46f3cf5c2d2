/**
 * The game as the server runs it: our boardgame.io game, with a seed of its
 * own for every match.
 *
 * boardgame.io's random plugin seeds a match with `game.seed`, or else with
 * `Date.now().toString(36)`: the creation time, which the Lobby API lists
 * with every match (`createdAt`). Anyone could try the few milliseconds
 * around it, find the seed, and replay every shuffle and draw of the match:
 * all hidden hands and the decks' order. So each match gets 128 random bits
 * instead. The plugin reads `game.seed` once, when it sets up a match; the
 * processed game object (what boardgame.io's Server and Master use as it is)
 * answers that read with a fresh seed each time.
 *
 * `deltaState`: boardgame.io's master then publishes a move with the state
 * before it as well as after it, and the transport sends each seat a patch
 * of its view instead of the whole state (seatBroadcast.ts).
 */
import { randomBytes } from 'node:crypto';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { makeGame } from '../game/game';

/** 128 bits from the operating system's random source, as 22 base64url characters. */
const freshMatchSeed = (): string => randomBytes(16).toString('base64url');

export function serverGame(): ReturnType<typeof ProcessGameConfig> {
  const game = ProcessGameConfig(makeGame());
  Object.defineProperty(game, 'seed', { get: freshMatchSeed, enumerable: true, configurable: true });
  game.deltaState = true;
  return game;
}

/** The names of the game's moves: the only moves the server lets clients make. */
export function moveNamesOf(game: { moveNames?: string[] }): ReadonlySet<string> {
  return new Set(game.moveNames ?? []);
}
