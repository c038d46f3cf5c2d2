/**
 * The server is killed mid-match (SIGKILL: no clean shutdown, moves in
 * flight) and started again on the same data and port. Every match, with and
 * without bot seats, resumes from storage: what was stored before the restart
 * is there after it, unchanged (initial state, log, seats); the players'
 * clients reconnect on their own (socket.io's reconnection; boardgame.io's
 * client asks for a sync on every connect) and every match is played to its
 * end, the server's bots taking up their seats again.
 *
 * The server runs as `npm run serve` does, in a child process:
 * `node scripts/run-ts.mjs scripts/serve.ts` with PORT, DATA_DIR, PAGE_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, describe, expect, it } from 'vitest';
import { makeGame, movesDecidedByMaster } from '../../src/game/game';
import type { GameState } from '../../src/game/state';
import { flatFileStorage } from '../../src/server/storage';
import type { GameClient } from './harness';
import { autoPlay } from './serverBotsHarness';

const GAME = 'three-kingdoms-redux';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

/** `npm run serve` in a child process; resolves once it says where it serves. */
async function serve(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/serve.ts'], {
    env: { ...process.env, NODE_ENV: 'production', CLEANUP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const served = /being served at (http:\/\/[^/\s]+)\//.exec(output);
      if (served) {
        clearTimeout(timer);
        ok(served[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return { child, url, output: () => output };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((ok) => {
    child.once('exit', () => ok());
    child.kill('SIGKILL');
  });

/** boardgame.io's client as a browser runs it: socket.io reconnects on its own. */
function reconnectingClient(url: string, matchID: string, playerID: string, credentials: string): GameClient {
  const client = Client<GameState>({
    game: movesDecidedByMaster(makeGame()),
    multiplayer: SocketIO({ server: url, socketOpts: { transports: ['websocket'], forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500 } }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  client.start();
  return client;
}

/** What is stored for each match, read straight from the files while no server runs. */
async function storedMatches(dataDir: string, matchIDs: string[]) {
  const storage = flatFileStorage(dataDir).storage;
  await storage.connect();
  const out = new Map<string, { stateID: number; log: unknown[]; initialState: unknown; players: unknown }>();
  for (const matchID of matchIDs) {
    const { state, log, initialState, metadata } = await storage.fetch(matchID, { state: true, log: true, initialState: true, metadata: true });
    const players = Object.values(metadata!.players).map(({ name, credentials, data }) => ({ name, credentials, data }));
    out.set(matchID, { stateID: state!._stateID, log: log ?? [], initialState, players });
  }
  return out;
}

describe('a server killed mid-match', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tkr-resilience-'));
  const pageDir = mkdtempSync(join(tmpdir(), 'tkr-page-'));
  writeFileSync(join(pageDir, 'index.html'), '<!doctype html><title>test</title>');
  let server: ChildProcess | undefined;
  const clients: GameClient[] = [];
  /** Where the test is and what the clients hold, said when it fails. */
  let phase = 'starting';
  let serverOutput: () => string = () => '';
  afterAll(async () => {
    if (phase !== 'done')
      console.log(phase, clients.map((c) => [c.matchID, c.playerID, c.getState()?._stateID, c.getState()?.isConnected, c.getState()?.ctx.gameover !== undefined]), serverOutput().slice(-3000));
    for (const c of clients) c.stop();
    if (server && server.exitCode === null && server.signalCode === null) await killed(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(pageDir, { recursive: true, force: true });
  });

  it('comes back on the same data and port: every match resumes with nothing lost, and its players play on to the end', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, PAGE_DIR: pageDir, BOT_TAKEOVER_SECONDS: '600', BOT_WORKERS: '1' };
    const first = await serve(env);
    server = first.child;
    const lobby = new LobbyClient({ server: first.url });

    // Three matches: three people; one person and two bots; two people and one bot.
    const setups: { bots?: Record<string, string>; people: string[] }[] = [
      { people: ['0', '1', '2'] },
      { bots: { '1': 'easy', '2': 'medium' }, people: ['0'] },
      { bots: { '0': 'medium' }, people: ['1', '2'] },
    ];
    const matches: { matchID: string; clients: GameClient[] }[] = [];
    for (const setup of setups) {
      const { matchID } = await lobby.createMatch(GAME, { numPlayers: 3, setupData: setup.bots ? { bots: setup.bots } : undefined });
      const seated: GameClient[] = [];
      for (const playerID of setup.people) {
        const { playerCredentials } = await lobby.joinMatch(GAME, matchID, { playerID, playerName: `Player ${playerID}` });
        seated.push(reconnectingClient(first.url, matchID, playerID, playerCredentials));
      }
      clients.push(...seated);
      matches.push({ matchID, clients: seated });
    }
    const players = clients.map((c) => autoPlay(c, 'resilience'));
    // Mid-match: every match well under way, moves still flowing when the server dies.
    await expect.poll(() => Math.min(...matches.map((m) => m.clients[0].getState()?._stateID ?? 0)), { timeout: 60_000 }).toBeGreaterThanOrEqual(30);
    await killed(first.child);
    expect(matches.every((m) => m.clients[0].getState()?.ctx.gameover === undefined)).toBe(true);
    await expect.poll(() => clients.every((c) => c.getState()?.isConnected === false), { timeout: 10_000 }).toBe(true);

    const before = await storedMatches(dataDir, matches.map((m) => m.matchID));
    const second = await serve(env);
    server = second.child;
    serverOutput = second.output;
    phase = 'reconnecting';
    expect(second.url).toBe(first.url);

    // The clients reconnect by themselves and are sent the stored state again (at least what was stored).
    for (const { matchID, clients: seated } of matches)
      for (const c of seated)
        await expect
          .poll(() => c.getState()?.isConnected && (c.getState()?._stateID ?? -1) >= before.get(matchID)!.stateID, { timeout: 30_000 })
          .toBe(true);
    phase = 'playing to the end';
    // ...and play every match to its end, with the server's bots back in their seats.
    for (const { clients: seated } of matches)
      await expect.poll(() => seated[0].getState()?.ctx.gameover !== undefined, { timeout: 120_000, interval: 200 }).toBe(true);
    for (const p of players) p.stop();
    for (const c of clients) c.stop();
    clients.length = 0;
    await killed(second.child);

    phase = 'done';
    const after = await storedMatches(dataDir, matches.map((m) => m.matchID));
    for (const { matchID } of matches) {
      const b = before.get(matchID)!;
      const a = after.get(matchID)!;
      expect(a.initialState, `${matchID}'s initial state`).toEqual(b.initialState);
      expect(a.players, `${matchID}'s seats`).toEqual(b.players);
      expect(a.log.slice(0, b.log.length), `${matchID}'s log up to the restart`).toEqual(b.log);
      expect(a.stateID).toBeGreaterThan(b.stateID);
    }
  });
});
