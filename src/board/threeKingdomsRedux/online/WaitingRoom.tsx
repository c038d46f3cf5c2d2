/**
 * The waiting room of a match that has not started (src/server/table/):
 * who has joined, the seats still free, the pace, whether hints are allowed, a link to send to friends,
 * and, for the host (the first person seated), starting now with bots in the
 * free seats. Play starts by itself when the last seat is taken.
 */
import { useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { DIFFICULTIES, DIFFICULTY_LEVELS, type Difficulty } from '../../../bots/threeKingdomsRedux/registry';
import { paceOf, paceText } from '../../../shared/pace';
import { pageOrigin } from '../../shell/online/connection';
import { GAME_NAME } from './onlineGame';
import { HintsNote } from './HintsNote';
import { optionsText } from './MatchList';
import { routeHash } from './route';
import { describeSeat, seatName, seatViews, type SeatID } from './seats';
import { hostSeat } from './table';
import type { HeldSeat } from './heldSeats';

/** The link that brings a friend to this match's seats. */
const joinLink = (matchID: string): string =>
  typeof location === 'undefined'
    ? routeHash({ view: 'join', matchID })
    : `${location.origin}${location.pathname}${routeHash({ view: 'join', matchID })}`;

/** Asks the server to start the match with bots (the host only); throws with the server's reason. */
async function startWithBots(matchID: string, held: HeldSeat, bot: Difficulty): Promise<void> {
  const response = await fetch(`${pageOrigin()}/games/${GAME_NAME}/${encodeURIComponent(matchID)}/start`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ playerID: held.playerID, credentials: held.credentials, bot }),
  });
  if (!response.ok) throw new Error((await response.text()) || `the server answered ${response.status}`);
}

interface WaitingRoomProps {
  matchID: string;
  metadata: LobbyAPI.Match;
  held: HeldSeat | null;
  /** Called once the start was accepted (the page asks for the match again). */
  onStarted: () => void;
}

export function WaitingRoom({ matchID, metadata, held, onStarted }: WaitingRoomProps) {
  const [bot, setBot] = useState<Difficulty>('medium');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const views = seatViews(metadata);
  const free = views.filter((v) => v.kind === 'free').map((v) => v.seat);
  const host = hostSeat(metadata) as SeatID | null;
  const mine = held?.playerID ?? null;
  const link = joinLink(matchID);
  const options = optionsText({ setupData: { ...(metadata.setupData as object), pace: undefined } });

  const start = () => {
    if (!held) return;
    setBusy(true);
    setError(null);
    startWithBots(matchID, held, bot).then(
      () => {
        setBusy(false);
        onStarted();
      },
      (e: unknown) => {
        setBusy(false);
        setError(`Starting the match failed: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
  };
  const copy = () => {
    // The clipboard API exists only on secure pages (https, localhost); elsewhere the link is selected to copy by hand.
    const select = () => {
      const input = document.getElementById('share-link') as HTMLInputElement | null;
      input?.select();
    };
    if (!navigator.clipboard) {
      select();
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => select(),
    );
  };

  return (
    <section className="online-waiting" data-testid="waiting-room" aria-label="Waiting room">
      <h2>Waiting for players</h2>
      <p className="muted">
        Play starts as soon as every seat is taken. Pace: <strong data-testid="waiting-pace">{paceText(paceOf(metadata.setupData))}</strong>
        {options && <> · {options}</>} · <HintsNote setupData={metadata.setupData} testId="waiting-hints" />
      </p>
      <ul className="online-waiting-seats">
        {views.map((view) => (
          <li
            key={view.seat}
            data-testid={`waiting-seat-${view.seat}`}
            data-kind={view.kind}
            className={`online-waiting-seat state-${view.seat}`}
          >
            <strong>{seatName(view.seat)}</strong>{' '}
            <span>{view.kind === 'free' ? 'free: waiting for someone to join' : describeSeat(view)}</span>
            {view.seat === mine && <span className="muted"> (you)</span>}
            {view.seat === host && <span className="muted"> · host</span>}
          </li>
        ))}
      </ul>
      <div className="online-share">
        <label htmlFor="share-link">Send this link to the people you play with:</label>
        <div className="online-share-row">
          <input id="share-link" type="text" readOnly value={link} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" data-testid="copy-link" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      </div>
      {mine !== null && mine === host && free.length > 0 && (
        <div className="online-start-now">
          <label>
            Bots for the free seats{' '}
            <select data-testid="start-bot" value={bot} onChange={(e) => setBot(e.target.value as Difficulty)}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {DIFFICULTY_LEVELS[d].label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="primary" data-testid="start-with-bots" disabled={busy} onClick={start}>
            Start now with {free.length === 1 ? 'a bot' : `${free.length} bots`} in {free.map(seatName).join(' and ')}
          </button>
        </div>
      )}
      {mine !== null && mine !== host && host !== null && (
        <p className="muted" data-testid="waiting-for-host">
          {seatName(host)} hosts this match and may start it with bots in the free seats.
        </p>
      )}
      {error && (
        <p className="online-error" role="alert" data-testid="start-error">
          {error}
        </p>
      )}
    </section>
  );
}
