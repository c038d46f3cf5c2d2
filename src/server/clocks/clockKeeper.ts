/**
 * Keeps a match's clocks (src/shared/matchClock.ts) in its stored metadata, and tells
 * the component that plays the match's bots (../bots/serverBots.ts) which
 * seats have run out of time, so that its stand-in makes their decisions.
 *
 * - The record is started when play starts (clockAtStart) and brought up to
 *   date by every move, in the same metadata write boardgame.io makes for
 *   the move (clockAfterMove, called by ../table/tableStorage.ts), so it
 *   costs no read or write of its own and is always as new as the state.
 * - `enforce` is called by whoever plays the match's bots whenever it looks
 *   at the match: it marks the seats whose time ran out (in the match's
 *   queue, on the record as stored) and says when to look again. All it
 *   needs is in storage, so any server process can take a match over.
 *
 * A seat that timed out too often in a row is away (src/shared/matchClock.ts): its
 * connected socket no longer counts as someone at the table.
 *
 * Whose decision it is comes from G (statesToAct), never from boardgame.io's
 * turn order. Only people's seats are clocked: the server's bots decide at
 * once.
 */
import type { LogEntry, Server as BgioServer, State, StorageAPI } from 'boardgame.io';
import type { AnyGameContract } from '../../game/contract';
import { peopleSeats } from '../../shared/matchTable';
import {
  afterMove,
  clockRecordOf,
  DEFAULT_AWAY_AFTER_TIMEOUTS,
  dueAt,
  markedOutOfTime,
  resync,
  startClock,
  type ClockRecord,
} from '../../shared/matchClock';
import { paceOf, type Pace } from '../../shared/pace';
import type { TimeSource } from './time';

type Metadata = BgioServer.MatchData & { clock?: unknown };

/** The playerIDs the rules of `contract` wait for in `state`. */
function seatsToAct(contract: AnyGameContract, state: State): string[] {
  if (state.ctx.gameover !== undefined) return [];
  const seats = contract.seats.ids(state.ctx.numPlayers);
  return contract.toAct(state.G).map((seat: string) => String(seats.indexOf(seat)));
}

/** The seat whose move a stored update records (its MAKE_MOVE's player), or null. */
function moverOf(deltalog: readonly LogEntry[] | undefined): string | null {
  for (let i = (deltalog?.length ?? 0) - 1; i >= 0; i--) {
    const action = deltalog![i].action;
    if (action.type === 'MAKE_MOVE' && typeof action.payload.playerID === 'string') return action.payload.playerID;
  }
  return null;
}

/** The clock record a paced match starts with at `now` (the people's seats clocked), or null without a pace. */
export function clockAtStart(contract: AnyGameContract, metadata: Metadata, state: State, now: number): ClockRecord | null {
  const pace = paceOf(metadata.setupData);
  if (!pace) return null;
  return startClock(pace, peopleSeats(metadata), seatsToAct(contract, state), state._stateID, now);
}

/**
 * The record after a move stored at `now` (state and deltalog as boardgame.io stores them); null when the match has no clock.
 * `awayAfter`: time-outs in a row after which a seat is away (src/shared/matchClock.ts).
 */
export function clockAfterMove(
  contract: AnyGameContract,
  metadata: Metadata,
  state: State,
  deltalog: readonly LogEntry[] | undefined,
  now: number,
  awayAfter = DEFAULT_AWAY_AFTER_TIMEOUTS,
): ClockRecord | null {
  const pace = paceOf(metadata.setupData);
  const record = clockRecordOf(metadata.clock);
  if (!pace || !record) return null;
  // The state the clock counts already: a move the rules refused (boardgame.io writes the unchanged state back).
  // Resynced, it gave every seat to act its time back: a seat could stall the match by sending refused moves.
  if (record.stateID === state._stateID) return null;
  const toAct = seatsToAct(contract, state);
  // A record that missed a state (its write lost) restarts the decisions under way instead of guessing who moved when.
  if (record.stateID !== state._stateID - 1) return resync(record, toAct, state._stateID, now);
  return afterMove(record, pace, { stateID: state._stateID, toAct, mover: moverOf(deltalog), now }, awayAfter);
}

