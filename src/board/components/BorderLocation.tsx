/** One border location: the army type it requires, its border token and the general stationed there. */
import { LOCATIONS, type LocationId } from '../../game/data/board';
import type { GameState, UnitGroup } from '../../game/state';
import { ARMY_TYPE_NAMES, listSentence, unitsLabel } from '../labels';
import { GeneralCard } from './GeneralCard';
import { StateTag } from './StateTag';

export function BorderLocation({ G, location }: { G: GameState; location: LocationId }) {
  const loc = LOCATIONS[location];
  const occupant = G.locations[location];
  const units: UnitGroup[] = occupant
    ? (G.players[occupant.state].stationed.find((st) => st.general === occupant.general && st.locations.includes(location))?.units ?? [])
    : [];
  const tokenOnBoard = G.boardBorderTokens.includes(location);
  return (
    <li className={`location${occupant ? ` occupied state-${occupant.state}` : ''}`} data-testid={`location-${location}`}>
      <span className="location-name">{loc.name.value}</span>{' '}
      <span className="location-type">({ARMY_TYPE_NAMES[loc.armyType.value]})</span>
      {occupant ? (
        <span className="location-occupant">
          {' '}
          <StateTag state={occupant.state} /> <GeneralCard id={occupant.general} />
          {units.length > 0 && <> with {listSentence(units.map(unitsLabel))}</>}
        </span>
      ) : (
        <span className="muted"> free</span>
      )}
      {/* Stationing moves the token to a granary or treasury; it stays only if a card left it. */}
      {occupant && tokenOnBoard && <span className="muted"> (border token still here)</span>}
    </li>
  );
}
