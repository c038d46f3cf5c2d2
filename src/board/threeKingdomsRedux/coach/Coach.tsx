/**
 * The coach of a tutorial game: a panel docked above the tray (it never lies
 * over the board, so it cannot hide what it points at). In round 1 it walks
 * each decision: the step (the rules help's own entry), what to do now, the
 * sound choice and why (the Hint's own analysis of this decision, asked once
 * and shared with the Hint button: they never disagree), and where to look on
 * the board; it marks the control to use (data-coach-pointer, drawn as a
 * pulsing ring) and says why closed options are closed. From round 2 it steps
 * back to a one-line tip unless the player asks for more. "Hide the coach"
 * puts it away (a small button brings it back); the choice is kept in this
 * browser.
 */
import { useEffect, useState } from 'react';
import { helpEntries } from '../help/rulesHelp';
import { useHelp } from '../help/HelpContext';
import type { HintState } from '../advisor/Hint';
import type { TableApi } from '../table/TableContext';
import { coachTip, type Pointer } from './coachTip';

/** The rounds the coach walks in full; later it gives a one-line tip unless asked for more. */
const WALKED_ROUNDS = 1;

interface CoachProps {
  t: TableApi;
  /** The rules' refusal of the last move sent, if any. */
  error: string | null;
  /** The advisor's analysis of this decision (the Hint's), once asked. */
  analysis: HintState | null;
  /** Asks the advisor about this decision (once per decision; the Hint shows the same answer). */
  prepare: () => void;
  shown: boolean;
  onShow: (shown: boolean) => void;
  /**
   * Whether the coach may name a sound choice: a move recommendation is a
   * hint, so only where hints are allowed (a local game; online, the match's
   * creator decides) and the player has not turned them off.
   */
  suggest: boolean;
}

export function Coach({ t, error, analysis, prepare, shown, onShow, suggest }: CoachProps) {
  const help = useHelp();
  const [more, setMore] = useState(false);
  const [explain, setExplain] = useState(false);
  const deciding = t.active && t.kind !== 'waiting' && t.kind !== 'gameOver';
  const wanted = shown && deciding && suggest;
  useEffect(() => {
    if (wanted) prepare();
  }, [wanted, prepare]);
  const advice = wanted && analysis?.status === 'done' ? analysis.advice : null;
  const thinking = wanted && analysis?.status === 'thinking';
  const tip = coachTip(t, advice, error);
  const entry = helpEntries().find((e) => e.id === tip.helpId);
  const brief = t.G.round > WALKED_ROUNDS && !explain;
  // data-advice: whether the suggestion is in (tests wait for it before following the pointers).
  const adviceState = advice ? 'ready' : thinking ? 'thinking' : 'none';
  usePointers(shown ? tip.pointers : []);
  if (!shown)
    return (
      <p className="coach-off">
        <button type="button" data-testid="coach-show" onClick={() => onShow(true)}>
          Show the coach
        </button>
      </p>
    );
  const hide = (
    <button type="button" className="coach-hide" data-testid="coach-hide" onClick={() => onShow(false)}>
      Hide the coach
    </button>
  );
  if (brief)
    return (
      <section className="coach coach-brief" data-testid="coach" aria-label="Coach" data-help-id={tip.helpId} data-advice={adviceState}>
        <p className="coach-tip" data-testid="coach-tip" aria-live="polite">
          <strong>Tip:</strong> {tip.suggestion && deciding ? `${tip.suggestion}. ${tip.why ?? ''}` : tip.doNow}{' '}
          <button type="button" className="coach-link" data-testid="coach-explain" onClick={() => setExplain(true)}>
            explain
          </button>
        </p>
        {hide}
      </section>
    );
  return (
    <section className="coach" data-testid="coach" aria-label="Coach" data-help-id={tip.helpId} data-advice={adviceState}>
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
          {t.G.round > WALKED_ROUNDS && (
            <button type="button" className="coach-link" data-testid="coach-brief" onClick={() => setExplain(false)}>
              tips only
            </button>
          )}
        </p>
        <p className="coach-now" data-testid="coach-now" aria-live="polite">
          <span aria-hidden="true">➜ </span>
          {tip.doNow}
        </p>
        {entry && (
          // The step's rule as it comes: its first line always, the rest on request.
          <div className={`coach-rules${more ? ' is-open' : ''}`} data-testid="coach-rules">
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
        {thinking && (
          <p className="coach-suggestion muted" data-testid="coach-thinking">
            The coach asks the Hint’s bot about your options…
          </p>
        )}
        {tip.suggestion && (
          // data-move: the move itself, for tests that hold it against the Hint's first option.
          <p className="coach-suggestion" data-testid="coach-suggestion" data-move={JSON.stringify(advice?.moves[0]?.move)}>
            A sound choice: {tip.suggestion}. {tip.why && <span data-testid="coach-why">{tip.why}</span>}
          </p>
        )}
        {tip.lookAt && deciding && (
          <p className="coach-look" data-testid="coach-look">
            {tip.lookAt}
          </p>
        )}
        {tip.stageable && (
          <p className="coach-stage-row">
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
      {hide}
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
