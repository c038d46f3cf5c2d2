/**
 * Online play of a game the shell plays: the form that creates a match on the server (a seat count
 * in the game's range, the creator's seat and name) beside the server's matches to join or watch,
 * then the match's room (./MatchRoom.tsx), where a player takes a seat or a spectator watches. The
 * place is kept in the page's hash (./onlinePlace.ts).
 */
import { useMemo, useState } from 'react';
import type { LobbyClient } from 'boardgame.io/client';
import type { PageGame, ShellPlayed } from '../pageGame';
import { pageLobby } from './connection';
import { lobbyErrorText } from './lobbyErrors';
import { MatchRoom } from './MatchRoom';
import { cleanName, nameProblem } from './names';
import { OpenMatches } from './OpenMatches';
import { SeatStore } from './seatStore';

interface OnlineHostProps {
  game: PageGame;
  played: ShellPlayed;
  /** The match open; null: the form that creates one. */
  matchID: string | null;
  /** Whether this page watches the match as a spectator. */
  watching?: boolean;
  /** Goes to a match (or back to the form with null). */
  onMatch(matchID: string | null): void;
  /** Goes to watch a match as a spectator. */
  onWatch(matchID: string): void;
  /** Leaves online play for the game's own page. */
  onLeave(): void;
  /** For tests: another Lobby API client or seat store. */
  lobby?: LobbyClient;
  store?: SeatStore;
}

/** The seats a browser holds for a game's online matches: its own keys, boardgame.io's playerIDs. */
const seatStoreOf = (gameId: string): SeatStore =>
  SeatStore.ofPage({
    namespace: `online.${gameId}`,
    isSeat: (value): value is string => typeof value === 'string' && /^\d{1,2}$/.test(value),
  });

export function OnlineHost({
  game,
  played,
  matchID,
  watching = false,
  onMatch,
  onWatch,
  onLeave,
  lobby: givenLobby,
  store: givenStore,
}: OnlineHostProps) {
  const lobby = useMemo(() => givenLobby ?? pageLobby(), [givenLobby]);
  const store = useMemo(() => givenStore ?? seatStoreOf(game.contract.id), [givenStore, game]);
  return (
    <section className="online-host" data-testid="online-host">
      <div className="match-bar">
        <button type="button" data-testid="online-leave" onClick={onLeave}>
          Leave online play
        </button>
      </div>
      {matchID === null ? (
        <>
          <CreateMatchForm game={game} lobby={lobby} store={store} onCreated={onMatch} />
          <OpenMatches contract={game.contract} lobby={lobby} store={store} onOpen={onMatch} onWatch={onWatch} />
        </>
      ) : (
        <MatchRoom
          key={matchID}
          game={game}
          played={played}
          matchID={matchID}
          watching={watching}
          onWatch={() => onWatch(matchID)}
          lobby={lobby}
          store={store}
        />
      )}
    </section>
  );
}

interface CreateMatchFormProps {
  game: PageGame;
  lobby: LobbyClient;
  store: SeatStore;
  onCreated(matchID: string): void;
}

function CreateMatchForm({ game, lobby, store, onCreated }: CreateMatchFormProps) {
  const { contract } = game;
  const [count, setCount] = useState(contract.seats.min);
  const [playerID, setPlayerID] = useState('0');
  const [name, setName] = useState(() => store.lastName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = contract.seats.ids(count);
  const counts = Array.from({ length: contract.seats.max - contract.seats.min + 1 }, (_, i) => contract.seats.min + i);
  const problem = nameProblem(name);

  const create = async () => {
    setBusy(true);
    setError(null);
    let matchID: string | null = null;
    try {
      matchID = (await lobby.createMatch(contract.id, { numPlayers: count })).matchID;
      const playerName = cleanName(name);
      const { playerCredentials } = await lobby.joinMatch(contract.id, matchID, { playerID, playerName });
      store.save(matchID, { playerID, credentials: playerCredentials, playerName });
      onCreated(matchID);
    } catch (e) {
      setError(lobbyErrorText(matchID === null ? 'Creating the match' : 'Taking your seat', e));
      setBusy(false);
    }
  };

  return (
    <form
      className="online-create"
      data-testid="online-create"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2>Play {contract.title} online</h2>
      {counts.length > 1 && (
        <label>
          Players{' '}
          <select
            data-testid="online-seat-count"
            value={count}
            onChange={(e) => {
              setCount(Number(e.target.value));
              setPlayerID('0');
            }}
          >
            {counts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        Your seat{' '}
        <select data-testid="online-seat" value={playerID} onChange={(e) => setPlayerID(e.target.value)}>
          {ids.map((seat, i) => (
            <option key={seat} value={String(i)}>
              {contract.seats.name(seat)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Your name <input data-testid="online-name" value={name} maxLength={64} onChange={(e) => setName(e.target.value)} />
      </label>
      {name !== '' && problem && <p className="notice">{problem}</p>}
      <button type="submit" className="primary" data-testid="online-create-match" disabled={busy || problem !== null}>
        Create the match
      </button>
      {error && (
        <p role="alert" className="notice" data-testid="online-error">
          {error}
        </p>
      )}
    </form>
  );
}
