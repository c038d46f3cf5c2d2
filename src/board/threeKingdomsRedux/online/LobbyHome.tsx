/**
 * The lobby: the player's name, creating a match, and the server's matches
 * (asked for again every few seconds) to join, return to or watch.
 */
import { useCallback, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import type { LobbyClient } from 'boardgame.io/client';
import { usePolling } from '../../shell/online/connection';
import { GAME_NAME } from './onlineGame';
import { CreateMatchForm, type CreateRequest } from './CreateMatchForm';
import { lobbyErrorText } from '../../shell/online/lobbyErrors';
import { MatchList } from './MatchList';
import { cleanName, nameProblem, NAME_RULE } from '../../shell/online/names';
import type { OnlineRoute } from './route';
import { seatName, type SeatID } from './seats';
import type { SeatStore } from './heldSeats';

interface LobbyHomeProps {
  lobby: LobbyClient;
  store: SeatStore;
  pollMs: number;
  navigate: (route: OnlineRoute) => void;
  onExit?: () => void;
}

/** Newest first: the matches people are joining now come on top. */
const byNewest = (a: LobbyAPI.Match, b: LobbyAPI.Match) => (b.createdAt ?? 0) - (a.createdAt ?? 0);

export function LobbyHome({ lobby, store, pollMs, navigate, onExit }: LobbyHomeProps) {
  const [name, setName] = useState(() => store.lastName());
  const [matches, setMatches] = useState<LobbyAPI.Match[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refreshes, setRefreshes] = useState(0);

  const refresh = useCallback(async () => {
    try {
      const { matches: listed } = await lobby.listMatches(GAME_NAME);
      setMatches([...listed].sort(byNewest));
      setListError(null);
    } catch (e) {
      setListError(lobbyErrorText('Listing the matches', e));
    }
  }, [lobby]);
  usePolling(refresh, pollMs, refreshes);

  const join = async (matchID: string, seat: SeatID, playerName: string) => {
    const joined = await lobby.joinMatch(GAME_NAME, matchID, { playerID: seat, playerName });
    store.save(matchID, { playerID: seat, credentials: joined.playerCredentials, playerName });
    navigate({ view: 'play', matchID });
  };

  /** Runs a lobby call with the checked name; `step` says what is being asked, for the error text. */
  const run = async (task: (playerName: string, step: (doing: string) => void) => Promise<void>) => {
    const problem = nameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    let doing = 'Asking the server';
    setBusy(true);
    setError(null);
    try {
      await task(cleanName(name), (d) => (doing = d));
    } catch (e) {
      setError(lobbyErrorText(doing, e));
      setRefreshes((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const create = ({ body, seat }: CreateRequest) =>
    run(async (playerName, step) => {
      step('Creating the match');
      const { matchID } = await lobby.createMatch(GAME_NAME, body);
      step(`The match was created, but joining it as ${seatName(seat)}`);
      await join(matchID, seat, playerName);
    });

  const joinSeat = (matchID: string, seat: SeatID) =>
    run(async (playerName, step) => {
      step(`Joining ${seatName(seat)}`);
      await join(matchID, seat, playerName);
    });

  const nameNow = name === '' ? null : nameProblem(name);
  return (
    <div className="online-lobby" data-testid="online-lobby">
      <nav className="match-bar" aria-label="Online">
        <span className="match-what">
          <strong>Play online</strong> · matches on this server
        </span>
        {onExit && (
          <button type="button" data-testid="online-exit" onClick={onExit}>
            Back to the start
          </button>
        )}
      </nav>
      <label className="online-name">
        Your name{' '}
        <input
          type="text"
          data-testid="online-name"
          value={name}
          maxLength={60}
          autoComplete="nickname"
          aria-describedby="online-name-rule"
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />{' '}
        <span id="online-name-rule" className="muted">
          {NAME_RULE}
        </span>
      </label>
      {nameNow && (
        <p className="online-error" role="alert" data-testid="online-name-problem">
          {nameNow}
        </p>
      )}
      {error && (
        <p className="online-error" role="alert" data-testid="lobby-error">
          {error}
        </p>
      )}
      <CreateMatchForm busy={busy} onCreate={create} />
      <section className="online-list" aria-label="Matches">
        <h2>
          Matches{' '}
          <button type="button" data-testid="refresh-matches" onClick={() => setRefreshes((n) => n + 1)}>
            Refresh
          </button>
        </h2>
        {listError && (
          <p className="online-error" role="alert" data-testid="list-error">
            {listError}
          </p>
        )}
        {matches === null && !listError && <p className="muted">Asking the server for its matches…</p>}
        {matches && (
          <MatchList
            matches={matches}
            heldSeat={(matchID) => store.seat(matchID)?.playerID ?? null}
            busy={busy}
            onJoin={joinSeat}
            onReturn={(matchID) => navigate({ view: 'play', matchID })}
            onWatch={(matchID) => navigate({ view: 'watch', matchID })}
          />
        )}
      </section>
    </div>
  );
}
