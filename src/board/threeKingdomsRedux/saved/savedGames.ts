/**
 * Unfinished local games (against AI or hotseat), kept in the browser so a
 * reload, Back, or closing the tab loses nothing. A game is kept as what the
 * replay already uses, its record (seed, tutorial, every accepted move), plus
 * the seats' setup; resuming re-plays the record through a new LocalMatch
 * (session.ts). One localStorage key per game, so saving one move rewrites
 * one game only.
 */
import { DIFFICULTIES, type Difficulty } from '../../../bots/threeKingdomsRedux/registry';
import { STATES, type StateId } from '../../../game/threeKingdomsRedux/types';
import { parseRecord, type MatchRecord } from '../replay/record';

export interface SavedGame {
  /** Format version of this entry. */
  version: 1;
  id: string;
  mode: 'ai' | 'hotseat';
  /** Against AI: the person's state (hotseat: unused, 'wei'). */
  human: StateId;
  opponents: Partial<Record<StateId, Difficulty>>;
  record: MatchRecord;
  /** The round the game was in when last saved, for the start screen's list. */
  round: number;
  finished: boolean;
  startedAt: number;
  savedAt: number;
}

/** What a store needs of the browser's Storage (a Map-backed fake in unit tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'tkr:game:';
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

const isGameId = (id: string): boolean => GAME_ID.test(id);

/** The browser's localStorage, or null where there is none (or it is disabled). */
function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A new game's id: short, URL-safe, unlikely to repeat in one browser. */
export function newGameId(): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/** Checks a stored entry; throws with a reason when it is not a saved game. */
export function parseSavedGame(value: unknown): SavedGame {
  const g = value as Partial<SavedGame> | null;
  if (!g || typeof g !== 'object' || g.version !== 1) throw new Error('not a saved game');
  if (typeof g.id !== 'string' || !isGameId(g.id)) throw new Error('bad game id');
  if (g.mode !== 'ai' && g.mode !== 'hotseat') throw new Error('bad mode');
  if (!STATES.includes(g.human as StateId)) throw new Error('bad seat');
  const opponents: Partial<Record<StateId, Difficulty>> = {};
  for (const s of STATES) {
    const d = (g.opponents as Record<string, unknown> | undefined)?.[s];
    if (DIFFICULTIES.includes(d as Difficulty)) opponents[s] = d as Difficulty;
  }
  return {
    version: 1,
    id: g.id,
    mode: g.mode,
    human: g.human as StateId,
    opponents,
    record: parseRecord(g.record),
    round: typeof g.round === 'number' ? g.round : 1,
    finished: g.finished === true,
    startedAt: typeof g.startedAt === 'number' ? g.startedAt : 0,
    savedAt: typeof g.savedAt === 'number' ? g.savedAt : 0,
  };
}

export class SavedGames {
  constructor(private readonly storage: KeyValueStorage | null = browserStorage()) {}

  save(game: SavedGame): void {
    try {
      this.storage?.setItem(PREFIX + game.id, JSON.stringify(game));
    } catch {
      // Storage full or disabled: the game goes on, it just will not survive a reload.
    }
  }

  load(id: string): SavedGame | null {
    if (!isGameId(id)) return null;
    try {
      const text = this.storage?.getItem(PREFIX + id);
      return text ? parseSavedGame(JSON.parse(text)) : null;
    } catch {
      return null;
    }
  }

  delete(id: string): void {
    this.storage?.removeItem(PREFIX + id);
  }

  /** Every kept game, last saved first (entries that are not readable are skipped). */
  all(): SavedGame[] {
    const out: SavedGame[] = [];
    if (!this.storage) return out;
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const game = this.load(key.slice(PREFIX.length));
      if (game) out.push(game);
    }
    return out.sort((a, b) => b.savedAt - a.savedAt);
  }

  /** The games to offer on the start screen: the unfinished ones. */
  unfinished(): SavedGame[] {
    return this.all().filter((g) => !g.finished);
  }

  /** Forgets finished games (their record stays as "Replay the last game"). */
  pruneFinished(): void {
    for (const g of this.all()) if (g.finished) this.delete(g.id);
  }
}

/** The local game a hash names (`#local/<id>`), or null. */
export function parseLocalHash(hash: string): string | null {
  const m = /^#?local\/([^/]+)$/.exec(hash);
  if (!m) return null;
  const id = decodeURIComponent(m[1]);
  return isGameId(id) ? id : null;
}

export const localHash = (id: string): string => `#local/${encodeURIComponent(id)}`;
