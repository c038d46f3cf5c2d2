/**
 * Bytes a storage writes per move early in a match and late in it: the
 * journal appends (the same bytes per move at move 300 as at move 10),
 * FlatFile rewrites the match's whole log on every move (more and more).
 * Counted by the kernel: the process's write() bytes (/proc/self/io wchar),
 * compactions included, over a window of moves around each point, with a
 * real game's states (gameSteps.ts). Prints one line of JSON.
 *
 * PostgreSQL (--store postgres, a throwaway cluster unless DATABASE_URL is
 * set): what the database writes is its write-ahead log, so the bytes are
 * the WAL's growth around each move (pg_current_wal_lsn), snapshots
 * included; on a shared database other sessions' writes would count too.
 *
 *   node scripts/run-ts.mjs scripts/storageWrites.ts [--store journal|files|postgres] [--early 10] [--late 300] [--window 40]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server as BgioServer } from 'boardgame.io';
import pg from 'pg';
import { journalStorage, flatFileStorage, type StorageChoice } from '../src/server/storage/storage';
import { PostgresStorage } from '../src/server/storage/postgres/postgresStorage';
import { startPgCluster, type PgCluster } from '../test/server/pgCluster';
import { gameSteps } from './gameSteps';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const store = option('store', 'journal');
const early = Number(option('early', '10'));
const late = Number(option('late', '300'));
const window = Number(option('window', '40'));

const kernelWrites = async () => Number(/wchar:\s*(\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))![1]);

const { initial, steps } = gameSteps(option('seed', 'a'), late + window / 2);
if (steps.length < late + window / 2) throw new Error(`the game ended after ${steps.length} moves`);
const dir = mkdtempSync(join(tmpdir(), 'tkr-writes-'));
let cluster: PgCluster | undefined;
let walReader: pg.Client | undefined;
let storage: StorageChoice['storage'];
let written = kernelWrites;
if (store === 'postgres') {
  cluster = process.env.DATABASE_URL ? undefined : await startPgCluster({ durable: true });
  const url = process.env.DATABASE_URL ?? cluster!.url;
  storage = new PostgresStorage({ connectionString: url });
  walReader = new pg.Client({ connectionString: url });
  await walReader.connect();
  const reader = walReader;
  written = async () => Number((await reader.query("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint AS at")).rows[0].at);
} else storage = (store === 'files' ? flatFileStorage(dir) : journalStorage(dir)).storage;
const metadata = (updatedAt: number) =>
  ({
    gameName: 'three-kingdoms-redux',
    players: { 0: { id: 0, name: 'a', credentials: 'x' }, 1: { id: 1 }, 2: { id: 2 } },
    createdAt: 0,
    updatedAt,
  }) as BgioServer.MatchData;
try {
  await storage.connect();
  await storage.createMatch('m', { initialState: initial, metadata: metadata(0) });
  const perMove: number[] = [];
  for (const [i, { state, deltalog }] of steps.entries()) {
    const before = await written();
    // As boardgame.io's Master stores a move: the state with its log entries, and the metadata, at once.
    await Promise.all([storage.setState('m', state, deltalog), storage.setMetadata('m', metadata(i + 1))]);
    perMove.push((await written()) - before);
  }
  /** Mean bytes per move over the window of moves around `at` (from the first move when `at` is near it). */
  const mean = (at: number) => {
    const from = Math.max(0, at - window / 2);
    return Math.round(perMove.slice(from, from + window).reduce((s, x) => s + x, 0) / window);
  };
  const stateBytes = (at: number) => JSON.stringify(steps[at].state).length;
  console.log(
    JSON.stringify({
      store,
      window,
      early,
      late,
      bytesPerMoveEarly: mean(early),
      bytesPerMoveLate: mean(late),
      stateBytesEarly: stateBytes(early),
      stateBytesLate: stateBytes(late),
    }),
  );
  await storage.close?.();
} finally {
  await walReader?.end();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
