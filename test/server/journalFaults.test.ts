/**
 * A failed write never leaves the journal holding, sending or later
 * replaying a state its file does not hold (src/server/storage/journal/journalStorage.ts):
 * every open, write, sync and rename of a short game, in turn, fails with
 * EMFILE, ENOSPC or EIO (or a write is half done: journalFaults.ts), the game
 * plays on (a refused move is sent again, as its player would), and a fresh
 * journal on the same folder then replays exactly what was acknowledged.
 * Through a real server: journalFaultsServer.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEntry, Server as BgioServer, State } from 'boardgame.io';
import { afterEach, describe, expect, it } from 'vitest';
import { gameSteps, type Step } from '../../scripts/gameSteps';
import { JournalStorage } from '../../src/server/storage/journal/journalStorage';
import { faultyFiles, type Fault, type FaultCode, type FaultPoint } from './journalFaults';

const GAME = 'three-kingdoms-redux';
const metadata = (updatedAt: number): BgioServer.MatchData =>
  ({
    gameName: GAME,
    players: { 0: { id: 0, name: 'a', credentials: 'x' }, 1: { id: 1 }, 2: { id: 2 } },
    createdAt: 0,
    updatedAt,
  }) as BgioServer.MatchData;
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const dirs: string[] = [];
/** In memory where there is such a folder: a hundred games' synced writes take no time there, and the failures are the same. */
const FOLDER = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const freshDir = () => {
  const dir = mkdtempSync(join(FOLDER, 'tkr-journal-faults-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const MATCHES = ['a', 'b'];
const { initial, steps } = gameSteps('journal-faults', 14);

/** What a match's callers were told was stored: the last state and metadata whose write resolved, and the log of those states. */
interface Acknowledged {
  created: boolean;
  state?: State;
  updatedAt?: number;
  log: LogEntry[];
}

/**
 * Two matches created and played move by move, as boardgame.io's master writes a move (its state and its
 * metadata at once), with its update published first and held until stored. Each match's file is closed
 * before its next move (one file open at most: every move opens its file) and compacted now and then (a
 * small threshold). A write that fails is made again, as a player whose move was refused sends it again.
 */
async function play(dir: string, fault?: Fault) {
  const faulty = faultyFiles(fault);
  const said: string[] = [];
  const storage = new JournalStorage(dir, { files: faulty.files, maxOpenFiles: 1, compactAfterBytes: 4 * 1024, log: (m) => said.push(m) });
  await storage.connect();
  const acknowledged = new Map<string, Acknowledged>(MATCHES.map((id) => [id, { created: false, log: [] }]));
  const sent = new Map<string, number[]>(MATCHES.map((id) => [id, []]));
  for (const id of MATCHES) storage.pubSub.subscribe(`MATCH-${id}`, (payload) => sent.get(id)!.push((payload.args[1] as State)._stateID));
  let failures = 0;

  /** What the journal holds now for the match is what its callers were told was stored. */
  const expectHeldAcknowledged = async (id: string, when: string) => {
    const ack = acknowledged.get(id)!;
    const held = await storage.fetch(id, { state: true, metadata: true, log: true });
    expect(held.state && asStored(held.state), `${id}: the state held ${when}`).toEqual(ack.state && asStored(ack.state));
    expect(held.metadata?.updatedAt, `${id}: the metadata held ${when}`).toBe(ack.updatedAt);
    expect(held.log ?? [], `${id}: the log ${when}`).toEqual(asStored(ack.log));
  };

  for (const id of MATCHES) {
    for (let tries = 0; !acknowledged.get(id)!.created; tries++) {
      expect(tries, 'a creation refused twice').toBeLessThan(2);
      try {
        await storage.createMatch(id, { initialState: initial, metadata: metadata(0) });
        Object.assign(acknowledged.get(id)!, { created: true, state: initial, updatedAt: 0 });
      } catch {
        failures++;
        await expectHeldAcknowledged(id, 'after a failed creation');
      }
    }
  }
  const move = async (id: string, step: Step, updatedAt: number) => {
    const ack = acknowledged.get(id)!;
    storage.pubSub.publish(`MATCH-${id}`, { type: 'update', args: [id, step.state] });
    const sentBefore = sent.get(id)!.length;
    const [state, meta] = await Promise.allSettled([
      storage.setState(id, step.state, step.deltalog),
      storage.setMetadata(id, metadata(updatedAt)),
    ]);
    if (state.status === 'fulfilled' && ack.state!._stateID < step.state._stateID) {
      ack.state = step.state;
      ack.log = [...ack.log, ...step.deltalog];
    }
    if (meta.status === 'fulfilled') ack.updatedAt = updatedAt;
    // The move's update went out if and only if its state was stored.
    expect(sent.get(id)!.slice(sentBefore), `${id}: what was sent`).toEqual(state.status === 'fulfilled' ? [step.state._stateID] : []);
    if (state.status === 'rejected' || meta.status === 'rejected') {
      failures++;
      await expectHeldAcknowledged(id, 'after a failed move');
      return false;
    }
    return true;
  };
  for (const [i, step] of steps.entries())
    for (const id of MATCHES)
      for (let tries = 0; !(await move(id, step, i + 1)); tries++) expect(tries, 'a move refused twice').toBeLessThan(1);
  for (const id of MATCHES) await expectHeldAcknowledged(id, 'at the end');
  await storage.close();
  return { acknowledged, failures, said, counts: faulty.counts, fired: faulty.fired() };
}

/** A fresh journal on the folder replays every match as acknowledged; no file is left but the matches'. */
async function expectReplaysAcknowledged(dir: string, acknowledged: Map<string, Acknowledged>, context: string) {
  expect(readdirSync(dir).sort(), context).toHaveLength(MATCHES.length);
  const said: string[] = [];
  const reread = new JournalStorage(dir, { log: (m) => said.push(m) });
  await reread.connect();
  expect(said, `${context}: nothing dropped or set aside`).toEqual([]);
  for (const [id, ack] of acknowledged) {
    const stored = await reread.fetch(id, { state: true, metadata: true, log: true, initialState: true });
    expect(stored.state, `${context}: ${id}'s state`).toEqual(asStored(ack.state));
    expect(stored.metadata?.updatedAt, `${context}: ${id}'s metadata`).toBe(ack.updatedAt);
    expect(stored.log, `${context}: ${id}'s log`).toEqual(asStored(ack.log));
    expect(stored.initialState, `${context}: ${id}'s initial state`).toEqual(asStored(initial));
  }
  await reread.close();
}

describe('the journal with a failed write', () => {
  it('at every open, write, sync and rename, with EMFILE, ENOSPC or EIO: holds, sends and replays only what was acknowledged', async () => {
    const clean = await play(freshDir());
    expect(clean.failures).toBe(0);
    expect(clean.said).toEqual([]);
    // The game compacts the files (renames) and opens a file for every move.
    expect(clean.counts.rename).toBeGreaterThanOrEqual(2);
    expect(clean.counts.open).toBeGreaterThan(2 * steps.length);
    const codes: FaultCode[] = ['EMFILE', 'ENOSPC', 'EIO'];
    const writes: (Fault['partial'] | undefined)[] = [undefined, 'torn', 'short'];
    let runs = 0;
    for (const point of ['open', 'write', 'sync', 'rename'] as FaultPoint[]) {
      for (let nth = 1; nth <= clean.counts[point]; nth++) {
        const fault: Fault = {
          point,
          nth,
          code: codes[(nth + runs) % codes.length],
          partial: point === 'write' ? writes[nth % writes.length] : undefined,
        };
        const context = `${point} #${nth} failed (${fault.code}${fault.partial ? `, ${fault.partial}` : ''})`;
        const dir = freshDir();
        const run = await play(dir, fault);
        expect(run.fired, context).toBe(true);
        // Every failure is reported, naming its match.
        if (run.failures > 0) expect(run.said.join('\n'), context).toMatch(/match [ab]\b/);
        await expectReplaysAcknowledged(dir, run.acknowledged, context);
        // Played to its end all the same: the refused moves made again.
        for (const id of MATCHES) expect(run.acknowledged.get(id)!.state, `${context}: ${id}`).toBe(steps[steps.length - 1].state);
        rmSync(dir, { recursive: true, force: true });
        runs++;
      }
    }
    expect(runs).toBeGreaterThan(60);
  }, 60_000);
});
