/**
 * "Play online": the lobby, a held seat, or a watched match, following the
 * URL's hash (route.ts) so a reload returns to the same place; the seats
 * this browser holds are in localStorage (seatStore.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LobbyClient } from 'boardgame.io/client';
import { DEFAULT_POLL_MS, pageLobby } from '../../shell/online/connection';
import { JoinByLink } from './JoinByLink';
import { LobbyHome } from './LobbyHome';
import { OnlineMatch } from './OnlineMatch';
import { parseRoute, routeHash, type OnlineRoute } from './route';
import { SeatStore } from '../../shell/online/seatStore';
import { TKR_SEAT_KEYS } from './heldSeats';
import type { SeatID } from './seats';

interface OnlineLobbyProps {
  onExit?: () => void;
  /** For tests: another Lobby API client, store, or poll interval. */
  lobby?: LobbyClient;
  store?: SeatStore<SeatID>;
  pollMs?: number;
  /** The advisor's thinking time per hint in matches that allow hints (the page reads ?hintMs=). */
  hintBudgetMs?: number;
}

const currentRoute = (): OnlineRoute => (typeof location === 'undefined' ? null : parseRoute(location.hash)) ?? { view: 'lobby' };

export function OnlineLobby({ onExit, lobby: givenLobby, store: givenStore, pollMs = DEFAULT_POLL_MS, hintBudgetMs }: OnlineLobbyProps) {
  const lobby = useMemo(() => givenLobby ?? pageLobby(), [givenLobby]);
  const store = useMemo(() => givenStore ?? SeatStore.ofPage(TKR_SEAT_KEYS), [givenStore]);
  const [route, setRoute] = useState<OnlineRoute>(currentRoute);
  const held = useMemo(() => (route.view === 'play' ? store.seat(route.matchID) : null), [store, route]);

  useEffect(() => {
    const onHash = () => {
      const next = parseRoute(location.hash);
      if (next) setRoute(next);
    };
    window.addEventListener('hashchange', onHash);
    if (!parseRoute(location.hash)) history.replaceState(null, '', routeHash(route));
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const navigate = useCallback((next: OnlineRoute) => {
    setRoute(next);
    if (typeof location !== 'undefined' && location.hash !== routeHash(next)) location.hash = routeHash(next);
  }, []);

  switch (route.view) {
    case 'lobby':
      return <LobbyHome lobby={lobby} store={store} pollMs={pollMs} navigate={navigate} onExit={onExit} />;
    case 'join':
      return (
        <JoinByLink key={`join-${route.matchID}`} lobby={lobby} store={store} matchID={route.matchID} pollMs={pollMs} navigate={navigate} />
      );
    case 'watch':
      return (
        <OnlineMatch
          key={`watch-${route.matchID}`}
          lobby={lobby}
          store={store}
          matchID={route.matchID}
          held={null}
          pollMs={pollMs}
          navigate={navigate}
        />
      );
    case 'play': {
      if (!held)
        return (
          <div className="match match-online" data-testid="no-seat">
            <p className="online-error" role="alert">
              This browser holds no seat in match <code>{route.matchID}</code>.
            </p>
            <button type="button" data-testid="watch-instead" onClick={() => navigate({ view: 'watch', matchID: route.matchID })}>
              Watch it
            </button>{' '}
            <button type="button" data-testid="back-to-lobby" onClick={() => navigate({ view: 'lobby' })}>
              Back to the lobby
            </button>
          </div>
        );
      return (
        <OnlineMatch
          key={`play-${route.matchID}`}
          lobby={lobby}
          store={store}
          matchID={route.matchID}
          held={held}
          pollMs={pollMs}
          navigate={navigate}
          hintBudgetMs={hintBudgetMs}
        />
      );
    }
  }
}
