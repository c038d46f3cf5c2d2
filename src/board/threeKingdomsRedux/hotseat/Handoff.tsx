/** The shell's hand-off screen, for a state of Three Kingdoms Redux. */
import { STATE_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { Handoff as SeatHandoff } from '../../shell/Handoff';

interface HandoffProps {
  seat: StateId;
  /** What the next player is asked to do ("recruit generals", "bid", ...). */
  task?: string;
  round?: number;
  onReady: () => void;
}

export function Handoff({ seat, task, round, onReady }: HandoffProps) {
  return <SeatHandoff seat={seat} name={STATE_NAMES[seat]} task={task} round={round} className={`state-${seat}`} onReady={onReady} />;
}
