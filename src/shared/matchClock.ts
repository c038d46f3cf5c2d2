/**
 * A match's clocks as they are stored (in the match's metadata, `clock`):
 * per clocked seat, the reserve left and when its current decision began.
 * Pure functions of the record, the pace, whose decision it is (the seats
 * the rules say must act: statesToAct(G), as playerIDs) and the time given;
 * no clock of their own, so tests give them any time they like.
 *
 * A decision may take `moveSeconds`; beyond that it draws on the seat's
 * reserve; when both are spent the decision's time has run out and the
 * server's stand-in makes it (src/server/clocks/clockKeeper.ts). Simultaneous decisions
 * (recruitment) each run on their own seat's clock.
 *
 * A seat whose decisions the stand-in made `awayAfter` times in a row (none
 * of its own between) is away: the server no longer counts it as someone at
 * the table, so with nobody else there the match waits for the seat's own
 * move instead of the server playing it through time-outs
 * (src/server/bots/serverBots.ts). Its own next move brings it back.
 *
 * Everything here is public (times, never a card): the record is listed
 * with the match like its seats.
 *
 * Pure (no Node parts): the page's clocks read the record with these too.
 */
import type { Pace } from './pace';

export interface SeatClock {
  /** Reserve left (ms) when the seat's current decision began (or, with no decision, now). */
  reserveMs: number;
  /** When the seat's current decision began (server time, ms); absent while it has none to make. */
  since?: number;
  /** The current decision's time ran out: the stand-in makes it. */
  outOfTime?: true;
  /** Decisions the stand-in made for the seat because its time ran out. */
  timeouts: number;
  /** The seat's last decision was the stand-in's (time ran out); cleared by its next own decision. */
  lastTimedOut?: true;
  /** The stand-in's decisions since the seat's last own one (absent: none). */
  timeoutsInARow?: number;
  /** Timed out `awayAfter` times in a row: nobody is taken to be at this seat until its own next move. */
  away?: true;
}

export interface ClockRecord {
  /** The state (_stateID) the record is up to date with. */
  stateID: number;
  /** The clocked seats (the people's seats when play started), by playerID. */
  seats: Record<string, SeatClock>;
}

/** Time-outs in a row (the stand-in's decisions, none of the seat's own between) after which a seat counts as away. */
export const DEFAULT_AWAY_AFTER_TIMEOUTS = 3;

/** Why `value` is no acceptable count of time-outs in a row before a seat is away, or null when it is. */
export function awayAfterError(value: number): string | null {
  return Number.isSafeInteger(value) && value >= 1 ? null : `awayAfterTimeouts must be a whole number of 1 or more, not ${value}`;
}

const moveMsOf = (pace: Pace): number => pace.moveSeconds * 1000;

/** The clocks as play starts at `now`: every clocked seat with its whole reserve, those to act from now. */
export function startClock(
  pace: Pace,
  clockedSeats: readonly string[],
  toAct: readonly string[],
  stateID: number,
  now: number,
): ClockRecord {
  const seats: Record<string, SeatClock> = {};
  for (const seat of clockedSeats) {
    seats[seat] = { reserveMs: pace.reserveSeconds * 1000, timeouts: 0 };
    if (toAct.includes(seat)) seats[seat].since = now;
  }
  return { stateID, seats };
}

/** When the seat's current decision runs out of time; null when it has none. */
export function deadlineOf(seat: SeatClock, pace: Pace): number | null {
  return seat.since === undefined ? null : seat.since + moveMsOf(pace) + seat.reserveMs;
}

/**
 * The record after the move `mover` made at `now`, which led to state
 * `stateID` where `toAct` must act; a seat is away once `awayAfter` of its
 * decisions in a row were the stand-in's.
 */
