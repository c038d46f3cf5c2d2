/**
 * The online game server: boardgame.io's Server (Koa and socket.io) running
 * the games of its registry (games/: Three Kingdoms Redux unless told
 * otherwise), serving the built page, the Lobby API and each game's sockets
 * from one port.
 *
 * Around boardgame.io's own parts it adds (each module says why):
 * - seatCredentials.ts: a seat is acted for only with its player's credentials;
 * - socketGuard.ts: only well-formed moves and syncs reach boardgame.io;
 * - lobbyGuard.ts: lobby input is checked before boardgame.io stores it;
 * - games/: each game's record (move names, seats, online set-up, bots,
 *   clocks), and every match gets an unpredictable seed;
 * - syncPatch.ts: refuses to start unless boardgame.io's sync is patched (#1159);
 * - storage.ts: where matches are kept;
 * - metadataMerge.ts: metadata writes keep each other's changes;
 * - httpGuard.ts, origins.ts, limits.ts: security headers, other sites'
 *   pages refused, rate limits per client address (docs/deploy.md, "Security");
 * - connectionLimits.ts, sendBuffers.ts: caps on open connections, in all and
 *   per address, and on what a socket holds unsent (ownConnections.ts: the
 *   bots' own connections are never counted per address);
 * - serverLog.ts: one JSON line per log entry, rate-limited;
 * - matchDirectory.ts, waitingMatches.ts, matchList.ts: each match's creator
 *   and whether it started, known without a read; the matches one address
 *   may keep waiting; the public list, of bounded cost;
 * - table/: a match waits for its players (or its host's start with bots),
 *   and clocks/: its pace, kept by the same bots that stand in;
 * - chat/: a match's chat, its frames checked by the guard, kept with the
 *   match (storage/chatStore.ts).
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { Server, type SocketIO } from 'boardgame.io/server';
import type { Server as SocketIOServer } from 'socket.io';
import { listen } from './http/listen';
import { lobbyGuard } from './http/lobbyGuard';
import { pageFiles } from './http/pageFiles';
import { httpGuard } from './http/httpGuard';
import { clientAddress, limitsWith, NO_LIMITS, type ServerLimits } from './limits';
import {
  capConnections,
  connectionLimitsWith,
  SocketsPerAddress,
  TOO_MANY_CONNECTIONS,
  type ConnectionLimits,
} from './sockets/connectionLimits';
import { OwnConnections } from './sockets/ownConnections';
import { boundSendBuffers } from './sockets/sendBuffers';
import { requestOriginAllowed } from './http/origins';
import { RateLimiter } from './rateLimit';
import { ServerLog } from './serverLog';
import { seatCredentialsMatch } from './seatCredentials';
import { GameRegistry, defaultServerGames } from './games/registry';
import type { ServerGame } from './games/serverGame';
import { seatIDsOf } from '../shared/seats';
import {
  closeDefaultNamespace,
  guardGameSockets,
  PACKET_REFUSED,
  type GuardedNamespace,
  type GuardedSocket,
  type SocketServer,
} from './sockets/socketGuard';
import type { MatchPubSub } from './storage/postgres/postgresPubSub';
import { MergingMetadataStorage } from './storage/metadataMerge';
import { RefusedMoveTouches } from './storage/refusedMoveTouches';
import { encodePacketsAsJson } from './sockets/jsonPackets';
import { TrackedStorage, type MatchStorage } from './storage/storage';
import { ChatForgettingStorage, MemoryChatStore } from './storage/chatStore';
import { MatchChat } from './chat/matchChat';
import { BotSeatingStorage } from './bots/botSeating';
import { lobbyCallsInMatchQueue } from './http/lobbyCalls';
import { boundPendingUpdates, QueueingSocketIO, serializeSyncs, type Refuse } from './sockets/matchQueues';
import { Presence, type PresenceNamespace } from './presence';
import { ServerBots, type ServerBotsOptions } from './bots/serverBots';
import { Cleanup, type CleanupOptions } from './storage/cleanup';
import { MatchDirectory } from './storage/matchDirectory';
import { DEFAULT_LISTED_MATCHES, hideCreatorAddress, MatchList, matchListRoute } from './http/matchList';
import { waitingMatchesLimit } from './http/waitingMatches';
import { assertSyncFilterPatched } from './sockets/syncPatch';
import { TableStorage } from './table/tableStorage';
import { TableGate } from './table/tableGate';
import { tableCalls } from './table/tableCalls';
import { systemTime, type TimeSource } from './clocks/time';
import { awayAfterError, DEFAULT_AWAY_AFTER_TIMEOUTS } from '../shared/matchClock';

/** Largest socket.io message a client may send (a move is well under 1 KB); larger ones close its connection. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

export interface GameServerOptions {
  /** The games served (games/): Three Kingdoms Redux alone by default. */
  games?: ServerGame[];
  /** Where matches are kept; the server closes it (its `close()`, if any) when it closes. */
  storage: MatchStorage;
  /**
   * Carries each match's messages to its clients, including those connected
   * to other server processes; by default the storage's own (`storage.pubSub`:
   * PostgreSQL's LISTEN/NOTIFY, or the journal's, which sends a move's update
   * once it is stored), else boardgame.io's in-memory one (FlatFile).
   */
  pubSub?: MatchPubSub;
  /** 0 (the default): any free port. */
  port?: number;
  /** The address to listen on; 127.0.0.1 by default (set 0.0.0.0 to accept other machines). */
  host?: string;
  /** Take a free port when `port` is taken (only for a port nobody asked for: a port asked for and taken is an error). */
  portFallback?: boolean;
  /** The built page (dist/) to serve at `/`; without it, only the Lobby API and the sockets. */
  pageDir?: string;
  /** Serve the page's source maps (*.map); off by default (env SOURCE_MAPS=1). */
  sourceMaps?: boolean;
  /** Where the server's log lines go (one JSON object per line: serverLog.ts); stdout by default. */
  log?: (line: string) => void;
  /** Origins besides the server's own whose pages may use the Lobby API and the sockets (env ORIGINS). */
  origins?: string[];
  /** Behind a reverse proxy: the client's address is the last of X-Forwarded-For, TLS is told by X-Forwarded-Proto (env TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Rate limits per client address and connection (limits.ts), over the defaults; `false` turns them off. */
  limits?: Partial<ServerLimits> | false;
  /**
   * Caps on open connections, in all and per address, and on what one connection may hold unsent
   * (connectionLimits.ts), over the defaults; with `limits: false`, no cap per address unless given here.
   */
  connectionLimits?: { [K in keyof ConnectionLimits]?: number | undefined };
  /** The server's bots (bot seats, stand-ins: src/server/bots/serverBots.ts); on by default, `false` turns them off. */
  bots?: ServerBotsOptions | false;
  /** Deleting old matches on a schedule (src/server/storage/cleanup.ts); on by default, `false` turns it off. */
  cleanup?: CleanupOptions | false;
  /** The time of the tables, clocks and bots, and of the match list's rebuilds (the system's; tests give a fake one). */
  time?: TimeSource;
  /** Matches in the Lobby API's public list, the newest listed (matchList.ts); 100 by default (env LISTED_MATCHES). */
  listedMatches?: number;
}

