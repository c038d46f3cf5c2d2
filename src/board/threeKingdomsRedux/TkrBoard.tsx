/**
 * The boardgame.io board: what one seat's client renders. The table (the
 * printed board, the players' panels and the log) with the seat's hand and
 * decision tray docked at the bottom. Choices build up on the board and are
 * sent only on the tray's Confirm, after a check against the rules on the
 * seat's view; `toBgioAction` turns them into the client's `moves`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { stateOfPlayer, toBgioAction } from '../../game/threeKingdomsRedux/game';
import type { Move } from '../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../game/threeKingdomsRedux/state';
import { STATE_NAMES } from '../../game/threeKingdomsRedux/spaces';
import { Hand, PublicBoard } from './components';
import { panelKind, waitingMessage } from './decisions/waiting';
import { describeStatus } from './labels';
import { DecisionTray, trayPrompt } from './table/DecisionTray';
import { TableContext } from './table/TableContext';
import { draftKey, useTableState } from './table/useTableState';
import { HelperToggles, HintButton, HintPanel, useHint } from './advisor/Hint';
import { useAdvisor } from './advisor/AdvisorContext';
import { useHelperPrefs } from './advisor/prefs';
import { Coach } from './coach/Coach';
import { describeMove } from './table/describeMove';
import { TurnAlertToggles, TurnBanner, useTurnAlerts } from './table/YourTurn';
import { BoardFirstCommit, useFirstCommit } from './table/motion';
import { refusal } from './refusal';
import { useRovingFocus } from './table/rovingFocus';
import { TrayMenus } from './table/TrayMenus';

export function TkrBoard(props: BoardProps<GameState>) {
  const { G, ctx, moves, playerID, isActive } = props;
  const seat = stateOfPlayer(playerID);
  if (!seat) return <PublicBoard G={G} seat={null} />;
  return <SeatTable {...props} seat={seat} active={isActive && ctx.gameover === undefined} G={G} moves={moves} />;
}

function SeatTable(props: BoardProps<GameState> & { seat: NonNullable<ReturnType<typeof stateOfPlayer>>; active: boolean }) {
  const { G, moves, seat, active } = props;
  const [error, setError] = useState<string | null>(null);
  const kind = panelKind(G, seat);
  const table = useTableState(G, seat, kind, active);
  const send = useCallback(
    (move: Move) => {
      const why = refusal(G, seat, move);
      if (why) {
        setError(why);
        return;
      }
      setError(null);
      const { move: name, args } = toBgioAction(move);
      moves[name]?.(...args);
    },
    [G, seat, moves],
  );
  const yourTurn = active && kind !== 'waiting' && kind !== 'gameOver';
  const status = yourTurn ? describeStatus(G) : kind === 'gameOver' ? 'The game is over.' : `${waitingMessage(G, seat)}.`;
  const alerts = useTurnAlerts(yourTurn, status);
  const dock = useDockHeight(kind !== 'gameOver');
  // The helpers: the coach (tutorial games) and the advisor's Hint (where the match allows it).
  const [prefs, setPrefs] = useHelperPrefs();
  const tutorial = G.mode === 'tutorial';
  const decisionKey = draftKey(G, seat, kind);
  const hint = useHint(G, seat, decisionKey, yourTurn, prefs);
  const advisor = useAdvisor();
  const stage = (move: Move) => table.stage({ move, label: describeMove(G, seat, move) });
  const firstCommit = useFirstCommit();
  const seatRef = useRef<HTMLDivElement>(null);
  useRovingFocus(seatRef);
  return (
    // data-state-id: boardgame.io's state counter, so tests can wait for a move to land.
    <TableContext.Provider value={table}>
      <BoardFirstCommit.Provider value={firstCommit}>
        <div
          ref={seatRef}
          className={`tkr-seat state-${seat}${yourTurn ? ' is-your-turn' : ''}`}
          data-testid={`seat-${seat}`}
          data-state-id={props._stateID}
        >
          {kind === 'gameOver' ? (
            // The result panel says it all; the hand and the tray have nothing left to do.
            <span data-testid="decision-kind" hidden>
              {kind}
            </span>
          ) : (
            <TurnBanner yourTurn={yourTurn} text={yourTurn ? `${STATE_NAMES[seat]} — ${trayPrompt(table)}` : status} state={seat} />
          )}
          <PublicBoard G={G} seat={seat} hand={false} />
          {kind !== 'gameOver' && (
            <div
              className={`dock${tutorial || hint.state ? ' dock-with-helpers' : ''}${hint.state ? ' dock-with-hint' : ''}`}
              data-testid="dock"
              ref={dock}
              data-hand-role={kind === 'bid' || kind === 'recruit' ? 'play' : 'view'}
              // A bid's popover is open beside its space: on a phone the cards make way for it (Cancel or Esc brings them back).
              data-bid-open={kind === 'bid' && table.draft.bid.spaceChosen ? 'true' : undefined}
              // A won space's options or a card's choice are open: on a phone the hand, only looked at now, makes way too.
              data-hand-aside={(kind === 'action' && table.draft.actionSpace) || kind === 'choice' ? 'true' : undefined}
            >
              {(tutorial || hint.state) && (
                // The coach and the hint sit in the dock, above the hand and the tray: never over the board they point at.
                <div className="dock-helpers">
                  {tutorial && (
                    <Coach
                      t={table}
                      error={error}
                      analysis={hint.analysis}
                      prepare={hint.prepare}
                      shown={prefs.coach}
                      onShow={(coach) => setPrefs({ ...prefs, coach })}
                      suggest={hint.offered}
                    />
                  )}
                  <HintPanel hint={hint} G={G} seat={seat} onStage={stage} />
                </div>
              )}
              <Hand G={G} seat={seat} />
              <DecisionTray
                table={table}
                send={send}
                error={error}
                extras={
                  <>
                    <HintButton hint={hint} />
                    <TrayMenus>
                      {(advisor?.allowed || tutorial) && (
                        <HelperToggles prefs={prefs} setPrefs={setPrefs} hints={!!advisor?.allowed} coach={tutorial} />
                      )}
                      <TurnAlertToggles {...alerts} />
                    </TrayMenus>
                  </>
                }
              />
            </div>
          )}
        </div>
      </BoardFirstCommit.Provider>
    </TableContext.Provider>
  );
}

/**
 * Keeps --dock-h (the page's bottom padding) equal to the docked tray's real
 * height, so the end of the board can always be scrolled into view above it.
 */
function useDockHeight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el || typeof ResizeObserver === 'undefined') return;
    const set = () => document.documentElement.style.setProperty('--dock-h', `${el.offsetHeight}px`);
    const observer = new ResizeObserver(set);
    observer.observe(el);
    set();
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty('--dock-h');
    };
  }, [shown]);
  return ref;
}
