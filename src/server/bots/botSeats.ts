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
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../../bots/registry';
import { SEAT_IDS, type SeatID } from '../../shared/seats';

export type BotSeats = Partial<Record<SeatID, Difficulty>>;

/** At least one seat stays for a person: a match of three bots has nobody to watch it through the lobby. */
const MAX_BOT_SEATS = 2;

/** The bot that plays for a person who left or stayed away. */
export const STAND_IN_DIFFICULTY: Difficulty = 'medium';

/** What the server keeps in a seat's `data`: `bot` on a seat the server plays, `standIn` while it plays for someone. */
export interface SeatData {
  bot?: Difficulty;
  standIn?: Difficulty;
  [key: string]: unknown;
}

export const isDifficulty = (value: unknown): value is Difficulty => typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);

/** "Hard bot", "Easy bot", ...: the name a bot seat is listed with. */
export const botPlayerName = (difficulty: Difficulty): string => `${DIFFICULTY_LEVELS[difficulty].label} bot`;

/** Why `value` is not an acceptable `setupData.bots`, or null when it is. */
export function botSeatsError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'setupData.bots must be an object of seat to difficulty, e.g. { "1": "hard", "2": "easy" }';
  const entries = Object.entries(value);
  for (const [seat, difficulty] of entries) {
    if (!(SEAT_IDS as readonly string[]).includes(seat)) return `setupData.bots: "${seat}" is not a seat (seats are "0", "1" and "2": Wei, Wu, Shu)`;
    if (!isDifficulty(difficulty)) return `setupData.bots["${seat}"] must be one of ${DIFFICULTIES.map((d) => `"${d}"`).join(', ')}`;
  }
  if (entries.length > MAX_BOT_SEATS)
    return `setupData.bots may name at most ${MAX_BOT_SEATS} seats: at least one seat stays for a person`;
  return null;
}

/** The bot seats of a match from its stored setupData (anything malformed counts as none: only the lobby guard's checked value is stored). */
export function botSeatsOf(setupData: unknown): BotSeats {
  const bots = (setupData as { bots?: unknown } | undefined)?.bots;
  if (bots === undefined || botSeatsError(bots) !== null) return {};
  return bots as BotSeats;
}

/** Fresh credentials for a seat the server plays (as hard to guess as the Lobby API's own). */
export const freshCredentials = (): string => randomBytes(16).toString('base64url');

export const seatDataOf = (player: BgioServer.PlayerMetadata | undefined): SeatData => (player?.data ?? {}) as SeatData;

/** A seat the server plays as a bot of its own (declared in setupData, or a stand-in for a player who left). */
export const isBotSeat = (player: BgioServer.PlayerMetadata | undefined): boolean => isDifficulty(seatDataOf(player).bot);

/** A seat a person holds (joined, and not a bot seat). */
export const isHumanSeat = (player: BgioServer.PlayerMetadata | undefined): boolean =>
  player !== undefined && typeof player.name === 'string' && player.name !== '' && !isBotSeat(player);

/**
 * Seats the bots `metadata.setupData.bots` names, as the Lobby API would join
 * them (a name, fresh credentials, `data.bot`). Mutates and returns `metadata`.
 */
export function seatDeclaredBots(metadata: BgioServer.MatchData): BgioServer.MatchData {
  for (const [seat, difficulty] of Object.entries(botSeatsOf(metadata.setupData)) as [SeatID, Difficulty][]) {
    const player = metadata.players[Number(seat)];
    if (!player || player.name) continue;
    player.name = botPlayerName(difficulty);
    player.credentials = freshCredentials();
    player.data = { bot: difficulty } satisfies SeatData;
  }
  return metadata;
}
