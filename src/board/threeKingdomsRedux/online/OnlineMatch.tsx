/**
 * One online match in this page: played from the seat this browser holds,
 * or watched (no seat: boardgame.io sends a spectator the public view only).
 * The match's listed seats are asked for every few seconds (names, bots,
 * stand-ins, and the rematch's `nextMatchID`); the game itself comes through
 * boardgame.io's React client over the server's sockets.
 *
 * Until play starts, a waiting room (WaitingRoom.tsx) stands in for the
 * board: the game's client connects only once there is a game to play.
 *
 * Rematch: "Play again" asks the server (playAgain) for the next match; every
 * player's page, seeing `nextMatchID` on the finished match, joins it in the
 * same seat with the same name and moves there.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import type { LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Client as ReactClient } from 'boardgame.io/react';
import { pageOrigin, usePolling } from '../../shell/online/connection';
import { GAME_NAME, onlineGame } from './onlineGame';
import { HintsNote } from './HintsNote';
import { isMissingMatch, lobbyErrorText } from '../../shell/online/lobbyErrors';
import { OnlineBoard } from './OnlineBoard';
import { OnlineContext, type OnlineMatchContext, type RematchState } from './onlineContext';
import type { OnlineRoute } from './route';
import { seatName } from './seats';
import type { HeldSeat, SeatStore } from './heldSeats';
import { isStarted, type ListedMatch } from './table';
import { WaitingRoom } from './WaitingRoom';

interface OnlineMatchProps {
  lobby: LobbyClient;
  store: SeatStore;
  matchID: string;
  /** The seat this browser holds in the match; null to watch it. */
  held: HeldSeat | null;
  pollMs: number;
  navigate: (route: OnlineRoute) => void;
  /** The advisor's thinking time per hint where the match allows hints (the page reads ?hintMs=). */
  hintBudgetMs?: number;
}

type GameClientProps = { matchID: string; playerID?: string; credentials?: string };

const Connecting = () => (
  <p className="connecting" data-testid="connecting">
    Connecting to the match…
  </p>
);

/**
 * The React client for online matches: our board, the server's sockets on this
 * page's origin. The socket's URL names the match (`?matchID=`), so a proxy in
 * front of several server processes can keep a match on one of them, and the
 * server lets this connection act in that match only (docs/deploy.md).
 */
function makeGameClient(matchID: string): ComponentType<GameClientProps> {
  return ReactClient({
    game: onlineGame,
    board: OnlineBoard as never,
    numPlayers: 3,
    multiplayer: SocketIO({ server: pageOrigin(), socketOpts: { query: { matchID } } }),
    debug: false,
    loading: Connecting,
  }) as unknown as ComponentType<GameClientProps>;
}

/** Answers in a row saying the match does not exist before the page says it is gone. */
const MISSES_FOR_GONE = 2;

/** Why this page no longer plays the seat it holds, or null while it does. */
export function seatLost(held: HeldSeat, metadata: LobbyAPI.Match): string | null {
  const player = metadata.players.find((p) => String(p.id) === held.playerID);
  if (player?.name === held.playerName) return null;
  return player?.name
    ? `${seatName(held.playerID)} is now held by ${player.name}: this browser’s seat there is gone.`
    : `${seatName(held.playerID)} is free again: this browser’s seat there is gone (left, or given up).`;
}

interface MatchBarProps {
  matchID: string;
  held: HeldSeat | null;
  /** The listed match (null until the first answer): whether it allows hints. */
  metadata: LobbyAPI.Match | null;
  /** Whether "Leave the match" is offered. */
  canLeave: boolean;
  onLobby: () => void;
  onLeave: () => void;
}

/** Who this page is at the match, which match, and whether it allows hints; back to the lobby, or leave. */
export function MatchBar({ matchID, held, metadata, canLeave, onLobby, onLeave }: MatchBarProps) {
  return (
    <nav className="match-bar" aria-label="Match" data-testid="match-bar">
      <span className="match-what">
        {held ? (
          <>
            You play <strong>{seatName(held.playerID)}</strong> as <strong>{held.playerName}</strong>
          </>
        ) : (
          <>Watching (you see only what every player sees)</>
        )}{' '}
        <span className="match-id">
          · match <code>{matchID}</code>
        </span>
        {metadata && (
          <>
            {' '}
            · <HintsNote setupData={metadata.setupData} testId="match-bar-hints" />
          </>
        )}
      </span>
      <button type="button" data-testid="back-to-lobby" onClick={onLobby}>
        {held ? 'To the lobby (keep my seat)' : 'Back to the lobby'}
      </button>
      {canLeave && (
        <button type="button" data-testid="leave-match" onClick={onLeave}>
          Leave the match
        </button>
      )}
    </nav>
  );
}

