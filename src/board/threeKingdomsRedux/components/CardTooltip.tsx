/**
 * A name that opens a small card popup on hover, on keyboard focus, or when
 * clicked (pinned). The popup is always in the markup and tied to the trigger
 * with aria-describedby, so screen readers announce the card text without
 * opening anything; Escape hides it again (WCAG 1.4.13, dismissible), and
 * moving focus away unpins it.
 */
import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

type Mode = 'auto' | 'pinned' | 'dismissed';

export interface CardTooltipProps {
  /** What stays visible: usually the card's printed name. */
  trigger: ReactNode;
  /** The popup's content; phrasing elements only (it sits inside a <span>). */
  children: ReactNode;
  className?: string;
  /** The popup's id, for a control beside the name that the card text describes (see GeneralCard). */
  tipId?: string;
  /** Out of the tab order: the card's own action button stands for it and is described by the popup. */
  untabbable?: boolean;
  /** The roving-focus group the name belongs to (rovingFocus.ts), e.g. the hand's cards. */
  roving?: string;
}

export function CardTooltip({ trigger, children, className, tipId, untabbable, roving }: CardTooltipProps) {
  const ownId = useId();
  const id = tipId ?? ownId;
  const [mode, setMode] = useState<Mode>('auto');
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setMode('dismissed');
  };
  // The pointer leaving re-arms hover after an Escape; a pinned popup stays for reading.
  const rearm = () => setMode((m) => (m === 'dismissed' ? 'auto' : m));
  // Focus moving elsewhere (a click or Tab away) closes it, so pinned popups never pile up.
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setMode('auto');
  };
  return (
    <span
      className={['tip', `tip-${mode}`, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onMouseLeave={rearm}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="tip-trigger"
        aria-describedby={id}
        aria-expanded={mode === 'pinned'}
        tabIndex={untabbable ? -1 : undefined}
        data-roving={untabbable ? undefined : roving}
        onClick={() => setMode((m) => (m === 'pinned' ? 'auto' : 'pinned'))}
      >
        {trigger}
      </button>
      <span role="tooltip" id={id} className="tip-body">
        {children}
      </span>
    </span>
  );
}
