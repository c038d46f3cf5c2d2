/**
 * Unfinished matches of the games the shell plays, kept in the browser so leaving (or a reload) loses
 * nothing: the match's choices and every accepted move, re-played through a new local match to resume.
 * One localStorage key per match. Entries are checked when read: a stored value that is not a kept
 * match of this shape is skipped.
 */
import type { SeatMove } from './localContractMatch';
import type { MatchChoice } from './MatchChoices';

export interface KeptMatch {
  version: 1;
  id: string;
  /** The game's contract id. */
  gameId: string;
  choice: MatchChoice;
  moves: readonly SeatMove[];
  finished: boolean;
  savedAt: number;
}

/** What the store needs of the browser's Storage (a Map-backed one in unit tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'shell:match:';

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A new match's id: short and unlikely to repeat in one browser. */
export function newMatchId(): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

function parseKept(text: string | null): KeptMatch | null {
  try {
    const kept = JSON.parse(text ?? 'null') as Partial<KeptMatch> | null;
    if (!kept || kept.version !== 1 || typeof kept.id !== 'string' || typeof kept.gameId !== 'string') return null;
    if (!Array.isArray(kept.moves) || !kept.moves.every((m: SeatMove) => m && typeof m.seat === 'string')) return null;
    const choice = kept.choice as MatchChoice | undefined;
    if (!choice || (choice.mode !== 'ai' && choice.mode !== 'hotseat') || typeof choice.settings?.seed !== 'string') return null;
    return kept as KeptMatch;
  } catch {
    return null;
  }
}

export class KeptMatches {
  private readonly storage: KeyValueStorage | null;

  constructor(storage?: KeyValueStorage | null) {
    this.storage = storage === undefined ? browserStorage() : storage;
  }

  save(kept: KeptMatch): void {
    try {
      this.storage?.setItem(PREFIX + kept.id, JSON.stringify(kept));
    } catch {
      // Storage full or disabled: the match goes on, unkept.
    }
  }

  load(id: string): KeptMatch | null {
    return parseKept(this.storage?.getItem(PREFIX + id) ?? null);
  }

  delete(id: string): void {
    this.storage?.removeItem(PREFIX + id);
  }

  /** The unfinished matches of the game `gameId`, the latest first. */
  unfinished(gameId: string): KeptMatch[] {
    return this.all()
      .filter((kept) => kept.gameId === gameId && !kept.finished)
      .sort((a, b) => b.savedAt - a.savedAt);
  }

  /** Forgets every finished match (one finished but never left, when the tab was closed). */
  pruneFinished(): void {
    for (const kept of this.all()) if (kept.finished) this.delete(kept.id);
  }

  private all(): KeptMatch[] {
    const storage = this.storage;
    if (!storage) return [];
    const found: KeptMatch[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      const kept = key?.startsWith(PREFIX) ? parseKept(storage.getItem(key)) : null;
      if (kept) found.push(kept);
    }
    return found;
  }
}
