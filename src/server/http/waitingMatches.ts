/**
 * The matches one client address may hold waiting for players
 * (`ServerLimits.waitingMatches`): a creation or rematch past that many of
 * its matches not started is refused with 429 and creates nothing. A match
 * stops counting once play starts (src/shared/matchTable.ts), once its last
 * player leaves (boardgame.io then deletes it), or once the cleanup deletes
 * it as never started (cleanup.ts).
 *
 * Each creation allowed runs as its address's (matchDirectory.ts records
 * the address with the match), and counts while it is under way, so
 * creations sent at once cannot pass the limit together.
 */
import type { Server as BgioServer } from 'boardgame.io';
import { clientAddress } from '../limits';
import { lobbyRouteOf } from './lobbyGuard';
import { runAsCreator, type MatchDirectory } from '../storage/matchDirectory';
import type { ServerLog } from '../serverLog';

type Middleware = Parameters<BgioServer.App['use']>[0];

export interface WaitingMatchesOptions {
  directory: MatchDirectory;
  /** Matches not started one address may hold. */
  limit: number;
  trustProxy: boolean;
  log: ServerLog;
}

/** Koa middleware for the creations and rematches of the games served, `games` (put it right before boardgame.io's routes). */
export function waitingMatchesLimit(games: { has(name: string): boolean }, options: WaitingMatchesOptions): Middleware {
  const underWay = new Map<string, number>();
  return async (ctx, next) => {
    const route = lobbyRouteOf(ctx.method, ctx.path);
    if (!route || !games.has(route.gameName) || (route.call !== 'create' && route.call !== 'playAgain')) return next();
    const address = clientAddress(ctx.req, options.trustProxy);
    const held = options.directory.waitingCount(address) + (underWay.get(address) ?? 0);
    if (held >= options.limit) {
      options.log.warn('waiting matches limit reached', { address, waiting: held });
      ctx.throw(429, `You have ${held} ${held === 1 ? 'match' : 'matches'} waiting for players: start or leave one first.`);
    }
    underWay.set(address, (underWay.get(address) ?? 0) + 1);
    try {
      await runAsCreator(address, next);
    } finally {
      const left = underWay.get(address)! - 1;
      if (left > 0) underWay.set(address, left);
      else underWay.delete(address);
    }
  };
}
