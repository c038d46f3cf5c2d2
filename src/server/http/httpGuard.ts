/**
 * The first middleware of every HTTP request (the page, the Lobby API):
 *
 * - security headers on every answer, errors included: a Content Security
 *   Policy that lets the page load only its own files and talk only to this
 *   server, no framing (clickjacking), no MIME sniffing (an error body that
 *   repeats a client's text stays text), no Referer, and HSTS when the
 *   request came over TLS (directly, or through a trusted proxy);
 * - errors answered here, as short plain text: Koa's own error handler
 *   drops every header set before the error, nosniff included;
 * - the Lobby API refuses other sites' pages (origins.ts) and clients over
 *   their rate (limits.ts).
 */
import { STATUS_CODES } from 'node:http';
import type { Server as BgioServer } from 'boardgame.io';
import { lobbyRouteOf } from './lobbyGuard';
import { clientAddress, type ServerLimits } from '../limits';
import { requestOriginAllowed } from './origins';
import { RateLimiter } from '../rateLimit';
import type { ServerLog } from '../serverLog';

type Middleware = Parameters<BgioServer.App['use']>[0];

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets inline styles through the DOM (allowed either way); the board's markup may carry style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const HSTS = 'max-age=31536000';

export interface HttpGuardOptions {
  limits: ServerLimits;
  /** Origins besides the server's own whose pages may call the Lobby API (ORIGINS). */
  origins: readonly string[];
  trustProxy: boolean;
  log: ServerLog;
}

/**
 * boardgame.io's error messages that repeat what the client sent (its
 * credentials, the match ID from the path), without it. Each error body is
 * plain text with nosniff anyway; a body that repeats nothing can be shown
 * anywhere.
 */
function errorMessageFor(message: string): string {
  if (message.startsWith('Invalid credentials')) return 'Invalid credentials';
  const echoes = /^(Match|Game) .* (not found)$|^Match .* (reached maximum number of players).*$/s.exec(message);
  if (echoes) return echoes[3] ? 'Match reached maximum number of players' : `${echoes[1]} ${echoes[2]}`;
  return message;
}

/** `games`: the names of the games served (calls on other names are counted as the lobby's). */
export function httpGuard(games: { has(name: string): boolean }, options: HttpGuardOptions): Middleware {
  const limiters = {
    create: new RateLimiter(options.limits.create),
    join: new RateLimiter(options.limits.join),
    lobby: new RateLimiter(options.limits.lobby),
  };
  return async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    try {
      if (ctx.path === '/games' || ctx.path.startsWith('/games/')) {
        const address = clientAddress(ctx.req, options.trustProxy);
        if (!requestOriginAllowed(ctx.req, options.origins)) {
          options.log.warn('refused a Lobby API call from another site', { address, origin: ctx.get('origin'), path: ctx.path });
          ctx.throw(403, "This server's Lobby API serves its own page only.");
        }
        const route = lobbyRouteOf(ctx.method, ctx.path);
        const kind = route?.call === 'create' || route?.call === 'playAgain' ? 'create' : route?.call === 'join' ? 'join' : 'lobby';
        const limiter = limiters[kind];
        if ((route && games.has(route.gameName)) || kind === 'lobby') {
          if (!limiter.take(address)) {
            options.log.warn('rate limit reached', { address, limit: kind, path: ctx.path });
            ctx.throw(429, 'Too many requests: wait a little and try again.', {
              headers: { 'Retry-After': String(limiter.retryAfterSeconds(address)) },
            });
          }
        }
      }
      await next();
    } catch (e) {
      const error = e as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown; headers?: Record<string, string> };
      const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
      if (status >= 500) options.log.error('a request failed', { method: ctx.method, path: ctx.path, error: error.message });
      ctx.status = status;
      ctx.set(SECURITY_HEADERS);
      if (error.headers && typeof error.headers === 'object')
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, String(value));
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body =
        status < 500 && error.expose === true && typeof error.message === 'string'
          ? errorMessageFor(error.message)
          : (STATUS_CODES[status] ?? 'Error');
    }
  };
}
