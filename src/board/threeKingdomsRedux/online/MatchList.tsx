/** The server's matches: their seats (taken by whom, bots, free), their state, and what this browser can do with each. */
import type { LobbyAPI } from 'boardgame.io';
import { paceOf, paceText } from '../../../shared/pace';
import { HintsNote } from './HintsNote';
import { matchStatus, seatName, seatViews, STATUS_TEXT, describeSeat, type SeatID } from './seats';

interface MatchListProps {
  matches: readonly LobbyAPI.Match[];
  /** The seat this browser holds in a match, if any. */
  heldSeat: (matchID: string) => SeatID | null;
  busy: boolean;
  onJoin: (matchID: string, seat: SeatID) => void;
  onReturn: (matchID: string) => void;
  onWatch: (matchID: string) => void;
}

/** The options a match was created with, in words. */
export function optionsText(match: Pick<LobbyAPI.Match, 'setupData'>): string {
  const setup = (match.setupData ?? {}) as { tutorial?: unknown; hanEmperorCriterion?: unknown };
  const parts: string[] = [];
  if (setup.tutorial === true) parts.push('beginners’ tutorial');
  if (typeof setup.hanEmperorCriterion === 'string') parts.push(`Han emperor bid on ${setup.hanEmperorCriterion}`);
  const pace = paceOf(match.setupData);
  if (pace) parts.push(`clock: ${paceText(pace)}`);
  return parts.join(', ');
}

export function MatchList({ matches, heldSeat, busy, onJoin, onReturn, onWatch }: MatchListProps) {
  if (matches.length === 0)
    return (
      <p className="muted" data-testid="no-matches">
        No matches yet: create one.
      </p>
    );
  return (
    <ul className="online-matches" data-testid="match-list">
      {matches.map((match) => {
        const status = matchStatus(match);
        const held = heldSeat(match.matchID);
        const options = optionsText(match);
        return (
          <li
            key={match.matchID}
            className={`online-match status-${status}`}
            data-testid="listed-match"
            data-match-id={match.matchID}
            data-status={status}
          >
            <div className="online-match-head">
              <span>
                Match <code>{match.matchID}</code> · <strong data-testid="match-status">{STATUS_TEXT[status]}</strong>
                {options && <span className="muted"> · {options}</span>}
                <span className="muted">
                  {' '}
                  · <HintsNote setupData={match.setupData} testId="match-hints" />
                </span>
              </span>
              <span className="online-match-buttons">
                {held !== null && (
                  <button type="button" className="primary" data-testid="return-to-seat" onClick={() => onReturn(match.matchID)}>
                    Back to your seat ({seatName(held)})
                  </button>
                )}
                <button type="button" data-testid="watch-match" onClick={() => onWatch(match.matchID)}>
                  Watch
                </button>
              </span>
            </div>
            <ul className="online-seats">
              {seatViews(match).map((view) => (
                <li key={view.seat} data-testid={`listed-seat-${view.seat}`} data-kind={view.kind}>
                  <strong>{seatName(view.seat)}</strong>: {describeSeat(view)}
                  {view.kind === 'free' && status !== 'finished' && held === null && (
                    <>
                      {' '}
                      <button
                        type="button"
                        data-testid={`join-seat-${view.seat}`}
                        disabled={busy}
                        onClick={() => onJoin(match.matchID, view.seat)}
                      >
                        Join as {seatName(view.seat)}
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
