/**
 * Construct a state enhancement: a card from hand and, for the flexible cost
 * icons, how many armies are paid trained and which weapons pay the
 * any-weapon cost. constructError (through actionError) judges the whole.
 */
import { useMemo, useState } from 'react';
import { ENHANCEMENTS } from '../../../game/threeKingdomsRedux/data/enhancements';
import type { EnhancementId } from '../../../game/threeKingdomsRedux/data/enhancements';
import { actionError } from '../../../game/threeKingdomsRedux/actionError';
import { actionChoices } from '../../../game/threeKingdomsRedux/legal';
import type { ActionChoice, Move } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { WEAPON_TYPES, type StateId } from '../../../game/threeKingdomsRedux/types';
import { constructLabel } from './choiceLabel';
import { constructChoiceFromForm, constructFormFor, flexibleCost, initialConstructForm, type ConstructFormState } from './constructChoice';
import { ReasonedButton } from './ReasonedButton';
import { enhancementSummary } from './text';

interface ConstructViewProps {
  G: GameState;
  seat: StateId;
  form: ConstructFormState;
  onChange: (form: ConstructFormState) => void;
  /** actionChoices for the construct space, to start a newly picked card on a legal payment. */
  legal: readonly ActionChoice[];
  onMove: (move: Move) => void;
  disabled?: boolean;
}

const range = (n: number): number[] => Array.from({ length: n + 1 }, (_, i) => i);

function ConstructView({ G, seat, form, onChange, legal, onMove, disabled }: ConstructViewProps): JSX.Element {
  const p = G.players[seat];
  const hand = p.secret.enhancementHand;
  if (hand.length === 0) return <p className="decision-construct">You hold no state enhancement cards to construct.</p>;
  const flex = flexibleCost(form.card);
  const choice = constructChoiceFromForm(form);
  const error = form.card ? actionError(G, seat, 'construct', choice) : 'Choose a state enhancement to construct.';
  return (
    <div className="decision-construct">
      <label>
        State enhancement{' '}
        <select
          data-testid="construct-card"
          value={form.card}
          disabled={disabled}
          onChange={(e) => onChange(constructFormFor(e.target.value as EnhancementId, legal, p.weapons))}
        >
          {hand.map((c) => (
            <option key={c} value={c}>
              {enhancementSummary(c)}
            </option>
          ))}
        </select>
      </label>
      {form.card && <p className="card-text">{ENHANCEMENTS[form.card].text.value}</p>}
      {flex.armies > 0 && (
        <label>
          Of the {flex.armies} either-type arm{flex.armies === 1 ? 'y' : 'ies'}, pay with trained armies (you have {p.trained} trained,{' '}
          {p.untrained} untrained){' '}
          <select
            data-testid="construct-trained"
            value={form.trainedArmies}
            disabled={disabled}
            onChange={(e) => onChange({ ...form, trainedArmies: Number(e.target.value) })}
          >
            {range(flex.armies).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {flex.weapons > 0 && (
        <fieldset>
          <legend>Weapons paying the "any weapon" cost ({flex.weapons} needed)</legend>
          {WEAPON_TYPES.map((w) => (
            <label key={w}>
              {w}s (you have {p.weapons[w]}){' '}
              <select
                data-testid={`construct-weapon-${w}`}
                value={form.weaponCounts[w]}
                disabled={disabled}
                onChange={(e) => onChange({ ...form, weaponCounts: { ...form.weaponCounts, [w]: Number(e.target.value) } })}
              >
                {range(Math.max(flex.weapons, form.weaponCounts[w])).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>{' '}
            </label>
          ))}
        </fieldset>
      )}
      <ReasonedButton
        testId="construct-submit"
        label={error ? 'Construct' : constructLabel(G, seat, choice)}
        reason={error}
        disabled={disabled}
        onClick={() => onMove({ type: 'takeAction', space: 'construct', choice })}
      />
    </div>
  );
}

export function ConstructForm(props: Omit<ConstructViewProps, 'form' | 'onChange' | 'legal'>): JSX.Element {
  const { G, seat } = props;
  // Every card x payment, validated by the engine; small (a hand of a few cards).
  const legal = useMemo(() => actionChoices(G, seat, 'construct'), [G, seat]);
  const [form, setForm] = useState(() => initialConstructForm(G.players[seat].secret.enhancementHand, legal, G.players[seat].weapons));
  return <ConstructView {...props} form={form} onChange={setForm} legal={legal} />;
}
