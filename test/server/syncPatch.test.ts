/**
 * The patch for boardgame.io issue #1159 (patches/boardgame.io+0.50.2.patch):
 * a sync's `initialState` goes through the same player view as its `state`.
 * The socket tests (hiddenInformation.test.ts) check the server's own copy of
 * the filter; here the two module builds the rest loads: the CommonJS one
 * (Node's require) and the ES module one that esbuild bundles into the
 * browser page (its in-page master).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as internal from 'boardgame.io/internal';
import { makeGame } from '../../src/game/threeKingdomsRedux/game';
import type { GameState } from '../../src/game/threeKingdomsRedux/state';
import { assertSyncFilterPatched } from '../../src/server/sockets/syncPatch';

const loadPackage = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
type FilterFactory = typeof internal.getFilterPlayerView;

describe('the sync filter', () => {
  const filters: Record<string, { factory: FilterFactory; file: string }> = {};
  const scratch = mkdtempSync(join(tmpdir(), 'tkr-sync-patch-'));
  beforeAll(async () => {
    filters.CommonJS = {
      factory: (loadPackage('boardgame.io/internal') as typeof internal).getFilterPlayerView,
      file: loadPackage.resolve('boardgame.io/internal'),
    };
    // The page's build: esbuild for the browser takes boardgame.io's ES modules.
    const { build } = loadPackage('esbuild') as typeof import('esbuild');
    const outfile = join(scratch, 'filter.mjs');
    const { metafile } = await build({
      stdin: { contents: "export { getFilterPlayerView } from 'boardgame.io/internal';", resolveDir: ROOT },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      outfile,
      metafile: true,
      logLevel: 'silent',
    });
    const file = Object.keys(metafile.inputs).find((f) => f.includes('filter-player-view'))!;
    filters['ES module'] = {
      factory: ((await import(pathToFileURL(outfile).href)) as { getFilterPlayerView: FilterFactory }).getFilterPlayerView,
      file,
    };
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const game = internal.ProcessGameConfig(makeGame({ seed: 'patch-test' }));
  const initialState = internal.InitializeGame({ game, numPlayers: 3 });
  const payload = { type: 'sync', args: ['m', { state: initialState, initialState, log: [], filteredMetadata: [] }] };
  const weiDrawn = (initialState.G as GameState).players.wei.secret.drawn;

  for (const build of ['CommonJS', 'ES module']) {
    it(`${build} build: initialState is filtered like state (no other seat's cards, no seed)`, () => {
      expect(weiDrawn.length).toBe(6);
      expect(initialState.plugins.random.data).toMatchObject({ seed: 'patch-test' });
      const sent = filters[build].factory(game)('1', payload as never) as {
        args: [
          string,
          { state: { G: GameState; plugins: Record<string, { data: unknown }> }; initialState: (typeof sent.args)[1]['state'] },
        ];
      };
      const { state, initialState: sentInitial } = sent.args[1];
      expect(sentInitial).toEqual(state);
      expect(sentInitial.G.players.wei.secret.drawn).toEqual([]);
      expect(sentInitial.G.players.wu.secret.drawn).toHaveLength(6);
      expect(sentInitial.plugins.random.data).toBeUndefined();
    });
  }

  it('the two builds are different files', () => {
    expect(filters.CommonJS.file).toMatch(/dist\/cjs\/internal\.js$/);
    expect(filters['ES module'].file).toMatch(/dist\/esm\/filter-player-view-[0-9a-f]+\.js$/);
  });

  it('the server checks at start-up that boardgame.io is patched', () => {
    expect(() => assertSyncFilterPatched()).not.toThrow();
  });
});