export function afterMove(
  record: ClockRecord,
  pace: Pace,
  move: { stateID: number; toAct: readonly string[]; mover: string | null; now: number },
  awayAfter = DEFAULT_AWAY_AFTER_TIMEOUTS,
): ClockRecord {
  const seats: Record<string, SeatClock> = {};
  for (const [id, before] of Object.entries(record.seats)) {
    const seat: SeatClock = { ...before };
    const acting = move.toAct.includes(id);
    // The seat's decision ends when it moved, or when the rules no longer wait for it.
    if (seat.since !== undefined && (id === move.mover || !acting)) {
      const overrun = Math.max(0, move.now - seat.since - moveMsOf(pace));
      if (seat.outOfTime && id === move.mover) {
        seat.reserveMs = 0;
        seat.timeouts += 1;
        seat.lastTimedOut = true;
        seat.timeoutsInARow = (seat.timeoutsInARow ?? 0) + 1;
        if (seat.timeoutsInARow >= awayAfter) seat.away = true;
      } else {
        seat.reserveMs = Math.max(0, seat.reserveMs - overrun);
        if (id === move.mover) {
          delete seat.lastTimedOut;
          delete seat.timeoutsInARow;
          delete seat.away;
        }
      }
      delete seat.since;
      delete seat.outOfTime;
    }
    if (acting && seat.since === undefined) seat.since = move.now;
    seats[id] = seat;
  }
  return { stateID: move.stateID, seats };
}

/**
 * A record that missed states (a write lost, or written by a server of
 * before clocks): brought up to `stateID`, every seat to act starting its
 * decision at `at`, nothing charged (the player is never charged for what
 * the server did not see).
 */
export function resync(record: ClockRecord, toAct: readonly string[], stateID: number, at: number): ClockRecord {
  const seats: Record<string, SeatClock> = {};
  for (const [id, before] of Object.entries(record.seats)) {
    const seat: SeatClock = { ...before };
    delete seat.since;
    delete seat.outOfTime;
    if (toAct.includes(id)) seat.since = at;
    seats[id] = seat;
  }
  return { stateID, seats };
}

/** The seats among `seats` whose current decision's time has run out at `now` (not yet marked), and the next deadline after `now`. */
export function dueAt(
  record: ClockRecord,
  pace: Pace,
  seats: readonly string[],
  now: number,
): { ranOut: string[]; nextDeadline: number | null } {
  const ranOut: string[] = [];
  let nextDeadline: number | null = null;
  for (const id of seats) {
    const seat = record.seats[id];
    if (!seat || seat.outOfTime) continue;
    const deadline = deadlineOf(seat, pace);
    if (deadline === null) continue;
    if (now >= deadline) ranOut.push(id);
    else if (nextDeadline === null || deadline < nextDeadline) nextDeadline = deadline;
  }
  return { ranOut, nextDeadline };
}

/** The record with `seats`' current decisions marked out of time. */
export function markedOutOfTime(record: ClockRecord, seats: readonly string[]): ClockRecord {
  const out: Record<string, SeatClock> = { ...record.seats };
  for (const id of seats) if (out[id]?.since !== undefined) out[id] = { ...out[id], outOfTime: true };
  return { stateID: record.stateID, seats: out };
}

/** What a seat's clock shows at `now`: the decision's own time left and the reserve left (ms); `running` while it has a decision to make. */
export function clockFace(seat: SeatClock, pace: Pace, now: number): { moveLeftMs: number; reserveLeftMs: number; running: boolean } {
  if (seat.since === undefined) return { moveLeftMs: moveMsOf(pace), reserveLeftMs: seat.reserveMs, running: false };
  const used = Math.max(0, now - seat.since);
  const moveLeftMs = Math.max(0, moveMsOf(pace) - used);
  const reserveLeftMs = seat.outOfTime ? 0 : Math.max(0, seat.reserveMs - Math.max(0, used - moveMsOf(pace)));
  return { moveLeftMs, reserveLeftMs, running: true };
}

/** A record as stored, or null when `value` is none (anything malformed counts as none). */
export function clockRecordOf(value: unknown): ClockRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<ClockRecord>;
  if (typeof record.stateID !== 'number' || typeof record.seats !== 'object' || record.seats === null) return null;
  return record as ClockRecord;
}
