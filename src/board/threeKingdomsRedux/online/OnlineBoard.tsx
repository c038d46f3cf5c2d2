/**
 * The board of an online match, drawn by boardgame.io's React client: who
 * sits where (connected or not, a bot, or a bot standing in for someone
 * away), whose turn it is, the rematch once the game is over, and the
 * existing board (TkrBoard) for this page's seat or a spectator.
 *
 * Hints: only where the match's creator allowed them (`setupData.hints`), and
 * only to a seated player, about that seat's own view: boardgame.io's client
 * renders the G the server sent for this playerID, which is the game's
 * playerView, observe(G, seat) (a multiplayer client does not filter again).
 * A spectator gets no advisor at all.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import { actingSeats } from '../session';
import { TkrBoard } from '../TkrBoard';
import { OnlineContext, type OnlineMatchContext } from './onlineContext';
import { describeSeat, mergePlayers, seatName, seatViews, stateOfSeat, type SeatID, type SeatView } from './seats';
import { TurnBannerExtra } from '../table/YourTurn';
import { hintsAllowed, matchClocks, seatClockView, type MatchClocks, type SeatClockView } from './table';
import { AdvisorContext, DEFAULT_HINT_BUDGET_MS } from '../advisor/AdvisorContext';
import { useAdvisorRunner } from '../advisor/useAdvisorRunner';
import { LogNotes } from '../components/GameLog';
import { useTimeoutNotes } from './timeoutNotes';
import { ChatPanel } from '../../shell/online/ChatPanel';

/** Redraws every `ms` while `on` (a running clock). */
function useTicking(on: boolean, ms = 250): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [on, ms]);
}

