/**
 * Operator basics (issue 14, finding 7): security headers on every answer
 * (errors too, which now carry none of the client's text and say nosniff),
 * HSTS behind a TLS proxy, API_SECRET refused with the page (it made the
 * page's own lobby get 403), one JSON line per log entry (a client's event
 * name with newlines cannot forge a line; floods are summarised), a last
 * resort for uncaught exceptions that keeps serving only when one
 * connection was concerned, and a port asked for and taken is an error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionScoped, lastResort } from '../../src/server/lastResort';
import { startGameServer } from '../../src/server/server';
import { ServerLog } from '../../src/server/serverLog';
import { flatFileStorage } from '../../src/server/storage/storage';
import { createMatch, rawSocket, settle, startTestServer, type TestServer } from './harness';
import { runServeUntilExit } from './serveProcess';

describe('headers and error bodies', () => {
  let ts: TestServer;
  let parent: string;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'tkr-operator-'));
    mkdirSync(join(parent, 'dist'));
    writeFileSync(join(parent, 'dist', 'index.html'), '<!doctype html><title>Three Kingdoms Redux</title>');
    ts = await startTestServer({ pageDir: join(parent, 'dist'), bots: false, cleanup: false, trustProxy: true });
  });
  afterAll(async () => {
    await ts?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  const securityHeaders = (response: Response) => ({
    csp: response.headers.get('content-security-policy'),
    frame: response.headers.get('x-frame-options'),
    nosniff: response.headers.get('x-content-type-options'),
    referrer: response.headers.get('referrer-policy'),
  });
  const expected = {
    csp: expect.stringContaining("frame-ancestors 'none'"),
    frame: 'DENY',
    nosniff: 'nosniff',
    referrer: 'no-referrer',
  };

  it('the page, the Lobby API, and every error carry the security headers', async () => {
    const { matchID } = await createMatch(ts, { seated: 0 });
    const answers = [
      await fetch(`${ts.url}/`),
      await fetch(`${ts.url}/games`),
      await fetch(`${ts.url}/missing.js`),
      await fetch(`${ts.url}/games/chess<script>alert(1)</script>/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      await fetch(`${ts.url}/games/${ts.gameName}/${matchID}/leave`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ playerID: '0', credentials: '<script>alert(1)</script>' }),
      }),
      await fetch(`${ts.url}/games/${ts.gameName}/${matchID}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"playerName": "<img src=x onerror=alert(1)>"}',
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 404, 403, 400]);
    for (const answer of answers) expect(securityHeaders(answer), answer.url).toEqual(expected);
    for (const answer of answers.slice(2)) {
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const body = await answer.text();
      expect(body).not.toMatch(/<script|<img/);
    }
    // Plain http: no HSTS; behind the trusted TLS proxy (X-Forwarded-Proto: https): HSTS.
    expect(answers[0].headers.get('strict-transport-security')).toBeNull();
    const overTls = await fetch(`${ts.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('API_SECRET', () => {
  it("is refused with the page: boardgame.io would answer the page's own lobby 403", async () => {
    const parent = mkdtempSync(join(tmpdir(), 'tkr-secret-'));
    process.env.API_SECRET = 'hunter2';
    try {
      await expect(
        startGameServer({ storage: flatFileStorage(parent).storage, port: 0, pageDir: parent, bots: false, cleanup: false, log: () => {} }),
      ).rejects.toThrow(/API_SECRET is set/);
    } finally {
      delete process.env.API_SECRET;
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('the log', () => {
  it("one JSON object per line, a client's newlines escaped, floods summarised", () => {
    const lines: string[] = [];
    let now = 0;
    const log = new ServerLog({ write: (line) => lines.push(line), perMessage: 3, intervalMs: 1000, now: () => now });
    log.warn('refused a packet', { event: 'update\n{"level":"info","msg":"forged"}', address: '10.0.0.1', match: 'm1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'warn',
      msg: 'refused a packet',
      event: 'update\n{"level":"info","msg":"forged"}',
      address: '10.0.0.1',
      match: 'm1',
      time: new Date(0).toISOString(),
    });
    for (let i = 0; i < 100; i++) log.warn('refused a packet', { event: String(i) });
    expect(lines).toHaveLength(3);
    now = 1000;
    log.warn('refused a packet', { event: 'later' });
    expect(JSON.parse(lines[3])).toMatchObject({ event: 'later', suppressed: 98 });
    // All messages together have a budget too (each match ID makes a message of its own).
    const all: string[] = [];
    const budgeted = new ServerLog({ write: (line) => all.push(line), perMessage: 3, perInterval: 10, intervalMs: 1000, now: () => now });
    for (let i = 0; i < 50; i++) budgeted.info(`match m${i} changed`);
    expect(all).toHaveLength(10);
    now = 2000;
    budgeted.info('later');
    expect(JSON.parse(all[10])).toMatchObject({ msg: 'later', suppressedAll: 40 });
    // A client's object is logged as data: its own toString is never called.
    log.info('odd', { value: { toString: 1, __proto__: { x: 1 } } as unknown });
    expect(lines).toHaveLength(5);
  });

  it("the server's lines are JSON with time, level and the client's address; a refused packet's odd name stays in its line", async () => {
    const ts = await startTestServer({ bots: false, cleanup: false });
    try {
      const { matchID } = await createMatch(ts);
      const { socket, recorder } = await rawSocket(ts);
      socket.emit('hello\n{"level":"error","msg":"forged"}', 1);
      for (let i = 0; i < 500; i++) socket.emit('chat', matchID, 'spam');
      await settle(ts, matchID, socket, recorder);
      socket.close();
      const entries = ts.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.some((e) => e.msg === 'forged')).toBe(false);
      const odd = entries.find((e) => typeof e.event === 'string' && (e.event as string).startsWith('hello'))!;
      expect(odd).toMatchObject({
        level: 'warn',
        msg: 'refused a packet',
        address: expect.stringMatching(/127\.0\.0\.1/),
        time: expect.any(String),
      });
      // 501 refused packets: a bounded number of lines.
      expect(entries.filter((e) => e.msg === 'refused a packet').length).toBeLessThanOrEqual(20);
    } finally {
      await ts.close();
    }
  });
});

describe('the last resort for uncaught exceptions', () => {
  const thrownIn = (file: string) => {
    const error = new Error('boom');
    error.stack = `Error: boom\n    at Receiver.x (/srv/app/node_modules/${file}:10:5)\n    at process.processTicksAndRejections (node:internal/process/task_queues:77:11)`;
    return error;
  };

  it("serves on after one connection's exception in the socket layers; exits for anything else, or too many", () => {
    expect(isConnectionScoped(thrownIn('ws/lib/receiver.js'))).toBe(true);
    expect(isConnectionScoped(thrownIn('engine.io/build/socket.js'))).toBe(true);
    expect(isConnectionScoped(thrownIn('boardgame.io/dist/cjs/server.js'))).toBe(false);
    expect(isConnectionScoped(new Error('in our code'))).toBe(false);
    expect(isConnectionScoped({ toString: 1 })).toBe(false);

    const exits: number[] = [];
    const lines: string[] = [];
    const handle = lastResort({
      log: new ServerLog({ write: (l) => lines.push(l) }),
      exit: (code) => exits.push(code),
      maxPerMinute: 2,
      now: () => 0,
    });
    handle(thrownIn('ws/lib/receiver.js'));
    handle(thrownIn('ws/lib/receiver.js'));
    expect(exits).toEqual([]);
    handle(thrownIn('ws/lib/receiver.js'));
    expect(exits).toEqual([1]);
    handle(new Error('in our code'));
    expect(exits).toEqual([1, 1]);
    expect(lines.every((line) => JSON.parse(line).level === 'error')).toBe(true);
  });
});

describe('the port', () => {
  it('a PORT asked for and taken: serve.ts says so and exits 1, it does not move to another port', async () => {
    const holder = createServer();
    await new Promise<void>((ok) => holder.listen(0, '127.0.0.1', ok));
    const { port } = holder.address() as { port: number };
    try {
      const { code, output } = await runServeUntilExit({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toMatch(new RegExp(`Port ${port} is taken`));
      expect(output).not.toMatch(/being served at/);
      for (const line of output.trim().split('\n')) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      holder.close();
    }
  }, 60_000);
});
