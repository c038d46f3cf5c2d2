/**
 * Whether a match allows hints, as every page of it says so (the match list,
 * the waiting room, the match bar): the creator's choice is no secret, so an
 * opponent knows when the others may consult the advisor.
 */
import { hintsAllowed, hintsText } from './table';

export function HintsNote({ setupData, testId }: { setupData: unknown; testId: string }) {
  const allowed = hintsAllowed(setupData);
  return (
    <span
      className={`online-hints hints-${allowed ? 'on' : 'off'}`}
      data-testid={testId}
      data-hints={String(allowed)}
      title={
        allowed
          ? 'The match’s creator allows hints: each player may ask the search bot about what their own seat can see.'
          : 'The match’s creator did not allow hints: nobody at this table gets them.'
      }
    >
      {hintsText(setupData)}
    </span>
  );
}
