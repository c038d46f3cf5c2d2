/**
 * The options of a won space, opened beside it on the board when the player
 * clicks it in the Resolution Phase: one button per legal choice (or the
 * trade / construct form), the options the rules refuse with their reason,
 * and Decline. For a battle, the lit border locations come first; a clicked
 * location lists its stationings. A choice only waits for the tray's Confirm.
 */
import { LOCATIONS } from '../../../game/threeKingdomsRedux/data/board';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import { isBattle, spaceName } from '../../../game/threeKingdomsRedux/spaces';
import { ChoiceButtons } from '../decisions/ChoiceButtons';
import { choiceLabel } from '../decisions/choiceLabel';
import { ConstructForm } from '../decisions/ConstructForm';
import { TradeForm } from '../decisions/TradeForm';
import { describeMove } from './describeMove';
import type { TableApi } from './TableContext';
import { canStation, stationingChoices } from './targets';

export function ActionPopover({ t }: { t: TableApi }): JSX.Element | null {
  const { G, seat, draft, active } = t;
  const space = draft.actionSpace;
  if (!space) return null;
  const stageMove = (move: Move) => t.stage({ move, label: describeMove(G, seat, move) });
  return (
    <section className="space-popover action-popover" data-testid={`action-${space}`} aria-label={`Options of ${spaceName(space)}`}>
      {isBattle(space) ? (
        <BattleOptions t={t} stageMove={stageMove} />
      ) : space === 'trade' ? (
        <TradeForm G={G} seat={seat} onMove={stageMove} disabled={!active} />
      ) : space === 'construct' ? (
        <ConstructForm G={G} seat={seat} onMove={stageMove} disabled={!active} />
      ) : (
        <ChoiceButtons G={G} seat={seat} space={space} onMove={stageMove} disabled={!active} />
      )}
      <button type="button" data-testid={`decline-${space}`} disabled={!active} onClick={() => stageMove({ type: 'declineAction', space })}>
        Decline this action
      </button>
    </section>
  );
}

function BattleOptions({ t, stageMove }: { t: TableApi; stageMove: (m: Move) => void }): JSX.Element {
  const { G, seat, draft } = t;
  const space = draft.actionSpace!;
  if (!draft.location) {
    return (
      <p className="tray-help">
        {canStation(t, space)
          ? 'Click a lit border location below to station a general there.'
          : 'No general can be stationed: decline this action.'}
      </p>
    );
  }
  const choices = stationingChoices(t, space, draft.location);
  return (
    <div>
      <p className="tray-help">At {LOCATIONS[draft.location].name.value}:</p>
      <ul className="action-choices">
        {choices.map((choice, i) => (
          <li key={i}>
            <button
              type="button"
              data-testid="choice"
              data-choice-kind={choice.kind}
              onClick={() => stageMove({ type: 'takeAction', space, choice })}
            >
              {choiceLabel(G, seat, space, choice)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
