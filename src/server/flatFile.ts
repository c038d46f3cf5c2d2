/**
 * boardgame.io's FlatFile (node-persist files in one folder), made fit for a
 * server that must never lose a match:
 *
 * - each file is written when boardgame.io asks, not queued (see connect);
 * - each file is replaced whole or not at all (see writeWhole).
 *
 * node-persist keeps one store per process, so a process runs one FlatFile,
 * and two processes must not share a folder.
 */
import { rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FlatFile } from 'boardgame.io/server';

/** The parts of node-persist's module (FlatFile's store) and of its storage instance used here. */
interface NodePersist {
  init(options: Record<string, unknown>): Promise<unknown>;
  defaultInstance: NodePersistInstance;
}
interface NodePersistInstance {
  options: { encoding: BufferEncoding };
  stringify(content: unknown): string;
  writeFile(file: string, content: unknown): Promise<{ file: string; content: unknown }>;
}

let temporaryFiles = 0;

/**
 * Writes `text` to `file` through a temporary file renamed over it: a rename
 * within one folder is atomic, so a reader sees the old file or the new one,
 * never a file cut short. node-persist writes in place (fs.writeFile), so a
 * read racing a write, such as the Lobby API listing a match while its move
 * is stored, found half a file ("does not look like a valid storage file"),
 * and a crash mid-write would leave one for good. The temporary name starts
 * with a dot, and node-persist skips dot files when it lists the folder.
 */
export async function writeWhole(file: string, text: string, encoding: BufferEncoding): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${++temporaryFiles}.writing`);
  try {
    await writeFile(temporary, text, encoding);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

export class PromptFlatFile extends FlatFile {
  constructor(private readonly folder: string) {
    super({ dir: folder });
  }

  /**
   * By default node-persist queues writes and flushes them once a second,
   * and boardgame.io waits for a move's writes before it takes the next move
   * of that match: every move after the first then waited about a second
   * (measured here: ~1000 ms, against ~15 ms writing at once), and a player
   * reconnecting meanwhile was sent the state before the last move. FlatFile
   * passes node-persist only dir, logging and ttl, so connect() is redone
   * with the rest of the options, and the instance's writes made whole.
   */
  override async connect(): Promise<void> {
    const nodePersist = (this as unknown as { games: NodePersist }).games;
    await nodePersist.init({
      dir: this.folder,
      writeQueue: false,
      // Entries never expire (boardgame.io sets no ttl), so the scan of every file each 2 minutes is useless.
      expiredInterval: 0,
      ttl: false,
    });
    // The module's own methods are bound to this instance, which calls this.writeFile for every write.
    const instance = nodePersist.defaultInstance;
    instance.writeFile = async (file, content) => {
      await writeWhole(file, instance.stringify(content), instance.options.encoding);
      return { file, content };
    };
  }
}
