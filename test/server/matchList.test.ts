/**
 * Issue 33, finding 3: the public match list (GET /games/<game>, which the
 * page polls every 2 s) read every stored match's metadata for every call,
 * and its answer grew with them (1.79 MB at 10,000 matches). It now holds
 * the newest listed matches only, built from an index kept in memory at
 * most once a second: its answer and the storage reads per call stay the
 * same however many matches there are. Matches are made here directly in
 * the storage, thousands at a time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchStorage } from '../../src/server/storage/storage';
import { FakeTime } from './fakeTime';
import { createMatch, type TestServer, startTestServer } from './harness';
import { matchMetadata, MemoryStorage } from './memoryStorage';

/** How many matches the list holds by default (docs/deploy.md, "Rate limits"). */
const DEFAULT_LISTED_MATCHES = 100;

async function list(ts: TestServer, query = ''): Promise<{ bytes: number; matches: { matchID: string; players: { name?: string }[] }[] }> {
  const response = await fetch(`${ts.url}/games/${ts.gameName}${query}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), matches: (JSON.parse(text) as { matches: never[] }).matches };
}

describe('the public match list', () => {
  let ts: TestServer | undefined;
  afterEach(async () => {
    await ts?.close();
    ts = undefined;
  });

  it('reads and answers the same whether 3,000 or 6,000 matches are stored, and shows the newest', async () => {
    const memory = new MemoryStorage();
    const time = new FakeTime(Date.now());
    ts = await startTestServer({ storage: memory as unknown as MatchStorage, bots: false, cleanup: false, time });
    const server = ts;
    const { initialState } = await memory.fetch((await createMatch(server, { seated: 1 })).matchID, { initialState: true });
    const created = Date.now() - 60_000;
    const add = async (count: number, prefix: string) => {
      for (let i = 0; i < count; i++)
        await server.server.storage.createMatch(`${prefix}${i}`, {
          initialState: initialState!,
          metadata: matchMetadata({ gameName: server.gameName, createdAt: created + i, names: ['Cao Cao'], unlisted: i % 10 === 9 }),
        });
    };

    await add(3000, 'a');
    let reads = memory.fetches;
    const at3000 = await list(server);
    const readsAt3000 = memory.fetches - reads;
    expect(at3000.matches).toHaveLength(DEFAULT_LISTED_MATCHES);
    expect(readsAt3000).toBeLessThanOrEqual(DEFAULT_LISTED_MATCHES);
    // The newest listed come first in the index: a2999 is unlisted, a2998 is the newest listed.
    expect(at3000.matches.map((m) => m.matchID)).toContain('a2998');
    expect(at3000.matches.map((m) => m.matchID)).not.toContain('a2999');

    await add(3000, 'b');
    time.advance(1000);
    reads = memory.fetches;
    const at6000 = await list(server);
    expect(memory.fetches - reads).toBeLessThanOrEqual(DEFAULT_LISTED_MATCHES);
    expect(at6000.matches).toHaveLength(DEFAULT_LISTED_MATCHES);
    expect(at6000.bytes).toBeLessThan(at3000.bytes * 1.1);
    expect(at6000.matches.map((m) => m.matchID)).toContain('b2998');

    // Within the second, and with nothing changed, a list call reads nothing.
    reads = memory.fetches;
    for (let i = 0; i < 50; i++) await list(server);
    time.advance(5000);
    for (let i = 0; i < 50; i++) await list(server);
    expect(memory.fetches - reads).toBe(0);

    // A join shows in the list once its second is over (the page polls every 2 s).
    await server.lobby.joinMatch(server.gameName, 'b2998', { playerID: '1', playerName: 'Sun Jian' });
    time.advance(1000);
    const joined = (await list(server)).matches.find((m) => m.matchID === 'b2998');
    expect(joined?.players.map((p) => p.name)).toEqual(['Cao Cao', 'Sun Jian', undefined]);
    // The filters apply to the matches listed.
    expect((await list(server, '?isGameover=true')).matches).toEqual([]);
  });

  it('finds the matches stored before it started, and forgets the wiped ones', async () => {
    const memory = new MemoryStorage();
    ts = await startTestServer({ storage: memory as unknown as MatchStorage, bots: false, cleanup: false, time: new FakeTime(Date.now()) });
    const { initialState } = await memory.fetch((await createMatch(ts, { seated: 1 })).matchID, { initialState: true });
    await ts.close();
    for (let i = 0; i < 2000; i++)
      await memory.createMatch(`m${i}`, {
        initialState: initialState!,
        metadata: matchMetadata({ gameName: ts.gameName, createdAt: 1000 + i }),
      });
    const time = new FakeTime(Date.now());
    ts = await startTestServer({ storage: memory as unknown as MatchStorage, bots: false, cleanup: false, time });
    const listed = (await list(ts)).matches.map((m) => m.matchID);
    expect(listed).toHaveLength(DEFAULT_LISTED_MATCHES);
    expect(listed).toContain('m1999');
    await ts.server.storage.wipe('m1999');
    time.advance(1000);
    expect((await list(ts)).matches.map((m) => m.matchID)).not.toContain('m1999');
  });
});
