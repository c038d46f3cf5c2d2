/**
 * One general token on an action space with everything placed with it. The
 * bid's value is shown as text because the printed tokens leave the sum to
 * the players.
 */
import { bidValue } from '../../../game/threeKingdomsRedux/bidding';
import { isTribal } from '../../../game/threeKingdomsRedux/spaces';
import type { Bid, GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId } from '../../../game/threeKingdomsRedux/types';
import { bidExtras } from '../labels';
import { GeneralCard } from './GeneralCard';
import { StateTag } from './StateTag';
import { useEntrance, useSlide } from '../table/motion';
import { listSentence } from '../../../game/threeKingdomsRedux/words';

export function BidToken({ G, bid, space }: { G: GameState; bid: Bid; space: ActionSpaceId }) {
  const extras = bidExtras(bid);
  const tribal = isTribal(space);
  const enters = useEntrance(`bid:${bid.state}:${bid.general}:${G.round}`);
  // A general bid on a battle space slides from here to the location he is stationed at.
  const ref = useSlide<HTMLLIElement>(`general:${bid.general}`, `space:${space}`);
  return (
    <li ref={ref} className={`bid state-${bid.state}${enters ? ' bid-enters' : ''}`} data-testid={`bid-${bid.state}-${bid.general}`}>
      <StateTag state={bid.state} /> <GeneralCard id={bid.general} />
      {extras.length > 0 && <span className="bid-extras"> with {listSentence(extras)}</span>}
      {!tribal && (
        <span className="bid-value">
          {' '}
          bid <b>{bidValue(G, bid, space)}</b>
        </span>
      )}
    </li>
  );
}
