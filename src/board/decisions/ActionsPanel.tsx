/**
 * The Resolution Phase decision: one section per won space still pending, in
 * any order the state likes, each with its options and a Decline button.
 */
import { useId } from 'react';
import type { Move } from '../../game/moves';
import { spaceName } from '../../game/spaces';
import type { GameState } from '../../game/state';
import type { ActionSpaceId, StateId } from '../../game/types';
import { ChoiceButtons } from './ChoiceButtons';
import { ConstructForm } from './ConstructForm';
import { TradeForm } from './TradeForm';
import { capitalise } from '../labels';

export interface ActionsPanelProps {
  G: GameState;
  seat: StateId;
  onMove: (move: Move) => void;
  disabled?: boolean;
}


function SpaceOptions(props: ActionsPanelProps & { space: ActionSpaceId }): JSX.Element {
  // Trade and construct have too many combinations for a list of buttons.
  if (props.space === 'trade') return <TradeForm {...props} />;
  if (props.space === 'construct') return <ConstructForm {...props} />;
  return <ChoiceButtons {...props} />;
}

export function ActionsPanel({ G, seat, onMove, disabled }: ActionsPanelProps): JSX.Element {
  const pending = G.pendingActions[seat];
  // Unique per panel, so two panels on one page never share a heading id.
  const idPrefix = useId();
  const domId = (space: ActionSpaceId): string => `${idPrefix}-${space.replace(':', '-')}`;
  return (
    <div className="decision-actions">
      <p>Take or decline each action you won, in any order.</p>
      {pending.map((space) => (
        <section key={space} className="action-space" data-testid={`action-${space}`} aria-labelledby={domId(space)}>
          <h3 id={domId(space)}>{capitalise(spaceName(space))}</h3>
          <SpaceOptions G={G} seat={seat} space={space} onMove={onMove} disabled={disabled} />
          <button
            type="button"
            data-testid={`decline-${space}`}
            disabled={disabled}
            onClick={() => onMove({ type: 'declineAction', space })}
          >
            Decline this action
          </button>
        </section>
      ))}
    </div>
  );
}