export function OnlineMatch({ lobby, store, matchID, held, pollMs, navigate, hintBudgetMs }: OnlineMatchProps) {
  const GameClient = useMemo(() => makeGameClient(matchID), [matchID]);
  const [listed, setListed] = useState<ListedMatch | null>(null);
  const metadata = listed?.match ?? null;
  const [missing, setMissing] = useState(false);
  const [pollError, setPollError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rematch, setRematch] = useState<RematchState>({ nextMatchID: null, busy: false, error: null });
  const following = useRef<string | null>(null);
  /** Answers in a row saying the match does not exist (one alone is not trusted: a match is never removed while its players play it, so a lone "not found" is more likely a passing fault). */
  const misses = useRef(0);

  const poll = useCallback(async () => {
    try {
      const found = await lobby.getMatch(GAME_NAME, matchID);
      misses.current = 0;
      setMissing(false);
      setListed({ match: found, receivedAt: Date.now() });
      setPollError(null);
      if (found.nextMatchID) setRematch((r) => (r.nextMatchID ? r : { ...r, nextMatchID: found.nextMatchID! }));
    } catch (e) {
      // The seat stays in this browser's store (the list shows nothing for a match that is gone): a match reported
      // missing by mistake must not cost its player the seat.
      if (isMissingMatch(e)) setMissing(++misses.current >= MISSES_FOR_GONE);
      else setPollError(lobbyErrorText('Asking for the match’s seats', e));
    }
  }, [lobby, matchID]);
  usePolling(poll, pollMs, matchID);
  const refresh = useCallback(() => void poll(), [poll]);

  // A player follows the rematch: joins it in the same seat with the same name (once), then moves there.
  const nextMatchID = rematch.nextMatchID;
  useEffect(() => {
    if (!held || !nextMatchID || following.current === nextMatchID) return;
    following.current = nextMatchID;
    void (async () => {
      if (!store.seat(nextMatchID)) {
        setRematch((r) => ({ ...r, busy: true, error: null }));
        try {
          const joined = await lobby.joinMatch(GAME_NAME, nextMatchID, { playerID: held.playerID, playerName: held.playerName });
          store.save(nextMatchID, { playerID: held.playerID, credentials: joined.playerCredentials, playerName: held.playerName });
        } catch (e) {
          setRematch((r) => ({ ...r, busy: false, error: lobbyErrorText(`Joining the rematch as ${seatName(held.playerID)}`, e) }));
          return;
        }
      }
      navigate({ view: 'play', matchID: nextMatchID });
    })();
  }, [held, nextMatchID, lobby, store, navigate]);

  const playAgain = useCallback(() => {
    if (!held) return;
    setRematch((r) => ({ ...r, busy: true, error: null }));
    lobby.playAgain(GAME_NAME, matchID, { playerID: held.playerID, credentials: held.credentials }).then(
      ({ nextMatchID: next }) => setRematch((r) => ({ ...r, busy: false, nextMatchID: r.nextMatchID ?? next })),
      (e) => setRematch((r) => ({ ...r, busy: false, error: lobbyErrorText('Starting a rematch', e) })),
    );
  }, [lobby, matchID, held]);

  const leave = async () => {
    if (!held) return;
    setError(null);
    try {
      await lobby.leaveMatch(GAME_NAME, matchID, { playerID: held.playerID, credentials: held.credentials });
    } catch (e) {
      // A match the server no longer has holds no seat to give up.
      if (!isMissingMatch(e)) {
        setError(lobbyErrorText(`Leaving ${seatName(held.playerID)}`, e));
        return;
      }
    }
    store.forget(matchID);
    navigate({ view: 'lobby' });
  };

  const context: OnlineMatchContext = {
    matchID,
    metadata,
    listed,
    refresh,
    mySeat: held?.playerID ?? null,
    rematch,
    playAgain,
    watchRematch: (next) => navigate({ view: 'watch', matchID: next }),
    hintBudgetMs,
  };
  const lost = held && metadata ? seatLost(held, metadata) : null;

  let body: JSX.Element;
  if (missing)
    body = (
      <p className="online-error" role="alert" data-testid="match-missing">
        The server has no match {matchID} (it may have been removed).
      </p>
    );
  else if (lost)
    body = (
      <p className="online-error" role="alert" data-testid="seat-lost">
        {lost}
      </p>
    );
  else if (metadata && !isStarted(metadata))
    body = <WaitingRoom matchID={matchID} metadata={metadata} held={held} onStarted={() => void poll()} />;
  else if (!metadata) body = <Connecting />;
  else
    body = (
      <OnlineContext.Provider value={context}>
        <GameClient matchID={matchID} playerID={held?.playerID} credentials={held?.credentials} />
      </OnlineContext.Provider>
    );

  return (
    <div className="match match-online" data-testid="match-online" data-match-id={matchID} data-seat={held?.playerID ?? ''}>
      <MatchBar
        matchID={matchID}
        held={held}
        metadata={metadata}
        canLeave={!!held && !lost && !missing}
        onLobby={() => navigate({ view: 'lobby' })}
        onLeave={() => void leave()}
      />
      {(error ?? pollError) && (
        <p className="online-error" role="alert" data-testid="match-error">
          {error ?? pollError}
        </p>
      )}
      {body}
    </div>
  );
}
