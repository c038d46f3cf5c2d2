/**
 * Skills usable "at any time" (Lu Fan, Guan Ping) and during recruitment
 * (Xun Yu): offered beside whatever the seat is deciding, without closing it.
 */
import { cardName } from '../../../game/threeKingdomsRedux/cardIds';
import { skillMoves } from '../../../game/threeKingdomsRedux/choices';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';

export function SkillMoves({
  G,
  seat,
  onMove,
  disabled,
}: {
  G: GameState;
  seat: StateId;
  onMove: (m: Move) => void;
  disabled?: boolean;
}): JSX.Element | null {
  const skills = skillMoves(G, seat);
  if (skills.length === 0) return null;
  return (
    <div className="skill-moves" data-testid="skill-moves">
      {skills.map(({ card, move, options }) => (
        <fieldset key={card}>
          <legend>{cardName(card)}</legend>
          {options.map((option, i) => (
            <button key={i} type="button" disabled={disabled} onClick={() => onMove({ type: 'useSkill', card, option })}>
              {move.describe({ G, state: seat, card }, option)}
            </button>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
