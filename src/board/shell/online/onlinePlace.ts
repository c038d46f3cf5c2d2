/**
 * Where an online match of a game the shell plays is, in the page's hash, so a reload or a link sent
 * to a friend lands in the same place: `#match/<gameId>` creates a match, `#match/<gameId>/<matchID>`
 * is the match (its free seats to join, or the seat this browser holds), and
 * `#watch/<gameId>/<matchID>` watches it as a spectator, without a seat.
 */

export interface OnlinePlace {
  gameId: string;
  /** null: no match yet (the form that creates one). */
  matchID: string | null;
  /** Watching the match without a seat (only with a matchID). */
  watching?: boolean;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The place a hash names, or null when it names none. */
export function parseOnlinePlace(hash: string): OnlinePlace | null {
  const [head, gameId = '', matchID, ...rest] = hash.replace(/^#/, '').split('/');
  if (!ID.test(gameId) || rest.length > 0) return null;
  if (head === 'watch') return matchID !== undefined && ID.test(matchID) ? { gameId, matchID, watching: true } : null;
  if (head !== 'match') return null;
  if (matchID === undefined || matchID === '') return { gameId, matchID: null };
  return ID.test(matchID) ? { gameId, matchID } : null;
}

export const onlinePlaceHash = ({ gameId, matchID, watching }: OnlinePlace): string =>
  matchID === null ? `#match/${gameId}` : `#${watching ? 'watch' : 'match'}/${gameId}/${matchID}`;

/** The place the page's address names, if any. */
export const pageOnlinePlace = (): OnlinePlace | null => (typeof location === 'undefined' ? null : parseOnlinePlace(location.hash));
