/** A state's name on its colour: the printed board's state marker, with the name as its label. */
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { stateName } from '../labels';

export function StateTag({ state }: { state: StateId }) {
  return <span className={`state-tag state-${state}`}>{stateName(state)}</span>;
}
