/**
 * Matches are kept in files (the journal by default, boardgame.io's FlatFile
 * with STORE=files) and outlive the server: stop it, start a new one on the
 * same folder, and the match is there as it was; its players reconnect with
 * their credentials and play on. The journal's own tests: journal.test.ts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toBgioAction } from '../../src/game/threeKingdomsRedux/game';
import { legalMoves } from '../../src/game/threeKingdomsRedux/legal';
import { PromptFlatFile } from '../../src/server/storage/flatFile';
import { JournalStorage } from '../../src/server/storage/journal/journalStorage';
import {
  DEFAULT_DATA_DIR,
  flatFileStorage,
  journalStorage,
  storageFromEnvironment,
  type StorageChoice,
} from '../../src/server/storage/storage';
import { createMatch, expectSameMatch, gameClient, rawSocket, sendMove, settle, startTestServer, stored, until } from './harness';

/** The two file stores, and how many files a match has in each. */
const fileStores: { name: string; open(dir: string): StorageChoice; files(dir: string): number; filesPerMatch: number }[] = [
  { name: 'the journal (default)', open: journalStorage, files: (dir) => readdirSync(join(dir, 'journal')).length, filesPerMatch: 1 },
  { name: 'FlatFile (STORE=files)', open: flatFileStorage, files: (dir) => readdirSync(dir).length, filesPerMatch: 3 },
];

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
      await expectSameMatch(second, matchID, before);

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

  it('the environment chooses the folder: DATA_DIR, else ./data; the journal there, FlatFile with STORE=files; DATABASE_URL chooses PostgreSQL (postgres.test.ts) instead', async () => {
    expect(storageFromEnvironment({}).description).toBe(`matches are kept in ${join(resolve(DEFAULT_DATA_DIR), 'journal')}`);
    expect(storageFromEnvironment({}).storage).toBeInstanceOf(JournalStorage);
    expect(storageFromEnvironment({ DATA_DIR: join('/tmp', 'tkr-elsewhere') }).description).toBe(
      'matches are kept in /tmp/tkr-elsewhere/journal',
    );
    expect(storageFromEnvironment({ DATA_DIR: join('/tmp', 'tkr-elsewhere'), STORE: 'journal' }).description).toBe(
      'matches are kept in /tmp/tkr-elsewhere/journal',
    );
    expect(storageFromEnvironment({ DATA_DIR: join('/tmp', 'tkr-elsewhere'), STORE: 'files' }).description).toBe(
      'matches are kept in /tmp/tkr-elsewhere',
    );
    expect(() => storageFromEnvironment({ STORE: 'sqlite' })).toThrow('STORE must be "journal" (the default) or "files", not "sqlite"');
    const postgres = storageFromEnvironment({ DATABASE_URL: 'postgres://localhost/tkr', DATA_DIR: '/tmp/tkr-elsewhere' });
    expect(postgres.description).toBe('matches are kept in the PostgreSQL database "tkr" on localhost');
    await postgres.storage.close?.();
  });

  it("STORE_CALLS_IN_FLIGHT sets how many calls of the matches' writes PostgreSQL has under way at once (1 unless set); a bad value is refused", async () => {
    const inFlight = (choice: StorageChoice) => (choice.storage as unknown as { stores: { maxInFlight: number } }).stores.maxInFlight;
    const url = 'postgres://localhost/tkr';
    const chosen = [
      storageFromEnvironment({ DATABASE_URL: url }),
      storageFromEnvironment({ DATABASE_URL: url, STORE_CALLS_IN_FLIGHT: '2' }),
      storageFromEnvironment({ DATABASE_URL: url, STORE_CALLS_IN_FLIGHT: '4' }),
      // Each call holds one of the pool's connections.
      storageFromEnvironment({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20', STORE_CALLS_IN_FLIGHT: '12' }),
    ];
    try {
      expect(chosen.map(inFlight)).toEqual([1, 2, 4, 12]);
    } finally {
      for (const choice of chosen) await choice.storage.close?.();
    }
    for (const bad of ['0', '1.5', 'two', '11'])
      expect(() => storageFromEnvironment({ DATABASE_URL: url, STORE_CALLS_IN_FLIGHT: bad })).toThrow(
        `STORE_CALLS_IN_FLIGHT must be a whole number from 1 to DATABASE_POOL_SIZE (10), not "${bad}"`,
      );
  });

  it('a file is replaced whole: whoever reads the folder while a match is written never finds half a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tkr-whole-'));
    const { storage } = flatFileStorage(dir);
    try {
      await storage.connect();
      const metadata = (name: string) => ({
        gameName: 'three-kingdoms-redux',
        // A 20 MB entry takes long enough to write that the folder is read while it is written.
        players: { 0: { id: 0, name, data: { note: name.repeat(20_000_000) } }, 1: { id: 1 }, 2: { id: 2 } },
        createdAt: 1,
        updatedAt: 1,
      });
      await storage.createMatch('race', { initialState: { G: {}, ctx: {}, _stateID: 0 } as never, metadata: metadata('a') });
      // node-persist names each file by the MD5 of its key.
      const file = join(dir, createHash('md5').update('race:metadata').digest('hex'));
      for (let round = 0; round < 3; round++) {
        let written = false;
        const write = storage.setMetadata('race', metadata('abcdefgh'[round % 8])).then(() => (written = true));
        while (!written) {
          expect(JSON.parse(await readFile(file, 'utf8')).key).toBe('race:metadata');
          await nextMacrotask();
        }
        await write;
      }
      // No temporary file is left behind.
      expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(fileStores)(
    '$name lists matches as boardgame.io does (game, finished or not, last update), from memory kept in step with the files',
    async (store) => {
      const dir = mkdtempSync(join(tmpdir(), 'tkr-listing-'));
      const metadata = (updatedAt: number, gameover?: unknown) => ({
        gameName: 'three-kingdoms-redux',
        players: { 0: { id: 0 }, 1: { id: 1 }, 2: { id: 2 } },
        createdAt: 1,
        updatedAt,
        ...(gameover === undefined ? {} : { gameover }),
      });
      const initialState = { G: {}, ctx: {}, _stateID: 0 } as never;
      try {
        const first = store.open(dir).storage;
        await first.connect();
        await first.createMatch('early', { initialState, metadata: metadata(100) });
        await first.createMatch('late', { initialState, metadata: metadata(300) });
        await first.createMatch('over', { initialState, metadata: metadata(200, { winner: '0' }) });
        await first.createMatch('other', { initialState, metadata: { ...metadata(100), gameName: 'another-game' } });
        const listings = async (storage: typeof first) => ({
          all: (await storage.listMatches()).sort(),
          game: (await storage.listMatches({ gameName: 'three-kingdoms-redux' })).sort(),
          finished: await storage.listMatches({ where: { isGameover: true } }),
          unfinished: (await storage.listMatches({ gameName: 'three-kingdoms-redux', where: { isGameover: false } })).sort(),
          before200: (await storage.listMatches({ where: { updatedBefore: 200 } })).sort(),
          after200: await storage.listMatches({ where: { updatedAfter: 200 } }),
        });
        const expected = {
          all: ['early', 'late', 'other', 'over'],
          game: ['early', 'late', 'over'],
          finished: ['over'],
          unfinished: ['early', 'late'],
          before200: ['early', 'other'],
          after200: ['late'],
        };
        expect(await listings(first)).toEqual(expected);

        // A new process on the same folder reads the same listing from the files.
        const second = store.open(dir).storage;
        await second.connect();
        expect(await listings(second)).toEqual(expected);

        // Metadata changes and wipes show at once, and a wipe removes every file of the match.
        await second.setMetadata('early', metadata(250, { winner: '1' }));
        await second.wipe('other');
        await second.wipe('never-stored');
        expect((await second.listMatches()).sort()).toEqual(['early', 'late', 'over']);
        expect((await second.listMatches({ where: { isGameover: true } })).sort()).toEqual(['early', 'over']);
        expect(await second.fetch('other', { state: true, metadata: true, log: true, initialState: true })).toEqual({
          state: undefined,
          metadata: undefined,
          log: undefined,
          initialState: undefined,
        });
        expect(store.files(dir)).toBe(3 * store.filesPerMatch);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.each(fileStores)(
    "$name: the log never keeps a move whose state was not stored (a server killed between a move's log and its state)",
    async (store) => {
      const dir = mkdtempSync(join(tmpdir(), 'tkr-log-'));
      const state = (stateID: number) => ({ G: { at: stateID }, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as never;
      const entry = (stateID: number, move: string) =>
        ({ action: { type: 'MAKE_MOVE', payload: { type: move } }, _stateID: stateID, turn: 1, phase: 'conflict' }) as never;
      try {
        const { storage } = store.open(dir);
        await storage.connect();
        await storage.createMatch('m', {
          initialState: state(0),
          metadata: { gameName: 'g', players: {}, createdAt: 1, updatedAt: 1 } as never,
        });
        await storage.setState('m', state(1), [entry(0, 'first')]);
        // What a kill between the two writes of the next move leaves: its log entry, and the state before it.
        await storage.setState('m', state(1), [entry(1, 'lost')]);
        const moves = async () => (await storage.fetch('m', { log: true })).log!.map((e) => (e.action.payload as { type: string }).type);
        expect(await moves()).toEqual(['first']);
        expect(await storage.fetch('m', { log: true })).not.toHaveProperty('state');
        // The move made again after the restart replaces the lost one.
        await storage.setState('m', state(2), [entry(1, 'redone')]);
        expect(await moves()).toEqual(['first', 'redone']);
        const fetched = await storage.fetch('m', { state: true, log: true });
        expect(fetched.state!._stateID).toBe(2);
        expect(fetched.log).toHaveLength(2);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('FlatFile: a write that fails leaves its list of matches as stored, and its log without the failed move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tkr-flatfile-fail-'));
    const state = (stateID: number) => ({ G: { at: stateID }, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as never;
    const entry = (stateID: number) =>
      ({ action: { type: 'MAKE_MOVE', payload: { type: 'recruit' } }, _stateID: stateID, turn: 1, phase: 'conflict' }) as never;
    const metadata = (updatedAt: number, gameover?: unknown) =>
      ({ gameName: 'g', players: {}, createdAt: 1, updatedAt, gameover }) as never;
    try {
      const storage = new PromptFlatFile(dir);
      await storage.connect();
      // A key's file made unwritable for real: a folder (not empty) in its place, which no file is renamed over.
      const fileOf = (key: string) =>
        (storage as unknown as { games: { defaultInstance: { getDatumPath(key: string): string } } }).games.defaultInstance.getDatumPath(
          key,
        );
      const unwritable = async (key: string, write: () => Promise<void>) => {
        const file = fileOf(key);
        renameSync(file, `${file}.kept`);
        mkdirSync(file);
        writeFileSync(join(file, 'in the way'), '');
        try {
          await expect(write()).rejects.toThrow();
        } finally {
          rmSync(file, { recursive: true });
          renameSync(`${file}.kept`, file);
        }
      };
      await storage.createMatch('m', { initialState: state(0), metadata: metadata(1) });
      await storage.setState('m', state(1), [entry(0)]);
      await storage.setMetadata('m', metadata(2));

      // The metadata write that would end the match fails: the list (kept in memory) still says what the file does.
      await unwritable('m:metadata', () => storage.setMetadata('m', metadata(3, { winner: '0' })));
      expect(await storage.listMatches({ where: { isGameover: true } })).toEqual([]);
      expect(await storage.listMatches({ where: { updatedAfter: 2 } })).toEqual([]);
      expect((await storage.fetch('m', { metadata: true })).metadata).toEqual(metadata(2));
      // The state write of a move fails after its log entry was written: the log keeps no entry of a state not stored.
      await unwritable('m', () => storage.setState('m', state(2), [entry(1)]));
      expect(await storage.fetch('m', { state: true, log: true })).toEqual({ state: state(1), log: [entry(0)] });
      // The move made again is stored, once.
      await storage.setState('m', state(2), [entry(1)]);
      const reread = new PromptFlatFile(dir);
      await reread.connect();
      expect(await reread.fetch('m', { state: true, log: true, metadata: true })).toEqual({
        state: state(2),
        log: [entry(0), entry(1)],
        metadata: metadata(2),
      });
      expect(await reread.listMatches({ where: { updatedAfter: 2 } })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
