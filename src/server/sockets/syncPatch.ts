/**
 * Start-up check that boardgame.io is patched for its issue #1159 (see
 * patches/ and docs/dependencies.md, "Why patch-package"): unpatched, every client that
 * connects is sent the match's `initialState` unfiltered, with all hidden
 * cards and the random seed. `npm ci` and `npm install` apply the patch
 * (postinstall); an install that skipped scripts would not, and then the
 * server must not start.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The text the patch adds to boardgame.io's server bundle. */
const PATCH_MARK = 'filteredInitialState';

export function assertSyncFilterPatched(): void {
  const serverModule = createRequire(import.meta.url).resolve('boardgame.io/server');
  if (!readFileSync(serverModule, 'utf8').includes(PATCH_MARK))
    throw new Error(
      `boardgame.io is not patched (${serverModule}): it would send every client the full initial state with all hidden cards. ` +
        'Run `npm ci` (or `npx patch-package`) so patches/boardgame.io+0.50.2.patch is applied.',
    );
}
