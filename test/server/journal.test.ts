/**
 * The journal, the default store (src/server/storage/journal/journalStorage.ts):
 * appends a move instead of rewriting, reads back what it stored (after
 * compaction, after a crash mid-line), stores only newer states and sends an
 * update only once it is stored, and imports the earlier default's
 * (FlatFile's) matches once. Kill -9 with a real server: journalKill.test.ts.
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  constants as fsConstants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';
import { open } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameSteps } from '../../scripts/gameSteps';
import { JournalStorage, MAX_OPEN_FILES, openFilesBudget } from '../../src/server/storage/journal/journalStorage';
import { flatFileStorage, journalStorage, storageFromEnvironment } from '../../src/server/storage/storage';

const ROOT = resolve(__dirname, '../..');
const GAME = 'three-kingdoms-redux';
const metadata = (updatedAt: number, gameover?: unknown): BgioServer.MatchData =>
  ({
    gameName: GAME,
    players: { 0: { id: 0, name: 'a', credentials: 'x' }, 1: { id: 1 }, 2: { id: 2 } },
    createdAt: 0,
    updatedAt,
    gameover,
  }) as BgioServer.MatchData;

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tkr-journal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Stores a game's moves as boardgame.io's Master does (state with its log entries, and the metadata, at once). */
async function play(storage: JournalStorage, matchID: string, steps: { state: State; deltalog: LogEntry[] }[], from = 0) {
  for (const [i, { state, deltalog }] of steps.entries()) {
    await Promise.all([storage.setState(matchID, state, deltalog), storage.setMetadata(matchID, metadata(from + i + 1))]);
  }
}

/** What JSON keeps of a value (undefined fields dropped), as any store gives it back. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** FileHandle's prototype (its class is not exported: from a handle opened in `dir`) and its own write, to spy on every file write. */
async function fileHandleWrite(dir: string) {
  const probe = await open(join(dir, '.probe'), 'w');
  const fileHandle = Object.getPrototypeOf(probe) as { write(...args: unknown[]): Promise<unknown> };
  await probe.close();
  return { fileHandle, write: fileHandle.write };
}

