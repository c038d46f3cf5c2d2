/**
 * A seat of an online match at the game's table: a boardgame.io client on the server's socket for
 * the seat this browser holds, showing the seat's view only (the server sends nothing else), whose
 * turn it is, and the result.
 */
import { useEffect, useState } from 'react';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { CONTRACT_MOVE, decidedByServer } from '../../../game/boardgameAdapter';
import type { GameResult } from '../../../game/contract';
import type { PageGame, ShellPlayed } from '../pageGame';
import { ChatPanel } from './ChatPanel';
import { pageOrigin } from './connection';
import type { HeldSeat } from './seatStore';

interface OnlineTableProps {
  game: PageGame;
  played: ShellPlayed;
  matchID: string;
  held: HeldSeat;
  /** The players' names by playerID, as the Lobby lists them. */
  names: readonly (string | undefined)[];
}

type ClientState = ReturnType<ReturnType<typeof Client>['getState']>;

export function OnlineTable({ game, played, matchID, held, names }: OnlineTableProps) {
  const { contract } = game;
  const ids = contract.seats.ids(names.length);
  const [state, setState] = useState<ClientState>(null);
  const [send, setSend] = useState<((move: unknown) => void) | null>(null);
  const [client, setClient] = useState<ReturnType<typeof Client> | null>(null);
  useEffect(() => {
    const client = Client({
      game: decidedByServer(contract.boardgame()),
      numPlayers: ids.length,
      // The matchID in the query lets a proxy keep the match's sockets on one server process.
      multiplayer: SocketIO({ server: pageOrigin(), socketOpts: { query: { matchID } } }),
      matchID,
      playerID: held.playerID,
      credentials: held.credentials,
      debug: false,
    });
    const unsubscribe = client.subscribe(setState);
    client.start();
    setSend(() => (move: unknown) => client.moves[CONTRACT_MOVE]?.(move));
    setClient(client);
    return () => {
      unsubscribe();
      client.stop();
    };
  }, [contract, matchID, held.playerID, held.credentials, ids.length]);

  const seat = ids[Number(held.playerID)];
  const who = (id: string) => `${contract.seats.name(ids[Number(id)])}${names[Number(id)] ? ` (${names[Number(id)]})` : ''}`;
  const result = (state?.ctx.gameover ?? null) as GameResult<string> | null;
  const acting = result ? [] : Object.keys(state?.ctx.activePlayers ?? {});
  const status = !state
    ? 'Connecting…'
    : result
      ? `Game over: ${result.winners.map((s) => contract.seats.name(s)).join(' and ')} ${result.winners.length === 1 ? 'wins' : 'win'}.`
      : acting.includes(held.playerID)
        ? 'Your turn.'
        : acting.length === 0
          ? 'Waiting…'
          : `${acting.map(who).join(' and ')} to play.`;
  return (
    <section className="shell-match" data-testid="online-table" data-match-id={matchID} data-seat={held.playerID}>
      <div className="match-bar">
        <span className="match-what" data-testid="match-status" aria-live="polite">
          {status}
        </span>
        <span className="muted">
          You play {who(held.playerID)}.{state && !state.isConnected ? ' Reconnecting…' : ''}
        </span>
      </div>
      {state && send && (
        <played.Table
          view={state.G}
          seat={seat}
          toAct={acting.map((id) => ids[Number(id)])}
          result={result}
          onMove={(move) => send(move)}
        />
      )}
      {state && client && (
        <ChatPanel
          matchID={matchID}
          messages={client.chatMessages}
          send={(text) => client.sendChatMessage(text)}
          mySeat={held.playerID}
          seatLabel={(id) => contract.seats.name(ids[Number(id)])}
        />
      )}
    </section>
  );
}
