/**
 * No move before play starts (src/shared/matchTable.ts): the socket guard asks here
 * before a move reaches boardgame.io. A match once started stays started, so
 * the answer is remembered and only a match's first moves in this process
 * cost a read of its metadata.
 */
import { isStarted, type TableMetadata } from '../../shared/matchTable';

/** Matches remembered as started, at most (the oldest are forgotten first, and read again if they move). */
const REMEMBERED = 10_000;

export const NOT_STARTED = 'the match has not started: it waits for its players (or for its host to start it with bots)';

/** A match of another game than the namespace's: boardgame.io would play it by the wrong rules. */
const OTHER_GAME = 'there is no such match of this game';

export class TableGate {
  private readonly started = new Set<string>();

  constructor(
    private readonly fetchMetadata: (matchID: string) => Promise<(TableMetadata & { gameName?: string }) | undefined>,
    /** The game whose moves it lets through. */
    private readonly gameName: string,
  ) {}

  /** Why a move in the match is refused now, or null: at once for a match known to have started. */
  moveRefusal(matchID: string): null | Promise<string | null> {
    if (this.started.has(matchID)) return null;
    return this.fetchMetadata(matchID).then((metadata) => {
      // An unknown match is boardgame.io's to answer.
      if (!metadata) return null;
      if (metadata.gameName !== this.gameName) return OTHER_GAME;
      if (!isStarted(metadata)) return NOT_STARTED;
      if (this.started.size >= REMEMBERED) this.started.delete(this.started.values().next().value!);
      this.started.add(matchID);
      return null;
    });
  }
}
