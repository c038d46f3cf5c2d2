/** The three borders: each battle action space with its five border locations. */
import { useId } from 'react';
import { BORDER_STATES, BORDERS, locationsAt } from '../../../game/threeKingdomsRedux/data/board';
import { battleSpace, BORDER_NAMES } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { ActionSpace } from './ActionSpace';
import { BorderLocation } from './BorderLocation';
import { StateTag } from './StateTag';

export function BattleBorders({ G }: { G: GameState }) {
  const titleId = useId();
  return (
    <section className="borders" aria-labelledby={titleId}>
      <h2 id={titleId}>Borders</h2>
      {BORDERS.map((border) => {
        const [a, b] = BORDER_STATES[border];
        return (
          <section key={border} className="border" data-testid={`border-${border}`} aria-labelledby={`${titleId}-${border}`}>
            <h3 id={`${titleId}-${border}`}>
              {BORDER_NAMES[border]} border <StateTag state={a} /> <StateTag state={b} />
            </h3>
            <ActionSpace G={G} space={battleSpace(border)} level={4} />
            <ul className="locations" aria-label={`Border locations of the ${BORDER_NAMES[border]} border`}>
              {locationsAt(border).map((loc) => (
                <BorderLocation key={loc} G={G} location={loc} battle={battleSpace(border)} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
