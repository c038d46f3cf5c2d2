/**
 * The file operations the journal makes (journalStorage.ts), as one object:
 * node's by default. The tests give one whose open, write, sync or rename
 * fails when they say (EMFILE, ENOSPC, EIO), to check that a failed write
 * never leaves the journal holding or sending a state its file does not hold.
 */
import { mkdir, open, readdir, readFile, rename, truncate, unlink, writeFile } from 'node:fs/promises';
import { constants, readFileSync } from 'node:fs';

/** An open file: what the journal does with one. */
export interface JournalFile {
  /** Resolves with the bytes written, which may be fewer than asked (a disk filling up). */
  write(text: string): Promise<{ bytesWritten: number }>;
  datasync(): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface JournalFiles {
  open(path: string, flags: string | number): Promise<JournalFile>;
  readFile(path: string): Promise<Buffer>;
  writeFile(path: string, text: string): Promise<void>;
  readdir(path: string): Promise<string[]>;
  /** Creates the folder and its parents, if missing. */
  mkdir(path: string): Promise<unknown>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  truncate(path: string, length: number): Promise<void>;
}

export const nodeFiles: JournalFiles = {
  open: (path, flags) => open(path, flags),
  readFile: (path) => readFile(path),
  writeFile: (path, text) => writeFile(path, text),
  readdir: (path) => readdir(path),
  mkdir: (path) => mkdir(path, { recursive: true }),
  rename: (from, to) => rename(from, to),
  unlink: (path) => unlink(path),
  truncate: (path, length) => truncate(path, length),
};

/**
 * How a match's file is opened for its appends: each write returns only once its bytes are on the disk, as
 * a write followed by fdatasync would, in one system call instead of two. Each call is a task for libuv's
 * threads, and waking one costs the server's main thread more than the call (docs/server-performance.md, "Where a move's CPU goes").
 */
export const APPEND_SYNCED = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC;

/** fsync of a file or a folder (a folder's, so a file created or renamed in it stays after a crash). */
export async function syncFile(path: string, files: JournalFiles = nodeFiles): Promise<void> {
  const handle = await files.open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * At most this many match files are open at once, by default: a quarter of the process's limit on open
 * files (its sockets, three or more per match, need the rest), between 256 and 4,096. With 256 whatever the
 * limit, 500 matches under way closed and opened a file for nearly every move (5% of the server's time
 * at 500 matches, and two more tasks for libuv's threads per move).
 */
export const MAX_OPEN_FILES = openFilesBudget(readProcessLimits());

/** The match files the journal keeps open for a process whose limit on open files `limits` (/proc/self/limits) says. */
export function openFilesBudget(limits: string | undefined): number {
  const line = limits?.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (soft === 'unlimited') return 4096;
  const count = Number(soft);
  return Number.isFinite(count) && count > 0 ? Math.min(4096, Math.max(256, Math.floor(count / 4))) : 256;
}

function readProcessLimits(): string | undefined {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined; // not Linux: the smallest budget
  }
}
