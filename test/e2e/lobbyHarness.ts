/**
 * End-to-end harness for the online lobby: the real game server
 * (startGameServer, FlatFile storage in a fresh folder) serving a private
 * board build, Debian's chromium with one browser context per person (each
 * its own localStorage, as separate people's browsers), and boardgame.io
 * clients outside the browser that can play a seat to the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Browser, Page } from 'playwright-core';
import { decideFor } from '../../src/bots/threeKingdomsRedux/match';
import { createBot } from '../../src/bots/threeKingdomsRedux/registry';
import { ENHANCEMENTS } from '../../src/game/threeKingdomsRedux/data/enhancements';
import { GENERALS, LORDS } from '../../src/game/threeKingdomsRedux/data/generals';
import { makeGame, movesDecidedByMaster, stateOfPlayer, toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { seededRng } from '../../src/game/rng';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import type { StateId } from '../../src/game/threeKingdomsRedux/types';
import { startGameServer, type GameServer, type GameServerOptions } from '../../src/server/server';
import { flatFileStorage } from '../../src/server/storage/storage';
import { buildBoardForE2E, launchChromium, type Motion, tid } from './harness';

export interface LobbyE2E {
  browser: Browser;
  server: GameServer;
  url: string;
  lobby: LobbyClient;
  gameName: string;
  /** What the server logged (refused packets and the like). */
  serverLog: string[];
  timings: Record<string, number>;
  /** The game a page opens unless its address names one: the page of several games opens on their list otherwise. */
  game?: string;
  /** How the people's pages play their motion (harness.ts's `Motion`): 'full' unless the test file sets it. */
  motion?: Motion;
  /** Stops the server and starts a new one on the same port and the same stored matches (`server` is then the new one). */
  restartServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the board into .build/e2e-<name> (each test file its own folder: vitest runs files side by side)
 * and starts the server on it, with `server` options over the defaults. `entry`: the page's entry
 * module, when the page is built from another than src/board/main.tsx.
 */
