/**
 * A throwaway PostgreSQL cluster for one test file: Debian's postgresql
 * binaries (/usr/lib/postgresql/<version>/bin, or on the PATH), `initdb` in a
 * fresh temporary folder, `pg_ctl start` on a free loopback port with its unix
 * sockets in that folder, and everything removed by `stop()`.
 *
 * initdb and postgres refuse to run as root; tests run as root in CI
 * containers, so there the cluster belongs to the `postgres` system user
 * (created by Debian's package) and its commands run through `runuser`.
 *
 * Without PostgreSQL the tests fail, saying how to install it: a database
 * test that skips itself would pass without testing anything.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pgLib from 'pg';

const run = promisify(execFile);

export interface PgCluster {
  /** postgres://tkr@127.0.0.1:<port>/postgres (trust authentication on loopback). */
  url: string;
  /** The same database through the cluster's Unix socket (in its folder): no TCP stack on either side. */
  socketUrl: string;
  port: number;
  /** The cluster's data folder (its postmaster.pid names the server's process: the benchmark counts its CPU). */
  dataDir: string;
  /** Creates an empty database `name` in the cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
  /**
   * The same at once, for a process that is ending (an 'exit' handler runs
   * nothing asynchronous): the postmaster told to quit (SIGQUIT, PostgreSQL's
   * immediate shutdown), the folder removed. Does nothing once stopped.
   */
  stopNow(): void;
}

const INSTALL_HINT =
  "Install Debian's PostgreSQL server (sudo apt-get update && sudo apt-get install -y postgresql; .ci/run does it when it is missing), " +
  'or set PG_BIN to the folder holding initdb and pg_ctl.';

/** The folder with initdb and pg_ctl: $PG_BIN, the newest /usr/lib/postgresql/<version>/bin, or one on the PATH. */
function findPostgresBin(): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    candidates.push(
      ...readdirSync(debian)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => join(debian, v, 'bin')),
    );
  candidates.push(...(process.env.PATH ?? '').split(':').filter(Boolean));
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found)
    throw new Error(
      `PostgreSQL is not installed: no initdb and pg_ctl in ${candidates.slice(0, 3).join(', ')} or the PATH. ${INSTALL_HINT}`,
    );
  return found;
}

/** A port nobody listens on right now (the cluster takes it a moment later; a clash is retried). */
function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** `durable`: keep PostgreSQL's default fsync and commit settings (for measurements; tests run without them). */
export async function startPgCluster(options: { durable?: boolean } = {}): Promise<PgCluster> {
  const bin = findPostgresBin();
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | undefined;
  if (asRoot) {
    try {
      owner = await userIds('postgres');
    } catch {
      throw new Error(`PostgreSQL refuses to run as root, and there is no "postgres" user to run it as. ${INSTALL_HINT}`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'tkr-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);
  /** Runs a PostgreSQL binary as the cluster's owner. */
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);

  const removeFolder = () => rmSync(dir, { recursive: true, force: true });
  try {
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'tkr',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-instructions',
      ...(options.durable ? [] : ['--no-sync']),
    ]);
  } catch (e) {
    removeFolder();
    throw new Error(`initdb failed: ${(e as { stderr?: string }).stderr ?? (e as Error).message}`);
  }

  let lastFailure = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    // Durability is useless for a throwaway cluster, and costs the tests time.
    const fast = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const settings = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}${fast}`;
    try {
      await pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings]);
    } catch (e) {
      lastFailure = `${(e as { stderr?: string }).stderr ?? ''}${existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''}`;
      continue;
    }
    const url = `postgres://tkr@127.0.0.1:${port}/postgres`;
    return {
      url,
      socketUrl: `postgresql:///postgres?host=${encodeURIComponent(dir)}&port=${port}&user=tkr`,
      port,
      dataDir,
      async createDatabase(name: string) {
        const admin = new pgLib.Client({ connectionString: url });
        await admin.connect();
        try {
          await admin.query(`CREATE DATABASE ${name}`);
        } finally {
          await admin.end();
        }
        return url.replace(/\/postgres$/, `/${name}`);
      },
      async stop() {
        try {
          await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
        } finally {
          removeFolder();
        }
      },
      stopNow() {
        try {
          const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
          if (postmaster > 0) process.kill(postmaster, 'SIGQUIT');
        } catch {
          // Stopped already (its folder is gone), or it has just ended.
        }
        try {
          removeFolder();
        } catch {
          // A file the quitting server wrote meanwhile: what is left is in the temporary folder.
        }
      },
    };
  }
  removeFolder();
  throw new Error(`PostgreSQL did not start: ${lastFailure}`);
}

/**
 * CPU seconds (user + system, from /proc) of the cluster: its postmaster and
 * the processes it started (backends, writers), those running and those that
 * ended (their time is added to the postmaster's children's time once it has
 * reaped them).
 */
export function clusterCpuSeconds(cluster: PgCluster): number {
  try {
    const postmaster = Number(readFileSync(join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    let total = 0;
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(name) === postmaster || Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) / 100;
        // And the postmaster's ended children (a pool's idle connection closes, its backend exits): their time is its.
        if (Number(name) === postmaster) total += (Number(fields[13]) + Number(fields[14])) / 100;
      } catch {
        // ended meanwhile
      }
    }
    return total;
  } catch {
    return NaN;
  }
}