/** The seats whose clock says they are away (timed out too often in a row: src/shared/matchClock.ts). */
export function awaySeats(metadata: Metadata): Set<string> {
  const record = clockRecordOf(metadata.clock);
  const away = new Set<string>();
  if (record) for (const [seat, clock] of Object.entries(record.seats)) if (clock?.away) away.add(seat);
  return away;
}

export interface ClockVerdict {
  /** People's seats whose current decision ran out of time (the stand-in makes it), each with when that decision began (it names the decision). */
  outOfTime: Map<string, number>;
  /** When the next running clock runs out (server time), or null when none runs. */
  nextDue: number | null;
}

const NO_CLOCK: ClockVerdict = { outOfTime: new Map(), nextDue: null };

export interface ClockKeeperDeps {
  /** The rules of the game of that name (whose decision it is). */
  contractOf(gameName: string): AnyGameContract | undefined;
  storage: StorageAPI.Async;
  inMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  time: TimeSource;
  log(message: string): void;
}

export class ClockKeeper {
  constructor(private readonly deps: ClockKeeperDeps) {}

  /**
   * The match's clocks at this moment, given its metadata and state as just
   * read: marks the seats (people's) that ran out of time in storage.
   * `someoneAtTable` false (no person connected): the clocks run on, but
   * nobody waits, so no decision is taken from anyone until someone is back
   * (as no stand-in is sent in for an absent player then: ../bots/serverBots.ts).
   */
  async enforce(matchID: string, metadata: Metadata, state: State, someoneAtTable = true): Promise<ClockVerdict> {
    const pace = paceOf(metadata.setupData);
    let record = clockRecordOf(metadata.clock);
    if (!pace || !record || state.ctx.gameover !== undefined) return NO_CLOCK;
    if (!someoneAtTable) return NO_CLOCK;
    const people = peopleSeats(metadata);
    if (record.stateID !== state._stateID || dueAt(record, pace, people, this.deps.time.now()).ranOut.length > 0)
      record = (await this.settle(matchID, pace)) ?? record;
    const { nextDeadline } = dueAt(record, pace, people, this.deps.time.now());
    const outOfTime = new Map<string, number>();
    for (const seat of people) {
      const clock = record.seats[seat];
      if (clock?.outOfTime && clock.since !== undefined) outOfTime.set(seat, clock.since);
    }
    return { outOfTime, nextDue: nextDeadline };
  }

  /** In the match's queue, on the record as stored: brings a record that missed states up to date and marks the seats out of time. */
  private settle(matchID: string, pace: Pace): Promise<ClockRecord | null> {
    return this.deps.inMatchQueue(matchID, async () => {
      const { metadata, state } = (await this.deps.storage.fetch(matchID, { metadata: true, state: true })) as {
        metadata?: Metadata;
        state?: State;
      };
      let record = metadata ? clockRecordOf(metadata.clock) : null;
      const contract = metadata && this.deps.contractOf(metadata.gameName);
      if (!metadata || !state || !record || !contract) return null;
      const now = this.deps.time.now();
      let changed = false;
      if (record.stateID !== state._stateID) {
        record = resync(record, seatsToAct(contract, state), state._stateID, now);
        changed = true;
      }
      const { ranOut } = dueAt(record, pace, peopleSeats(metadata), now);
      if (ranOut.length > 0) {
        record = markedOutOfTime(record, ranOut);
        changed = true;
        this.deps.log(`clocks: match ${matchID}: time ran out for seat ${ranOut.join(', ')}: the stand-in decides`);
      }
      if (changed) {
        metadata.clock = record;
        await this.deps.storage.setMetadata(matchID, metadata);
      }
      return record;
    });
  }
}
