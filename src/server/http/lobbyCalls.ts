/**
 * The Lobby API's calls on an existing match (join, leave, update,
 * playAgain) run in the match's queue (matchQueues.ts says why), and the
 * server's bots hear of every player who leaves (serverBots.ts: a stand-in
 * takes a started match's free seat).
 *
 * A rematch (playAgain) is refused until the match is over: boardgame.io
 * accepts it any time, sets `nextMatchID`, and every other player's page
 * follows that to the rematch, so one player could pull everyone out of a
 * match under way.
 *
 * A join or a rename is refused when its name looks like the name of another
 * seat of the match (src/shared/playerName.ts, `namesLookAlike`): one player could
 * otherwise pass for another in the seat strip.
 */
import type { Server as BgioServer } from 'boardgame.io';
import { lobbyRouteOf } from './lobbyGuard';
import { namesLookAlike } from '../../shared/playerName';

type Middleware = Parameters<BgioServer.App['use']>[0];

export interface LobbyCallHooks {
  inMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  /** After a successful leave. */
  playerLeft?(matchID: string, playerID: string): Promise<void>;
  log(message: string): void;
  /** Whether the match is over (a rematch may be asked for only then); unknown matches are left to boardgame.io (404). */
  isOver(matchID: string): Promise<boolean | undefined>;
  /** The names of the match's seats (undefined: a free seat); an unknown match has none. */
  seatNames(matchID: string): Promise<Array<string | undefined>>;
}

/** `games`: the names of the games served. */
export function lobbyCallsInMatchQueue(games: { has(name: string): boolean }, hooks: LobbyCallHooks): Middleware {
  return async (ctx, next) => {
    const route = lobbyRouteOf(ctx.method, ctx.path);
    if (!route || route.call === 'create' || !games.has(route.gameName)) return next();
    const matchID = decodeURIComponent(ctx.path.split('/')[3] ?? '');
    await hooks.inMatchQueue(matchID, async () => {
      if (route.call === 'playAgain' && (await hooks.isOver(matchID)) === false)
        ctx.throw(409, 'A rematch can be asked for only once the match is over.');
      if (route.call === 'join' || route.call === 'update') {
        const body = (ctx.request as unknown as { body: { playerID?: string; playerName?: string; newName?: string } }).body;
        const name = route.call === 'join' ? body.playerName : body.newName;
        const others = (await hooks.seatNames(matchID)).filter(
          (other, seat) => other !== undefined && (route.call === 'join' || String(seat) !== body.playerID),
        );
        if (name !== undefined && others.some((other) => namesLookAlike(name, other!)))
          ctx.throw(409, 'That name looks like the name of another player in this match: choose another.');
      }
      await next();
    });
    const playerID = (ctx.request as unknown as { body?: { playerID?: unknown } }).body?.playerID;
    if (route.call === 'leave' && ctx.status === 200 && typeof playerID === 'string' && hooks.playerLeft)
      hooks
        .playerLeft(matchID, playerID)
        .catch((e) => hooks.log(`bots: after a leave of match ${matchID}: ${e instanceof Error ? e.message : String(e)}`));
  };
}
