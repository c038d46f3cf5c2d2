/** The strip above a match: what is being played, its seed, and the record's buttons. */
import type { ReactNode } from 'react';
import type { LocalMatch } from '../session';
import type { MatchRecord } from './record';

export function downloadRecord(record: MatchRecord): void {
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `three-kingdoms-redux-${record.seed}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function MatchBar({
  match,
  children,
  onLeave,
  onReplay,
}: {
  match: LocalMatch;
  children?: ReactNode;
  onLeave?: () => void;
  onReplay?: (record: MatchRecord) => void;
}) {
  return (
    <nav className="match-bar" aria-label="Match" data-testid="match-bar">
      <span className="match-what">{children}</span>
      <span className="match-seed">
        Seed <code data-testid="match-seed">{match.settings.seed}</code>
      </span>
      {onReplay && (
        <button type="button" data-testid="open-replay" onClick={() => onReplay(match.record())}>
          Replay this game
        </button>
      )}
      <button type="button" data-testid="download-record" onClick={() => downloadRecord(match.record())}>
        Download the record
      </button>
      {onLeave && (
        <button type="button" data-testid="leave-match" onClick={onLeave}>
          Leave the game
        </button>
      )}
    </nav>
  );
}
