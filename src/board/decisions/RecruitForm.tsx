/** Recruitment: keep exactly recruitCount of the drawn generals. */
import { useState } from 'react';
import { GENERALS, type GeneralId } from '../../game/data/generals';
import { recruitCount } from '../../game/conflict';
import type { Move } from '../../game/moves';
import type { GameState } from '../../game/state';
import type { StateId } from '../../game/types';
import { ReasonedButton } from './ReasonedButton';
import { recruitSelectionReason, toggleSelection } from './recruitSelection';
import { generalSummary } from './text';

export interface RecruitViewProps {
  G: GameState;
  seat: StateId;
  selected: readonly GeneralId[];
  onToggle: (general: GeneralId) => void;
  onMove: (move: Move) => void;
  disabled?: boolean;
}

/** Stateless view, so tests can render any selection. */
export function RecruitView({ G, seat, selected, onToggle, onMove, disabled }: RecruitViewProps): JSX.Element {
  const drawn = G.players[seat].secret.drawn;
  const need = recruitCount(G, seat);
  return (
    <div className="decision-recruit" data-recruit-count={need}>
      <p>
        Choose {need} of your {drawn.length} drawn generals to recruit; the others go back to your remaining general
        cards. Selected {selected.length} of {need}.
      </p>
      <fieldset>
        <legend>Drawn generals</legend>
        {drawn.map((g) => (
          <label key={g} className="recruit-option">
            <input
              type="checkbox"
              data-testid={`recruit-${g}`}
              checked={selected.includes(g)}
              disabled={disabled}
              onChange={() => onToggle(g)}
            />{' '}
            {generalSummary(g)}
            <span className="general-skill">
              {' '}
              — {GENERALS[g].skillName.value}: {GENERALS[g].skillText.value}
            </span>
          </label>
        ))}
      </fieldset>
      <ReasonedButton
        testId="recruit-confirm"
        label={`Recruit ${selected.length === 1 ? 'this general' : 'these generals'}`}
        reason={recruitSelectionReason(selected.length, need)}
        disabled={disabled}
        onClick={() => onMove({ type: 'recruit', keep: [...selected] })}
      />
    </div>
  );
}

export function RecruitForm(props: Omit<RecruitViewProps, 'selected' | 'onToggle'>): JSX.Element {
  const [selected, setSelected] = useState<GeneralId[]>([]);
  const drawn = props.G.players[props.seat].secret.drawn;
  return <RecruitView {...props} selected={selected} onToggle={(g) => setSelected((s) => toggleSelection(drawn, s, g))} />;
}
