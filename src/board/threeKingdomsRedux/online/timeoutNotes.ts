/**
 * "A bot decided for Bob: their time ran out." The log's line for each
 * decision the server's stand-in made because a seat's time ran out. The
 * rules' log does not know of clocks; the page learns of these decisions
 * from the match's clock record (listed with the match: a seat's `timeouts`
 * count rises by one per such decision, `lastTimedOut` marks the latest) and
 * adds the lines itself, each after that seat's latest entries in the log
 * as it stood at the record's state.
 */
import { useRef } from 'react';
import type { ClockRecord } from '../../../shared/matchClock';
import type { LogEntry } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import type { LogNote } from '../components/GameLog';
import { SEAT_IDS, stateOfSeat, type SeatID } from './seats';

function timeoutText(name: string, mine: boolean): string {
  return mine ? 'A bot decided for you: your time ran out.' : `A bot decided for ${name}: their time ran out.`;
}

/** Where a note about `state`'s decision goes: after its last entry among the first `upTo` (else after them all). */
function afterLastOf(log: readonly LogEntry[], state: StateId, upTo: number): number {
  for (let i = Math.min(upTo, log.length) - 1; i >= 0; i--) if (log[i].state === state) return i + 1;
  return Math.min(upTo, log.length);
}

export interface TimeoutTally {
  /** Each clocked seat's `timeouts` as last seen; null before the first record. */
  seen: Partial<Record<SeatID, number>> | null;
  notes: readonly LogNote[];
}

export const NO_TIMEOUTS: TimeoutTally = { seen: null, notes: [] };

/**
 * The tally after reading `record` with the log `log`, whose first `upTo`
 * entries are the log at the record's state. The first record read (a page
 * opened or reloaded mid-match) notes only each seat's latest decision when
 * it was the stand-in's: where the earlier ones fell in the log is not kept.
 */
export function tallyTimeouts(
  tally: TimeoutTally,
  record: ClockRecord,
  log: readonly LogEntry[],
  upTo: number,
  nameOf: (seat: SeatID) => string,
  mySeat: SeatID | null,
): TimeoutTally {
  const seen: Partial<Record<SeatID, number>> = { ...tally.seen };
  const notes = [...tally.notes];
  for (const seat of SEAT_IDS) {
    const clock = record.seats[seat];
    if (!clock) continue;
    const before = tally.seen ? (tally.seen[seat] ?? 0) : clock.lastTimedOut ? clock.timeouts - 1 : clock.timeouts;
    const state = stateOfSeat(seat);
    for (let n = before; n < clock.timeouts; n++)
      notes.push({ after: afterLastOf(log, state, upTo), text: timeoutText(nameOf(seat), seat === mySeat), state });
    seen[seat] = Math.max(clock.timeouts, tally.seen?.[seat] ?? 0);
  }
  return notes.length === tally.notes.length && tally.seen !== null && SEAT_IDS.every((s) => seen[s] === tally.seen![s])
    ? tally
    : { seen, notes };
}

/**
 * The online board's notes: read each clock record once the page has its
 * state (a record ahead of the page's state waits for it), remembering the
 * log's length at each state seen so a note lands where its decision is.
 */
export function useTimeoutNotes(
  record: ClockRecord | null,
  stateID: number,
  log: readonly LogEntry[],
  nameOf: (seat: SeatID) => string,
  mySeat: SeatID | null,
): readonly LogNote[] {
  const tally = useRef<TimeoutTally>(NO_TIMEOUTS);
  const logLengthAt = useRef(new Map<number, number>());
  if (!logLengthAt.current.has(stateID)) logLengthAt.current.set(stateID, log.length);
  if (record && record.stateID <= stateID) {
    const upTo = logLengthAt.current.get(record.stateID) ?? log.length;
    tally.current = tallyTimeouts(tally.current, record, log, upTo, nameOf, mySeat);
  }
  return tally.current.notes;
}
