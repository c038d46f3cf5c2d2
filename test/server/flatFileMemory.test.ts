/**
 * The files storage keeps no match in memory once its calls are done (issue
 * 14, finding 5): boardgame.io's FlatFile chained each key's calls on a
 * promise kept per key (`fileQueues`) and never dropped it, so the last
 * value of every key (a whole state, a whole log: 150 to 250 KB a match)
 * stayed in memory for the life of the process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromptFlatFile } from '../../src/server/storage/flatFile';
import { createMatch, gameClient, startTestServer, until, type TestServer } from './harness';
import { playMoves } from './postgresPlay';

describe('files storage memory', () => {
  let ts: TestServer;
  let storage: PromptFlatFile;
  const dataDir = mkdtempSync(join(tmpdir(), 'tkr-flatfile-memory-'));
  beforeAll(async () => {
    storage = new PromptFlatFile(dataDir);
    ts = await startTestServer({ storage, dataDir, bots: false, cleanup: false });
  });
  afterAll(async () => {
    await ts?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const heldKeys = () => Object.keys((storage as unknown as { fileQueues: object }).fileQueues);

  it("after matches are created, joined, played and listed, no key's value is held", async () => {
    const matchIDs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { matchID, seats } = await createMatch(ts);
      matchIDs.push(matchID);
      const players = seats.map((seat) => gameClient(ts, { matchID, ...seat }).client);
      for (const client of players) await until(client, () => true);
      await playMoves(players, players, 3);
      for (const client of players) client.stop();
    }
    await ts.lobby.listMatches(ts.gameName);
    for (const matchID of matchIDs) await ts.server.transport.getMatchQueue(matchID).onIdle();
    await ts.server.storage.fetch(matchIDs[0], { state: true, log: true, metadata: true, initialState: true });
    // Each key's chain is dropped once its last call has settled. The stopped
    // clients' disconnections write their seats' connection marks a moment
    // later, outside the match queue, so wait (boundedly) for those to settle:
    // with the old FlatFile every key stays held however long one waits.
    const deadline = Date.now() + 5000;
    while (heldKeys().length > 0 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));
    expect(heldKeys()).toEqual([]);
    expect(storage.queuedKeys).toBe(0);
  });
});
