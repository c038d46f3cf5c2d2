/**
 * Where an online match of a game the shell plays is, in the page's hash, so a reload or a link sent
 * to a friend lands in the same place: `#match/<gameId>` creates a match, `#match/<gameId>/<matchID>`
 * is the match (its free seats to join, or the seat this browser holds).
 */

export interface OnlinePlace {
  gameId: string;
  /** null: no match yet (the form that creates one). */
  matchID: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The place a hash names, or null when it names none. */
export function parseOnlinePlace(hash: string): OnlinePlace | null {
  const [head, gameId = '', matchID, ...rest] = hash.replace(/^#/, '').split('/');
  if (head !== 'match' || !ID.test(gameId) || rest.length > 0) return null;
  if (matchID === undefined || matchID === '') return { gameId, matchID: null };
  return ID.test(matchID) ? { gameId, matchID } : null;
}

export const onlinePlaceHash = ({ gameId, matchID }: OnlinePlace): string =>
  matchID === null ? `#match/${gameId}` : `#match/${gameId}/${matchID}`;

/** The place the page's address names, if any. */
export const pageOnlinePlace = (): OnlinePlace | null => (typeof location === 'undefined' ? null : parseOnlinePlace(location.hash));
