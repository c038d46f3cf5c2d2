/**
 * The coach of a tutorial game: a panel docked above the tray (it never lies
 * over the board, so it cannot hide what it points at) that explains the
 * step the game is in with the rules help's own entry, says what to do now,
 * marks the control to use on the page (data-coach-pointer, drawn as a
 * pulsing ring), offers a sound choice and says why closed options are
 * closed. "Hide the coach" puts it away (a small button brings it back);
 * the choice is kept in this browser.
 */
import { useEffect, useMemo, useState } from 'react';
import { helpEntries } from '../help/rulesHelp';
import { useHelp } from '../help/HelpContext';
import type { TableApi } from '../table/TableContext';
import { coachTip, suggestedMove, type Pointer } from './coachTip';

interface CoachProps {
  t: TableApi;
  /** The rules' refusal of the last move sent, if any. */
  error: string | null;
  /** A key that changes with the seat's decision (the suggestion is worked out once per decision). */
  decisionKey: string;
  shown: boolean;
  onShow: (shown: boolean) => void;
  /**
   * Whether the coach may name a sound choice: a move recommendation is a
   * hint, so only where hints are allowed (a local game; online, the match's
   * creator decides) and the player has not turned them off.
   */
  suggest: boolean;
}

export function Coach({ t, error, decisionKey, shown, onShow, suggest }: CoachProps) {
  const help = useHelp();
  const [more, setMore] = useState(false);
  const deciding = t.active && t.kind !== 'waiting' && t.kind !== 'gameOver';
  // The "medium" bot's move on this seat's own view: the coach's sound choice.
  const suggestion = useMemo(
    () => (shown && deciding && suggest ? suggestedMove(t.G, t.seat) : null),
    [decisionKey, shown, deciding, suggest],
  );
  const tip = coachTip(t, suggestion, error);
  const entry = helpEntries().find((e) => e.id === tip.helpId);
  usePointers(shown ? tip.pointers : []);
  if (!shown)
    return (
      <p className="coach-off">
        <button type="button" data-testid="coach-show" onClick={() => onShow(true)}>
          Show the coach
        </button>
      </p>
    );
  return (
    <section className="coach" data-testid="coach" aria-label="Coach" data-help-id={tip.helpId}>
      <div className="coach-body">
        <p className="coach-step">
          <strong data-testid="coach-step">{entry?.title}</strong>{' '}
          {entry && (
            <button
              type="button"
              className="coach-link"
              data-testid="coach-more"
              aria-expanded={more}
              aria-label={more ? 'Less of this rule' : 'More of this rule'}
              onClick={() => setMore(!more)}
            >
              {more ? 'less' : 'more'}
            </button>
          )}
        </p>
        <p className="coach-now" data-testid="coach-now" aria-live="polite">
          <span aria-hidden="true">➜ </span>
          {tip.doNow}
        </p>
        {entry && (
          // The step's rule as it comes: its first line always, the rest on request.
          <div className="coach-rules" data-testid="coach-rules">
            {(more ? entry.lines : entry.lines.slice(0, 1)).map((line, i) => (
              <p key={i}>{line}</p>
            ))}
            {more && help && (
              <button type="button" className="coach-link" onClick={() => help.open(entry.id)}>
                Open it in the rules
              </button>
            )}
          </div>
        )}
        {tip.suggestion && (
          <p className="coach-suggestion" data-testid="coach-suggestion">
            A sound choice: {tip.suggestion}.
          </p>
        )}
        {tip.stageable && (
          <p>
            <button type="button" data-testid="coach-stage" onClick={() => t.stage({ move: tip.stageable!, label: tip.suggestion ?? '' })}>
              Set up the coach’s choice
            </button>
          </p>
        )}
        {tip.refused.length > 0 && (
          <ul className="coach-refused" data-testid="coach-refused" aria-label="Why some options are closed">
            {tip.refused.map((r, i) => (
              <li key={i}>
                <strong>{r.what}</strong>: {r.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="coach-hide" data-testid="coach-hide" onClick={() => onShow(false)}>
        Hide the coach
      </button>
    </section>
  );
}

const ATTR = 'data-coach-pointer';

/** The elements a pointer names on the page now. */
function matches(p: Pointer): Element[] {
  const all = Array.from(document.querySelectorAll(p.selector));
  return p.text === undefined ? all : all.filter((el) => el.textContent?.trim() === p.text);
}

/**
 * Marks the first pointer that names something on the page ("now"), with the
 * value to pick where it is a field, and scrolls it into view when it is off
 * screen. Runs after every render: pieces re-rendered from scratch lose the mark.
 */
function usePointers(pointers: Pointer[]) {
  const key = JSON.stringify(pointers);
  useEffect(() => {
    for (const el of Array.from(document.querySelectorAll(`[${ATTR}]`))) {
      el.removeAttribute(ATTR);
      el.removeAttribute('data-coach-value');
    }
    for (const p of pointers) {
      const found = matches(p);
      if (found.length === 0) continue;
      const el = found[0] as HTMLElement;
      el.setAttribute(ATTR, 'now');
      if (p.value !== undefined) el.setAttribute('data-coach-value', p.value);
      return;
    }
  });
  // Scroll only when the pointer itself changes, never on every render.
  useEffect(() => {
    const el = document.querySelector<HTMLElement>(`[${ATTR}="now"]`);
    if (!el || typeof el.getBoundingClientRect !== 'function') return;
    // In the dock (the hand's row of cards): scroll the row sideways; the dock itself never moves.
    if (el.closest('[data-testid="dock"]')) {
      el.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
      return;
    }
    // On the board: into the part of the screen above the dock.
    const r = el.getBoundingClientRect();
    const dock = document.querySelector('[data-testid="dock"]')?.getBoundingClientRect();
    const bottom = dock ? dock.top : window.innerHeight;
    if (r.top < 0 || r.bottom > bottom) el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [key]);
  useEffect(
    () => () => {
      for (const el of Array.from(document.querySelectorAll(`[${ATTR}]`))) el.removeAttribute(ATTR);
    },
    [],
  );
}
