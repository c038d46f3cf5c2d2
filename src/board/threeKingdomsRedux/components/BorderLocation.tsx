/** One border location: the army type it requires, its border token and the general stationed there. */
import { LOCATIONS, type LocationId } from '../../../game/threeKingdomsRedux/data/board';
import type { GameState, UnitGroup } from '../../../game/threeKingdomsRedux/state';
import { ARMY_TYPE_NAMES, unitsLabel } from '../labels';
import { GeneralCard } from './GeneralCard';
import { StateTag } from './StateTag';
import type { ActionSpaceId } from '../../../game/threeKingdomsRedux/types';
import { useTable } from '../table/TableContext';
import { locationTarget } from '../table/targets';
import { useSlide } from '../table/motion';
import type { GeneralId } from '../../../game/threeKingdomsRedux/data/generals';
import { listSentence } from '../../../game/threeKingdomsRedux/words';

export function BorderLocation({ G, location, battle }: { G: GameState; location: LocationId; battle: ActionSpaceId }) {
  const t = useTable();
  const target = locationTarget(t, battle, location);
  const selected = t?.draft.location === location;
  const loc = LOCATIONS[location];
  const occupant = G.locations[location];
  const units: UnitGroup[] = occupant
    ? (G.players[occupant.state].stationed.find((st) => st.general === occupant.general && st.locations.includes(location))?.units ?? [])
    : [];
  const tokenOnBoard = G.boardBorderTokens.includes(location);
  return (
    <li
      className={`location${occupant ? ` occupied state-${occupant.state}` : ''}${target ? ' location-target' : ''}${selected ? ' location-selected' : ''}`}
      data-testid={`location-${location}`}
      data-target={target ? 'legal' : undefined}
    >
      {target && t ? (
        <button
          type="button"
          className="location-hit location-name"
          data-testid={`target-location-${location}`}
          data-roving="spaces"
          aria-pressed={selected}
          aria-label={`Station a general at ${loc.name.value}`}
          onClick={() => t.update({ actionSpace: battle, location, staged: null })}
        >
          {loc.name.value}
        </button>
      ) : (
        <span className="location-name">{loc.name.value}</span>
      )}{' '}
      <span className="location-type">({ARMY_TYPE_NAMES[loc.armyType.value]})</span>
      {occupant ? (
        <span className="location-occupant">
          {' '}
          <StateTag state={occupant.state} /> <StationedGeneral general={occupant.general} location={location} />
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

/** The stationed general's card: it slides here from the battle space it was bid on. */
function StationedGeneral({ general, location }: { general: GeneralId; location: LocationId }) {
  const ref = useSlide<HTMLSpanElement>(`general:${general}`, `location:${location}`);
  return (
    <span ref={ref} className="slide-piece" data-testid={`stationed-${general}`}>
      <GeneralCard id={general} />
    </span>
  );
}
