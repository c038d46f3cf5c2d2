/**
 * The 12 common bidding action spaces at the centre of the board, in the
 * rulebook's order (administration, combat, then the two criterion-marker
 * spaces), as one grid of tiles like the printed board.
 */
import { useId } from 'react';
import { COMMON_SPACES } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { ActionSpace } from './ActionSpace';

export function ActionSpaces({ G }: { G: GameState }) {
  const titleId = useId();
  return (
    <section className="action-spaces" aria-labelledby={titleId}>
      <h2 id={titleId}>Common action spaces</h2>
      <div className="common-spaces">
        {COMMON_SPACES.map((space) => (
          <ActionSpace key={space} G={G} space={space} />
        ))}
      </div>
    </section>
  );
}
