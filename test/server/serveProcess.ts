/**
 * The server as `npm run serve` runs it, in a child process (so a frame that
 * ends the process ends only the child): `node scripts/run-ts.mjs
 * scripts/serve.ts` with its matches in a fresh folder and a one-file page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

export interface ServeProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** Stops it (SIGTERM) and removes its folders. */
  stop(): Promise<void>;
}

/** Starts serve.ts with `env` over the defaults (any free port, loopback, no cleanup); rejects with its output if it exits first. */
export async function startServe(env: Record<string, string> = {}): Promise<ServeProcess> {
  const workDir = mkdtempSync(join(tmpdir(), 'tkr-serve-'));
  mkdirSync(join(workDir, 'dist'));
  writeFileSync(join(workDir, 'dist', 'index.html'), '<!doctype html><title>Three Kingdoms Redux</title>');
  const { child, url, output, exit, alive } = await spawnServe({
    PORT: '0',
    HOST: '127.0.0.1',
    CLEANUP: 'off',
    BOTS: 'off',
    PAGE_DIR: join(workDir, 'dist'),
    DATA_DIR: join(workDir, 'data'),
    ...env,
  });
  return {
    url,
    child,
    output,
    alive,
    async stop() {
      if (alive()) {
        child.kill('SIGTERM');
        await exit;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** serve.ts in a child process, as spawned by spawnServe. */
export interface SpawnedServe {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** Settles when it exits. */
  exit: Promise<void>;
}

/**
 * Spawns serve.ts with `env` over this process's environment; resolves once
 * it says where it serves, rejects with its output if it exits first or says
 * nothing within 60 s.
 */
export async function spawnServe(env: Record<string, string>): Promise<SpawnedServe> {
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const exit = new Promise<void>((done) =>
    child.once('exit', () => {
      exited = true;
      done();
    }),
  );
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const served = /being served at (http:\/\/[^/\s]+)\//.exec(output);
      if (served) {
        clearTimeout(timer);
        ok(served[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exit.then(() => {
      clearTimeout(timer);
      fail(new Error(`the server stopped (${child.exitCode}):\n${output}`));
    });
  });
  return { url, child, output: () => output, alive: () => !exited, exit };
}

/** Runs serve.ts with `env` until it exits; resolves with its exit code and output (for start-up failures). */
export function runServeUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  const workDir = mkdtempSync(join(tmpdir(), 'tkr-serve-'));
  mkdirSync(join(workDir, 'dist'));
  writeFileSync(join(workDir, 'dist', 'index.html'), '<!doctype html>');
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      CLEANUP: 'off',
      BOTS: 'off',
      PAGE_DIR: join(workDir, 'dist'),
      DATA_DIR: join(workDir, 'data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((ok) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(workDir, { recursive: true, force: true });
      ok({ code, output });
    });
  });
}
