/** "Wu is thinking…": shown while a bot seat's move is being worked out. */
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import type { StateId } from '../../../game/threeKingdomsRedux/types';

export function thinkingText(seats: readonly StateId[]): string {
  const names = seats.map((s) => STATE_NAMES[s]);
  if (names.length === 0) return '';
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${who} ${names.length === 1 ? 'is' : 'are'} thinking…`;
}

export function ThinkingIndicator({ seats }: { seats: readonly StateId[] }) {
  return (
    <div className="thinking-slot" role="status" aria-live="polite">
      {seats.length > 0 && (
        <p className="thinking" data-testid="thinking">
          <span className="spinner" aria-hidden="true" /> {thinkingText(seats)}
        </p>
      )}
    </div>
  );
}