describe('the journal', () => {
  it('writes the same bytes per move at move 300 as at move 10 (an append), where FlatFile rewrites the log and writes more and more', () => {
    // Counted by the kernel in a child process (/proc/self/io), compactions included: scripts/storageWrites.ts.
    const measure = (store: string) => {
      const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/storageWrites.ts', '--store', store], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(run.stdout.trim().split('\n').pop()!) as {
        bytesPerMoveEarly: number;
        bytesPerMoveLate: number;
        stateBytesLate: number;
      };
    };
    const journal = measure('journal');
    expect(journal.bytesPerMoveLate / journal.bytesPerMoveEarly).toBeLessThan(1.5);
    // Far less than a state: a move writes what it changed.
    expect(journal.bytesPerMoveLate).toBeLessThan(journal.stateBytesLate / 4);
    // The measure tells the two apart: the earlier default's bytes per move grow with the match.
    const files = measure('files');
    expect(files.bytesPerMoveLate / files.bytesPerMoveEarly).toBeGreaterThan(4);
  }, 120_000);

  it('reads back exactly what it stored, across compactions and restarts; a finished match is compacted to one line', async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-readback', 1000);
    // A small threshold: many compactions in one game.
    let storage = new JournalStorage(dir, { compactAfterBytes: 16 * 1024 });
    await storage.connect();
    await storage.createMatch('m', { initialState: initial, metadata: metadata(0) });
    const half = Math.floor(steps.length / 2);
    await play(storage, 'm', steps.slice(0, half));
    storage = new JournalStorage(dir, { compactAfterBytes: 16 * 1024 });
    await storage.connect();
    const middle = await storage.fetch('m', { state: true, log: true });
    expect(middle.state).toEqual(asStored(steps[half - 1].state));
    expect(middle.log).toEqual(asStored(steps.slice(0, half).flatMap((s) => s.deltalog)));
    await play(storage, 'm', steps.slice(half), half);

    const last = steps[steps.length - 1].state;
    await storage.setMetadata('m', metadata(steps.length + 1, last.ctx.gameover));
    const reread = new JournalStorage(dir);
    await reread.connect();
    const stored = await reread.fetch('m', { state: true, log: true, initialState: true, metadata: true });
    expect(stored.state).toEqual(asStored(last));
    expect(stored.initialState).toEqual(asStored(initial));
    expect(stored.log).toEqual(asStored(steps.flatMap((s) => s.deltalog)));
    expect(stored.metadata!.updatedAt).toBe(steps.length + 1);
    expect(await reread.listMatches({ where: { isGameover: true } })).toEqual(['m']);
    // The game ended: compacted to one line (the metadata line after it), no temporary file left.
    expect(last.ctx.gameover).toBeDefined();
    const lines = readFileSync(join(dir, readdirSync(dir)[0]), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { k: string }).k)).toEqual(['match', 'metadata']);
    expect(readdirSync(dir)).toHaveLength(1);
  }, 60_000);

  it('drops a last line cut short by a crash, cuts it off the file, and appends after it', async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-torn', 12);
    const storage = new JournalStorage(dir);
    await storage.connect();
    await storage.createMatch('m', { initialState: initial, metadata: metadata(0) });
    await play(storage, 'm', steps.slice(0, 10));
    const file = join(dir, readdirSync(dir)[0]);
    const whole = statSync(file).size;
    // The next move's line, half written when the power went.
    const torn = JSON.stringify({ k: 'state', state: steps[10].state, log: steps[10].deltalog });
    appendFileSync(file, torn.slice(0, torn.length / 2));
    const said: string[] = [];
    const restarted = new JournalStorage(dir, { log: (m) => said.push(m) });
    await restarted.connect();
    expect((await restarted.fetch('m', { state: true })).state).toEqual(asStored(steps[9].state));
    expect(statSync(file).size).toBe(whole);
    expect(said.join('\n')).toContain('dropped a last line cut short');
    await play(restarted, 'm', steps.slice(10, 12), 10);
    const again = new JournalStorage(dir);
    await again.connect();
    const { state, log } = await again.fetch('m', { state: true, log: true });
    expect(state).toEqual(asStored(steps[11].state));
    expect(log).toEqual(asStored(steps.slice(0, 12).flatMap((s) => s.deltalog)));
  });

  it('a file that does not replay is set aside with its reason and reported, and the other matches load', async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-bad', 3);
    const storage = new JournalStorage(dir);
    await storage.connect();
    for (const id of ['good', 'not-json', 'bad-change', 'no-match-line']) {
      await storage.createMatch(id, { initialState: initial, metadata: metadata(0) });
      await play(storage, id, steps);
    }
    await storage.close();
    const fileOf = (id: string) => join(dir, `${Buffer.from(id).toString('base64url')}.jsonl`);
    const lines = (id: string) => readFileSync(fileOf(id), 'utf8').trimEnd().split('\n');
    // A line that is not JSON in the middle; a change whose path is missing from the state before it; a move first.
    const broken = {
      'not-json': [lines('not-json')[0], 'not json', ...lines('not-json').slice(1)],
      'bad-change': [
        lines('bad-change')[0],
        JSON.stringify({ k: 'move', ops: [[['G', 'nowhere', 'deeper'], 1]], log: [] }),
        ...lines('bad-change').slice(1),
      ],
      'no-match-line': lines('no-match-line').slice(1),
    };
    const before = Object.fromEntries(Object.entries(broken).map(([id, l]) => [id, l.join('\n') + '\n']));
    for (const [id, text] of Object.entries(before)) writeFileSync(fileOf(id), text);

    const said: string[] = [];
    const restarted = new JournalStorage(dir, { log: (m) => said.push(m) });
    await restarted.connect();
    expect(await restarted.listMatches()).toEqual(['good']);
    expect((await restarted.fetch('good', { state: true })).state).toEqual(asStored(steps[2].state));
    // Each reported with its match, its file and why; moved, not deleted, with a note saying why.
    expect(said).toHaveLength(3);
    const aside = join(dir, 'set-aside');
    for (const [id, why] of [
      ['not-json', 'is not JSON'],
      ['bad-change', 'does not replay'],
      ['no-match-line', 'not the whole match'],
    ]) {
      const report = said.find((m) => m.startsWith(`match ${id}:`))!;
      expect(report).toContain(why);
      expect(report).toContain(fileOf(id));
      expect(existsSync(fileOf(id))).toBe(false);
      const name = readdirSync(aside).find((n) => n.startsWith(Buffer.from(id).toString('base64url') + '.') && n.endsWith('.jsonl'))!;
      expect(readFileSync(join(aside, name), 'utf8')).toBe(before[id]);
      expect(readFileSync(join(aside, `${name}.why.txt`), 'utf8')).toContain(why);
    }
    // The match set aside can be created afresh; the next start finds nothing more to say.
    await restarted.createMatch('not-json', { initialState: initial, metadata: metadata(0) });
    await restarted.close();
    const again: string[] = [];
    const third = new JournalStorage(dir, { log: (m) => again.push(m) });
    await third.connect();
    expect(again).toEqual([]);
    expect((await third.listMatches()).sort()).toEqual(['good', 'not-json']);
  });

  it("a move's state line and metadata line share one write, synced as it is written (O_DSYNC), and neither call returns before it", async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-group', 12);
    const storage = new JournalStorage(dir);
    await storage.connect();
    await storage.createMatch('m', { initialState: initial, metadata: metadata(0) });
    const { fileHandle, write } = await fileHandleWrite(dir);
    const events: string[] = [];
    const spy = vi.spyOn(fileHandle, 'write').mockImplementation(async function (this: { fd: number }, ...args: unknown[]) {
      // The open file's flags as the kernel holds them (octal): the write returns once its bytes are on the disk.
      const flags = parseInt(/^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${this.fd}`, 'utf8'))![1], 8);
      const written = await write.apply(this, args);
      events.push(
        (flags & fsConstants.O_DSYNC) === fsConstants.O_DSYNC && (flags & fsConstants.O_APPEND) !== 0 ? 'synced' : 'written, not synced',
      );
      return written;
    });
    try {
      for (const [i, { state, deltalog }] of steps.entries()) {
        await Promise.all([
          storage.setState('m', state, deltalog).then(() => events.push('state stored')),
          storage.setMetadata('m', metadata(i + 1)).then(() => events.push('metadata stored')),
        ]);
      }
    } finally {
      spy.mockRestore();
    }
    // Per move: one synced write, then both calls return (in either order).
    const perMove = steps.map((_, i) => events.slice(3 * i, 3 * i + 3));
    for (const move of perMove) expect([move[0], ...move.slice(1).sort()]).toEqual(['synced', 'metadata stored', 'state stored']);
    expect(events).toHaveLength(3 * steps.length);
    const reread = new JournalStorage(dir);
    await reread.connect();
    const stored = await reread.fetch('m', { state: true, metadata: true, log: true });
    expect(stored.state).toEqual(asStored(steps[steps.length - 1].state));
    expect(stored.metadata!.updatedAt).toBe(steps.length);
    expect(stored.log).toEqual(asStored(steps.flatMap((s) => s.deltalog)));
    await storage.close();
  });

  it("writes a move's lines before the event loop's turn ends, its metadata (a few promise jobs after its state) in the same write", async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-soon', 1);
    const storage = new JournalStorage(dir);
    await storage.connect();
    await storage.createMatch('m', { initialState: initial, metadata: metadata(0) });
    const { fileHandle, write } = await fileHandleWrite(dir);
    // Whether the turn's end (setImmediate's callbacks: the other sockets' and connections' work on a busy server) came first.
    let turnEnded = false;
    const writes: boolean[] = [];
    const spy = vi.spyOn(fileHandle, 'write').mockImplementation(function (this: unknown, ...args: unknown[]) {
      writes.push(!turnEnded);
      return write.apply(this, args);
    });
    try {
      setImmediate(() => (turnEnded = true));
      // As boardgame.io's master writes a move, through the server's metadata merge (../../src/server/storage/metadataMerge.ts).
      const stored = storage.setState('m', steps[0].state, steps[0].deltalog);
      const written = Promise.resolve()
        .then(() => undefined)
        .then(() => storage.setMetadata('m', metadata(1)));
      await Promise.all([stored, written]);
    } finally {
      spy.mockRestore();
    }
    expect(writes).toEqual([true]);
    const reread = new JournalStorage(dir);
    await reread.connect();
    const back = await reread.fetch('m', { state: true, metadata: true });
    expect(back.state).toEqual(asStored(steps[0].state));
    expect(back.metadata!.updatedAt).toBe(1);
    await storage.close();
  });

  it("keeps every match's file open while 300 matches move in turn (its budget follows the process's limit on open files), and stores all", async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-open', 2);
    const storage = new JournalStorage(dir);
    await storage.connect();
    const ids = Array.from({ length: 300 }, (_, i) => `m${i}`);
    for (const id of ids) await storage.createMatch(id, { initialState: initial, metadata: metadata(0) });
    // Every match moves in turn, as 300 matches under way do: no file is closed to open the next one.
    for (const [i, { state, deltalog }] of steps.entries())
      for (const id of ids) await Promise.all([storage.setState(id, state, deltalog), storage.setMetadata(id, metadata(i + 1))]);
    const openInFolder = readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir + '/');
      } catch {
        return false; // closed meanwhile (the listing's own)
      }
    });
    // The budget of this process (4,096 here, with 20,000 files allowed; 300 matches fit in any budget of 1,200 files or more).
    expect(MAX_OPEN_FILES).toBe(openFilesBudget(readFileSync('/proc/self/limits', 'utf8')));
    expect(openInFolder.length).toBe(Math.min(ids.length, MAX_OPEN_FILES));
    await storage.close();
    const reread = new JournalStorage(dir);
    await reread.connect();
    for (const id of ids) expect((await reread.fetch(id, { state: true })).state).toEqual(asStored(steps[steps.length - 1].state));
    // 20,000 files here: a quarter, at most 4,096; the smallest budget where the limit is low or unknown.
    const limits = (soft: string) =>
      `Limit Soft Limit Hard Limit Units\nMax open files            ${soft}                ${soft}                files     \n`;
    expect([
      openFilesBudget(limits('20000')),
      openFilesBudget(limits('1024')),
      openFilesBudget(limits('unlimited')),
      openFilesBudget(undefined),
    ]).toEqual([4096, 256, 4096, 256]);
    expect(openFilesBudget(limits('4000'))).toBe(1000);
  });

  it('with fewer files open than matches moving, closes the least recently written and stores every move all the same', async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-few-open', 6);
    const storage = new JournalStorage(dir, { maxOpenFiles: 2 });
    await storage.connect();
    const ids = ['a', 'b', 'c'];
    for (const id of ids) await storage.createMatch(id, { initialState: initial, metadata: metadata(0) });
    for (const [i, { state, deltalog }] of steps.entries())
      for (const id of ids) await Promise.all([storage.setState(id, state, deltalog), storage.setMetadata(id, metadata(i + 1))]);
    await storage.close();
    const reread = new JournalStorage(dir);
    await reread.connect();
    for (const id of ids) {
      const stored = await reread.fetch(id, { state: true, metadata: true, log: true });
      expect(stored.state).toEqual(asStored(steps[steps.length - 1].state));
      expect(stored.metadata!.updatedAt).toBe(steps.length);
      expect(stored.log).toEqual(asStored(steps.flatMap((s) => s.deltalog)));
    }
  });

  it('stores a state only if it is newer, and sends its update only once stored', async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-newer', 3);
    const storage = new JournalStorage(dir);
    await storage.connect();
    await storage.createMatch('m', { initialState: initial, metadata: metadata(0) });
    const sent: number[] = [];
    storage.pubSub.subscribe('MATCH-m', (payload) => sent.push((payload.args[1] as State)._stateID));
    storage.pubSub.publish('MATCH-m', { type: 'update', args: ['m', steps[0].state] });
    expect(sent).toEqual([]); // held until stored
    const writing = storage.setState('m', steps[0].state, steps[0].deltalog);
    expect(sent).toEqual([]);
    await writing;
    expect(sent).toEqual([steps[0].state._stateID]);
    // A state not newer is not stored. A refused move's (the stored state again) is answered, as boardgame.io does;
    expect(await storage.setStateIfNewer('m', { ...steps[0].state, G: { changed: true } }, [])).toBe(false);
    storage.pubSub.publish('MATCH-m', { type: 'update', args: ['m', steps[0].state] });
    await storage.setState('m', steps[0].state, []);
    expect(sent).toEqual([steps[0].state._stateID, steps[0].state._stateID]);
    // an older one (a late duplicate) is not.
    storage.pubSub.publish('MATCH-m', { type: 'update', args: ['m', initial] });
    await storage.setState('m', initial, []);
    expect(sent).toHaveLength(2);
    expect((await storage.fetch('m', { state: true })).state).toBe(steps[0].state);
    const reread = new JournalStorage(dir);
    await reread.connect();
    expect((await reread.fetch('m', { state: true })).state).toEqual(asStored(steps[0].state));
    // Messages that announce no state go out at once.
    storage.pubSub.publish('MATCH-m', { type: 'matchData', args: ['m', []] });
    expect(sent).toHaveLength(3);
  });

  it("stores a move's change to ctx that boardgame.io made in place on the state before it (a move's count in the simultaneous phase)", async () => {
    const dir = freshDir();
    const { initial } = gameSteps('journal-ctx', 1);
    const storage = new JournalStorage(dir);
    await storage.connect();
    const before = { ...initial, ctx: { ...initial.ctx, _activePlayersNumMoves: { 1: 0, 2: 0 } } } as State;
    await storage.createMatch('m', { initialState: before, metadata: metadata(0) });
    const held = (await storage.fetch('m', { state: true })).state!;
    // boardgame.io's flow (ProcessMove) counts the move in the ctx of the state it was made on, and the new state shares that object.
    (held.ctx._activePlayersNumMoves as Record<string, number>)[1]++;
    const after = { ...held, ctx: { ...held.ctx, numMoves: 1 }, _stateID: held._stateID + 1 } as State;
    await storage.setState('m', after, []);
    const reread = new JournalStorage(dir);
    await reread.connect();
    expect((await reread.fetch('m', { state: true })).state!.ctx._activePlayersNumMoves).toEqual({ 1: 1, 2: 0 });
  });

  it('wipes a match: its file goes, and it is listed no more', async () => {
    const dir = freshDir();
    const storage = new JournalStorage(dir);
    await storage.connect();
    const { initial } = gameSteps('journal-wipe', 1);
    await storage.createMatch('a', { initialState: initial, metadata: metadata(0) });
    await storage.createMatch('b', { initialState: initial, metadata: metadata(0) });
    await storage.wipe('a');
    expect(await storage.listMatches()).toEqual(['b']);
    expect(readdirSync(dir)).toHaveLength(1);
    const reread = new JournalStorage(dir);
    await reread.connect();
    expect(await reread.listMatches()).toEqual(['b']);
    expect(await reread.fetch('a', { state: true, metadata: true })).toEqual({});
  });

  it('a write that arrives after a wipe (read before it) does not bring the match back', async () => {
    // boardgame.io's connection-status write reads the metadata, and writes it after the last leave wiped the match (takeover.test.ts).
    const dir = freshDir();
    const storage = new JournalStorage(dir);
    await storage.connect();
    const { initial, steps } = gameSteps('journal-late-write', 1);
    await storage.createMatch('a', { initialState: initial, metadata: metadata(0) });
    const { metadata: read } = await storage.fetch('a', { metadata: true });
    await storage.wipe('a');
    await storage.setMetadata('a', { ...read!, updatedAt: 1 });
    expect(await storage.setStateIfNewer('a', steps[0].state, steps[0].deltalog)).toBe(false);
    expect(await storage.listMatches()).toEqual([]);
    expect(await storage.fetch('a', { state: true, metadata: true })).toEqual({});
    expect(readdirSync(dir)).toEqual([]);
    // A match created afresh under the same ID is written to again.
    await storage.createMatch('a', { initialState: initial, metadata: metadata(0) });
    await storage.setMetadata('a', metadata(2));
    expect((await storage.fetch('a', { metadata: true })).metadata?.updatedAt).toBe(2);
  });

  it('imports the FlatFile matches of DATA_DIR once, at its first start, and leaves the old files alone', async () => {
    const dir = freshDir();
    const { initial, steps } = gameSteps('journal-import', 30);
    const old = flatFileStorage(dir).storage;
    await old.connect();
    await old.createMatch('old', { initialState: initial, metadata: metadata(0) });
    for (const [i, { state, deltalog }] of steps.entries()) {
      await old.setState('old', state, deltalog);
      await old.setMetadata('old', metadata(i + 1));
    }
    const before = await old.fetch('old', { state: true, log: true, initialState: true, metadata: true });
    const oldFiles = readdirSync(dir).sort();

    const said: string[] = [];
    // The store a server started on this DATA_DIR with no STORE and no DATABASE_URL uses: the import needs no step of its own.
    const first = storageFromEnvironment({ DATA_DIR: dir }).storage as JournalStorage;
    (first as unknown as { log: (m: string) => void }).log = (m) => said.push(m);
    await first.connect();
    expect(said.join('\n')).toContain('imported 1 match(es)');
    expect(await first.fetch('old', { state: true, log: true, initialState: true, metadata: true })).toEqual(asStored(before));
    expect(await first.listMatches()).toEqual(['old']);
    // Played on in the journal, then started again: no second import over it.
    await first.setState('old', { ...steps[29].state, _stateID: steps[29].state._stateID + 1 }, []);
    const second = journalStorage(dir).storage;
    await second.connect();
    expect((await second.fetch('old', { state: true })).state!._stateID).toBe(steps[29].state._stateID + 1);
    expect(existsSync(join(dir, 'journal'))).toBe(true);
    expect(
      readdirSync(dir)
        .filter((n) => n !== 'journal')
        .sort(),
    ).toEqual(oldFiles);
    // FlatFile cannot share its folder with the journal: a clear error, not node-persist's EISDIR.
    await expect(flatFileStorage(dir).storage.connect()).rejects.toThrow('FlatFile (STORE=files) needs a DATA_DIR of its own');
  });
});
