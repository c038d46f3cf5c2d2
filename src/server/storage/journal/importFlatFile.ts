/**
 * The one-time move of the matches kept by the earlier default store
 * (boardgame.io's FlatFile, node-persist files in DATA_DIR) into the journal
 * (DATA_DIR/journal). It runs when the journal folder does not exist yet: the
 * matches are written into a hidden staging folder, which is synced and then
 * renamed to the journal's name, so a crash during the import leaves no
 * journal and the import simply runs again at the next start. The old files
 * are left where they were (they are no longer read or written).
 */
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PromptFlatFile } from '../flatFile';
import { JournalStorage } from './journalStorage';
import { syncFile } from './journalFiles';

export const JOURNAL_FOLDER = 'journal';
const STAGING_FOLDER = '.journal-importing';

/** Imports DATA_DIR's FlatFile matches into DATA_DIR/journal unless that exists; says how many matches it imported. */
export async function importFlatFileMatches(dataDir: string): Promise<number> {
  const journalDir = join(dataDir, JOURNAL_FOLDER);
  const names = await readdir(dataDir).catch(() => [] as string[]);
  if (names.includes(JOURNAL_FOLDER)) return 0;
  const staging = join(dataDir, STAGING_FOLDER);
  await rm(staging, { recursive: true, force: true });
  // node-persist's files: every other visible file of the folder.
  const hasOldFiles = names.some((name) => !name.startsWith('.'));
  let imported = 0;
  const target = new JournalStorage(staging);
  await target.connect();
  if (hasOldFiles) {
    const source = new PromptFlatFile(dataDir);
    await source.connect();
    for (const matchID of await source.listMatches()) {
      const { metadata, initialState, state, log } = await source.fetch(matchID, {
        metadata: true,
        initialState: true,
        state: true,
        log: true,
      });
      await target.importMatch(matchID, { metadata, initialState, state, log: log ?? [] });
      imported++;
    }
  }
  await target.close();
  await rename(staging, journalDir);
  await syncFile(dataDir);
  return imported;
}
