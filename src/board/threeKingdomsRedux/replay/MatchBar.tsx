/** The strip above a match: what is being played, its seed, and the record's buttons. */
import type { ReactNode } from 'react';
import { RulesButton } from '../help/HelpPanel';
import type { LocalMatch } from '../session';
import type { MatchRecord } from './record';

function downloadRecord(record: MatchRecord): void {
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

/**
 * The seed and the full record (with every seat's secret recruitment) appear
 * only once the game is over: during play, the seed would let a player
 * predict every shuffle and draw, and the record would show the others' picks.
 */
export function MatchBar({
  match,
  gameOver,
  children,
  onLeave,
  onReplay,
}: {
  match: LocalMatch;
  gameOver: boolean;
  children?: ReactNode;
  onLeave?: () => void;
  onReplay?: (record: MatchRecord) => void;
}) {
  return (
    <nav className="match-bar" aria-label="Match" data-testid="match-bar">
      <span className="match-what">{children}</span>
      {gameOver && (
        <span className="match-seed">
          Seed <code data-testid="match-seed">{match.settings.seed}</code>
        </span>
      )}
      {onReplay && (
        // On a phone the bar keeps to one short row: the words after the first go (wide-only), the name keeps them all.
        <button type="button" data-testid="open-replay" aria-label="Replay this game" onClick={() => onReplay(match.record())}>
          Replay<span className="wide-only"> this game</span>
        </button>
      )}
      {gameOver && (
        <button type="button" data-testid="download-record" onClick={() => downloadRecord(match.record())}>
          Download the record
        </button>
      )}
      <RulesButton />
      {onLeave && (
        <button type="button" data-testid="leave-match" aria-label="Leave the game" onClick={onLeave}>
          Leave<span className="wide-only"> the game</span>
        </button>
      )}
    </nav>
  );
}
