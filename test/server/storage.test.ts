/**
 * Matches are kept in files (boardgame.io's FlatFile) and outlive the server:
 * stop it, start a new one on the same folder, and the match is there as it
 * was; its players reconnect with their credentials and play on.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toBgioAction } from '../../src/game/game';
import { legalMoves } from '../../src/game/legal';
import { DEFAULT_DATA_DIR, flatFileStorage, storageFromEnvironment } from '../../src/server/storage';
import { createMatch, gameClient, gameStateOf, rawSocket, sendMove, settle, startTestServer, stored, until } from './harness';

describe('where matches are kept', () => {
  it('a match survives a restart of the server, and its players play on', async () => {
    const first = await startTestServer();
    const { matchID, seats } = await createMatch(first);
    const { state } = await stored(first, matchID);
    const { move, args } = toBgioAction(legalMoves(state.G, 'wei')[0]);
    const { socket, recorder } = await rawSocket(first);
    sendMove(socket, { matchID, stateID: state._stateID, playerID: '0', name: move, args, credentials: seats[0].credentials });
    await settle(first, matchID, socket, recorder);
    const before = await stored(first, matchID);
    expect(before.state._stateID).toBe(state._stateID + 1);
    await first.close({ keepData: true });

    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      const after = await stored(second, matchID);
      expect(gameStateOf(after.state)).toEqual(gameStateOf(before.state));
      expect(after.log).toEqual(before.log);
      const listed = await second.lobby.getMatch(second.gameName, matchID);
      expect(listed.players.map((p) => p.name)).toEqual(['Cao Cao', 'Sun Jian', 'Liu Bei']);

      const wu = gameClient(second, { matchID, ...seats[1] });
      await until(wu.client, (s) => s._stateID === before.state._stateID);
      const next = toBgioAction(legalMoves(wu.client.getState()!.G, 'wu')[0]);
      wu.client.moves[next.move](...next.args);
      await until(wu.client, (s) => s._stateID === before.state._stateID + 1);
      wu.client.stop();
    } finally {
      await second.close();
    }
  });

  it('the environment chooses the folder: DATA_DIR, else ./data; DATABASE_URL chooses PostgreSQL (postgres.test.ts) instead', async () => {
    expect(storageFromEnvironment({}).description).toBe(`matches are kept in ${resolve(DEFAULT_DATA_DIR)}`);
    expect(storageFromEnvironment({ DATA_DIR: join('/tmp', 'tkr-elsewhere') }).description).toBe('matches are kept in /tmp/tkr-elsewhere');
    const postgres = storageFromEnvironment({ DATABASE_URL: 'postgres://localhost/tkr', DATA_DIR: '/tmp/tkr-elsewhere' });
    expect(postgres.description).toBe('matches are kept in the PostgreSQL database "tkr" on localhost');
    await postgres.storage.close?.();
  });

  it('a file is replaced whole: listing matches (which reads every file) while they are written never finds half a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tkr-whole-'));
    const { storage } = flatFileStorage(dir);
    try {
      await storage.connect();
      const metadata = (name: string) => ({
        gameName: 'three-kingdoms-redux',
        // A 20 MB entry takes long enough to write that listings run while it is written.
        players: { 0: { id: 0, name, data: { note: name.repeat(20_000_000) } }, 1: { id: 1 }, 2: { id: 2 } },
        createdAt: 1,
        updatedAt: 1,
      });
      await storage.createMatch('race', { initialState: { G: {}, ctx: {}, _stateID: 0 } as never, metadata: metadata('a') });
      // FlatFile queues the calls on one file, but listing reads the whole folder outside those queues.
      for (let round = 0; round < 3; round++) {
        let written = false;
        const write = storage.setMetadata('race', metadata('abcdefgh'[round % 8])).then(() => (written = true));
        while (!written) {
          expect(await storage.listMatches({ gameName: 'three-kingdoms-redux' })).toEqual(['race']);
        }
        await write;
      }
      // No temporary file is left behind.
      expect(readdirSync(dir).filter((file) => file.startsWith('.'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
