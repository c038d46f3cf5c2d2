/** A state's supply as icons with counts: gold, rice, armies, weapons, popular support and deficit tokens. */
import type { PlayerState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { RESOURCE_KEYS, type ResourceKey, resourceCount, resourceHeading } from '../labels';
import type { IconName } from './Icon';
import { Stat } from './Stat';

const ICONS: Record<ResourceKey, IconName> = {
  gold: 'gold',
  rice: 'rice',
  untrained: 'untrained',
  trained: 'trained',
  spear: 'spear',
  horse: 'horse',
  crossbow: 'crossbow',
  vessel: 'vessel',
  popularSupport: 'popularSupport',
  deficits: 'deficit',
};

export function StateResources({ state, player }: { state: StateId; player: PlayerState }) {
  return (
    <dl className="stats resources" aria-label="Supply">
      {RESOURCE_KEYS.map((key) => (
        <Stat key={key} icon={ICONS[key]} label={resourceHeading(key)} value={resourceCount(player, key)} testId={`${state}-${key}`} />
      ))}
    </dl>
  );
}
