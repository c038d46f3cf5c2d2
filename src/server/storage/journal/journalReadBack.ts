/**
 * The journal's files read back at connect (journalStorage.ts): each match
 * file replayed, a last line cut short by a crash dropped and cut off (it was
 * never acknowledged), and the leftovers of a compaction that never finished
 * removed (the match's own file is whole).
 *
 * A file that does not replay (a line that is not JSON before its last one,
 * a change that does not apply to the state before it, no match line first)
 * holds a match the server cannot serve, but must not keep the server, and
 * every other match, from starting: it is moved into SET_ASIDE_FOLDER
 * (never deleted: an operator may mend it and move it back) with a note
 * saying why, and reported as an error.
 */
import { join } from 'node:path';
import { syncFile, type JournalFiles } from './journalFiles';
import { replay, type Replayed } from './journalLines';

export const SUFFIX = '.jsonl';
/** Where the files that do not replay go, within the journal's folder. */
const SET_ASIDE_FOLDER = 'set-aside';

/** The match a file name stands for (the file's name is the match ID in base64url). */
const matchIDOf = (name: string) => Buffer.from(name.slice(0, -SUFFIX.length), 'base64url').toString();

/** Every match file of `folder`, replayed, by match ID. */
export async function readBack(folder: string, files: JournalFiles, log: (message: string) => void): Promise<Map<string, Replayed>> {
  const matches = new Map<string, Replayed>();
  for (const name of await files.readdir(folder)) {
    const file = join(folder, name);
    if (name.startsWith('.')) {
      await files.unlink(file).catch(() => undefined);
      continue;
    }
    if (!name.endsWith(SUFFIX)) continue;
    const bytes = await files.readFile(file);
    let match: Replayed;
    try {
      match = replay(bytes, file);
    } catch (error) {
      await setAside(folder, name, (error as Error).message, files, log);
      continue;
    }
    if (match.validBytes < bytes.length) {
      log(`${file}: dropped a last line cut short (${bytes.length - match.validBytes} bytes), written when the server stopped`);
      await files.truncate(file, match.validBytes);
      await syncFile(file, files);
    }
    matches.set(matchIDOf(name), match);
  }
  return matches;
}

/** Moves a match file that does not replay into SET_ASIDE_FOLDER, with a note saying why; reports it either way. */
async function setAside(folder: string, name: string, reason: string, files: JournalFiles, log: (message: string) => void): Promise<void> {
  const file = join(folder, name);
  const asideFolder = join(folder, SET_ASIDE_FOLDER);
  // Named for when it was set aside too: a match set aside before under the same name keeps its file.
  const aside = join(asideFolder, `${name.slice(0, -SUFFIX.length)}.${Date.now()}${SUFFIX}`);
  try {
    await files.mkdir(asideFolder);
    await files.writeFile(`${aside}.why.txt`, `${new Date().toISOString()}: ${file} did not replay: ${reason}\n`);
    await files.rename(file, aside);
    await syncFile(asideFolder, files);
    await syncFile(folder, files);
    log(`match ${matchIDOf(name)}: its file does not replay (${reason}); set aside as ${aside}, the other matches load`);
  } catch (error) {
    log(
      `match ${matchIDOf(name)}: its file does not replay (${reason}) and could not be set aside (${(error as Error).message}); it is not loaded`,
    );
  }
}
