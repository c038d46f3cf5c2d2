/**
 * Where a match's shared link leads (`#online/join/<matchID>`): the match's
 * seats, and the free ones to join under a name. A browser that already
 * holds a seat there goes straight to it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import type { LobbyClient } from 'boardgame.io/client';
import { paceOf, paceText } from '../../../shared/pace';
import { usePolling } from '../../shell/online/connection';
import { GAME_NAME } from './onlineGame';
import { isMissingMatch, lobbyErrorText } from '../../shell/online/lobbyErrors';
import { cleanName, nameProblem, NAME_RULE } from '../../shell/online/names';
import type { OnlineRoute } from './route';
import { describeSeat, seatName, seatViews, type SeatID } from './seats';
import type { SeatStore } from './heldSeats';
import { isStarted } from './table';

interface JoinByLinkProps {
  lobby: LobbyClient;
  store: SeatStore;
  matchID: string;
  pollMs: number;
  navigate: (route: OnlineRoute) => void;
}

export function JoinByLink({ lobby, store, matchID, pollMs, navigate }: JoinByLinkProps) {
  const [match, setMatch] = useState<LobbyAPI.Match | null>(null);
  const [missing, setMissing] = useState(false);
  const [name, setName] = useState(() => store.lastName());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const held = store.seat(matchID);

  useEffect(() => {
    if (held) navigate({ view: 'play', matchID });
  }, [held, matchID, navigate]);

  const poll = useCallback(async () => {
    try {
      setMatch(await lobby.getMatch(GAME_NAME, matchID));
      setMissing(false);
    } catch (e) {
      if (isMissingMatch(e)) setMissing(true);
      else setError(lobbyErrorText('Asking for the match', e));
    }
  }, [lobby, matchID]);
  usePolling(poll, pollMs, matchID);

  const join = async (seat: SeatID) => {
    const problem = nameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const playerName = cleanName(name);
      const joined = await lobby.joinMatch(GAME_NAME, matchID, { playerID: seat, playerName });
      store.save(matchID, { playerID: seat, credentials: joined.playerCredentials, playerName });
      navigate({ view: 'play', matchID });
    } catch (e) {
      setError(lobbyErrorText(`Joining ${seatName(seat)}`, e));
      void poll();
    } finally {
      setBusy(false);
    }
  };

  const views = match ? seatViews(match) : [];
  const open = match !== null && !isStarted(match) && views.some((v) => v.kind === 'free');
  return (
    <div className="online-lobby" data-testid="join-by-link">
      <nav className="match-bar" aria-label="Online">
        <span className="match-what">
          <strong>Join match</strong> <code>{matchID}</code>
        </span>
        <button type="button" data-testid="back-to-lobby" onClick={() => navigate({ view: 'lobby' })}>
          To the lobby
        </button>
      </nav>
      {missing && (
        <p className="online-error" role="alert" data-testid="match-missing">
          The server has no match {matchID} (it may have been removed).
        </p>
      )}
      {match === null && !missing && <p className="muted">Asking the server for the match…</p>}
      {match && (
        <section className="online-waiting" aria-label="Seats">
          <h2>{open ? 'Pick a free seat' : 'This match is full'}</h2>
          <p className="muted">Pace: {paceText(paceOf(match.setupData))}</p>
          {open && (
            <label className="online-name">
              Your name{' '}
              <input
                type="text"
                data-testid="online-name"
                value={name}
                maxLength={60}
                autoComplete="nickname"
                onChange={(e) => setName(e.target.value)}
              />{' '}
              <span className="muted">{NAME_RULE}</span>
            </label>
          )}
          <ul className="online-waiting-seats">
            {views.map((view) => (
              <li key={view.seat} data-testid={`link-seat-${view.seat}`} data-kind={view.kind}>
                <strong>{seatName(view.seat)}</strong> {view.kind === 'free' ? 'free' : describeSeat(view)}{' '}
                {view.kind === 'free' && open && (
                  <button
                    type="button"
                    className="primary"
                    data-testid={`join-seat-${view.seat}`}
                    disabled={busy}
                    onClick={() => void join(view.seat)}
                  >
                    Join as {seatName(view.seat)}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {!open && (
            <p data-testid="link-full">
              Every seat is taken.{' '}
              <button type="button" data-testid="watch-instead" onClick={() => navigate({ view: 'watch', matchID })}>
                Watch it
              </button>
            </p>
          )}
        </section>
      )}
      {error && (
        <p className="online-error" role="alert" data-testid="lobby-error">
          {error}
        </p>
      )}
    </div>
  );
}
