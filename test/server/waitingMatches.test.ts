/**
 * Issue 33, finding 3: one address could create about 14,000 matches a day
 * and each waited 14 days. Now every match records the address that created
 * it (never shown to a client), one address may hold only so many matches
 * that have not started, and a match that never started is deleted after an
 * hour.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Server as BgioServer, State } from 'boardgame.io';
import { creatorAddressOf } from '../../src/server/storage/matchCreator';
import { MatchDirectory } from '../../src/server/storage/matchDirectory';
import type { MatchStorage } from '../../src/server/storage/storage';
import { createMatch, gameClient, stringsIn, TEST_LIMITS, startTestServer, until, type TestServer } from './harness';
import { matchMetadata, MemoryStorage } from './memoryStorage';

const HOUR = 3600_000;
const A = '203.0.113.7';
const B = '198.51.100.9';

async function post(
  ts: TestServer,
  path: string,
  body: unknown,
  address: string,
): Promise<{ status: number; text: string; json?: Record<string, unknown> }> {
  const response = await fetch(`${ts.url}/games/${ts.gameName}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: response.status === 200 ? JSON.parse(text) : undefined };
}

async function get(ts: TestServer, path: string): Promise<string> {
  const response = await fetch(`${ts.url}/games/${ts.gameName}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

const create = async (ts: TestServer, address: string) => post(ts, 'create', { numPlayers: 3 }, address);

async function metadataOf(ts: TestServer, matchID: string): Promise<BgioServer.MatchData | undefined> {
  return (await ts.server.storage.fetch(matchID, { metadata: true })).metadata;
}

/** Changes the stored metadata of a match in its queue, as the server's own writes are made. */
async function change(ts: TestServer, matchID: string, edit: (metadata: BgioServer.MatchData) => void): Promise<void> {
  await ts.server.transport.runInMatchQueue(matchID, async () => {
    const metadata = (await metadataOf(ts, matchID))!;
    edit(metadata);
    await ts.server.storage.setMetadata(matchID, metadata);
  });
}

describe('the address that created a match', () => {
  let ts: TestServer | undefined;
  afterEach(async () => {
    await ts?.close();
    ts = undefined;
  });

  it('is recorded with each created match and rematch, and no answer nor socket message holds it', async () => {
    ts = await startTestServer({ trustProxy: true, bots: false, cleanup: false });
    const answers: string[] = [];
    const created = await create(ts, A);
    answers.push(created.text);
    const matchID = created.json!.matchID as string;
    expect(creatorAddressOf(await metadataOf(ts, matchID))).toBe(A);

    const seats: string[] = [];
    for (const [playerID, playerName] of [
      ['0', 'Cao Cao'],
      ['1', 'Sun Jian'],
      ['2', 'Liu Bei'],
    ]) {
      const joined = await post(ts, `${matchID}/join`, { playerID, playerName }, B);
      answers.push(joined.text);
      seats.push(joined.json!.playerCredentials as string);
    }
    const client = gameClient(ts, { matchID, playerID: '0', credentials: seats[0] });
    await until(client.client, (s) => s.isConnected);
    answers.push(await get(ts, `/${matchID}`), await get(ts, ''), await get(ts, '?isGameover=false'));

    await change(ts, matchID, (metadata) => (metadata.gameover = { winner: '0' }));
    const rematch = await post(ts, `${matchID}/playAgain`, { playerID: '1', credentials: seats[1] }, B);
    answers.push(rematch.text);
    const nextMatchID = rematch.json!.nextMatchID as string;
    expect(creatorAddressOf(await metadataOf(ts, nextMatchID))).toBe(B);
    answers.push(await get(ts, `/${nextMatchID}`), await get(ts, `/${matchID}`), await get(ts, '?isGameover=true'));

    for (const answer of answers) {
      expect(answer).not.toContain(A);
      expect(answer).not.toContain(B);
      expect(answer).not.toContain('creatorAddress');
    }
    expect(answers.join('\n')).toContain(nextMatchID);
    const sent = stringsIn(client.recorder.received.map((r) => r.args));
    expect(sent.has('Cao Cao')).toBe(true);
    for (const text of sent) expect(text).not.toMatch(/creatorAddress|203\.0\.113\.7|198\.51\.100\.9/);
    client.client.stop();
  });
});