export interface GameServer {
  url: string;
  port: number;
  /** The first game served's name (the only one, unless several were given). */
  gameName: string;
  /** The games served. */
  games: GameRegistry;
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
  /** The server's log. */
  log: ServerLog;
  /** socket.io's server (its engine holds what each connection has yet to be sent). */
  io: SocketIOServer;
  close(): Promise<void>;
}

/** engine.io's server under socket.io, as the caps use it. */
type EngineServer = Parameters<typeof boundSendBuffers>[0] & Parameters<SocketsPerAddress['watch']>[0];
type SocketOptions = NonNullable<NonNullable<ConstructorParameters<typeof SocketIO>[0]>['socketOpts']>;

export async function startGameServer(options: GameServerOptions): Promise<GameServer> {
  assertSyncFilterPatched();
  if (process.env.API_SECRET && options.pageDir)
    throw new Error(
      "API_SECRET is set: boardgame.io would then refuse every Lobby API call without the secret, the page's own calls too " +
        '(a page cannot keep a secret). This server protects its Lobby API itself (docs/deploy.md, "Security"): unset API_SECRET.',
    );
  const serverLog = new ServerLog({ write: options.log });
  const log = (message: string) => serverLog.info(message);
  const limits = options.limits === false ? NO_LIMITS : limitsWith(options.limits);
  const trustProxy = options.trustProxy ?? false;
  const allowedOrigins = options.origins ?? [];
  const host = options.host ?? '127.0.0.1';
  const connectionLimits = connectionLimitsWith(options.connectionLimits, options.limits !== false);
  // The bots' connections to this server (they are not counted per address).
  const own = new OwnConnections();
  const capOptions = { limits: connectionLimits, trustProxy, own, log: serverLog };
  const socketsPerAddress = new SocketsPerAddress(capOptions);
  const games = new GameRegistry(options.games ?? defaultServerGames());
  const gameName = games.games[0].name;
  const gameNames = games.names;
  // Metadata writes merge their changes onto writes that came between their read and their write (metadataMerge.ts);
  // a move the rules refuse writes nothing, its time folded into the match's next write (refusedMoveTouches.ts).
  // The directory sees every write that reaches the store (the refused moves' touches write nothing it keeps).
  const directory = new MatchDirectory(new MergingMetadataStorage(options.storage), gameNames);
  // A match's chat is kept beside it, and wiped with it (storage/chatStore.ts).
  const chatStore = options.storage.chat ?? new MemoryChatStore();
  const storage = new TrackedStorage(new ChatForgettingStorage(new RefusedMoveTouches(directory), chatStore));
  // boardgame.io types socketOpts as every socket.io option, though it spreads the ones given over its defaults.
  const socketOpts = {
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    // boardgame.io's `cors: { origins }` is a key socket.io ignores (it then answered every origin with "*"):
    // no CORS headers unless origins are listed, and other sites' pages refused at the handshake (origins.ts).
    cors: allowedOrigins.length > 0 ? { origin: [...allowedOrigins] } : { origin: false },
    allowRequest: (request: IncomingMessage, answer: (error: string | null | undefined, success: boolean) => void) => {
      const allowed = requestOriginAllowed(request, allowedOrigins);
      if (!allowed)
        serverLog.warn('refused a socket from another site', {
          address: clientAddress(request, trustProxy),
          origin: request.headers.origin,
        });
      if (!allowed) answer("other sites' pages may not connect", false);
      else if (!socketsPerAddress.mayOpen(request)) answer(TOO_MANY_CONNECTIONS, false);
      else answer(null, true);
    },
  } as Partial<SocketOptions> as SocketOptions;
  const transport = new QueueingSocketIO({
    socketOpts,
    pubSub: options.pubSub ?? options.storage.pubSub,
    // A move's read of the metadata may be answered from what the storage holds (PostgreSQL's: storage.ts).
    moveStarts: options.storage.moveStarts?.bind(options.storage),
    reuseViewPartsOf: (name) => games.get(name)?.reuseViewParts,
    handlerFailed: (event, socket, args, error) => {
      const matchID = event === 'update' ? args[2] : event === 'sync' ? args[0] : undefined;
      serverLog.error(`boardgame.io's "${event}" handler failed`, {
        matchID: typeof matchID === 'string' ? matchID : undefined,
        socket: socket.id,
        error: error instanceof Error ? error.message : String(error),
      });
      // The storage stored nothing of the move and sent it to nobody (storage.ts): its mover is told, and still holds the stored state.
      if (event === 'update')
        socket.emit(PACKET_REFUSED, { event: 'update', reason: 'the move could not be stored; nothing changed: make it again' });
    },
  });
  const inMatchQueue = <T>(matchID: string, task: () => Promise<T>) => transport.runInMatchQueue(matchID, task);
  let bots: ServerBots | null = null;
  const time = options.time ?? systemTime;
  const awayAfterTimeouts = (options.bots === false ? undefined : options.bots?.awayAfterTimeouts) ?? DEFAULT_AWAY_AFTER_TIMEOUTS;
  const awayError = awayAfterError(awayAfterTimeouts);
  if (awayError) throw new Error(awayError);
  // With bots on, each new match's bot seats are taken as it is stored (bots/botSeating.ts); every match waits
  // for its table and keeps its clocks in the metadata writes (table/tableStorage.ts).
  const seating = new BotSeatingStorage(
    storage,
    (name) => games.get(name)?.bots,
    (matchID) => bots?.matchCreated(matchID),
  );
  const db = new TableStorage(options.bots === false ? storage : seating, {
    time,
    contractOf: (name) => games.get(name)?.contract,
    awayAfterTimeouts,
    started: (matchID) => bots?.matchChanged(matchID),
    clockChanged: (matchID) => bots?.matchChanged(matchID),
  });
  const server = Server({
    games: games.games.map((game) => game.game),
    db,
    transport,
    // The page is served from this same origin; other sites' pages only if listed (the Lobby API's CORS headers).
    origins: [...allowedOrigins],
    authenticateCredentials: seatCredentialsMatch,
  });
  const { app } = server;
  // Koa's ctx.ip and ctx.secure read X-Forwarded-For (its last address only) and X-Forwarded-Proto only behind a trusted proxy.
  app.proxy = trustProxy;
  app.maxIpsCount = 1;
  // All run before boardgame.io's routes, which run() adds last.
  app.use(httpGuard(games, { limits, origins: allowedOrigins, trustProxy, log: serverLog }));
  app.use(hideCreatorAddress());
  app.use(lobbyGuard(games));
  if (options.pageDir) app.use(pageFiles(options.pageDir, { sourceMaps: options.sourceMaps ?? false }));

  // koa-socket-2 (boardgame.io's socket.io glue) attached socket.io to this http server and keeps it on the app.
  const attached = app as unknown as {
    server: HttpServer;
    _io: SocketServer & { of(name: string): GuardedNamespace; close(done: () => void): void; engine: EngineServer };
  };
  capConnections(attached.server, capOptions);
  socketsPerAddress.watch(attached._io.engine);
  // A connection that does not read what it is sent is dropped before it holds much (sendBuffers.ts).
  boundSendBuffers(attached._io.engine, {
    maxBytes: connectionLimits.sendBufferBytes,
    dropped: (socket, heldBytes) =>
      serverLog.warn('dropped a connection that does not read what it is sent', {
        address: clientAddress(socket.request, trustProxy),
        heldBytes,
      }),
  });
  closeDefaultNamespace(attached._io);
  // Only JSON is sent: no walk of each packet for binary parts before it is encoded (jsonPackets.ts).
  encodePacketsAsJson(attached._io as unknown as Parameters<typeof encodePacketsAsJson>[0]);
  const presence = new Presence({ fetchMetadata: async (matchID) => (await storage.fetch(matchID, { metadata: true })).metadata });
  // Several processes on one PostgreSQL: the bots see the people connected to the others too.
  if (options.storage.sharedPresence) presence.share(options.storage.sharedPresence);
  const socketAddress = (socket: GuardedSocket) => {
    const request = (socket as unknown as { request?: IncomingMessage }).request;
    return request ? clientAddress(request, trustProxy) : 'unknown';
  };
  const connections = new RateLimiter(limits.connections);
  const syncs = new RateLimiter(limits.syncs);
  const seatSyncs = new RateLimiter(limits.seatSyncs);
  const refusedPacket = (event: string, reason: string, socket: GuardedSocket) =>
    serverLog.warn('refused a packet', { event, reason, address: socketAddress(socket), socket: socket.id });
  const metadataOf = async (matchID: string) => (await storage.fetch(matchID, { metadata: true })).metadata;
  const refuse: Refuse = (socket, event, reason) => {
    refusedPacket(event, reason, socket as unknown as GuardedSocket);
    socket.emit(PACKET_REFUSED, { event, reason });
  };
  const chat = new MatchChat({
    store: chatStore,
    limit: limits.chat,
    metadataOf,
    syncedAs: (socketID) => transport.syncedAs(socketID),
    publish: (matchID, message) => transport.publishToMatch(matchID, { type: 'chat', args: [matchID, message] }),
    deaf: (socket) => presence.isBot(socket as never),
    now: () => time.now(),
  });
  transport.onSynced((socket, matchID) => chat.synced(socket as never, matchID));
  for (const game of games.games) {
    const namespace = attached._io.of(game.name) as unknown as GuardedNamespace;
    const tableGate = new TableGate(metadataOf, game.name);
    guardGameSockets(namespace, {
      moveNames: game.moveNames,
      seatIDs: seatIDsOf(game.contract.seats.max),
      mayMove: (matchID) => tableGate.moveRefusal(matchID),
      matchExists: async (matchID) => (await metadataOf(matchID))?.gameName === game.name,
      onRefused: refusedPacket,
      mayConnect: (socket) => {
        if (presence.isBot(socket as never) || connections.take(socketAddress(socket))) return null;
        serverLog.warn('rate limit reached', { address: socketAddress(socket), limit: 'connections' });
        return 'too many connections from this address: wait a little and try again';
      },
      maySync: (socket) =>
        presence.isBot(socket as never) || syncs.take(socket.id) ? null : 'too many syncs on this connection: wait a little',
      chat: (socket, packet) => chat.receive(socket as never, packet, game.name),
      chatRefused: (socket, matchID, reason) => chat.refused(socket as never, matchID, reason),
    });
    chat.watch(namespace as never);
    // A sync waits for the match's move under way, and goes behind the moves queued after it (matchQueues.ts says why).
    serializeSyncs(
      namespace as never,
      transport,
      async (matchID, playerID, credentials) => {
        if (playerID === null || playerID === undefined) return true;
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        return seatCredentialsMatch(credentials as string, metadata?.players[Number(playerID)] as never);
      },
      {
        seatSyncRefusal: (socket, matchID, playerID) =>
          presence.isBot(socket as never) || seatSyncs.take(`${matchID}/${playerID}`)
            ? null
            : 'too many syncs for this seat: wait a little',
        refuse,
      },
    );
    // A connection's moves waiting in match queues are bounded (boardgame.io checks their credentials only in the queue).
    boundPendingUpdates(namespace as never, transport, refuse);
    // Forget a closed connection's sync budget.
    (namespace as unknown as PresenceNamespace).on('connection', (socket) => socket.on('disconnect', () => syncs.forget(socket.id)));
    // Who is connected to which seat (the bots' takeovers and the cleanup read it); after the guard, so it sees only admitted packets.
    presence.watch(namespace as unknown as PresenceNamespace);
  }
  if (options.bots !== false)
    bots = new ServerBots(
      {
        games: games.games,
        storage,
        presence,
        inMatchQueue,
        log,
        leases: options.storage.leases,
        agent: own.agent,
      },
      { time, ...options.bots },
    );
  // Several processes: a move or metadata write made through another process reaches this one's bots and clocks.
  options.storage.onChangedElsewhere?.((matchID) => {
    directory.changedElsewhere(matchID);
    bots?.changedElsewhere(matchID);
  });
  app.use(tableCalls({ gameOf: (name) => games.get(name), storage: db, inMatchQueue, time, log }));
  app.use(
    lobbyCallsInMatchQueue(games, {
      inMatchQueue,
      playerLeft: bots ? (m, p) => bots!.playerLeft(m, p) : undefined,
      log,
      isOver: async (matchID) => {
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        return metadata ? metadata.gameover !== undefined && metadata.gameover !== null : undefined;
      },
      seatNames: async (matchID) => {
        const { metadata } = await storage.fetch(matchID, { metadata: true });
        return Object.values(metadata?.players ?? {}).map((player) => player.name);
      },
    }),
  );
  // Last before boardgame.io's routes: a rematch is counted in its match's queue, once it may be asked for.
  app.use(waitingMatchesLimit(games, { directory, limit: limits.waitingMatches, trustProxy, log: serverLog }));
  // Before boardgame.io's own list route, and after its CORS headers (run() adds those first).
  const size = options.listedMatches ?? DEFAULT_LISTED_MATCHES;
  const matchLists = new Map(gameNames.map((name) => [name, new MatchList({ directory, gameName: name, storage, time, size })]));
  server.router.get('/games/:name', matchListRoute(matchLists) as never);
  const cleanup =
    options.cleanup === false
      ? null
      : new Cleanup(
          {
            storage,
            gameNames,
            inMatchQueue,
            inUse: async (matchID) => (await presence.seatsPresentAnywhere(matchID)).length > 0,
            waitingCreatedBefore: (time) => directory.waitingCreatedBefore(time),
            wiped: (m) => bots?.matchWiped(m),
            log,
          },
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
  // The bots connect to the server itself, over loopback, at the address it listens on (an IP address: ownConnections.ts).
  const bound = (attached.server.address() as AddressInfo).address;
  const botHost = bound === '0.0.0.0' ? '127.0.0.1' : bound === '::' ? '::1' : bound;
  await bots?.start(`http://${isIPv6(botHost) ? `[${botHost}]` : botHost}:${port}`);
  cleanup?.start();

  return {
    url,
    port,
    gameName,
    games,
    storage,
    transport,
    bots,
    cleanup,
    presence,
    log: serverLog,
    io: attached._io as unknown as SocketIOServer,
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
