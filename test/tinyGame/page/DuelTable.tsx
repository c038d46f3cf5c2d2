/**
 * High Card Duel's table: the player's hand as cards to pick, the trick in play, the tricks taken and
 * whose turn it is; a picked card is sent only on Confirm.
 */
import { useState } from 'react';
import type { TableProps } from '../../../src/board/shell/pageGame';
import { highCardDuel, type DuelMove, type DuelSeat, type DuelState } from '../highCardDuel';

const name = (seat: DuelSeat) => highCardDuel.seats.name(seat);

export function DuelTable({ view, seat, toAct, result, onMove, hint }: TableProps<DuelState, DuelMove, DuelSeat>) {
  const [picked, setPicked] = useState<number | null>(null);
  const yourTurn = toAct.includes(seat);
  const opponent: DuelSeat = seat === 'north' ? 'south' : 'north';
  const confirm = () => {
    if (picked === null) return;
    onMove({ card: picked });
    setPicked(null);
  };
  return (
    <section className="duel-table" data-testid="duel-table" data-seat={seat}>
      <p data-testid="duel-turn">
        {result
          ? `${result.winners.map(name).join(' and ')} won the duel.`
          : yourTurn
            ? `Your turn, ${name(seat)}: play a card.`
            : `${toAct.map(name).join(' and ')} to play.`}
      </p>
      <p data-testid="duel-score">
        Tricks: {name(seat)} {view.tricks[seat]}, {name(opponent)} {view.tricks[opponent]}
      </p>
      <p data-testid="duel-trick">{view.led === null ? 'No card on the table.' : `${name(view.leader)} led ${view.led}.`}</p>
      <p>
        {name(opponent)} holds {view.hands[opponent].length} {view.hands[opponent].length === 1 ? 'card' : 'cards'}.
      </p>
      {hint && <p data-testid="duel-hint">Hint: play {hint.card}.</p>}
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
    </section>
  );
}
