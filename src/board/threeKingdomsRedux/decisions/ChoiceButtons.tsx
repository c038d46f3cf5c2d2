/**
 * The small option spaces: one button per legal choice (actionChoices, in its
 * order), labelled as a sentence; an option with no legal choice is shown
 * disabled with the engine's reason.
 */
import { actionChoices } from '../../../game/threeKingdomsRedux/legal';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../game/threeKingdomsRedux/types';
import { choiceLabel } from './choiceLabel';
import { ReasonedButton } from './ReasonedButton';
import { unavailableOptions } from './unavailable';

interface ChoiceButtonsProps {
  G: GameState;
  seat: StateId;
  space: ActionSpaceId;
  onMove: (move: Move) => void;
  disabled?: boolean;
}

export function ChoiceButtons({ G, seat, space, onMove, disabled }: ChoiceButtonsProps): JSX.Element {
  const choices = actionChoices(G, seat, space);
  const closed = unavailableOptions(G, seat, space, choices);
  return (
    <ul className="action-choices">
      {choices.map((choice, i) => (
        <li key={i}>
          <button
            type="button"
            data-testid="choice"
            data-choice-kind={choice.kind}
            disabled={disabled}
            onClick={() => onMove({ type: 'takeAction', space, choice })}
          >
            {choiceLabel(G, seat, space, choice)}
          </button>
        </li>
      ))}
      {closed.map((option) => (
        <li key={option.kind}>
          <ReasonedButton label={option.label} reason={option.reason} onClick={() => undefined} />
        </li>
      ))}
    </ul>
  );
}
