/**
 * A submit button that, when the rules refuse what it would send, is disabled
 * and says why in visible text linked by aria-describedby (a title tooltip
 * would be invisible to keyboard and touch users).
 */
import { useId } from 'react';

interface ReasonedButtonProps {
  label: string;
  /** The engine's reason this cannot be submitted now, or null when it can. */
  reason: string | null;
  onClick: () => void;
  /** Disabled for a reason outside the rules (e.g. a move is in flight). */
  disabled?: boolean;
  testId?: string;
  className?: string;
}

export function ReasonedButton({ label, reason, onClick, disabled, testId, className }: ReasonedButtonProps): JSX.Element {
  const reasonId = useId();
  return (
    <span className={className ?? 'reasoned-button'}>
      <button
        type="button"
        data-testid={testId}
        disabled={reason !== null || disabled}
        aria-describedby={reason !== null ? reasonId : undefined}
        onClick={onClick}
      >
        {label}
      </button>
      {reason !== null && (
        <span id={reasonId} className="disabled-reason" data-testid="disabled-reason">
          {reason}
        </span>
      )}
    </span>
  );
}