export async function startLobbyE2E(name: string, server: Partial<GameServerOptions> = {}, entry?: string): Promise<LobbyE2E> {
  const timings: Record<string, number> = {};
  const outdir = await buildBoardForE2E(name, timings, entry);
  const dataDir = mkdtempSync(join(tmpdir(), 'tkr-lobby-e2e-'));
  const serverLog: string[] = [];
  const start = (port: number) =>
    startGameServer({
      storage: flatFileStorage(dataDir).storage,
      port,
      pageDir: outdir,
      log: (m) => serverLog.push(m),
      ...server,
    });
  const gameServer = await start(0);
  const browser = await launchChromium(timings);
  const e2e: LobbyE2E = {
    browser,
    server: gameServer,
    url: gameServer.url,
    lobby: new LobbyClient({ server: gameServer.url }),
    gameName: gameServer.gameName,
    serverLog,
    timings,
    // src/board/main.tsx lists several games: its tests open Three Kingdoms Redux unless they name another.
    game: entry === undefined ? 'three-kingdoms-redux' : undefined,
    async restartServer() {
      await e2e.server.close();
      e2e.server = await start(e2e.server.port);
    },
    async close() {
      await browser.close();
      await e2e.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return e2e;
}

export interface Person {
  page: Page;
  /** Uncaught page errors and console errors: a test expects none. */
  errors: string[];
  /** The URLs of the WebSockets the page opened. */
  sockets: string[];
}

/**
 * A person with their own browser (a fresh context: own localStorage), on the
 * page at `hash`. `seats` puts seats into their localStorage before the page
 * loads, as if they had joined them in this browser earlier.
 */
export async function openPerson(
  e2e: LobbyE2E,
  hash = '#online',
  seats: Record<string, { playerID: string; credentials: string; playerName: string }> = {},
): Promise<Person> {
  const context = await e2e.browser.newContext({
    viewport: { width: 1300, height: 950 },
    reducedMotion: e2e.motion === 'reduced' ? 'reduce' : 'no-preference',
  });
  if (Object.keys(seats).length > 0)
    await context.addInitScript((held) => {
      if (localStorage.getItem('tkr.online.seats')) return;
      for (const [matchID, seat] of Object.entries(held))
        localStorage.setItem(`tkr.online.seat.${matchID}`, JSON.stringify({ ...seat, savedAt: 1 }));
      localStorage.setItem('tkr.online.seats', JSON.stringify(Object.keys(held)));
    }, seats);
  const page = await context.newPage();
  const errors: string[] = [];
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A refused request (e.g. joining a seat just taken) is logged by chromium itself as a failed resource load.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  const url = new URL(e2e.url + hash);
  if (e2e.game && !url.searchParams.has('game')) url.searchParams.set('game', e2e.game);
  await page.goto(url.href);
  return { page, errors, sockets };
}

/** The match the page is in and the seat it plays ('' when watching). */
export async function whereIs(page: Page): Promise<{ matchID: string; seat: string }> {
  const el = page.locator(tid('match-online'));
  await el.waitFor({ timeout: 15_000 });
  return { matchID: (await el.getAttribute('data-match-id')) ?? '', seat: (await el.getAttribute('data-seat')) ?? '' };
}

/** The seats the page's browser holds, from its localStorage. */
export async function heldSeats(page: Page): Promise<Record<string, { playerID: string; credentials: string; playerName: string }>> {
  return page.evaluate(() => {
    const ids = JSON.parse(localStorage.getItem('tkr.online.seats') ?? '[]') as string[];
    return Object.fromEntries(ids.map((id) => [id, JSON.parse(localStorage.getItem(`tkr.online.seat.${id}`) ?? 'null')]));
  });
}

/** The listed match's row in the page's lobby list (waits for it to appear). */
export async function listedMatch(page: Page, matchID: string) {
  const row = page.locator(`${tid('listed-match')}[data-match-id="${matchID}"]`);
  await row.waitFor({ timeout: 15_000 });
  return row;
}

/** Joins a free seat from the lobby list with `name`, and waits for the match's board (or its waiting room, while seats are free). */
export async function joinFromList(page: Page, matchID: string, seat: string, name: string): Promise<void> {
  await page.fill(tid('online-name'), name);
  const row = await listedMatch(page, matchID);
  await row.locator(tid(`join-seat-${seat}`)).click();
  const inMatch = `${tid('match-online')}[data-match-id="${matchID}"]`;
  await page.waitForSelector(`${inMatch} ${tid('online-board')}, ${inMatch} ${tid('waiting-room')}`, { timeout: 15_000 });
}

/** What the server has stored for a match: the full state with every secret, and the metadata. */
export async function storedMatch(e2e: LobbyE2E, matchID: string) {
  const { state, metadata } = await e2e.server.storage.fetch(matchID, { state: true, metadata: true });
  if (!state || !metadata) throw new Error(`the server has no match ${matchID}`);
  return { state: state as typeof state & { G: GameState }, metadata };
}

/** Names of the cards `seat` holds that nobody else may see (hand, drawn generals, enhancement hand). */
export function secretNames(G: GameState, seat: StateId): string[] {
  const p = G.players[seat];
  const generals = [...p.secret.hand, ...p.secret.drawn].filter((g) => !p.revealed.includes(g) && g !== LORDS[seat]);
  return [...generals.map((g) => GENERALS[g].name.value), ...p.secret.enhancementHand.map((e) => ENHANCEMENTS[e].name.value)];
}

export interface HeldSeat {
  playerID: string;
  credentials: string;
}

/**
 * Plays the given seats with the medium bot through boardgame.io clients on
 * the server's sockets (as a person's page would, with the seat's
 * credentials) until the game is over. Resolves to the number of moves made.
 */
export async function playToTheEnd(e2e: LobbyE2E, matchID: string, seats: HeldSeat[], timeoutMs = 60_000): Promise<number> {
  const bot = createBot('medium');
  let moves = 0;
  const clients = seats.map((seat) =>
    Client<GameState>({
      game: movesDecidedByMaster(makeGame()),
      multiplayer: SocketIO({ server: e2e.url, socketOpts: { transports: ['websocket'], forceNew: true } }),
      matchID,
      playerID: seat.playerID,
      credentials: seat.credentials,
      debug: false,
    }),
  );
  try {
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`the match did not end within ${timeoutMs} ms (${moves} moves made)`)), timeoutMs);
      /** The state number each client last moved at: one move per state, so a slow answer is never doubled. */
      const movedAt = new Map<string, number>();
      for (const client of clients) {
        const seat = stateOfPlayer(client.playerID)!;
        const rng = seededRng(`e2e:${matchID}:${seat}`);
        const act = () => {
          const state = client.getState();
          if (!state) return;
          if (state.ctx.gameover !== undefined) {
            clearTimeout(timer);
            done();
            return;
          }
          if (!state.isActive || movedAt.get(client.playerID!) === state._stateID) return;
          // The client's G is already this seat's view; decideFor filters it again, which changes nothing.
          const G = state.G;
          const acting = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
          if (!acting.includes(client.playerID!)) return;
          movedAt.set(client.playerID!, state._stateID);
          const { move, args } = toBgioAction(decideFor(bot, G, seat, rng));
          moves++;
          client.moves[move](...args);
        };
        client.subscribe(act);
        client.start();
      }
    });
  } finally {
    for (const client of clients) client.stop();
  }
  return moves;
}

export async function waitForText(page: Page, selector: string, text: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ({ selector, source, flags }) => new RegExp(source, flags).test(document.querySelector(selector)?.textContent ?? ''),
    {
      selector,
      source: typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text.source,
      flags: typeof text === 'string' ? '' : text.flags,
    },
    { timeout },
  );
}
