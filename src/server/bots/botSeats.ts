/**
 * Bot seats as a match declares them (`setupData.bots`, seat → difficulty),
 * and what a seat played by the server looks like in the match's metadata.
 *
 * The server seats its bots in the metadata boardgame.io stores when the
 * match is created (botSeating.ts): a bot seat is never free, so no person
 * can join it, not even in the instant after the match is created.
 */
import { randomBytes } from 'node:crypto';
import type { Server as BgioServer } from 'boardgame.io';
import { seatListText, seatNamesOf, type ServerGame, type ServerGameBots } from '../games/serverGame';
import { seatIDsOf } from '../../shared/seats';

/** Seat (playerID) → difficulty. */
export type BotSeats = Record<string, string>;

/** What the server keeps in a seat's `data`: `bot` on a seat the server plays, `standIn` while it plays for someone. */
export interface SeatData {
  bot?: string;
  standIn?: string;
  [key: string]: unknown;
}

/** "Hard bot", "Easy bot", ...: the name a bot seat is listed with. */
export const botPlayerName = (bots: ServerGameBots, difficulty: string): string => `${bots.label(difficulty)} bot`;

export const isDifficultyOf = (bots: ServerGameBots, value: unknown): value is string =>
  typeof value === 'string' && bots.difficulties.includes(value);

/**
 * Why `value` is not an acceptable `setupData.bots` for a match of `game` with `seatCount` seats,
 * or null when it is. At least one seat stays for a person: a match of bots alone has nobody to
 * watch it through the lobby.
 */
export function botSeatsError(value: unknown, game: ServerGame, seatCount: number): string | null {
  const { bots } = game;
  if (!bots) return `setupData.bots is not accepted: the server has no bots for ${game.contract.title}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'setupData.bots must be an object of seat to difficulty, e.g. { "1": "hard" }';
  const seats = seatIDsOf(seatCount);
  const entries = Object.entries(value);
  for (const [seat, difficulty] of entries) {
    if (!seats.includes(seat))
      return `setupData.bots: "${seat}" is not a seat (seats are ${seatListText(seats, 'and')}: ${seatNamesOf(game, seatCount).join(', ')})`;
    if (!isDifficultyOf(bots, difficulty))
      return `setupData.bots["${seat}"] must be one of ${bots.difficulties.map((d) => `"${d}"`).join(', ')}`;
  }
  const most = seatCount - 1;
  if (entries.length > most)
    return `setupData.bots may name at most ${most} seat${most === 1 ? '' : 's'}: at least one seat stays for a person`;
  return null;
}

/** The bot seats of a match from its stored setupData (only the lobby guard's checked value is stored; anything else counts as none). */
export function botSeatsOf(setupData: unknown): BotSeats {
  const bots = (setupData as { bots?: unknown } | undefined)?.bots;
  if (typeof bots !== 'object' || bots === null || Array.isArray(bots)) return {};
  return Object.fromEntries(Object.entries(bots).filter(([seat, difficulty]) => /^\d+$/.test(seat) && typeof difficulty === 'string'));
}

/** Fresh credentials for a seat the server plays (as hard to guess as the Lobby API's own). */
export const freshCredentials = (): string => randomBytes(16).toString('base64url');

export const seatDataOf = (player: BgioServer.PlayerMetadata | undefined): SeatData => (player?.data ?? {}) as SeatData;

/** A seat the server plays as a bot of its own (declared in setupData, or a stand-in for a player who left). */
export const isBotSeat = (player: BgioServer.PlayerMetadata | undefined): boolean => {
  const bot = seatDataOf(player).bot;
  return typeof bot === 'string' && bot !== '';
};

/** A seat a person holds (joined, and not a bot seat). */
export const isHumanSeat = (player: BgioServer.PlayerMetadata | undefined): boolean =>
  player !== undefined && typeof player.name === 'string' && player.name !== '' && !isBotSeat(player);

/**
 * Seats the bots `metadata.setupData.bots` names, as the Lobby API would join
 * them (a name, fresh credentials, `data.bot`). Mutates and returns `metadata`.
 */
export function seatDeclaredBots(metadata: BgioServer.MatchData, bots: ServerGameBots): BgioServer.MatchData {
  for (const [seat, difficulty] of Object.entries(botSeatsOf(metadata.setupData))) {
    const player = metadata.players[Number(seat)];
    if (!player || player.name || !isDifficultyOf(bots, difficulty)) continue;
    player.name = botPlayerName(bots, difficulty);
    player.credentials = freshCredentials();
    player.data = { bot: difficulty } satisfies SeatData;
  }
  return metadata;
}
