/**
 * The decision tray docked at the bottom of the screen: what the seat is
 * deciding, its choice so far, and Confirm / Cancel. Nothing is sent before
 * Confirm; Enter confirms from anywhere on the page that is not itself a
 * control (and on the space already chosen), Escape steps back one step
 * (Cancel clears all); after each move the focus comes back here.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { recruitCount } from '../../../game/threeKingdomsRedux/conflict';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import { spaceName } from '../../../game/threeKingdomsRedux/spaces';
import { CardChoiceForm } from '../decisions/CardChoiceForm';
import { SkillMoves } from '../decisions/SkillMoves';
import { waitingMessage } from '../decisions/waiting';
import { capitalise, generalName } from '../labels';
import { describeMove } from './describeMove';
import { emptyDraft, draftMove } from './useTableState';
import type { TableApi } from './TableContext';
import { stepBack } from './stepBack';
import { plural } from '../../../game/threeKingdomsRedux/words';

interface DecisionTrayProps {
  table: TableApi;
  /** Sends a move (TkrBoard checks it against the rules first). */
  send: (move: Move) => void;
  /** The rules' refusal of the last move sent, if any. */
  error: string | null;
  /** Extra controls at the end of the tray (sound, notifications). */
  extras?: ReactNode;
}

export function trayPrompt(t: TableApi): string {
  const { G, seat, kind } = t;
  switch (kind) {
    case 'recruit':
      return `Recruit ${plural(recruitCount(G, seat), 'general')}: click the drawn cards in your hand`;
    case 'selectAlliance':
      return 'Place the alliance token: click a highlighted common space';
    case 'bid':
      return bidPrompt(t);
    case 'action':
      return t.draft.actionSpace ? capitalise(spaceName(t.draft.actionSpace)) : 'Take your actions: click a won space';
    case 'choice':
      return 'A card asks you to decide';
    case 'gameOver':
      return 'The game is over';
    default:
      return waitingMessage(G, seat);
  }
}

function bidPrompt(t: TableApi): string {
  const { general, space, spaceChosen } = t.draft.bid;
  if (!general) return 'Bid: pick a general from your hand, or pass';
  if (!spaceChosen) return `${generalName(general)}: click a highlighted space`;
  return `${generalName(general)} on ${spaceName(space)}: confirm or change the bid`;
}

/** Undoes the draft's last step; focus stays put, or goes to the control that made the step if the focused one went with it. */
function stepBackKeepingFocus(t: TableApi, tray: HTMLElement | null): void {
  const back = stepBack(t);
  if (!back) return;
  flushSync(() => t.update(back.patch));
  const focused = document.activeElement;
  if (back.focus && (!focused || focused === document.body || !focused.isConnected))
    (tray?.closest('.tkr-seat') ?? document).querySelector<HTMLElement>(`[data-testid="${back.focus}"]`)?.focus();
}

