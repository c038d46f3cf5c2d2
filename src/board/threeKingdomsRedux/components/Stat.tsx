/** One labelled number in a <dl>; the number sits alone in its element so tests can read it exactly. */
import type { ReactNode } from 'react';
import { useChangedSinceMount } from '../table/motion';

export interface StatProps {
  label: ReactNode;
  value: number;
  testId?: string;
  /** Text after the number ("of 12", "Grand General"). */
  note?: ReactNode;
  /** Draw the value on a small gauge, e.g. 1..12 for tribal relations. */
  gauge?: { min: number; max: number };
}

export function Stat({ label, value, testId, note, gauge }: StatProps) {
  const changed = useChangedSinceMount(value);
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        {/* Keyed by the value: a change mounts it afresh, which replays the short highlight (board.css); not on first appearance. */}
        <span key={value} className={changed ? 'stat-value stat-changed' : 'stat-value'} data-testid={testId}>
          {value}
        </span>
        {note && <span className="stat-note"> {note}</span>}
        {gauge && <meter className="gauge" min={gauge.min} max={gauge.max} value={value} aria-hidden="true" />}
      </dd>
    </div>
  );
}
