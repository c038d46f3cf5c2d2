/**
 * The boardgame.io board: what one seat's client renders. The public board
 * with the seat's own hand (components/) and the seat's decision controls
 * (decisions/); a chosen decision is checked against the rules on the seat's
 * view, then sent with `toBgioAction` through the client's `moves`.
 */
import { useCallback, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { applyDecision } from '../game/engine';
import { stateOfPlayer, toBgioAction } from '../game/game';
import type { Move } from '../game/moves';
import type { GameState } from '../game/state';
import { STATE_NAMES } from '../game/spaces';
import { PublicBoard } from './components';
import { DecisionPanel } from './decisions';

/**
 * Why `move` would be refused for `seat` on its view, or null. The view holds
 * everything the validators read for the seat's own decision; should a rule
 * need more (it throws on a hidden card), the master has the last word.
 */
export function refusal(G: GameState, seat: Parameters<typeof applyDecision>[1], move: Move): string | null {
  try {
    const result = applyDecision(structuredClone(G), seat, move);
    return result.ok ? null : result.error;
  } catch {
    return null;
  }
}

export function TkrBoard(props: BoardProps<GameState>) {
  const { G, ctx, moves, playerID, isActive } = props;
  const seat = stateOfPlayer(playerID);
  const [error, setError] = useState<string | null>(null);
  const onMove = useCallback(
    (move: Move) => {
      if (!seat) return;
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
  if (!seat) return <PublicBoard G={G} seat={null} />;
  const over = ctx.gameover !== undefined;
  return (
    // data-state-id: boardgame.io's state counter, so tests can wait for a move to land.
    <div className={`tkr-seat state-${seat}`} data-testid={`seat-${seat}`} data-state-id={props._stateID}>
      <p className="seat-banner">
        You are playing <strong>{STATE_NAMES[seat]}</strong>
      </p>
      <DecisionPanel G={G} seat={seat} onMove={onMove} disabled={!isActive || over} />
      {error && (
        <p className="move-error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
      <PublicBoard G={G} seat={seat} />
    </div>
  );
}
