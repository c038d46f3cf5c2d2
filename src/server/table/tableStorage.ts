/**
 * The storage as boardgame.io uses it, keeping each match's table
 * (src/shared/matchTable.ts) and clocks (../clocks/clockKeeper.ts) in the metadata
 * writes that already happen:
 * - a new match (create, rematch) is stored waiting, with no host;
 * - a metadata write whose seats are all taken (the last join, or the host's
 *   start with bots: tableCalls.ts) starts play, and a paced match's clocks;
 *   the first person seated becomes the host;
 * - the metadata write boardgame.io makes with every move (it stores the
 *   state, then the metadata, in the same tick) brings the clocks up to date.
 */
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import type { AnyGameContract } from '../../game/contract';
import { clockAfterMove, clockAtStart } from '../clocks/clockKeeper';
import type { TimeSource } from '../clocks/time';
import { StorageWrapper } from '../storage/storageWrapper';
import { allSeatsTaken, hostSeat, tableOf, type TableRecord } from '../../shared/matchTable';

type Metadata = BgioServer.MatchData & { table?: TableRecord; clock?: unknown };

export interface TableStorageHooks {
  time: TimeSource;
  /** The rules of the game of that name (whose decision it is, for the clocks). */
  contractOf(gameName: string): AnyGameContract | undefined;
  /** Play started in the match (its bots may move now). */
  started?(matchID: string): void;
  /** A move changed the match's clocks (whoever enforces them looks again). */
  clockChanged?(matchID: string): void;
  /** Time-outs in a row after which a seat is away (src/shared/matchClock.ts); the default otherwise. */
  awayAfterTimeouts?: number;
}

export class TableStorage extends StorageWrapper {
  /** Per match, the state of a move whose metadata write has not come yet (it comes in the same tick). */
  private readonly movesStored = new Map<string, { state: State; deltalog?: LogEntry[] }>();

  constructor(
    inner: StorageAPI.Async,
    private readonly hooks: TableStorageHooks,
  ) {
    super(inner);
  }

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    (opts.metadata as Metadata).table = {};
    return this.inner.createMatch(matchID, opts);
  }

  override setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const move = { state, deltalog };
    this.movesStored.set(matchID, move);
    // boardgame.io writes the move's metadata right after (synchronously); a move that ends the game may write none.
    queueMicrotask(() => {
      if (this.movesStored.get(matchID) === move) this.movesStored.delete(matchID);
    });
    return this.inner.setState(matchID, state, deltalog);
  }

  override async setMetadata(matchID: string, metadata: BgioServer.MatchData): Promise<void> {
    const m = metadata as Metadata;
    const move = this.movesStored.get(matchID);
    this.movesStored.delete(matchID);
    let clockChanged = false;
    const contract = this.hooks.contractOf(m.gameName);
    if (move && m.clock !== undefined && contract) {
      const clock = clockAfterMove(contract, m, move.state, move.deltalog, this.hooks.time.now(), this.hooks.awayAfterTimeouts);
      if (clock) {
        m.clock = clock;
        clockChanged = true;
      }
    }
    const table = tableOf(m);
    let starting = false;
    if (table && table.startedAt === undefined) {
      const host = hostSeat(m);
      if (host !== null && table.host !== host) m.table = { ...table, host };
      if (allSeatsTaken(m)) {
        const { state } = await this.inner.fetch(matchID, { state: true });
        if (state) {
          const now = this.hooks.time.now();
          m.table = { ...m.table, startedAt: now };
          const clock = contract ? clockAtStart(contract, m, state, now) : null;
          if (clock) m.clock = clock;
          starting = true;
        }
      }
    }
    await this.inner.setMetadata(matchID, metadata);
    if (starting) this.hooks.started?.(matchID);
    if (clockChanged) this.hooks.clockChanged?.(matchID);
  }
}
