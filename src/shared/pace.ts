/**
 * A match's pace: how long each decision may take (`moveSeconds`), and a
 * reserve each seat draws on when a decision takes longer (`reserveSeconds`,
 * the whole match). The creator picks it (`setupData.pace`); no pace, no clock.
 *
 * Pure (no Node parts): the page's create form and its clocks read it too.
 */

export interface Pace {
  moveSeconds: number;
  reserveSeconds: number;
}

export type PaceName = 'relaxed' | 'standard' | 'fast';

/** The paces the page offers. */
export const PACES: Record<PaceName, Pace> = {
  relaxed: { moveSeconds: 120, reserveSeconds: 20 * 60 },
  standard: { moveSeconds: 60, reserveSeconds: 10 * 60 },
  fast: { moveSeconds: 30, reserveSeconds: 5 * 60 },
};

/** Bounds of a pace (a decision under a second is no decision; a day is no clock). */
const MIN_MOVE_SECONDS = 1;
const MAX_MOVE_SECONDS = 60 * 60;
const MAX_RESERVE_SECONDS = 24 * 60 * 60;

const wholeIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** Why `value` is not an acceptable `setupData.pace`, or null when it is. */
export function paceError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'setupData.pace must be { "moveSeconds": n, "reserveSeconds": n }';
  for (const key of Object.keys(value))
    if (key !== 'moveSeconds' && key !== 'reserveSeconds') return `setupData.pace has no field "${key}"`;
  const { moveSeconds, reserveSeconds } = value as Record<string, unknown>;
  if (!wholeIn(moveSeconds, MIN_MOVE_SECONDS, MAX_MOVE_SECONDS))
    return `setupData.pace.moveSeconds must be a whole number from ${MIN_MOVE_SECONDS} to ${MAX_MOVE_SECONDS}`;
  if (!wholeIn(reserveSeconds, 0, MAX_RESERVE_SECONDS))
    return `setupData.pace.reserveSeconds must be a whole number from 0 to ${MAX_RESERVE_SECONDS}`;
  return null;
}

/** The pace of a match from its setupData; null for none (anything malformed counts as none: only the lobby guard's checked value is stored). */
export function paceOf(setupData: unknown): Pace | null {
  const pace = (setupData as { pace?: unknown } | undefined)?.pace;
  if (pace === undefined || paceError(pace) !== null) return null;
  return pace as Pace;
}

/** "2 min", "30 s", "1 min 30 s", "1 h". */
function durationText(seconds: number): string {
  if (seconds % 3600 === 0 && seconds >= 3600) return `${seconds / 3600} h`;
  if (seconds < 60) return `${seconds} s`;
  const min = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? `${min} min` : `${min} min ${s} s`;
}

/** "2 min a move + 20 min reserve". */
export function paceText(pace: Pace | null): string {
  if (!pace) return 'no clock';
  return `${durationText(pace.moveSeconds)} a move + ${durationText(pace.reserveSeconds)} reserve`;
}
