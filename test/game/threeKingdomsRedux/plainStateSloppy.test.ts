/**
 * The page's bundle is esbuild's iife output: sloppy-mode code, where a write into a frozen object is ignored
 * without an error. The planned working copy (src/game/threeKingdomsRedux/plainState.ts) relies on such a write throwing, so
 * there every move must take a full copy; the game must play exactly as in the strict build (ES modules, the
 * server's and the tests').
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playSeededGame } from '../../seededReducerGame';

const loadPackage = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('a sloppy-mode bundle (the page)', () => {
  it('plays a seeded game through the reducer exactly as the strict build does, every move on a full copy', async () => {
    const { build } = loadPackage('esbuild') as typeof import('esbuild');
    const { outputFiles } = await build({
      stdin: {
        contents: "import { playSeededGame } from './test/seededReducerGame'; globalThis.__sloppyPlay = playSeededGame;",
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const code = outputFiles[0].text;
    expect(code.startsWith('"use strict"')).toBe(false);
    // A Function's body is sloppy unless it says otherwise, as a classic <script> is.
    new Function(code)();
    const sloppy = (globalThis as unknown as { __sloppyPlay: typeof playSeededGame }).__sloppyPlay('sloppy-bundle', 300);
    const strict = playSeededGame('sloppy-bundle', 300);
    expect(sloppy.states.length).toBe(300);
    expect(sloppy.counts.planned + sloppy.counts.redone).toBe(0);
    expect(sloppy.counts.full).toBeGreaterThan(300);
    expect(strict.counts.planned).toBeGreaterThan(0);
    expect(sloppy.states).toEqual(strict.states);
  });
});
