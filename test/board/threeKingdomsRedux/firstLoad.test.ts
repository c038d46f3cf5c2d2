/**
 * The page's first load stays small (issue 34): the JavaScript and CSS that
 * index.html makes the browser fetch before the page can be used, each file
 * compressed as the server sends it to a browser (brotli, quality 11:
 * src/server/http/pageFiles.ts), at most 250,000 bytes in all, with the
 * modules they import before the page runs. The bots' worker is not in it (the
 * page asks for it when a game with bots starts), nor a game loaded when chosen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../../../scripts/boardBuild';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BUDGET_BYTES = 250_000;

/** The files index.html loads before the page runs: its scripts and its stylesheets. */
function firstLoadFiles(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...scripts, ...styles];
}

/** The modules a module imports before it runs (`import … from "./x.js"`, `import "./x.js"`), not those it loads later (`import("./x.js")`). */
function staticImports(js: string): string[] {
  return [...js.matchAll(/\bfrom\s*"\.\/([^"]+\.js)"|\bimport\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
}

const dynamicImports = (js: string): string[] => [...js.matchAll(/\bimport\(\s*"\.\/([^"]+\.js)"\s*\)/g)].map((m) => m[1]);

/** index.html's files and every module they import before the page runs. */
function withStaticImports(outdir: string, files: string[]): string[] {
  const all = [...files];
  for (let i = 0; i < all.length; i++)
    if (all[i].endsWith('.js'))
      for (const dep of staticImports(readFileSync(join(outdir, all[i]), 'utf8'))) if (!all.includes(dep)) all.push(dep);
  return all;
}

describe('the first load', () => {
  it('finds every script and stylesheet of a page', () => {
    const html = '<link rel="stylesheet" href="a-1.css"><link rel="icon" href="x"><script src="main-2.js"></script>';
    expect(firstLoadFiles(html)).toEqual(['main-2.js', 'a-1.css']);
    const js = 'import{a as b}from"./chunk-A.js";import"./chunk-B.js";const p=()=>import("./page-C.js");';
    expect(staticImports(js)).toEqual(['chunk-A.js', 'chunk-B.js']);
    expect(dynamicImports(js)).toEqual(['page-C.js']);
  });

  it('is at most 250 KB of JS and CSS as the server compresses them', async () => {
    const { outdir } = await buildBoard({ root: ROOT, outdir: join(ROOT, '.build', 'first-load') });
    const html = readFileSync(join(outdir, 'index.html'), 'utf8');
    const files = withStaticImports(outdir, firstLoadFiles(html));
    // A game loaded when chosen (Dragons & Tigers) is a module of its own, outside the first load.
    const later = files.flatMap((f) => (f.endsWith('.js') ? dynamicImports(readFileSync(join(outdir, f), 'utf8')) : []));
    expect(later.length).toBeGreaterThan(0);
    for (const f of later) expect(files).not.toContain(f);
    expect(files.some((f) => f.endsWith('.js')) && files.some((f) => f.endsWith('.css'))).toBe(true);
    const raw = files.map((f) => readFileSync(join(outdir, f)));
    const brotli = raw.map((b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    const sizes = Object.fromEntries(files.map((f, i) => [f, brotli[i]]));
    const total = brotli.reduce((a, b) => a + b, 0);
    // gzip, for a proxy that strips brotli: told, not bounded.
    const gzip = raw.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(`first load: ${JSON.stringify(sizes)} = ${total} bytes brotli of ${BUDGET_BYTES} (${gzip} gzip)`);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_BYTES);
  }, 120_000);
});