describe('matches waiting for players, per address', () => {
  let ts: TestServer | undefined;
  afterEach(async () => {
    await ts?.close();
    ts = undefined;
  });

  const CAP = 3;
  const withCap = (dataDir?: string) =>
    startTestServer({
      dataDir,
      trustProxy: true,
      bots: false,
      cleanup: { intervalMinutes: 24 * 60 },
      limits: { ...TEST_LIMITS, waitingMatches: CAP },
    });

  it('refuses the creation past the cap until one of them starts or is deleted', async () => {
    ts = await withCap();
    const server = ts;
    const mine: string[] = [];
    for (let i = 0; i < CAP; i++) {
      const made = await create(server, A);
      expect(made.status).toBe(200);
      mine.push(made.json!.matchID as string);
    }
    const stored = (await server.server.storage.listMatches()).length;
    const refused = await create(server, A);
    expect(refused.status).toBe(429);
    expect(refused.text).toBe(`You have ${CAP} matches waiting for players: start or leave one first.`);
    expect((await server.server.storage.listMatches()).length).toBe(stored);
    // Another address is not counted with this one.
    expect((await create(server, B)).status).toBe(200);

    // Started (every seat taken): no longer waiting.
    const seats: string[] = [];
    for (const playerID of ['0', '1', '2'])
      seats.push((await post(server, `${mine[0]}/join`, { playerID, playerName: `P${playerID}` }, A)).json!.playerCredentials as string);
    expect((await create(server, A)).status).toBe(200);
    expect((await create(server, A)).status).toBe(429);
    // A rematch is a creation too.
    await change(server, mine[0], (metadata) => (metadata.gameover = { winner: '0' }));
    const rematch = await post(server, `${mine[0]}/playAgain`, { playerID: '0', credentials: seats[0] }, A);
    expect(rematch.status).toBe(429);
    expect(rematch.text).toMatch(/waiting for players/);

    // Deleted as never started, an hour after its creation.
    await change(server, mine[1], (metadata) => (metadata.createdAt -= 2 * HOUR));
    expect((await server.server.cleanup!.runOnce()).unstarted).toEqual([mine[1]]);
    expect((await create(server, A)).status).toBe(200);
    expect((await create(server, A)).status).toBe(429);
  });

  it('holds when the creations come at once, and across a restart', async () => {
    ts = await withCap();
    const dataDir = ts.dataDir;
    const answers = await Promise.all(Array.from({ length: 12 }, () => create(ts!, A)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CAP);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - CAP);
    await ts.close({ keepData: true });
    ts = await withCap(dataDir);
    expect((await create(ts, A)).status).toBe(429);
    expect((await create(ts, B)).status).toBe(200);
  });
});

describe("the server's index of matches", () => {
  it('counts the matches another process creates, starts and wipes once told of them', async () => {
    const elsewhere = new MemoryStorage();
    const directory = new MatchDirectory(elsewhere, ['g']);
    await directory.connect();
    const state = {} as State;
    await elsewhere.createMatch('m1', { initialState: state, metadata: matchMetadata({ gameName: 'g', createdAt: 1, creator: A }) });
    await elsewhere.createMatch('m2', { initialState: state, metadata: matchMetadata({ gameName: 'g', createdAt: 2, creator: A }) });
    directory.changedElsewhere('m1');
    directory.changedElsewhere('m2');
    await expect.poll(() => directory.waitingCount(A)).toBe(2);
    await elsewhere.setMetadata('m1', matchMetadata({ gameName: 'g', createdAt: 1, creator: A, started: true, names: ['a', 'b', 'c'] }));
    directory.changedElsewhere('m1');
    await expect.poll(() => directory.waitingCount(A)).toBe(1);
    await elsewhere.wipe('m2');
    directory.changedElsewhere('m2');
    await expect.poll(() => directory.waitingCount(A)).toBe(0);
    expect(directory.newestListed(10)).toEqual(['m1']);
    // A started match is not read again for the others' moves.
    const reads = elsewhere.fetches;
    for (let i = 0; i < 100; i++) directory.changedElsewhere('m1');
    expect(elsewhere.fetches).toBe(reads);
  });
});

describe('matches that never started', () => {
  let ts: TestServer | undefined;
  afterEach(async () => {
    await ts?.close();
    ts = undefined;
  });

  it('are deleted an hour after their creation, among thousands, reading only those', async () => {
    const memory = new MemoryStorage();
    ts = await startTestServer({ storage: memory as unknown as MatchStorage, bots: false, cleanup: { intervalMinutes: 24 * 60 } });
    const server = ts;
    // A person waits at the table of an old match: it is kept while they are there.
    const watched = await createMatch(server, { seated: 1 });
    await change(server, watched.matchID, (metadata) => (metadata.createdAt -= 2 * HOUR));
    const client = gameClient(server, { matchID: watched.matchID, playerID: '0', credentials: watched.seats[0].credentials });
    await until(client.client, (s) => s.isConnected);
    await expect.poll(() => server.server.presence.seatsPresent(watched.matchID), { timeout: 10_000 }).toEqual(['0']);

    const { initialState } = await memory.fetch(watched.matchID, { initialState: true });
    const now = Date.now();
    const make = async (prefix: string, count: number, options: { ageMs: number; started?: boolean }) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const metadata = matchMetadata({
          gameName: server.gameName,
          createdAt: now - options.ageMs,
          started: options.started,
          names: options.started ? ['Cao Cao', 'Sun Jian', 'Liu Bei'] : i % 2 ? ['Cao Cao'] : [],
        });
        await server.server.storage.createMatch(`${prefix}${i}`, { initialState: initialState!, metadata });
        ids.push(`${prefix}${i}`);
      }
      return ids;
    };
    const old = await make('old', 1000, { ageMs: 2 * HOUR });
    const young = await make('young', 1000, { ageMs: 50 * 60_000 });
    const started = await make('started', 1000, { ageMs: 2 * HOUR, started: true });

    const reads = memory.fetches;
    const report = await server.server.cleanup!.runOnce();
    expect(report.unstarted.sort()).toEqual([...old].sort());
    // Each match deleted is read once, in its queue, right before; no other match is read.
    expect(memory.fetches - reads).toBeLessThanOrEqual(old.length + 1);
    for (const kept of [...young, ...started, watched.matchID]) expect(await metadataOf(server, kept), kept).toBeDefined();
    for (const gone of old.slice(0, 10)) expect(await metadataOf(server, gone), gone).toBeUndefined();
    expect(server.refusals).toContain('cleanup: deleted 0 finished, 0 abandoned and 1000 unstarted matches');
    client.client.stop();
  });
});
