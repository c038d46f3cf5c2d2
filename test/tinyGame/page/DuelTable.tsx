/**
 * High Card Duel's table: the player's hand as cards to pick, the trick in play, the tricks taken and
 * whose turn it is; a picked card is sent only on Confirm. A spectator sees how many cards each
 * player holds, and no hand to play from.
 */
import { useState } from 'react';
import type { TableProps } from '../../../src/board/shell/pageGame';
import { highCardDuel, type DuelMove, type DuelSeat, type DuelState } from '../highCardDuel';

const name = (seat: DuelSeat) => highCardDuel.seats.name(seat);
const holds = (view: DuelState, seat: DuelSeat) =>
  `${name(seat)} holds ${view.hands[seat].length} ${view.hands[seat].length === 1 ? 'card' : 'cards'}.`;

export function DuelTable({ view, seat, toAct, result, onMove, hint }: TableProps<DuelState, DuelMove, DuelSeat>) {
  const [picked, setPicked] = useState<number | null>(null);
  const yourTurn = seat !== null && toAct.includes(seat);
  const shown: DuelSeat = seat ?? 'north';
  const other: DuelSeat = shown === 'north' ? 'south' : 'north';
  const confirm = () => {
    if (picked === null) return;
    onMove({ card: picked });
    setPicked(null);
  };
  return (
    <section className="duel-table" data-testid="duel-table" data-seat={seat ?? undefined}>
      <p data-testid="duel-turn">
        {result
          ? `${result.winners.map(name).join(' and ')} won the duel.`
          : yourTurn
            ? `Your turn, ${name(shown)}: play a card.`
            : `${toAct.map(name).join(' and ')} to play.`}
      </p>
      <p data-testid="duel-score">
        Tricks: {name(shown)} {view.tricks[shown]}, {name(other)} {view.tricks[other]}
      </p>
      <p data-testid="duel-trick">{view.led === null ? 'No card on the table.' : `${name(view.leader)} led ${view.led}.`}</p>
      {seat === null && <p>{holds(view, shown)}</p>}
      <p>{holds(view, other)}</p>
      {hint && <p data-testid="duel-hint">Hint: play {hint.card}.</p>}
      {seat !== null && (
        <>
          <div role="group" aria-label="Your hand" data-testid="duel-hand">
            {view.hands[seat].map((card) => (
              <button
                key={card}
                type="button"
                data-testid={`duel-card-${card}`}
                aria-pressed={picked === card}
                disabled={!yourTurn}
                className={picked === card ? 'primary' : undefined}
                onClick={() => setPicked(card)}
              >
                {card}
              </button>
            ))}
          </div>
          <button type="button" className="primary" data-testid="duel-confirm" disabled={!yourTurn || picked === null} onClick={confirm}>
            {picked === null ? 'Confirm' : `Confirm: play ${picked}`}
          </button>
        </>
      )}
    </section>
  );
}
