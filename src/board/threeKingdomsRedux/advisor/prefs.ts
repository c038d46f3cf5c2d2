/**
 * The player's own choices about the helpers around the table, kept in this
 * browser: hints offered (the advisor) and the coach shown (tutorial games).
 */
import { useCallback, useState } from 'react';

export interface HelperPrefs {
  /** Offer the Hint button (where the match allows hints). */
  hints: boolean;
  /** Show the coach in tutorial games. */
  coach: boolean;
}

const KEY = 'tkr:helpers';
const DEFAULTS: HelperPrefs = { hints: true, coach: true };

function loadHelperPrefs(): HelperPrefs {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Partial<HelperPrefs>;
    return { hints: raw.hints !== false, coach: raw.coach !== false };
  } catch {
    return { ...DEFAULTS };
  }
}

function saveHelperPrefs(p: HelperPrefs): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(p));
  } catch {
    // A browser that refuses storage keeps the choice for this page only.
  }
}

export function useHelperPrefs(): [HelperPrefs, (p: HelperPrefs) => void] {
  const [prefs, setState] = useState(loadHelperPrefs);
  const set = useCallback((p: HelperPrefs) => {
    saveHelperPrefs(p);
    setState(p);
  }, []);
  return [prefs, set];
}
