/**
 * An online match's room: its seats by the game's names with who sits in each, the links that
 * bring a friend here to play or to watch, a free seat to join with a name (when this browser holds
 * none), and the game's table once every seat is taken: at the seat this browser holds, else as a
 * spectator when watching.
 */
import { useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import type { LobbyClient } from 'boardgame.io/client';
import type { PageGame, ShellPlayed } from '../pageGame';
import { DEFAULT_POLL_MS, pageOrigin, usePolling } from './connection';
import { lobbyErrorText } from './lobbyErrors';
import { cleanName, nameProblem } from './names';
import { onlinePlaceHash, type OnlinePlace } from './onlinePlace';
import { OnlineTable } from './OnlineTable';
import type { HeldSeat, SeatStore } from './seatStore';

interface MatchRoomProps {
  game: PageGame;
  played: ShellPlayed;
  matchID: string;
  /** Whether this page watches the match (it plays a seat it holds all the same). */
  watching: boolean;
  /** Goes to watch the match. */
  onWatch: () => void;
  lobby: LobbyClient;
  store: SeatStore;
  pollMs?: number;
}

const placeLink = (place: OnlinePlace): string =>
  typeof location === 'undefined' ? '' : `${pageOrigin()}${location.pathname}${location.search}${onlinePlaceHash(place)}`;

export function MatchRoom({ game, played, matchID, watching, onWatch, lobby, store, pollMs = DEFAULT_POLL_MS }: MatchRoomProps) {
  const { contract } = game;
  const [metadata, setMetadata] = useState<LobbyAPI.Match | null>(null);
  const [held, setHeld] = useState<HeldSeat | null>(() => store.seat(matchID));
  const [name, setName] = useState(() => store.lastName());
  const [error, setError] = useState<string | null>(null);
  usePolling(
    async () => {
      try {
        setMetadata(await lobby.getMatch(contract.id, matchID));
      } catch (e) {
        setError(lobbyErrorText('Asking for the match', e));
        throw e;
      }
    },
    pollMs,
    matchID,
  );

  if (!metadata) return <p data-testid="match-loading">{error ?? 'Asking the server for the match…'}</p>;
  const players = [...metadata.players].sort((a, b) => a.id - b.id);
  const names = players.map((p) => p.name);
  const full = names.every((n) => n !== undefined);
  // A browser holding a seat plays it, even at the watching address: a spectator is someone without a seat.
  if (full && (held || watching)) return <OnlineTable game={game} played={played} matchID={matchID} held={held} names={names} />;

  const ids = contract.seats.ids(players.length);
  const problem = nameProblem(name);
  const join = async (playerID: string) => {
    setError(null);
    try {
      const playerName = cleanName(name);
      const { playerCredentials } = await lobby.joinMatch(contract.id, matchID, { playerID, playerName });
      const seat = { playerID, credentials: playerCredentials, playerName };
      store.save(matchID, seat);
      setHeld({ ...seat, savedAt: Date.now() });
      setMetadata(await lobby.getMatch(contract.id, matchID));
    } catch (e) {
      setError(lobbyErrorText(`Joining ${contract.seats.name(ids[Number(playerID)])}`, e));
    }
  };

  return (
    <section className="waiting-room" data-testid="waiting-room" data-match-id={matchID}>
      <h2>
        {contract.title}: {held ? 'waiting for players' : full ? 'every seat is taken' : 'join the match'}
      </h2>
      <p>
        Send this link to the other players:{' '}
        <a data-testid="join-link" href={placeLink({ gameId: contract.id, matchID })}>
          {placeLink({ gameId: contract.id, matchID })}
        </a>
      </p>
      <p>
        Spectators watch at{' '}
        <a data-testid="watch-link" href={placeLink({ gameId: contract.id, matchID, watching: true })}>
          {placeLink({ gameId: contract.id, matchID, watching: true })}
        </a>
      </p>
      {!held && full && (
        <p>
          <button type="button" className="primary" data-testid="watch-match" onClick={onWatch}>
            Watch the match
          </button>
        </p>
      )}
      {watching && !held && !full && <p data-testid="watch-waiting">The match shows here once every seat is taken.</p>}
      {!held && !full && (
        <label>
          Your name <input data-testid="online-name" value={name} maxLength={64} onChange={(e) => setName(e.target.value)} />
        </label>
      )}
      {!held && !full && name !== '' && problem && <p className="notice">{problem}</p>}
      <ul data-testid="room-seats">
        {players.map((player, i) => (
          <li key={player.id} data-testid={`room-seat-${player.id}`}>
            {contract.seats.name(ids[i])}: {player.name ?? 'free'}
            {held?.playerID === String(player.id) && ' (you)'}
            {!held && player.name === undefined && (
              <>
                {' '}
                <button
                  type="button"
                  data-testid={`join-seat-${player.id}`}
                  disabled={problem !== null}
                  onClick={() => void join(String(player.id))}
                >
                  Join as {contract.seats.name(ids[i])}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="notice" data-testid="online-error">
          {error}
        </p>
      )}
    </section>
  );
}
