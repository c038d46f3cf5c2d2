/**
 * The hand-off screen between two players of a hotseat game. It shows no part
 * of any hand: only whose turn it is, until that player confirms.
 */
import { useEffect, useRef } from 'react';
import { STATE_NAMES } from '../../../game/spaces';
import type { StateId } from '../../../game/types';

interface HandoffProps {
  seat: StateId;
  /** What the next player is asked to do ("recruit generals", "bid", ...). */
  task?: string;
  round?: number;
  onReady: () => void;
}

export function Handoff({ seat, task, round, onReady }: HandoffProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Keyboard players land on the one control there is.
  useEffect(() => button.current?.focus(), [seat]);
  const name = STATE_NAMES[seat];
  return (
    <section className={`handoff state-${seat}`} data-testid="handoff" data-seat={seat} aria-labelledby="handoff-title">
      <h2 id="handoff-title">Pass the device to {name}</h2>
      {round !== undefined && <p>Round {round}.</p>}
      <p>
        {task ? `${name} must ${task} next. ` : ''}Everyone else, please look away: {name}’s hand is shown after the button
        below is pressed.
      </p>
      <button ref={button} type="button" className="primary" data-testid="handoff-ready" onClick={onReady}>
        I am {name}: show my hand
      </button>
    </section>
  );
}
