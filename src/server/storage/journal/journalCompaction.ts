/**
 * A match file rewritten as one `match` line (journalStorage.ts compacts a
 * file that has grown, and a finished match's): written to a temporary file
 * that is synced and renamed over it, so a crash leaves the old file or the
 * new one, whole. Only the file's first `storedBytes` are read: its stored
 * lines, not what a failed write may have left after them.
 */
import type { JournalFiles } from './journalFiles';
import { replay, type Line } from './journalLines';

/**
 * Rewrites `file` through `temporary`; resolves with its new size once renamed over it (its folder is not
 * synced yet). On a failure before the rename the file is as it was and the temporary file is removed.
 */
export async function rewriteAsOneLine(files: JournalFiles, file: string, temporary: string, storedBytes: number): Promise<number> {
  try {
    const match = replay((await files.readFile(file)).subarray(0, storedBytes), file);
    const text =
      JSON.stringify({
        k: 'match',
        metadata: match.metadata,
        initialState: match.initialState,
        state: match.state,
        log: match.log,
      } satisfies Line) + '\n';
    const bytes = Buffer.byteLength(text);
    const handle = await files.open(temporary, 'w');
    try {
      const { bytesWritten } = await handle.write(text);
      if (bytesWritten !== bytes) throw new Error(`wrote ${bytesWritten} of ${bytes} bytes`);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await files.rename(temporary, file);
    return bytes;
  } catch (error) {
    await files.unlink(temporary).catch(() => undefined);
    throw error;
  }
}
