/**
 * A card's choice waiting for this seat ("you may ..." or "... of your
 * choice"): the card's question and one button per legal answer, as the
 * card module words them; optional choices can be declined.
 */
import { cardName } from '../../../game/threeKingdomsRedux/cardIds';
import { choiceOptions, choicePrompt, describeOption, pendingChoice } from '../../../game/threeKingdomsRedux/choices';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';

export function CardChoiceForm({
  G,
  onMove,
  disabled,
}: {
  G: GameState;
  onMove: (m: Move) => void;
  disabled?: boolean;
}): JSX.Element | null {
  const pc = pendingChoice(G);
  if (!pc) return null;
  const options = choiceOptions(G);
  return (
    <div className="card-choice" data-testid="card-choice" data-card={pc.card}>
      <p>{choicePrompt(G, pc)}</p>
      <ul className="choice-list" aria-label={`${cardName(pc.card)}: options`}>
        {options.map((option, i) => (
          <li key={i}>
            <button type="button" disabled={disabled} onClick={() => onMove({ type: 'choose', option })}>
              {describeOption(G, pc, option)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
