/** Alliance selection: one button per common space, the refused ones with the engine's reason. */
import { allianceSpaceError } from '../../game/conflict';
import type { Move } from '../../game/moves';
import { COMMON_SPACES, spaceName } from '../../game/spaces';
import type { GameState } from '../../game/state';
import { ReasonedButton } from './ReasonedButton';
import { listStates } from './text';
import { capitalise } from '../labels';

export interface AllianceFormProps {
  G: GameState;
  onMove: (move: Move) => void;
  disabled?: boolean;
}

export function AllianceForm({ G, onMove, disabled }: AllianceFormProps): JSX.Element {
  return (
    <div className="decision-alliance">
      <p>
        Place the alliance token: on that space the bids of {listStates(G.alliance)} count together this round.
      </p>
      <ul className="alliance-spaces">
        {COMMON_SPACES.map((space) => (
          <li key={space}>
            <ReasonedButton
              testId={`alliance-${space}`}
              label={capitalise(spaceName(space))}
              reason={allianceSpaceError(G, space)}
              disabled={disabled}
              onClick={() => onMove({ type: 'selectAlliance', space })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
