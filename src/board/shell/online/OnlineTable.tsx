/**
 * An online match at the game's table: a boardgame.io client on the server's socket, for the seat
 * this browser holds or, with none, for a spectator. The server sends each connection the
 * contract's view for its seat (the adapter's playerView asks `view(state, seat)`, a spectator's with
 * null), and nothing else; the page shows that view, whose turn it is, the result and the chat. A
 * spectator's table has no seat, so it offers no move.
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
  /** The seat this browser holds; null: watching as a spectator. */
  held: HeldSeat | null;
  /** The players' names by playerID, as the Lobby lists them. */
  names: readonly (string | undefined)[];
}

type ClientState = ReturnType<ReturnType<typeof Client>['getState']>;

const noMove = () => {};

export function OnlineTable({ game, played, matchID, held, names }: OnlineTableProps) {
  const { contract } = game;
  const ids = contract.seats.ids(names.length);
  const playerID = held?.playerID ?? null;
  const credentials = held?.credentials;
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
      // No playerID and no credentials: a spectator, whom the server sends the public view only.
      ...(playerID === null ? {} : { playerID, credentials }),
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
  }, [contract, matchID, playerID, credentials, ids.length]);

  const seat = playerID === null ? null : ids[Number(playerID)];
  const who = (id: string) => `${contract.seats.name(ids[Number(id)])}${names[Number(id)] ? ` (${names[Number(id)]})` : ''}`;
  const result = (state?.ctx.gameover ?? null) as GameResult<string> | null;
  const acting = result ? [] : Object.keys(state?.ctx.activePlayers ?? {});
  const status = !state
    ? 'Connecting…'
    : result
      ? `Game over: ${result.winners.map((s) => contract.seats.name(s)).join(' and ')} ${result.winners.length === 1 ? 'wins' : 'win'}.`
      : playerID !== null && acting.includes(playerID)
        ? 'Your turn.'
        : acting.length === 0
          ? 'Waiting…'
          : `${acting.map(who).join(' and ')} to play.`;
  return (
    <section
      className="shell-match"
      data-testid="online-table"
      data-match-id={matchID}
      data-seat={playerID ?? undefined}
      // The state's version, new with every accepted move: what a test waits on to know a move has arrived.
      data-state-id={state?._stateID}
    >
      <div className="match-bar">
        <span className="match-what" data-testid="match-status" aria-live="polite">
          {status}
        </span>
        <span className="muted" data-testid="match-who">
          {playerID === null ? 'You are watching: you see only what every player sees.' : `You play ${who(playerID)}.`}
          {state && !state.isConnected ? ' Reconnecting…' : ''}
        </span>
      </div>
      {state && send && (
        <played.Table
          view={state.G}
          seat={seat}
          toAct={acting.map((id) => ids[Number(id)])}
          result={result}
          onMove={seat === null ? noMove : (move) => send(move)}
        />
      )}
      {state && client && (
        <ChatPanel
          matchID={matchID}
          messages={client.chatMessages}
          send={(text) => client.sendChatMessage(text)}
          mySeat={playerID}
          seatLabel={(id) => contract.seats.name(ids[Number(id)])}
        />
      )}
    </section>
  );
}
