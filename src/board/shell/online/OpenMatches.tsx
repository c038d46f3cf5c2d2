/**
 * The server's unfinished matches of a game the shell plays, newest first (asked for again every few
 * seconds): who sits in each seat, and for each match the way into its room (to take a free seat, or
 * back to the seat this browser holds) and the way to watch it as a spectator.
 */
import { useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import type { LobbyClient } from 'boardgame.io/client';
import type { AnyGameContract } from '../../../game/contract';
import { DEFAULT_POLL_MS, usePolling } from './connection';
import { lobbyErrorText } from './lobbyErrors';
import type { SeatStore } from './seatStore';

/** Matches listed at most: the newest, which are the ones people are joining or playing now. */
const MAX_LISTED = 20;

const byNewest = (a: LobbyAPI.Match, b: LobbyAPI.Match) => (b.createdAt ?? 0) - (a.createdAt ?? 0);

interface OpenMatchesProps {
  contract: AnyGameContract;
  lobby: LobbyClient;
  store: SeatStore;
  onOpen(matchID: string): void;
  onWatch(matchID: string): void;
  pollMs?: number;
}

export function OpenMatches({ contract, lobby, store, onOpen, onWatch, pollMs = DEFAULT_POLL_MS }: OpenMatchesProps) {
  const [matches, setMatches] = useState<readonly LobbyAPI.Match[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePolling(
    async () => {
      try {
        // Unfiltered, the server answers from the list it has already made; the finished are left out here.
        const { matches: listed } = await lobby.listMatches(contract.id);
        setMatches(
          listed
            .filter((m) => m.gameover === undefined || m.gameover === null)
            .sort(byNewest)
            .slice(0, MAX_LISTED),
        );
        setError(null);
      } catch (e) {
        setError(lobbyErrorText('Listing the matches', e));
        throw e;
      }
    },
    pollMs,
    contract.id,
  );
  return (
    <section className="online-open-matches" aria-label="Matches on this server">
      <h2>Matches on this server</h2>
      {error && (
        <p role="alert" className="notice" data-testid="online-list-error">
          {error}
        </p>
      )}
      {matches && (
        <OpenMatchList
          contract={contract}
          matches={matches}
          heldSeat={(id) => store.seat(id)?.playerID ?? null}
          onOpen={onOpen}
          onWatch={onWatch}
        />
      )}
    </section>
  );
}

interface OpenMatchListProps {
  contract: AnyGameContract;
  matches: readonly LobbyAPI.Match[];
  /** The playerID this browser holds in a match, if any. */
  heldSeat(matchID: string): string | null;
  onOpen(matchID: string): void;
  onWatch(matchID: string): void;
}

/** The listed matches: each seat by the game's name with its player, and what this browser may do with the match. */
export function OpenMatchList({ contract, matches, heldSeat, onOpen, onWatch }: OpenMatchListProps) {
  if (matches.length === 0)
    return (
      <p className="muted" data-testid="no-matches">
        No matches going on: create one.
      </p>
    );
  return (
    <ul className="online-matches" data-testid="match-list">
      {matches.map((match) => {
        const players = [...match.players].sort((a, b) => a.id - b.id);
        const ids = contract.seats.ids(players.length);
        const held = heldSeat(match.matchID);
        const free = players.some((p) => p.name === undefined);
        return (
          <li key={match.matchID} className="online-match" data-testid="listed-match" data-match-id={match.matchID}>
            <div className="online-match-head">
              <span>
                Match <code>{match.matchID}</code>
                <span className="muted"> · {free ? 'waiting for players' : 'in play'}</span>
              </span>
              <span className="online-match-buttons">
                {(held !== null || free) && (
                  <button type="button" className="primary" data-testid="open-match" onClick={() => onOpen(match.matchID)}>
                    {held !== null ? `Back to your seat (${contract.seats.name(ids[Number(held)])})` : 'Join'}
                  </button>
                )}
                <button type="button" data-testid="watch-listed-match" onClick={() => onWatch(match.matchID)}>
                  Watch
                </button>
              </span>
            </div>
            <ul className="online-seats">
              {players.map((player, i) => (
                <li key={player.id} data-testid={`listed-seat-${player.id}`}>
                  <strong>{contract.seats.name(ids[i])}</strong>: {player.name ?? 'free'}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
