/**
 * One number on a state's panel, drawn as an icon with the number beside it
 * (the way a player counts pieces) and its words in the tooltip. The number
 * sits alone in its element so tests can read it exactly. Where the number
 * has a rules entry, the icon is the button that opens it.
 */
import { useChangedSinceMount } from '../table/motion';
import { useHelp } from '../help/HelpContext';
import { TRACK_HELP, type TrackId } from '../help/rulesHelp';
import { Icon, type IconName } from './Icon';

export interface StatProps {
  icon: IconName;
  /** What the number counts ("Gold", "Farm level"): the icon's name and the tooltip's first words. */
  label: string;
  value: number;
  testId?: string;
  /** Short text after the number ("/12", "Governor"). */
  note?: string;
  /** More words for the tooltip only ("2 tokens to harvest"). */
  detail?: string;
  /** The rules entry the icon opens. */
  help?: TrackId;
}

export function Stat({ icon, label, value, testId, note, detail, help }: StatProps) {
  const changed = useChangedSinceMount(value);
  const words = [`${label}: ${value}${note?.startsWith('/') ? ` of ${note.slice(1)}` : note ? ` (${note})` : ''}`, detail];
  return (
    <div className={`stat stat-${icon}`} title={words.filter(Boolean).join('; ')}>
      <dt>{help ? <HelpIcon icon={icon} label={label} track={help} /> : <Icon name={icon} label={label} />}</dt>
      <dd>
        {/* Keyed by the value: a change mounts it afresh, which replays the short highlight (board.css); not on first appearance. */}
        <span key={value} className={changed ? 'stat-value stat-changed' : 'stat-value'} data-testid={testId}>
          {value}
        </span>
        {note && <span className="stat-note">{note}</span>}
      </dd>
    </div>
  );
}

/** The icon as the link to its rules entry (a plain icon outside a HelpProvider). */
function HelpIcon({ icon, label, track }: { icon: IconName; label: string; track: TrackId }) {
  const help = useHelp();
  if (!help) return <Icon name={icon} label={label} />;
  return (
    <button
      type="button"
      className="stat-help"
      data-testid={`help-track-${track}`}
      aria-label={`${label}: open its rules`}
      onClick={(e) => {
        e.stopPropagation();
        help.open(TRACK_HELP[track]);
      }}
    >
      <Icon name={icon} label={label} />
    </button>
  );
}
