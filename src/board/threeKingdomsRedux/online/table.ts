/**
 * A listed match's table and clocks as the page reads them: whether play has
 * started, who hosts it, whether hints are allowed, the pace, each seat's clock, and the server's time
 * (the Lobby API's match answer carries `serverNow`: src/server/table/tableCalls.ts),
 * so clocks count by the server's time whatever this computer's clock says.
 */
import type { LobbyAPI } from 'boardgame.io';
import { clockFace, clockRecordOf, type ClockRecord, type SeatClock } from '../../../shared/matchClock';
import { paceOf, type Pace } from '../../../shared/pace';
import { hostSeat, isStarted } from '../../../shared/matchTable';
import type { SeatID } from './seats';

export { hostSeat, isStarted };

/** The listed match as this page received it: `receivedAt` is this page's time when it arrived. */
export interface ListedMatch {
  match: LobbyAPI.Match;
  receivedAt: number;
}

const serverNowOf = (match: LobbyAPI.Match): number | null => {
  const now = (match as unknown as { serverNow?: unknown }).serverNow;
  return typeof now === 'number' ? now : null;
};

/** Whether the match's creator allows hints (`setupData.hints: true`; anything else, or none, is no). */
export const hintsAllowed = (setupData: unknown): boolean =>
  typeof setupData === 'object' && setupData !== null && (setupData as { hints?: unknown }).hints === true;

/** What every page of the match shows about hints. */
export const hintsText = (setupData: unknown): string => (hintsAllowed(setupData) ? 'Hints allowed' : 'No hints');

export interface MatchClocks {
  pace: Pace;
  record: ClockRecord;
  /** The server's time now, as this page reckons it. */
  serverNow(): number;
}

/** The match's clocks, or null when it has none (no pace, or play not started). */
export function matchClocks(listed: ListedMatch | null, pageNow: () => number = Date.now): MatchClocks | null {
  if (!listed) return null;
  const pace = paceOf(listed.match.setupData);
  const record = clockRecordOf((listed.match as unknown as { clock?: unknown }).clock);
  if (!pace || !record) return null;
  const served = serverNowOf(listed.match) ?? listed.receivedAt;
  return { pace, record, serverNow: () => served + (pageNow() - listed.receivedAt) };
}

/** "1:05", "0:09", "12:00", "1:02:03". */
export function clockText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface SeatClockView {
  /** The seat's decision is under way (its clock runs). */
  running: boolean;
  /** In words, e.g. "0:23 + 4:30 reserve". */
  text: string;
  /** The seat's time ran out: the server's bot makes (or made) the decision. */
  outOfTime: boolean;
  /** Timed out too often in a row: nobody counts as at this seat until it moves (alone at the table, the match waits for it). */
  away: boolean;
  /** Its last decision was made by the bot because its time ran out. */
  lastTimedOut: boolean;
  /** The decision's own time is spent: the reserve runs. */
  onReserve: boolean;
  /** A warning: under 10 s left in all, or a decision under way with no reserve behind it (at 0:00 a bot decides). */
  low: boolean;
}

export function seatClockView(clocks: MatchClocks, seat: SeatID): SeatClockView | null {
  const clock: SeatClock | undefined = clocks.record.seats[seat];
  if (!clock) return null;
  const face = clockFace(clock, clocks.pace, clocks.serverNow());
  const away = Boolean(clock.away);
  // An away seat's clock may show no time left while the match waits for it: no bot decides then (unless the server says so).
  const outOfTime = Boolean(clock.outOfTime) || (!away && face.running && face.moveLeftMs === 0 && face.reserveLeftMs === 0);
  const onReserve = face.running && face.moveLeftMs === 0;
  const text = outOfTime
    ? 'out of time: a bot decides'
    : away
      ? `away (timed out ${clock.timeoutsInARow ?? clock.timeouts} times in a row) until this seat moves`
      : face.running
        ? onReserve
          ? `reserve ${clockText(face.reserveLeftMs)}`
          : face.reserveLeftMs === 0
            ? `${clockText(face.moveLeftMs)} left, no reserve: then a bot decides`
            : `${clockText(face.moveLeftMs)} + ${clockText(face.reserveLeftMs)} reserve`
        : face.reserveLeftMs > 0
          ? `reserve ${clockText(face.reserveLeftMs)}`
          : 'no reserve left';
  return {
    running: face.running,
    text,
    outOfTime,
    away,
    lastTimedOut: Boolean(clock.lastTimedOut),
    onReserve,
    low: face.running && !outOfTime && !away && (face.moveLeftMs + face.reserveLeftMs < 10_000 || face.reserveLeftMs === 0),
  };
}
