/**
 * Every match gets its own unpredictable seed. boardgame.io's default is the
 * creation time in base 36 (`Date.now().toString(36).slice(-10)`), and the
 * Lobby API lists each match's `createdAt`: trying the milliseconds around it
 * would give the seed, and with it every shuffle and draw of the match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, startTestServer, stored, type TestServer } from './harness';

describe("a match's random seed", () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(async () => {
    await ts?.close();
  });

  it('is 128 random bits, different for every match, and not the creation time', async () => {
    const seeds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { matchID } = await createMatch(ts, { seated: 0 });
      const { state } = await stored(ts, matchID);
      const { createdAt } = (await ts.lobby.getMatch(ts.gameName, matchID)) as unknown as { createdAt: number };
      const seed = (state.plugins.random.data as { seed: unknown }).seed;
      expect(seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
      for (let t = createdAt - 2000; t <= createdAt + 2000; t++) expect(seed).not.toBe(t.toString(36).slice(-10));
      seeds.push(seed as string);
    }
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});
