/**
 * A match's seats as boardgame.io's playerIDs: "0", "1" and "2" (Wei, Wu,
 * Shu). The page, the Lobby API's guard, the socket guard and the table all
 * ask here.
 */

export const SEAT_IDS = ['0', '1', '2'] as const;
export type SeatID = (typeof SEAT_IDS)[number];

export const isSeatID = (value: unknown): value is SeatID => (SEAT_IDS as readonly unknown[]).includes(value);
