/**
 * Builds the browser board into dist/: the page's bundle (src/board/main.tsx),
 * the bots' Web Worker (src/board/ai/botWorker.ts), index.html and the CSS.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

// Loaded at run time, not bundled: scripts/run-ts.mjs bundles this script, and esbuild's
// own JS API must stay in node_modules next to its native binary.
const loadPackage = createRequire(import.meta.url);
const { build } = loadPackage('esbuild') as typeof import('esbuild');

export interface BoardBuildOptions {
  /** Project root (defaults to the working directory). */
  root?: string;
  /** Output folder (defaults to <root>/dist). */
  outdir?: string;
  minify?: boolean;
}

export async function buildBoard(options: BoardBuildOptions = {}): Promise<{ outdir: string; ms: number }> {
  const started = Date.now();
  const root = resolve(options.root ?? process.cwd());
  const outdir = resolve(options.outdir ?? join(root, 'dist'));
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const board = join(root, 'src', 'board');
  await build({
    entryPoints: { main: join(board, 'main.tsx'), botWorker: join(board, 'ai', 'botWorker.ts') },
    outdir,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['es2022'],
    jsx: 'automatic',
    minify: options.minify ?? true,
    sourcemap: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  copyFileSync(join(board, 'index.html'), join(outdir, 'index.html'));
  for (const css of ['board.css', 'app.css']) {
    const from = join(board, css);
    if (existsSync(from)) copyFileSync(from, join(outdir, css));
  }
  return { outdir, ms: Date.now() - started };
}
