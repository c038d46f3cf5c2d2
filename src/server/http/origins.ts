/**
 * Which web pages may use the server from a browser: the page it serves
 * itself (same origin), and the origins the operator lists (ORIGINS). A
 * browser tells a request's page in its Origin header; requests without one
 * (not from a browser's page: the bots, scripts) are not a cross-site risk
 * and pass.
 *
 * boardgame.io 0.50.2 passes its `origins` to socket.io as `cors: { origins }`,
 * a key socket.io ignores, so every site's pages could open the game's
 * sockets; and its Lobby API reads form posts, which any site can make a
 * visitor's browser send. Both are checked here instead (server.ts).
 */
import type { IncomingMessage } from 'node:http';

/** Whether a request with this Origin and Host may be served. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  if (allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // "null" (a sandboxed frame, a file) and anything else that is not an origin.
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && host !== undefined && url.host === host.toLowerCase();
}

/** originAllowed for a Node request. */
export function requestOriginAllowed(request: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  return originAllowed(Array.isArray(origin) ? origin[0] : origin, request.headers.host, allowed);
}
