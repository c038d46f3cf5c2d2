/**
 * What storing a move costs, the journal (the default), FlatFile (STORE=files)
 * and PostgreSQL: the
 * calls boardgame.io's Master makes for every move (fetch the metadata, fetch
 * the state, then write the state with its deltalog and the metadata at
 * once; with the journal and PostgreSQL also the update it publishes, held until the state is
 * stored), replayed with the states of real games played through
 * boardgame.io's reducer. Matches run side by side (`--matches`), each one
 * move at a time, as boardgame.io's per-match queue runs them. Prints figures
 * only.
 *
 *   node scripts/run-ts.mjs scripts/benchStorage.ts [--matches 20] [--moves 200] [--postgres-only]
 *
 * Each line also gives this process's CPU per move (the storage's work in
 * Node: JSON, diffs, the driver) and, for PostgreSQL on the throwaway
 * cluster, the database's.
 *
 * PostgreSQL: DATABASE_URL, else a throwaway cluster of Debian's postgresql
 * with its default (durable) settings, as test/server/pgCluster.ts starts it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server as BgioServer, State } from 'boardgame.io';
import { gameSteps, type Step } from './gameSteps';
import { PostgresStorage } from '../src/server/storage/postgres/postgresStorage';
import { JournalStorage } from '../src/server/storage/journal/journalStorage';
import { flatFileStorage, type MatchStorage } from '../src/server/storage/storage';
import { clusterCpuSeconds, startPgCluster } from '../test/server/pgCluster';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(name: string, storage: MatchStorage, games: { initial: State; steps: Step[] }[]): Promise<void> {
  await storage.connect();
  const pubSub = storage instanceof PostgresStorage || storage instanceof JournalStorage ? storage.pubSub : undefined;
  const metadata = (updatedAt: number): BgioServer.MatchData =>
    ({
      gameName: 'three-kingdoms-redux',
      players: { 0: { id: 0, name: 'a', credentials: 'x' }, 1: { id: 1 }, 2: { id: 2 } },
      createdAt: 0,
      updatedAt,
    }) as BgioServer.MatchData;
  const latencies: number[] = [];
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const databaseBefore = storage instanceof PostgresStorage && cluster ? clusterCpuSeconds(cluster) : NaN;
  await Promise.all(
    games.map(async ({ initial, steps }, m) => {
      const matchID = `bench-${name.replace(/\W+/g, '-')}-${m}`;
      await storage.createMatch(matchID, { initialState: initial, metadata: metadata(0) });
      for (const { state, deltalog } of steps) {
        const t = performance.now();
        const { metadata: before } = await storage.fetch(matchID, { metadata: true });
        await storage.fetch(matchID, { state: true });
        pubSub?.publish(`MATCH-${matchID}`, { type: 'update', args: [matchID, { ...state, deltalog }] });
        await Promise.all([
          storage.setState(matchID, state, deltalog),
          storage.setMetadata(matchID, { ...before!, updatedAt: Date.now() }),
        ]);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerMove = (cpu.user + cpu.system) / 1000 / latencies.length;
  const databasePerMove = cluster ? ((clusterCpuSeconds(cluster) - databaseBefore) * 1000) / latencies.length : NaN;
  latencies.sort((x, y) => x - y);
  const mean = latencies.reduce((s, x) => s + x, 0) / latencies.length;
  console.log(
    `${name.padEnd(44)} ${String(latencies.length).padStart(6)} moves  ${(latencies.length / seconds).toFixed(0).padStart(6)} moves/s  ` +
      `mean ${mean.toFixed(2)} ms  p50 ${percentile(latencies, 50).toFixed(2)} ms  p95 ${percentile(latencies, 95).toFixed(2)} ms  ` +
      `CPU/move ${cpuPerMove.toFixed(3)} ms${Number.isNaN(databasePerMove) ? '' : `  PostgreSQL CPU/move ${databasePerMove.toFixed(3)} ms`}`,
  );
  await storage.close?.();
}

const matches = option('matches', 20);
const moves = option('moves', 200);
const games = Array.from({ length: matches }, (_, i) => gameSteps(`bench-storage-${i}`, moves));
const bytes = games[0].steps.map((s) => JSON.stringify(s.state).length);
console.log(
  `${matches} matches side by side, up to ${moves} moves each; a stored state is ${Math.min(...bytes)} to ${Math.max(...bytes)} bytes of JSON`,
);

const dir = mkdtempSync(join(tmpdir(), 'tkr-bench-files-'));
const cluster = process.env.DATABASE_URL ? undefined : await startPgCluster({ durable: true });
const url = process.env.DATABASE_URL ?? cluster!.url;
try {
  // Its own folder: node-persist reads every entry of FlatFile's folder as a file.
  if (!process.argv.includes('--postgres-only')) {
    await measure('journal (append, fdatasync per move)', new JournalStorage(`${dir}-journal`), games);
    // node-persist keeps one store per process: FlatFile runs once, with all its matches.
    await measure('FlatFile (files, no fsync)', flatFileStorage(dir).storage, games);
  }
  await measure('PostgreSQL (synchronous_commit on)', new PostgresStorage({ connectionString: url }), games);
  const asyncCommit = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c synchronous_commit=off')}`;
  await measure('PostgreSQL (synchronous_commit off)', new PostgresStorage({ connectionString: asyncCommit }), games);
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-journal`, { recursive: true, force: true });
  await cluster?.stop();
}
