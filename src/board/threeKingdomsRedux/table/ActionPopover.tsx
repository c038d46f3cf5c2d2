/**
 * The options of a won space, opened beside it on the board when the player
 * clicks it in the Resolution Phase: its legal choices asked in small steps
 * (or the trade / construct form), the options the rules refuse with their
 * reason, and Decline, which also stands for the choices that change nothing.
 * For a battle, the lit border locations come first; a clicked location
 * asks for its stationings in steps. A choice only waits for the tray's Confirm.
 */
import { LOCATIONS } from '../../../game/threeKingdomsRedux/data/board';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import { isBattle, spaceName } from '../../../game/threeKingdomsRedux/spaces';
import type { ActionChoice } from '../../../game/threeKingdomsRedux/moves';
import { ChoiceSteps } from '../decisions/ChoiceSteps';
import { choiceLabel } from '../decisions/choiceLabel';
import { ReasonedButton } from '../decisions/ReasonedButton';
import { stepsAndDecline } from '../decisions/sameAsDecline';
import { unavailableOptions } from '../decisions/unavailable';
import { ConstructForm } from '../decisions/ConstructForm';
import { TradeForm } from '../decisions/TradeForm';
import { describeMove } from './describeMove';
import type { TableApi } from './TableContext';
import { canStation, stationingChoices } from './targets';
import { useSpacePopover } from './useSpacePopover';

export function ActionPopover({ t }: { t: TableApi }): JSX.Element | null {
  const { G, seat, draft, active } = t;
  const space = draft.actionSpace;
  // A battle's options sit beside its whole border, so they never cover the lit locations.
  const battle = space !== null && isBattle(space);
  const popover = useSpacePopover(battle ? '.border' : '.space', battle ? 'top' : 'bottom-start', `${space}|${draft.location}`);
  if (!space) return null;
  const stageMove = (move: Move) => t.stage({ move, label: describeMove(G, seat, move) });
  const stepped = !isBattle(space) && space !== 'trade' && space !== 'construct';
  const { choices, folded } = stepped ? stepsAndDecline(G, seat, space) : { choices: [], folded: [] };
  return (
    <section
      ref={popover.ref}
      style={popover.style}
      className="space-popover action-popover"
      data-testid={`action-${space}`}
      aria-label={`Options of ${spaceName(space)}`}
    >
      {isBattle(space) ? (
        <BattleOptions t={t} stageMove={stageMove} />
      ) : space === 'trade' ? (
        <TradeForm G={G} seat={seat} onMove={stageMove} disabled={!active} />
      ) : space === 'construct' ? (
        <ConstructForm G={G} seat={seat} onMove={stageMove} disabled={!active} />
      ) : (
        <SteppedOptions t={t} stageMove={stageMove} choices={choices} folded={folded} />
      )}
      <button
        type="button"
        data-testid={`decline-${space}`}
        aria-pressed={t.draft.staged?.move.type === 'declineAction'}
        disabled={!active}
        onClick={() => stageMove({ type: 'declineAction', space })}
      >
        Decline this action
        {folded.length > 0 && (
          <span className="decline-same-as">
            {' '}
            (the same as: {folded.map((c) => lowerFirst(choiceLabel(G, seat, space, c))).join('; ')})
          </span>
        )}
      </button>
    </section>
  );
}

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);

/** The staged choice of this space, if the tray holds one. */
function stagedChoice(t: TableApi): ActionChoice | null {
  const m = t.draft.staged?.move;
  return m?.type === 'takeAction' && m.space === t.draft.actionSpace ? m.choice : null;
}

/** A small space's legal choices in steps, less those that change nothing, and its closed options with their reasons. */
interface SteppedOptionsProps {
  t: TableApi;
  stageMove: (m: Move) => void;
  choices: ActionChoice[];
  folded: ActionChoice[];
}

function SteppedOptions({ t, stageMove, choices, folded }: SteppedOptionsProps): JSX.Element {
  const { G, seat, active } = t;
  const space = t.draft.actionSpace!;
  const closed = unavailableOptions(G, seat, space, [...choices, ...folded]);
  return (
    <>
      <ChoiceSteps
        key={space}
        G={G}
        seat={seat}
        space={space}
        choices={choices}
        staged={stagedChoice(t)}
        disabled={!active}
        onChoose={(choice) => (choice ? stageMove({ type: 'takeAction', space, choice }) : t.stage(null))}
      />
      {closed.length > 0 && (
        <ul className="action-choices">
          {closed.map((option) => (
            <li key={option.kind}>
              <ReasonedButton label={option.label} reason={option.reason} onClick={() => undefined} />
            </li>
          ))}
        </ul>
      )}
    </>
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
      <ChoiceSteps
        key={draft.location}
        G={G}
        seat={seat}
        space={space}
        choices={choices}
        staged={stagedChoice(t)}
        disabled={!t.active}
        onChoose={(choice) => (choice ? stageMove({ type: 'takeAction', space, choice }) : t.stage(null))}
      />
    </div>
  );
}
