/** A small "?" beside a track or token of the board that opens its rules entry (drawn only inside a HelpProvider). */
import { useHelp } from './HelpContext';
import { TRACK_HELP, type TrackId } from './rulesHelp';

export function HelpLink({ track, label }: { track: TrackId; label: string }) {
  const help = useHelp();
  if (!help) return null;
  return (
    <button
      type="button"
      className="help-link"
      data-testid={`help-track-${track}`}
      aria-label={`Rules: ${label}`}
      title={`Rules: ${label}`}
      onClick={(e) => {
        // Inside a clickable piece (a stat, a summary) the link only opens the rules.
        e.stopPropagation();
        help.open(TRACK_HELP[track]);
      }}
    >
      ?
    </button>
  );
}
