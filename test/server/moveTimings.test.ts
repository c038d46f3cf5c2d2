/**
 * Where a move's time goes (src/server/moveTimings.ts, MOVE_TIMINGS): each
 * stage a move passes is timed while the timings are on, and nothing is
 * while they are off; the figures are what the samples say; a real server
 * reports every stage of a match played through it, and serve.ts reports on
 * SIGUSR2 (docs/deploy.md, "Where a move's latency goes").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gameSteps } from '../../scripts/gameSteps';
import { JournalStorage } from '../../src/server/storage/journal/journalStorage';
import { QueueingSocketIO } from '../../src/server/sockets/matchQueues';
import { BatchedCalls } from '../../src/server/storage/postgres/batchedCalls';
import { MAX_SAMPLES_PER_STAGE, MoveTimings, moveTimings, startMoveTimings, stopMoveTimings } from '../../src/server/moveTimings';
import { createMatch, gameClient, startTestServer, until } from './harness';
import { playMoves } from './postgresPlay';
import { startServe } from './serveProcess';

afterEach(() => stopMoveTimings());

/**
 * At least 5 ms by performance.now(), the clock the timings read. A timer alone may fire sooner by it: libuv
 * counts a timeout from its loop's time, taken when the loop's turn began, so on a busy machine a 5-ms timer
 * set late in a turn fired 0.7 ms later (CI once failed so).
 */
const tick = async () => {
  const end = performance.now() + 5;
  while (performance.now() < end) await new Promise((r) => setTimeout(r, Math.max(1, end - performance.now())));
};

describe('move timings', () => {
  it('reports each stage’s count, percentiles and maximum since the last report, and starts afresh', () => {
    let now = 0;
    const timings = new MoveTimings(() => now);
    for (let ms = 1; ms <= 100; ms++) timings.note('storeCall', ms);
    timings.note('move', 7);
    now = 2500;
    const report = timings.report();
    expect(report.spanMs).toBe(2500);
    expect(report.storeCall).toEqual({ count: 100, p50: 51, p95: 96, p99: 100, max: 100 });
    expect(report.move).toEqual({ count: 1, p50: 7, p95: 7, p99: 7, max: 7 });
    // A stage nothing passed is left out.
    expect(report.queueWait).toBeUndefined();
    expect(report.eventLoopDelay.max).toBeGreaterThanOrEqual(0);
    now = 3000;
    const next = timings.report();
    expect(next.spanMs).toBe(500);
    expect(next.storeCall).toBeUndefined();
    timings.stop();
  });

  it('keeps at most MAX_SAMPLES_PER_STAGE samples between reports (a busy server’s memory stays bounded)', () => {
    const timings = new MoveTimings();
    for (let i = 0; i < MAX_SAMPLES_PER_STAGE + 10; i++) timings.note('queueWait', 1);
    expect(timings.report().queueWait!.count).toBe(MAX_SAMPLES_PER_STAGE);
    timings.stop();
  });

  it('times a move in its match’s queue (its wait, its turn), not the server’s own tasks, and nothing while off', async () => {
    const timings = startMoveTimings();
    const transport = new QueueingSocketIO();
    const queue = transport.getMatchQueue('m1');
    // Two moves at once: the second waits for the first's turn (boardgame.io adds a move with no options).
    await Promise.all([queue.add(tick), queue.add(tick)]);
    await transport.runInMatchQueue('m1', tick);
    const report = timings.report();
    expect(report.move!.count).toBe(2);
    expect(report.move!.p50).toBeGreaterThanOrEqual(4);
    expect(report.queueWait!.count).toBe(2);
    expect(report.queueWait!.max).toBeGreaterThanOrEqual(4);

    stopMoveTimings();
    const quiet = new QueueingSocketIO();
    await quiet.getMatchQueue('m2').add(tick);
    expect(moveTimings).toBeNull();
    expect(timings.report().move).toBeUndefined();
  });

  it('times each write’s wait for a call to the database and the call holding it; other calls are not timed', async () => {
    const timings = startMoveTimings();
    let answer: (() => void)[] = [];
    const send = (items: string[]) => new Promise<string[]>((done) => answer.push(() => done(items)));
    const writes = new BatchedCalls(send, 1, 200, true);
    const reads = new BatchedCalls(send, 1, 200);
    // The first write goes at once; the next two wait for it, then go together.
    const first = writes.add('a');
    const waiting = [writes.add('b'), writes.add('c')];
    await tick();
    answer.shift()!();
    await first;
    await tick();
    answer.shift()!();
    await Promise.all(waiting);
    const read = reads.add('r');
    answer.shift()!();
    await read;
    const report = timings.report();
    expect(report.storeQueued!.count).toBe(3);
    expect(report.storeQueued!.max).toBeGreaterThanOrEqual(4);
    expect(report.storeCall!.count).toBe(3);
    expect(report.storeCall!.p50).toBeGreaterThanOrEqual(4);
    answer = [];
  });

  it('times the journal’s synced writes', async () => {
    const timings = startMoveTimings();
    const dir = mkdtempSync(join(tmpdir(), 'tkr-timings-'));
    try {
      const storage = new JournalStorage(dir);
      await storage.connect();
      const { initial, steps } = gameSteps('timings', 3);
      await storage.createMatch('m', {
        initialState: initial,
        metadata: { gameName: 'three-kingdoms-redux', players: {}, createdAt: 0, updatedAt: 0 },
      });
      for (const { state, deltalog } of steps) await storage.setState('m', state, deltalog);
      expect(timings.report().storeSync!.count).toBeGreaterThanOrEqual(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('times every stage of moves played through a real server', async () => {
    const timings = startMoveTimings();
    const ts = await startTestServer({ bots: false, cleanup: false });
    try {
      const { matchID, seats } = await createMatch(ts);
      const players = seats.map((s) => gameClient(ts, { matchID, playerID: s.playerID, credentials: s.credentials }).client);
      for (const c of players) await until(c, () => true);
      await playMoves(players, players, 4);
      const report = timings.report();
      expect(report.move!.count).toBeGreaterThanOrEqual(4);
      expect(report.queueWait!.count).toBe(report.move!.count);
      expect(report.storeSync!.count).toBeGreaterThanOrEqual(4);
      for (const c of players) c.stop();
    } finally {
      await ts.close();
    }
  });

  it('serve.ts logs its timings on SIGUSR2 with MOVE_TIMINGS set, and refuses a MOVE_TIMINGS that is no number of seconds', async () => {
    const serve = await startServe({ MOVE_TIMINGS: '3600' });
    try {
      serve.child.kill('SIGUSR2');
      const line = await new Promise<string>((found, failed) => {
        const started = Date.now();
        const look = () => {
          const hit = serve
            .output()
            .split('\n')
            .find((l) => l.includes('"move timings"'));
          if (hit) return found(hit);
          if (Date.now() - started > 10_000) return failed(new Error(`no timings line in:\n${serve.output()}`));
          setTimeout(look, 50);
        };
        look();
      });
      const parsed = JSON.parse(line) as { msg: string; spanMs: number; eventLoopDelay: { p99: number } };
      expect(parsed.msg).toBe('move timings');
      expect(parsed.spanMs).toBeGreaterThan(0);
      expect(parsed.eventLoopDelay.p99).toBeGreaterThanOrEqual(0);
    } finally {
      await serve.stop();
    }
    await expect(startServe({ MOVE_TIMINGS: 'often' })).rejects.toThrow(/MOVE_TIMINGS must be a positive number/);
  }, 60_000);
});
