/**
 * "Your turn" made unmissable: a sticky banner, the tab title, an optional
 * sound (off by default) and an optional browser notification while the tab
 * is hidden (permission asked only when the player turns it on).
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const TITLE = 'Three Kingdoms Redux';
const PREFS_KEY = 'tkr.turnAlerts';

interface Prefs {
  sound: boolean;
  notify: boolean;
}

function loadPrefs(): Prefs {
  try {
    const raw = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as Partial<Prefs>;
    return { sound: raw.sound === true, notify: raw.notify === true };
  } catch {
    return { sound: false, notify: false };
  }
}

/** A short two-note chime made on the spot (no audio file to ship). */
function chime(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    [660, 880].forEach((f, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = f;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.15, ctx.currentTime + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + i * 0.15 + 0.25);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + i * 0.15 + 0.3);
    });
    setTimeout(() => void ctx.close(), 800);
  } catch {
    // Sound is a nicety: a browser without audio plays none.
  }
}

/** Sets the tab title and fires the alerts when `yourTurn` becomes true. */
export function useTurnAlerts(yourTurn: boolean, what: string): { prefs: Prefs; setPrefs: (p: Prefs) => void } {
  const [prefs, setPrefsState] = useState<Prefs>(loadPrefs);
  const setPrefs = (p: Prefs) => {
    setPrefsState(p);
    try {
      localStorage.setItem(PREFS_KEY, JSON.stringify(p));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  const was = useRef(false);
  useEffect(() => {
    document.title = yourTurn ? `(Your turn) ${TITLE}` : TITLE;
    if (yourTurn && !was.current) {
      if (prefs.sound) chime();
      if (prefs.notify && document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted')
        new Notification(`Your turn: ${what}`, { body: TITLE, tag: 'tkr-turn' });
    }
    was.current = yourTurn;
  }, [yourTurn, what, prefs.sound, prefs.notify]);
  useEffect(() => () => void (document.title = TITLE), []);
  return { prefs, setPrefs };
}

export function TurnAlertToggles({ prefs, setPrefs }: { prefs: Prefs; setPrefs: (p: Prefs) => void }) {
  const canNotify = typeof Notification !== 'undefined';
  const on = [prefs.sound && 'sound', prefs.notify && 'notify'].filter(Boolean).join(', ');
  return (
    // A small menu: the choices are made once, so they should not take room from every decision.
    <details className="turn-alerts" data-testid="turn-alerts">
      <summary>Alerts{on ? `: ${on}` : ''} ▾</summary>
      <div className="turn-toggles" role="group" aria-label="Turn alerts">
        <label>
          <input
            type="checkbox"
            data-testid="sound-toggle"
            checked={prefs.sound}
            onChange={(e) => setPrefs({ ...prefs, sound: e.target.checked })}
          />{' '}
          Sound
        </label>
        {canNotify && (
          <label>
            <input
              type="checkbox"
              data-testid="notify-toggle"
              checked={prefs.notify}
              onChange={async (e) => {
                const on = e.target.checked;
                // Permission is asked only here, when the player turns notifications on.
                if (on && Notification.permission === 'default') await Notification.requestPermission();
                setPrefs({ ...prefs, notify: on && Notification.permission === 'granted' });
              }}
            />{' '}
            Notify when hidden
          </label>
        )}
      </div>
    </details>
  );
}

/** What the page around the board adds after the banner's text (online: the player's clock; none elsewhere). */
export const TurnBannerExtra = createContext<ReactNode>(null);

export function TurnBanner({ yourTurn, text, state }: { yourTurn: boolean; text: string; state: string }) {
  const extra = useContext(TurnBannerExtra);
  return (
    <div className={`turn-banner${yourTurn ? ` your-turn state-${state}` : ''}`} data-testid="turn-banner" role="status" aria-live="polite">
      {yourTurn ? <strong>Your turn: </strong> : null}
      {text}
      {extra}
    </div>
  );
}
