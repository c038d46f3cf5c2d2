/** The 12 common bidding action spaces at the centre of the board, in the rulebook's order. */
import { useId } from 'react';
import { ADMINISTRATION_SPACES, COMBAT_SPACES, NON_ALLIANCE_SPACES } from '../../game/spaces';
import type { GameState } from '../../game/state';
import type { CommonSpaceId } from '../../game/types';
import { ActionSpace } from './ActionSpace';

const GROUPS: { title: string; spaces: readonly CommonSpaceId[] }[] = [
  { title: 'Administration spaces', spaces: ADMINISTRATION_SPACES },
  { title: 'Combat spaces', spaces: COMBAT_SPACES },
  { title: 'Criterion marker spaces', spaces: NON_ALLIANCE_SPACES },
];

export function ActionSpaces({ G }: { G: GameState }) {
  const titleId = useId();
  return (
    <section className="action-spaces" aria-labelledby={titleId}>
      <h2 id={titleId}>Common action spaces</h2>
      {GROUPS.map((group) => (
        <div key={group.title} className="space-group" role="group" aria-label={group.title}>
          {group.spaces.map((space) => (
            <ActionSpace key={space} G={G} space={space} />
          ))}
        </div>
      ))}
    </section>
  );
}
