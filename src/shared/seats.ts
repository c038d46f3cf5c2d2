/**
 * A match's seats as boardgame.io's playerIDs: "0", "1", ... one per seat, in the order of the
 * game's seats. The page, the Lobby API's guard, the socket guard and the table all ask here.
 */

/** The playerIDs of a match of `count` seats. */
export const seatIDsOf = (count: number): string[] => Array.from({ length: count }, (_, i) => String(i));
