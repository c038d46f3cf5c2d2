/** What the table is waiting for, announced politely to screen readers as it changes. */
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { describeStatus } from '../labels';

export function StatusLine({ G }: { G: GameState }) {
  return (
    <p className="status-line" data-testid="status" role="status" aria-live="polite">
      {describeStatus(G)}
    </p>
  );
}
