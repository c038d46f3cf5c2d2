/**
 * Where the online part of the page is, kept in the URL's hash so a reload
 * (or a link sent to a friend) lands in the same place:
 * `#online` the lobby, `#online/play/<matchID>` a seat held in this browser,
 * `#online/watch/<matchID>` a spectator's view, `#online/join/<matchID>`
 * the link a match's players send their friends (its free seats to join).
 */

export type OnlineRoute =
  | { view: 'lobby' }
  | { view: 'play'; matchID: string }
  | { view: 'watch'; matchID: string }
  | { view: 'join'; matchID: string };

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The route in a hash, or null when the hash is not an online one. */
export function parseRoute(hash: string): OnlineRoute | null {
  const parts = hash.replace(/^#/, '').split('/');
  if (parts[0] !== 'online') return null;
  if (parts.length === 1 || parts[1] === '') return { view: 'lobby' };
  const matchID = decodeURIComponent(parts[2] ?? '');
  if ((parts[1] === 'play' || parts[1] === 'watch' || parts[1] === 'join') && MATCH_ID.test(matchID) && parts.length === 3)
    return { view: parts[1], matchID };
  return { view: 'lobby' };
}

export function routeHash(route: OnlineRoute): string {
  return route.view === 'lobby' ? '#online' : `#online/${route.view}/${encodeURIComponent(route.matchID)}`;
}
