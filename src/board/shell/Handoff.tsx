/**
 * The hand-off screen between two players of a hotseat game. It shows no part of any hand: only whose
 * turn it is, until that player confirms.
 */
import { useEffect, useRef } from 'react';

interface HandoffProps {
  /** The seat's id (in `data-seat`). */
  seat: string;
  /** The seat's name as players read it. */
  name: string;
  /** What the next player is asked to do ("play a card", ...). */
  task?: string;
  round?: number;
  /** A class for the game's styling of this seat. */
  className?: string;
  onReady: () => void;
}

export function Handoff({ seat, name, task, round, className, onReady }: HandoffProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Keyboard players land on the one control there is.
  useEffect(() => button.current?.focus(), [seat]);
  return (
    <section
      className={className ? `handoff ${className}` : 'handoff'}
      data-testid="handoff"
      data-seat={seat}
      aria-labelledby="handoff-title"
    >
      <h2 id="handoff-title">Pass the device to {name}</h2>
      {round !== undefined && <p>Round {round}.</p>}
      <p>
        {task ? `${name} must ${task} next. ` : ''}Everyone else, please look away: {name}’s hand is shown after the button below is
        pressed.
      </p>
      <button ref={button} type="button" className="primary" data-testid="handoff-ready" onClick={onReady}>
        I am {name}: show my hand
      </button>
    </section>
  );
}
