/**
 * The journal's file operations with one of them made to fail
 * (src/server/storage/journal/journalFiles.ts): the N-th open, write, sync or rename
 * fails with the error given, as a full disk (ENOSPC), a broken one (EIO) or
 * a process out of file descriptors (EMFILE) makes it fail. A write can fail
 * part-way (half its bytes written, then the error) or come back short (half
 * written, no error). Everything else is node's own.
 */
import { nodeFiles, type JournalFile, type JournalFiles } from '../../src/server/storage/journal/journalFiles';

export type FaultPoint = 'open' | 'write' | 'sync' | 'rename';
export type FaultCode = 'EMFILE' | 'ENOSPC' | 'EIO';

export interface Fault {
  point: FaultPoint;
  /** Which call of that kind fails, from 1. */
  nth: number;
  code: FaultCode;
  /** A write that fails part-way: half its bytes written, then the error; or half written and no error (`short`). */
  partial?: 'torn' | 'short';
}

export interface FaultyFiles {
  files: JournalFiles;
  /** The calls of each kind made so far. */
  counts: Record<FaultPoint, number>;
  /** Whether the fault has happened. */
  fired(): boolean;
  /** The next call of that kind fails so (replacing any fault not happened yet). */
  failNext(point: FaultPoint, code: FaultCode, partial?: Fault['partial']): void;
}

export function faultyFiles(planned?: Fault): FaultyFiles {
  let fault = planned;
  const counts: Record<FaultPoint, number> = { open: 0, write: 0, sync: 0, rename: 0 };
  let fired = false;
  const failsNow = (point: FaultPoint) => {
    counts[point]++;
    if (!fault || fired || fault.point !== point || counts[point] !== fault.nth) return false;
    fired = true;
    return true;
  };
  const error = (point: FaultPoint) => Object.assign(new Error(`${fault!.code}: ${point} failed (injected)`), { code: fault!.code });
  const faulty = (handle: JournalFile): JournalFile => ({
    async write(text) {
      if (!failsNow('write')) return handle.write(text);
      if (!fault!.partial) throw error('write');
      const half = await handle.write(text.slice(0, Math.ceil(text.length / 2)));
      if (fault!.partial === 'short') return half;
      throw error('write');
    },
    async datasync() {
      if (failsNow('sync')) throw error('sync');
      return handle.datasync();
    },
    async sync() {
      if (failsNow('sync')) throw error('sync');
      return handle.sync();
    },
    close: () => handle.close(),
  });
  const files: JournalFiles = {
    ...nodeFiles,
    async open(path, flags) {
      if (failsNow('open')) throw error('open');
      return faulty(await nodeFiles.open(path, flags));
    },
    async rename(from, to) {
      if (failsNow('rename')) throw error('rename');
      return nodeFiles.rename(from, to);
    },
  };
  return {
    files,
    counts,
    fired: () => fired,
    failNext(point, code, partial) {
      fault = { point, nth: counts[point] + 1, code, partial };
      fired = false;
    },
  };
}
