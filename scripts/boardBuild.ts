/**
 * Builds the browser board into dist/: the page's modules (src/board/main.tsx
 * and the chunks it imports, at once or when a game is chosen), the bots' Web
 * Workers (BOT_WORKERS), index.html and the CSS.
 *
 * The modules and the CSS get a content hash in their names (main-3FQ2K7ZL.js,
 * written into index.html), so the server can let browsers keep them for a
 * year (src/server/http/pageFiles.ts) and a new build is still loaded at once:
 * index.html is revalidated on every load. The workers keep their names (the
 * page asks for botWorker.js, dragonsAndTigersBots.js by name) and are revalidated too.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';

// Loaded at run time, not bundled: scripts/run-ts.mjs bundles this script, and esbuild's
// own JS API must stay in node_modules next to its native binary.
const loadPackage = createRequire(import.meta.url);
const { build } = loadPackage('esbuild') as typeof import('esbuild');
type BuildOptions = import('esbuild').BuildOptions;

/**
 * The bots' Web Workers, by the name the page asks for (`<name>.js`): Three Kingdoms Redux's
 * (threeKingdomsRedux/workerScript.ts) and each shell game's `botWorker` (src/board/<game>/bots.ts).
 */
const BOT_WORKERS: Readonly<Record<string, readonly string[]>> = {
  botWorker: ['threeKingdomsRedux', 'ai', 'botWorker.ts'],
  dragonsAndTigersBots: ['dragonsAndTigers', 'botWorker.ts'],
};

export interface BoardBuildOptions {
  /** Project root (defaults to the working directory). */
  root?: string;
  /** Output folder (defaults to <root>/dist). */
  outdir?: string;
  minify?: boolean;
  /** The page's entry module (defaults to src/board/main.tsx): a test builds a page of its own games. */
  entry?: string;
}

export async function buildBoard(options: BoardBuildOptions = {}): Promise<{ outdir: string; ms: number }> {
  const started = Date.now();
  const root = resolve(options.root ?? process.cwd());
  const outdir = resolve(options.outdir ?? join(root, 'dist'));
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const board = join(root, 'src', 'board');
  const threeKingdomsRedux = join(board, 'threeKingdomsRedux');
  const common = {
    outdir,
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: options.minify ?? true,
    sourcemap: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  } satisfies BuildOptions;
  // The page is ES modules split into chunks: a game loaded when chosen (its listing's dynamic import)
  // is a chunk of its own, outside the first load. Every file but index.html carries its content's hash.
  const page = await build({
    ...common,
    entryPoints: { main: options.entry ?? join(board, 'main.tsx') },
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
  });
  // Classic workers (the page asks for each by name): one file each, never in the page's first load.
  for (const [name, script] of Object.entries(BOT_WORKERS))
    await build({ ...common, entryPoints: { [name]: join(board, ...script) }, format: 'iife' });
  const main = Object.entries(page.metafile.outputs).find(([, out]) => out.entryPoint !== undefined && out.entryPoint.length > 0)?.[0];
  if (!main) throw new Error('esbuild wrote no entry file for the page');
  let html = readFileSync(join(board, 'index.html'), 'utf8');
  for (const from of [join(threeKingdomsRedux, 'board.css'), join(board, 'app.css')]) {
    if (!existsSync(from)) continue;
    const css = basename(from);
    copyFileSync(from, join(outdir, css));
    html = renamedIn(html, `href="${css}"`, `href="${fingerprint(outdir, css)}"`);
  }
  html = renamedIn(html, '<script src="main.js">', `<script type="module" src="${basename(main)}">`);
  writeFileSync(join(outdir, 'index.html'), html);
  return { outdir, ms: Date.now() - started };
}

/** `html` with `from` replaced by `to`; the build fails when index.html no longer has `from` (it would load a file that is not there). */
function renamedIn(html: string, from: string, to: string): string {
  if (!html.includes(from))
    throw new Error(`src/board/index.html has no ${from}: scripts/boardBuild.ts must be told how the page loads it now`);
  return html.replace(from, to);
}

/** Base32 letters and digits (esbuild's own hashes look alike). */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Renames `name` in `outdir` to carry 8 characters of its content's hash (its source map too); returns the new name. */
function fingerprint(outdir: string, name: string): string {
  const file = join(outdir, name);
  const digest = createHash('sha256').update(readFileSync(file)).digest();
  const hash = Array.from(digest.subarray(0, 8), (byte) => BASE32[byte % 32]).join('');
  const dot = name.lastIndexOf('.');
  const hashed = `${name.slice(0, dot)}-${hash}${name.slice(dot)}`;
  if (existsSync(`${file}.map`)) {
    renameSync(`${file}.map`, join(outdir, `${hashed}.map`));
    const text = readFileSync(file, 'utf8').replace(`sourceMappingURL=${name}.map`, `sourceMappingURL=${hashed}.map`);
    writeFileSync(file, text);
  }
  renameSync(file, join(outdir, hashed));
  return hashed;
}
