/**
 * The online game server: boardgame.io's Server (Koa and socket.io) running
 * Three Kingdoms Redux, serving the built page, the Lobby API and the game's
 * sockets from one port.
 *
 * Around boardgame.io's own parts it adds (each module says why):
 * - seatCredentials.ts: a seat is acted for only with its player's credentials;
 * - socketGuard.ts: only well-formed moves and syncs reach boardgame.io;
 * - lobbyGuard.ts: lobby input is checked before boardgame.io stores it;
 * - serverGame.ts: every match gets an unpredictable seed;
 * - syncPatch.ts: refuses to start unless boardgame.io's sync is patched (#1159);
 * - storage.ts: where matches are kept.
 */
import { createReadStream } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { Server, SocketIO } from 'boardgame.io/server';
import type { Server as BgioServer } from 'boardgame.io';
import { listen } from './listen';
import { lobbyGuard } from './lobbyGuard';
import { findPageFile } from './pageFiles';
import { seatCredentialsMatch } from './seatCredentials';
import { moveNamesOf, serverGame } from './serverGame';
import { guardGameSockets, type GuardedNamespace } from './socketGuard';
import { TrackedStorage, type MatchStorage } from './storage';
import { assertSyncFilterPatched } from './syncPatch';

/** Largest socket.io message a client may send (a move is well under 1 KB); larger ones close its connection. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

export interface GameServerOptions {
  storage: MatchStorage;
  /** 0 (the default): any free port. */
  port?: number;
  /** The address to listen on; 127.0.0.1 by default (set 0.0.0.0 to accept other machines). */
  host?: string;
  /** Take a free port when `port` is taken. */
  portFallback?: boolean;
  /** The built page (dist/) to serve at `/`; without it, only the Lobby API and the sockets. */
  pageDir?: string;
  /** Where the server reports refused input; console.log by default. */
  log?: (message: string) => void;
}

export interface GameServer {
  url: string;
  port: number;
  gameName: string;
  /** The storage given, as the server uses it. */
  storage: MatchStorage;
  /** boardgame.io's socket.io transport (its per-match queues say when a match's moves are all processed). */
  transport: SocketIO;
  close(): Promise<void>;
}

type Middleware = Parameters<BgioServer.App['use']>[0];
type SocketOptions = NonNullable<NonNullable<ConstructorParameters<typeof SocketIO>[0]>['socketOpts']>;

/** Serves the built page for GET and HEAD requests outside the Lobby API (/games). */
function pageFiles(root: string): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/games' || ctx.path.startsWith('/games/')) return next();
    const found = findPageFile(root, ctx.url);
    if (found.status !== 200) {
      ctx.status = found.status;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = found.reason;
      return;
    }
    ctx.set('cache-control', 'no-cache');
    ctx.type = found.contentType;
    ctx.body = createReadStream(found.file);
  };
}

export async function startGameServer(options: GameServerOptions): Promise<GameServer> {
  assertSyncFilterPatched();
  const log = options.log ?? ((message: string) => console.log(message));
  const host = options.host ?? '127.0.0.1';
  const game = serverGame();
  const gameName = game.name;
  if (!gameName) throw new Error('The game definition has no name, and the sockets and the Lobby API are named after it.');
  const storage = new TrackedStorage(options.storage);
  // boardgame.io types socketOpts as every socket.io option, though it spreads the ones given over its defaults.
  const socketOpts = { maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES } as Partial<SocketOptions> as SocketOptions;
  const transport = new SocketIO({ socketOpts });
  const server = Server({
    games: [game],
    db: storage,
    transport,
    // The page is served from this same origin, so no other site's page may call the API or open sockets from a browser.
    origins: [],
    authenticateCredentials: seatCredentialsMatch,
  });
  const { app } = server;
  // Both run before boardgame.io's routes, which run() adds last.
  app.use(lobbyGuard(gameName));
  if (options.pageDir) app.use(pageFiles(options.pageDir));

  // koa-socket-2 (boardgame.io's socket.io glue) attached socket.io to this http server and keeps it on the app.
  const attached = app as unknown as { server: HttpServer; _io: { of(name: string): GuardedNamespace; close(done: () => void): void } };
  guardGameSockets(attached._io.of(gameName), {
    moveNames: moveNamesOf(game),
    matchExists: async (matchID) => (await storage.fetch(matchID, { metadata: true })).metadata !== undefined,
    onRefused: (event, reason) => log(`refused a "${event}" packet: ${reason}`),
  });

  // run() configures the Lobby API routes, connects the storage and then calls app.listen(port, callback)
  // with no host and no error path: listen here instead, on our host, with the port fallback.
  let port = -1;
  await new Promise<void>((started, failed) => {
    app.listen = ((_port: number, onListening: () => void) => {
      listen(attached.server, { port: options.port ?? 0, host, fallback: options.portFallback }).then((taken) => {
        port = taken;
        onListening();
      }, failed);
      return attached.server;
    }) as typeof app.listen;
    server.run(options.port ?? 0).then(() => started(), failed);
  });

  return {
    url: `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`,
    port,
    gameName,
    storage,
    transport,
    async close() {
      await new Promise<void>((closed) => {
        // socket.io disconnects every client and closes the http server; idle keep-alive connections would hold it open.
        attached._io.close(() => closed());
        attached.server.closeAllConnections();
      });
      // boardgame.io records the disconnections (and finishes any move under way) after the sockets closed.
      await storage.settled();
    },
  };
}
