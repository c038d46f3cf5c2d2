/**
 * The journal's chat: one file of JSON lines per match in its own folder
 * (DATA_DIR/journal/chat), a line appended per message.
 * Once a file holds twice KEPT_CHAT_LINES, it is rewritten with the last
 * KEPT_CHAT_LINES (a temporary file renamed over it: the old file or the new
 * one, never half of either). A message is not synced to the disk before it
 * is sent: a crash may lose the last few, which a chat can bear, and the
 * journal's moves keep their one synced write each.
 */
import { appendFile, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isChatLine, type ChatLine } from '../../shared/chat';
import { KEPT_CHAT_LINES, keptLines, type ChatStore } from './chatStore';
import { InOrderByKey } from './inOrderByKey';

/** The lines of a file's text; a line cut short by a crash is left out (the messages before it are kept). */
function linesOf(text: string): ChatLine[] {
  const lines: ChatLine[] = [];
  for (const row of text.split('\n')) {
    if (row === '') continue;
    try {
      const line: unknown = JSON.parse(row);
      if (isChatLine(line)) lines.push(line);
    } catch {
      // torn: skipped
    }
  }
  return lines;
}

export class FileChatStore implements ChatStore {
  /** Lines in each match's file written since start: when to cut it, known without a read. */
  private readonly counts = new Map<string, number>();
  /** Each match's file operations, one after another. */
  private readonly queue = new InOrderByKey();
  private made = false;

  constructor(readonly folder: string) {}

  private fileOf(matchID: string): string {
    return join(this.folder, `${Buffer.from(matchID).toString('base64url')}.chat`);
  }

  /** The file's lines, all of them (the kept ones and the older ones not cut yet). */
  private async read(matchID: string): Promise<ChatLine[]> {
    try {
      return linesOf(await readFile(this.fileOf(matchID), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  appendChat(matchID: string, line: ChatLine): Promise<void> {
    return this.queue.run(matchID, async () => {
      if (!this.made) {
        await mkdir(this.folder, { recursive: true });
        this.made = true;
      }
      const path = this.fileOf(matchID);
      const inFile = this.counts.get(matchID) ?? (await this.read(matchID)).length;
      if (inFile + 1 >= 2 * KEPT_CHAT_LINES) {
        const lines = keptLines([...(await this.read(matchID)), line]);
        const temporary = `${path}.tmp`;
        await writeFile(temporary, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
        await rename(temporary, path);
        this.counts.set(matchID, lines.length);
      } else {
        await appendFile(path, `${JSON.stringify(line)}\n`);
        this.counts.set(matchID, inFile + 1);
      }
    });
  }

  recentChat(matchID: string): Promise<ChatLine[]> {
    return this.queue.run(matchID, async () => keptLines(await this.read(matchID)));
  }

  forgetChat(matchID: string): Promise<void> {
    return this.queue.run(matchID, async () => {
      this.counts.delete(matchID);
      await unlink(this.fileOf(matchID)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    });
  }
}