/** A small clock face (an emoji clock is missing from many fonts). */
const ClockIcon = () => (
  <svg className="clock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M8 4v4.5l3 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/** A seat's clock: the decision's own time, then the reserve; what happened when time ran out. */
function SeatClockBadge({ clocks, seat }: { clocks: MatchClocks; seat: SeatID }) {
  const view = seatClockView(clocks, seat);
  if (!view) return null;
  const state = view.outOfTime ? 'out' : view.away ? 'away' : view.running ? (view.onReserve ? 'reserve' : 'running') : 'idle';
  return (
    <span
      className={`online-clock clock-${state}${view.low ? ' clock-low' : ''}`}
      data-testid={`seat-clock-${seat}`}
      data-clock={state}
      data-timeouts={clocks.record.seats[seat]?.timeouts ?? 0}
      role="timer"
      aria-label={`${seatName(seat)}'s clock: ${view.text}`}
    >
      <ClockIcon /> {view.text}
      {view.lastTimedOut && !view.outOfTime && !view.away && (
        <span className="clock-note"> · last decision made by a bot (time ran out)</span>
      )}
    </span>
  );
}

/**
 * The player's clock in the turn banner. Hidden from screen readers there: the banner is a live region, and
 * a ticking clock would be read out every second (the seat strip's clock is a timer they can read).
 */
function MyClock({ view }: { view: SeatClockView }) {
  return (
    <span className={`turn-banner-clock${view.low || view.outOfTime ? ' clock-low' : ''}`} data-testid="my-clock" aria-hidden="true">
      {' '}
      · <ClockIcon /> {view.text}
    </span>
  );
}

function SeatStrip({
  views,
  acting,
  mySeat,
  clocks,
}: {
  views: SeatView[];
  acting: readonly string[];
  mySeat: SeatID | null;
  clocks: MatchClocks | null;
}) {
  useTicking(clocks !== null && acting.length > 0);
  return (
    // Focusable: on a phone the row scrolls sideways, and a keyboard must be able to scroll it too.
    <ul className="online-seat-strip" data-testid="online-seats" aria-label="Seats" tabIndex={0}>
      {views.map((view) => {
        const toAct = acting.includes(stateOfSeat(view.seat));
        // A bot seat is played by the server itself: whether its client's socket is up says nothing to the players.
        const connected = view.kind === 'human' ? view.connected : undefined;
        return (
          <li
            key={view.seat}
            data-testid={`online-seat-${view.seat}`}
            data-kind={view.kind}
            data-connected={connected === undefined ? '' : String(connected)}
            data-acting={String(toAct)}
            className={`online-seat state-${stateOfSeat(view.seat)}${toAct ? ' acting' : ''}`}
          >
            <strong>{seatName(view.seat)}</strong>: {describeSeat(view)}
            {view.seat === mySeat && ' (you)'}
            {connected !== undefined && (
              <span className={connected ? 'online-connected' : 'online-offline'}>{connected ? ' · connected' : ' · not connected'}</span>
            )}
            {toAct && <span className="online-to-act"> · to act</span>}
            {clocks && <SeatClockBadge clocks={clocks} seat={view.seat} />}
          </li>
        );
      })}
    </ul>
  );
}

function RematchPanel({ online }: { online: OnlineMatchContext }) {
  const { rematch, mySeat } = online;
  return (
    <div className="online-rematch" data-testid="rematch">
      <p className="game-over" role="status" data-testid="game-over">
        Game over.
      </p>
      {mySeat !== null ? (
        rematch.nextMatchID ? (
          rematch.error ? (
            // Joining it failed (the error says why): it can still be watched.
            <button type="button" data-testid="watch-rematch" onClick={() => online.watchRematch(rematch.nextMatchID!)}>
              Watch the rematch
            </button>
          ) : (
            <p data-testid="rematch-status">Moving to the rematch…</p>
          )
        ) : (
          <button type="button" className="primary" data-testid="play-again" disabled={rematch.busy} onClick={online.playAgain}>
            Play again (same seats)
          </button>
        )
      ) : (
        rematch.nextMatchID && (
          <button type="button" data-testid="watch-rematch" onClick={() => online.watchRematch(rematch.nextMatchID!)}>
            Watch the rematch
          </button>
        )
      )}
      {rematch.error && (
        <p className="online-error" role="alert" data-testid="rematch-error">
          {rematch.error}
        </p>
      )}
    </div>
  );
}

export function OnlineBoard(props: BoardProps<GameState>) {
  const online = useContext(OnlineContext);
  const { ctx, matchData, isConnected } = props;
  const views = seatViews({ players: mergePlayers(online?.metadata?.players, matchData), setupData: online?.metadata?.setupData });
  const acting = actingSeats(ctx);
  const over = ctx.gameover !== undefined;
  const clocks = over ? null : matchClocks(online?.listed ?? null);
  const mySeat = online?.mySeat ?? null;
  const myClock = clocks && mySeat !== null ? seatClockView(clocks, mySeat) : null;
  // The seat this page holds is the one the client plays (and whose view it was sent); a spectator has none.
  const hints = hintsAllowed(online?.metadata?.setupData) && mySeat !== null && props.playerID === mySeat;
  const advisor = useAdvisorRunner(hints, online?.hintBudgetMs ?? DEFAULT_HINT_BUDGET_MS);
  const nameOf = (seat: SeatID) => {
    const view = views.find((v) => v.seat === seat);
    return view && view.kind !== 'free' ? view.name : seatName(seat);
  };
  const timeoutNotes = useTimeoutNotes(clocks?.record ?? null, props._stateID, props.G.log, nameOf, mySeat);
  // A new state moves the clocks on the server: ask for them at once rather than at the next poll.
  const refresh = online?.refresh;
  const recordStateID = clocks?.record.stateID;
  const refreshedFor = useRef(-1);
  useEffect(() => {
    if (recordStateID === undefined || recordStateID >= props._stateID || refreshedFor.current === props._stateID) return;
    refreshedFor.current = props._stateID;
    // boardgame.io sends the new state before it stores it: ask a moment later.
    const timer = setTimeout(() => refresh?.(), 150);
    return () => clearTimeout(timer);
  }, [props._stateID, recordStateID, refresh]);
  return (
    <div className="online-board" data-testid="online-board" data-state-id={props._stateID}>
      {!isConnected && (
        <p className="online-error" role="alert" data-testid="connection-lost">
          Not connected to the server; trying again…
        </p>
      )}
      <SeatStrip views={views} acting={acting} mySeat={online?.mySeat ?? null} clocks={clocks} />
      {!over && (
        <p className="online-turn" data-testid="online-turn">
          {acting.length === 0 ? 'The game goes on…' : `To act: ${acting.map((s) => STATE_NAMES[s]).join(', ')}`}
        </p>
      )}
      {over && online && <RematchPanel online={online} />}
      <ChatPanel
        matchID={props.matchID}
        messages={props.chatMessages ?? []}
        send={props.sendChatMessage}
        mySeat={mySeat}
        seatLabel={(seat) => seatName(seat as SeatID)}
      />
      {/* The player's own time for the decision at hand, in the board's sticky turn banner: in sight while the page scrolls. */}
      <AdvisorContext.Provider value={hints ? advisor : null}>
        <TurnBannerExtra.Provider value={myClock?.running ? <MyClock view={myClock} /> : null}>
          <LogNotes.Provider value={timeoutNotes}>
            <TkrBoard {...props} />
          </LogNotes.Provider>
        </TurnBannerExtra.Provider>
      </AdvisorContext.Provider>
    </div>
  );
}
