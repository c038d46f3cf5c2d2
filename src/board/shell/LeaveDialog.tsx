/**
 * "Leave the game" on an unfinished local game: nothing is lost by one click.
 * The player keeps the game to resume later (from the start screen's list or
 * its address), abandons it, or stays.
 */
import { useEffect, useRef } from 'react';

export function LeaveDialog({ onKeep, onAbandon, onStay }: { onKeep: () => void; onAbandon: () => void; onStay: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && onStay()}>
      <section className="leave-dialog" role="dialog" aria-modal="true" aria-labelledby="leave-title" data-testid="leave-dialog">
        <h2 id="leave-title">Leave this game?</h2>
        <p>It is not over. Keep it in this browser to resume later from the start screen, or abandon it for good.</p>
        <div className="leave-actions">
          <button ref={keep} type="button" className="primary" data-testid="leave-keep" onClick={onKeep}>
            Keep it to resume later
          </button>
          <button type="button" data-testid="leave-abandon" onClick={onAbandon}>
            Abandon the game
          </button>
          <button type="button" data-testid="leave-stay" onClick={onStay}>
            Stay and play
          </button>
        </div>
      </section>
    </div>
  );
}