export function DecisionTray({ table: t, send, error, extras }: DecisionTrayProps): JSX.Element {
  const ref = useRef<HTMLElement>(null);
  const pending = draftMove(t);
  const canConfirm = t.active && 'move' in pending;
  const stageMove = (move: Move) => t.stage({ move, label: describeMove(t.G, t.seat, move) });
  const confirm = () => {
    if (!('move' in pending) || !t.active) return;
    send(pending.move);
    ref.current?.focus();
  };
  const cancel = () => t.update(emptyDraft());
  const back = () => stepBackKeepingFocus(t, ref.current);

  // Enter / Escape from anywhere but a control that has its own use for them.
  const keys = useRef({ confirm, back });
  keys.current = { confirm, back };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      const control = el?.closest('button, select, input, textarea, a, summary, [contenteditable="true"]');
      if (e.key === 'Enter' && (!control || el?.closest('[data-confirm-on-enter="true"]'))) {
        e.preventDefault();
        keys.current.confirm();
      } else if (e.key === 'Escape' && !el?.closest('.tip')) keys.current.back();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Focus back to the tray whenever a new decision of this seat begins, unless the player is typing elsewhere.
  const decisionStamp = `${t.kind}:${t.G.round}:${t.G.bidSeq}:${t.G.actionsTaken[t.seat].length}:${t.G.pending.length}`;
  useEffect(() => {
    if (!t.active) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected || ref.current?.contains(focused))
      ref.current?.focus({ preventScroll: true });
  }, [decisionStamp, t.active]);

  const deciding = t.kind !== 'waiting' && t.kind !== 'gameOver';
  // On a phone the tray folds to one line of buttons (the banner says what to do, the board is where to do it)
  // until the player opens it with More; a card's choice is asked in the tray itself, so there only the extras fold.
  const [open, setOpen] = useState(false);
  const fold = !deciding || open ? '' : t.kind === 'choice' ? ' tray-folded-extras' : ' tray-folded';
  // "Pick a general from your hand, or pass." under "Bid: pick a general from your hand, or pass" says nothing new: not shown.
  const repeatsPrompt = !('move' in pending) && sameWords(pending.reason, trayPrompt(t));
  return (
    <section
      ref={ref}
      className={`tray${t.active && deciding ? ' tray-active' : ''}${fold}`}
      data-testid="decision-panel"
      data-decision-kind={t.kind}
      aria-labelledby="tray-prompt"
      tabIndex={-1}
    >
      {/* A machine-readable hook for the end-to-end tests; the heading says it in words. */}
      <span data-testid="decision-kind" hidden>
        {t.kind}
      </span>
      <div className="tray-main" id="tray-main">
        <h2 id="tray-prompt" className="tray-prompt" aria-live="polite">
          {trayPrompt(t)}
        </h2>
        {deciding && <TrayBody t={t} stageMove={stageMove} />}
        {deciding && <SkillMoves G={t.G} seat={t.seat} onMove={stageMove} disabled={!t.active} />}
      </div>
      <div className="tray-commit">
        {deciding && (
          <p
            className={`tray-choice${'move' in pending ? ' ready' : ''}${repeatsPrompt ? ' repeats-prompt' : ''}`}
            id="tray-choice"
            data-testid="tray-choice"
            aria-live="polite"
          >
            {'move' in pending ? pending.label : pending.reason}
          </p>
        )}
        {error && (
          <p className="move-error" role="alert" data-testid="move-error">
            {error}
          </p>
        )}
        {deciding && (
          <div className="tray-buttons">
            {/* A grey Confirm always says why, beside it (the prompt when the reason repeats it). */}
            <button
              type="button"
              className="primary"
              data-testid="tray-confirm"
              disabled={!canConfirm}
              aria-describedby={canConfirm ? undefined : repeatsPrompt ? 'tray-prompt' : 'tray-choice'}
              onClick={confirm}
            >
              Confirm <kbd aria-hidden="true">Enter</kbd>
            </button>
            {/* Cancel clears the whole choice; the Escape key only steps back one step. */}
            <button type="button" data-testid="tray-cancel" title="Clears the whole choice (Esc steps back one step)" onClick={cancel}>
              Cancel
            </button>
            {deciding && (
              <button
                type="button"
                className="tray-toggle"
                data-testid="tray-toggle"
                aria-expanded={open}
                aria-controls="tray-main"
                onClick={() => setOpen(!open)}
              >
                {open ? 'Less' : 'More'}
              </button>
            )}
          </div>
        )}
        {!t.active && deciding && (
          <p className="decision-busy" role="status">
            Please wait…
          </p>
        )}
        {extras}
      </div>
    </section>
  );
}

/** Whether two sentences say the same once case, punctuation and a leading "Bid:"-style label are ignored. */
function sameWords(a: string, b: string): boolean {
  const words = (x: string) =>
    x
      .toLowerCase()
      .replace(/^[^:]*:\s*/, '')
      .replace(/[^a-z ]/g, '')
      .trim();
  return words(a) === words(b);
}

function TrayBody({ t, stageMove }: { t: TableApi; stageMove: (m: Move) => void }): JSX.Element | null {
  const { G, seat, kind, draft, active } = t;
  switch (kind) {
    case 'recruit':
      return (
        <p className="tray-help" data-recruit-count={recruitCount(G, seat)}>
          Selected {draft.recruit.length} of {recruitCount(G, seat)}. The others go back to your remaining general cards.
        </p>
      );
    case 'bid':
      return (
        <div className="tray-row">
          <button type="button" data-testid="bid-pass" disabled={!active} onClick={() => stageMove({ type: 'pass' })}>
            Pass…
          </button>
          <span className="muted tray-hint">Unplayable spaces show why on hover or focus.</span>
        </div>
      );
    case 'action':
      return <ActionBody t={t} stageMove={stageMove} />;
    case 'choice':
      return <CardChoiceForm G={G} onMove={stageMove} disabled={!active} />;
    default:
      return null;
  }
}

function ActionBody({ t }: { t: TableApi; stageMove: (m: Move) => void }): JSX.Element {
  const { G, seat, draft, active } = t;
  return (
    <div className="tray-actions">
      <div className="tray-row" role="group" aria-label="Your won spaces">
        {G.pendingActions[seat].map((s) => (
          <button
            key={s}
            type="button"
            data-testid={`open-action-${s}`}
            aria-pressed={s === draft.actionSpace}
            disabled={!active}
            onClick={() => t.update({ actionSpace: s, location: null, staged: null })}
          >
            {capitalise(spaceName(s))}
          </button>
        ))}
      </div>
      {draft.actionSpace && <p className="tray-help tray-hint">Its options are open beside the space on the board.</p>}
    </div>
  );
}
