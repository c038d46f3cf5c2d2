/**
 * Where a match's chat is kept, beside the match in the same storage (the
 * journal's folder, PostgreSQL, FlatFile's files), so that a reload or a
 * restart shows what was said. Only the last KEPT_CHAT_LINES are kept: a
 * chat is for the table now, and an endless one would grow every reload.
 */
import type { ChatLine } from '../../shared/chat';
import { StorageWrapper } from './storageWrapper';
import type { StorageAPI } from 'boardgame.io';

/** Lines kept per match: more than a game's worth of talk, a few tens of KB at most. */
export const KEPT_CHAT_LINES = 200;

export interface ChatStore {
  /** Keeps `line` as the match's newest; refused (rejected) for a match the storage does not hold, where it can tell. */
  appendChat(matchID: string, line: ChatLine): Promise<void>;
  /** The match's kept lines, oldest first (at most KEPT_CHAT_LINES). */
  recentChat(matchID: string): Promise<ChatLine[]>;
  /** Drops the match's chat (the match was wiped). */
  forgetChat(matchID: string): Promise<void>;
}

/** The last KEPT_CHAT_LINES of `lines`. */
export const keptLines = (lines: ChatLine[]): ChatLine[] => (lines.length > KEPT_CHAT_LINES ? lines.slice(-KEPT_CHAT_LINES) : lines);

/** A chat kept in memory only: for a storage without one of its own (the tests' memory storage). */
export class MemoryChatStore implements ChatStore {
  private readonly lines = new Map<string, ChatLine[]>();

  async appendChat(matchID: string, line: ChatLine): Promise<void> {
    this.lines.set(matchID, keptLines([...(this.lines.get(matchID) ?? []), line]));
  }
  async recentChat(matchID: string): Promise<ChatLine[]> {
    return [...(this.lines.get(matchID) ?? [])];
  }
  async forgetChat(matchID: string): Promise<void> {
    this.lines.delete(matchID);
  }
}

/** A storage whose wipe of a match drops its chat too. */
export class ChatForgettingStorage extends StorageWrapper {
  constructor(
    inner: StorageAPI.Async,
    private readonly chat: ChatStore,
  ) {
    super(inner);
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    await this.chat.forgetChat(matchID);
  }
}
