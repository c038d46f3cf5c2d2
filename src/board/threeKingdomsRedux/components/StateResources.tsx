/** A state's supply: gold, rice, armies, weapons, popular support and deficit tokens. */
import type { PlayerState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { RESOURCE_KEYS, resourceCount, resourceHeading } from '../labels';
import { Stat } from './Stat';

export function StateResources({ state, player }: { state: StateId; player: PlayerState }) {
  return (
    <dl className="stats resources" aria-label="Supply">
      {RESOURCE_KEYS.map((key) => (
        <Stat key={key} label={resourceHeading(key)} value={resourceCount(player, key)} testId={`${state}-${key}`} />
      ))}
    </dl>
  );
}
