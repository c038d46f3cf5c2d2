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
 * - storage.ts: where matches are kept;
 * - metadataMerge.ts: metadata writes keep each other's changes.
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
import type { MatchPubSub } from './postgres/postgresPubSub';
import { MergingMetadataStorage } from './metadataMerge';
import { TrackedStorage, type MatchStorage } from './storage';
import { BotSeatingStorage } from './bots/botSeating';
import { lobbyCallsInMatchQueue } from './lobbyCalls';
import { QueueingSocketIO, serializeSyncs } from './matchQueues';
import { Presence, type PresenceNamespace } from './presence';
import { ServerBots, type ServerBotsOptions } from './bots/serverBots';
import { Cleanup, type CleanupOptions } from './cleanup';
import { assertSyncFilterPatched } from './syncPatch';

/** Largest socket.io message a client may send (a move is well under 1 KB); larger ones close its connection. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

export interface GameServerOptions {
  /** Where matches are kept; the server closes it (its `close()`, if any) when it closes. */
  storage: MatchStorage;
  /**
   * Carries each match's messages to its clients, including those connected
   * to other server processes; by default the storage's own (`storage.pubSub`,
   * PostgreSQL's LISTEN/NOTIFY), else boardgame.io's in-memory one.
   */
  pubSub?: MatchPubSub;
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
  /** The server's bots (bot seats, stand-ins: src/server/bots/serverBots.ts); on by default, `false` turns them off. */
  bots?: ServerBotsOptions | false;
  /** Deleting old matches on a schedule (src/server/cleanup.ts); on by default, `false` turns it off. */
  cleanup?: CleanupOptions | false;
}

export interface GameServer {
  url: string;
  port: number;
  gameName: string;
  /** The storage given, as the server uses it. */
  storage: MatchStorage;
  /** boardgame.io's socket.io transport (its per-match queues say when a match's moves are all processed). */
  transport: QueueingSocketIO;
  /** The server's bots, unless turned off. */
  bots: ServerBots | null;
  /** The cleanup schedule, unless turned off. */
  cleanup: Cleanup | null;
  /** Which seats have a person connected now. */
  presence: Presence;
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
  // Metadata writes merge their changes onto writes that came between their read and their write (metadataMerge.ts).
  const storage = new TrackedStorage(new MergingMetadataStorage(options.storage));
  // boardgame.io types socketOpts as every socket.io option, though it spreads the ones given over its defaults.
  const socketOpts = { maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES } as Partial<SocketOptions> as SocketOptions;
  const transport = new QueueingSocketIO({ socketOpts, pubSub: options.pubSub ?? options.storage.pubSub });
  const inMatchQueue = <T>(matchID: string, task: () => Promise<T>) => transport.runInMatchQueue(matchID, task);
  let bots: ServerBots | null = null;
  const server = Server({
    games: [game],
    // With bots on, each new match's bot seats are taken as it is stored (bots/botSeating.ts).
    db: options.bots === false ? storage : new BotSeatingStorage(storage, (matchID) => bots?.matchCreated(matchID)),
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
  // A sync waits for the match's move under way, and the next move waits for the sync's answer (matchQueues.ts says why).
  serializeSyncs(attached._io.of(gameName) as never, transport, async (matchID, playerID, credentials) => {
    if (playerID === null || playerID === undefined) return true;
    const { metadata } = await storage.fetch(matchID, { metadata: true });
    return seatCredentialsMatch(credentials as string, metadata?.players[Number(playerID)] as never);
  });
  // Who is connected to which seat (the bots' takeovers and the cleanup read it); after the guard, so it sees only admitted packets.
  const presence = new Presence({ fetchMetadata: async (matchID) => (await storage.fetch(matchID, { metadata: true })).metadata });
  presence.watch(attached._io.of(gameName) as unknown as PresenceNamespace);
  if (options.bots !== false) bots = new ServerBots({ gameName, storage, presence, inMatchQueue, log }, options.bots ?? {});
  app.use(lobbyCallsInMatchQueue(gameName, { inMatchQueue, playerLeft: bots ? (m, p) => bots!.playerLeft(m, p) : undefined, log }));
  const cleanup =
    options.cleanup === false
      ? null
      : new Cleanup(
          { storage, gameName, inMatchQueue, inUse: (matchID) => presence.seatsPresent(matchID).length > 0, wiped: (m) => bots?.matchWiped(m), log },
          options.cleanup ?? {},
        );

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

  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  // The bots connect to the server itself, over loopback.
  await bots?.start(`http://${host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host}:${port}`);
  cleanup?.start();

  return {
    url,
    port,
    gameName,
    storage,
    transport,
    bots,
    cleanup,
    presence,
    async close() {
      // The bots and the cleanup stop first: no move nor wipe starts while the sockets close.
      await cleanup?.stop();
      await bots?.close();
      await new Promise<void>((closed) => {
        // socket.io disconnects every client and closes the http server; idle keep-alive connections would hold it open.
        attached._io.close(() => closed());
        attached.server.closeAllConnections();
      });
      // boardgame.io records the disconnections (and finishes any move under way) after the sockets closed.
      await storage.settled();
      await options.storage.close?.();
    },
  };
}
