/**
 * Issue 17, item 3: the clock record's arithmetic (src/shared/matchClock.ts),
 * on times given by the test. Whose decision it is comes from the rules
 * (statesToAct), including simultaneous recruitment, where every seat to act
 * runs on its own clock.
 */
import { describe, expect, it } from 'vitest';
import { afterMove, clockFace, deadlineOf, dueAt, markedOutOfTime, resync, startClock } from '../../src/shared/matchClock';
import { paceError, paceOf, paceText, PACES } from '../../src/shared/pace';

const PACE = { moveSeconds: 30, reserveSeconds: 300 };
const T0 = 1_000_000;

describe('the clock record', () => {
  it('starts the clocks of the seats to act, each with its whole reserve', () => {
    const record = startClock(PACE, ['0', '2'], ['0', '1', '2'], 4, T0);
    expect(record).toEqual({
      stateID: 4,
      seats: { '0': { reserveMs: 300_000, since: T0, timeouts: 0 }, '2': { reserveMs: 300_000, since: T0, timeouts: 0 } },
    });
    expect(deadlineOf(record.seats['0'], PACE)).toBe(T0 + 330_000);
  });

  it('simultaneous decisions: a seat that moved stops its clock, the others keep running from when theirs began', () => {
    let record = startClock(PACE, ['0', '1', '2'], ['0', '1', '2'], 0, T0);
    // Wu recruits after 40 s: 10 s beyond its move time come off its reserve; Wei and Shu still decide.
    record = afterMove(record, PACE, { stateID: 1, toAct: ['0', '2'], mover: '1', now: T0 + 40_000 });
    expect(record.seats['1']).toEqual({ reserveMs: 290_000, timeouts: 0 });
    expect(record.seats['0'].since).toBe(T0);
    expect(record.seats['2'].since).toBe(T0);
    expect(dueAt(record, PACE, ['0', '1', '2'], T0 + 329_999)).toEqual({ ranOut: [], nextDeadline: T0 + 330_000 });
    expect(dueAt(record, PACE, ['0', '1', '2'], T0 + 330_000).ranOut).toEqual(['0', '2']);
  });

  it('a seat to act again after its own move starts a new decision; within the move time the reserve is untouched', () => {
    let record = startClock(PACE, ['0'], ['0'], 0, T0);
    record = afterMove(record, PACE, { stateID: 1, toAct: ['0'], mover: '0', now: T0 + 20_000 });
    expect(record.seats['0']).toEqual({ reserveMs: 300_000, since: T0 + 20_000, timeouts: 0 });
  });

  it('a decision the stand-in made on time out empties the reserve and is counted; the next own decision clears the mark', () => {
    let record = startClock(PACE, ['0'], ['0'], 0, T0);
    record = markedOutOfTime(record, dueAt(record, PACE, ['0'], T0 + 330_000).ranOut);
    expect(record.seats['0'].outOfTime).toBe(true);
    expect(clockFace(record.seats['0'], PACE, T0 + 331_000)).toEqual({ moveLeftMs: 0, reserveLeftMs: 0, running: true });
    record = afterMove(record, PACE, { stateID: 1, toAct: ['0'], mover: '0', now: T0 + 331_000 });
    expect(record.seats['0']).toEqual({ reserveMs: 0, since: T0 + 331_000, timeouts: 1, lastTimedOut: true, timeoutsInARow: 1 });
    // Out of reserve, a decision has its move time only.
    expect(deadlineOf(record.seats['0'], PACE)).toBe(T0 + 361_000);
    record = afterMove(record, PACE, { stateID: 2, toAct: ['1'], mover: '0', now: T0 + 340_000 });
    expect(record.seats['0']).toEqual({ reserveMs: 0, timeouts: 1 });
  });

  it("a seat is away after `awayAfter` of its decisions in a row were the stand-in's; its own next decision brings it back", () => {
    let record = startClock(PACE, ['0', '1'], ['0'], 0, T0);
    let now = T0;
    let stateID = 0;
    const standInDecides = (awayAfter: number) => {
      now = deadlineOf(record.seats['0'], PACE)!;
      record = markedOutOfTime(record, dueAt(record, PACE, ['0'], now).ranOut);
      record = afterMove(record, PACE, { stateID: ++stateID, toAct: ['1'], mover: '0', now }, awayAfter);
      // Another seat's move between does not count as the seat's own.
      record = afterMove(record, PACE, { stateID: ++stateID, toAct: ['0'], mover: '1', now: now + 1000 }, awayAfter);
    };
    standInDecides(3);
    standInDecides(3);
    expect(record.seats['0']).toMatchObject({ timeoutsInARow: 2 });
    expect(record.seats['0'].away).toBeUndefined();
    standInDecides(3);
    expect(record.seats['0']).toMatchObject({ timeoutsInARow: 3, away: true, timeouts: 3 });
    record = afterMove(record, PACE, { stateID: ++stateID, toAct: ['1'], mover: '0', now: now + 2000 }, 3);
    expect(record.seats['0']).toEqual({ reserveMs: 0, timeouts: 3 });
    // Tunable: away after the first time-out.
    record = afterMove(record, PACE, { stateID: ++stateID, toAct: ['0'], mover: '1', now: now + 3000 }, 1);
    standInDecides(1);
    expect(record.seats['0']).toMatchObject({ timeoutsInARow: 1, away: true });
  });

  it('a decision the rules no longer wait for (another seat moved first) stops its clock, charged for its time', () => {
    let record = startClock(PACE, ['0', '1'], ['0', '1'], 0, T0);
    record = afterMove(record, PACE, { stateID: 1, toAct: [], mover: '1', now: T0 + 31_000 });
    expect(record.seats['0']).toEqual({ reserveMs: 299_000, timeouts: 0 });
  });

  it('a record that missed states restarts the decisions under way, charging nothing', () => {
    const record = startClock(PACE, ['0', '1'], ['0'], 0, T0);
    expect(resync(record, ['1'], 7, T0 + 50_000)).toEqual({
      stateID: 7,
      seats: { '0': { reserveMs: 300_000, timeouts: 0 }, '1': { reserveMs: 300_000, since: T0 + 50_000, timeouts: 0 } },
    });
  });

  it('shows the move time first, then the reserve', () => {
    const record = startClock(PACE, ['0'], ['0'], 0, T0);
    expect(clockFace(record.seats['0'], PACE, T0 + 10_000)).toEqual({ moveLeftMs: 20_000, reserveLeftMs: 300_000, running: true });
    expect(clockFace(record.seats['0'], PACE, T0 + 45_000)).toEqual({ moveLeftMs: 0, reserveLeftMs: 285_000, running: true });
  });
});

describe('the pace', () => {
  it('is checked as the creator sends it', () => {
    expect(paceError(PACES.relaxed)).toBeNull();
    expect(paceError({ moveSeconds: 0, reserveSeconds: 10 })).toMatch(/moveSeconds/);
    expect(paceError({ moveSeconds: 10, reserveSeconds: -1 })).toMatch(/reserveSeconds/);
    expect(paceError({ moveSeconds: 10.5, reserveSeconds: 0 })).toMatch(/moveSeconds/);
    expect(paceError({ moveSeconds: 10, reserveSeconds: 0, extra: 1 })).toMatch(/extra/);
    expect(paceError('fast')).toMatch(/moveSeconds/);
    expect(paceOf({ pace: { moveSeconds: 0 } })).toBeNull();
    expect(paceOf(undefined)).toBeNull();
  });

  it('reads as the page shows it', () => {
    expect(paceText(PACES.relaxed)).toBe('2 min a move + 20 min reserve');
    expect(paceText(PACES.fast)).toBe('30 s a move + 5 min reserve');
    expect(paceText(null)).toBe('no clock');
  });
});
