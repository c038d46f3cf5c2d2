/**
 * Bidding: choose a general, a space and the extras, see what the bid adds,
 * then Assign (enabled iff assignError accepts it) or Pass (with a confirm
 * step, since passing ends this state's bidding for the round).
 */
import { useState } from 'react';
import { GENERALS } from '../../game/data/generals';
import { assignError, hanEmperorTokenAvailable } from '../../game/conflict';
import type { Move } from '../../game/moves';
import { BIDDABLE_SPACES, criterionOf, isBattle, isTribal, spaceName } from '../../game/spaces';
import type { GameState } from '../../game/state';
import { ARMY_TYPES, WEAPON_OF, type ActionSpaceId, type ArmyType, type StateId } from '../../game/types';
import type { GeneralId } from '../../game/data/generals';
import {
  assignArgsFromForm,
  bidExtrasFor,
  bidFormError,
  bidHint,
  bidPreview,
  initialBidForm,
  standingBids,
  type BidFormState,
} from './bidArgs';
import { ReasonedButton } from './ReasonedButton';
import { generalSummary } from './text';
import { capitalise, generalName } from '../labels';

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** "Develop farm or harvest (administration, alliance space)". */
export function bidSpaceLabel(G: GameState, space: ActionSpaceId): string {
  const notes: string[] = [isBattle(space) ? 'combat plus units' : isTribal(space) ? 'uncontested' : criterionOf(G, space)];
  if (space === G.allianceSpace) notes.push('alliance space');
  return `${capitalise(spaceName(space))} (${notes.join(', ')})`;
}

export interface BidViewProps {
  G: GameState;
  seat: StateId;
  form: BidFormState;
  onChange: (form: BidFormState) => void;
  confirmingPass: boolean;
  onConfirmingPass: (confirming: boolean) => void;
  onMove: (move: Move) => void;
  disabled?: boolean;
}

/** Stateless view, so tests can render any form state. */
export function BidView(props: BidViewProps): JSX.Element {
  const { G, seat, form, onChange, onMove, disabled } = props;
  const p = G.players[seat];
  const extras = bidExtrasFor(form.space);
  const lead = form.general ? GENERALS[form.general].leadership.value : 1;
  const args = assignArgsFromForm(form);
  const error = bidFormError(G, seat, form);
  const set = (patch: Partial<BidFormState>) => onChange({ ...form, ...patch });
  const hanReason =
    G.hanEmperorHolder === seat && !hanEmperorTokenAvailable(G, seat)
      ? assignError(G, seat, { ...args, hanEmperorToken: true })
      : null;
  return (
    <div className="decision-bid">
      <div className="bid-fields">
        <label>
          General{' '}
          <select
            data-testid="bid-general"
            value={form.general}
            disabled={disabled}
            onChange={(e) => set({ general: e.target.value as GeneralId })}
          >
            {p.secret.hand.map((g) => (
              <option key={g} value={g}>
                {generalSummary(g)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Action space{' '}
          <select
            data-testid="bid-space"
            value={form.space}
            disabled={disabled}
            onChange={(e) => set({ space: e.target.value as ActionSpaceId })}
          >
            {BIDDABLE_SPACES[seat].map((s) => (
              <option key={s} value={s}>
                {bidSpaceLabel(G, s)}
              </option>
            ))}
          </select>
        </label>
        {extras.units && (
          <>
            <label>
              Army units{' '}
              <select
                data-testid="bid-unit-type"
                value={form.unitType}
                disabled={disabled}
                onChange={(e) => set({ unitType: e.target.value as ArmyType | '' })}
              >
                <option value="">None</option>
                {ARMY_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t} (trained army and {WEAPON_OF[t]} each; you have {p.trained} trained, {p.weapons[WEAPON_OF[t]]}{' '}
                    {WEAPON_OF[t]})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Number of units{' '}
              <select
                data-testid="bid-unit-count"
                value={form.unitCount}
                disabled={disabled || !form.unitType}
                onChange={(e) => set({ unitCount: Number(e.target.value) })}
              >
                {range(1, Math.max(lead, form.unitCount)).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        {extras.gold && (
          <label>
            Gold with the general (you have {p.gold}){' '}
            <select
              data-testid="bid-gold"
              value={form.gold}
              disabled={disabled}
              onChange={(e) => set({ gold: Number(e.target.value) })}
            >
              {range(0, Math.max(lead, form.gold)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {extras.contested && (
          <label>
            Popular support tokens, +1 each (you have {p.popularSupport}){' '}
            <select
              data-testid="bid-popular-support"
              value={form.popularSupport}
              disabled={disabled}
              onChange={(e) => set({ popularSupport: Number(e.target.value) })}
            >
              {range(0, Math.max(p.popularSupport, form.popularSupport)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {extras.contested && G.hanEmperorHolder === seat && (
          <span className="bid-han">
            <label>
              <input
                type="checkbox"
                data-testid="bid-han-token"
                checked={form.hanEmperorToken}
                disabled={disabled || hanReason !== null}
                onChange={(e) => set({ hanEmperorToken: e.target.checked })}
              />{' '}
              Add the Han emperor token (+1, once per round)
            </label>
            {hanReason !== null && <span className="disabled-reason">{hanReason}</span>}
          </span>
        )}
      </div>
      <p className="bid-preview" data-testid="bid-preview">
        {bidPreview(G, seat, args)} {standingBids(G, form.space)}
      </p>
      {bidHint(args) && <p className="bid-hint">{bidHint(args)}</p>}
      <ReasonedButton
        testId="bid-assign"
        label={form.general ? `Assign ${generalName(form.general)} to "${spaceName(form.space)}"` : 'Assign'}
        reason={error}
        disabled={disabled}
        onClick={() => onMove({ type: 'assign', args })}
      />
      <PassControl {...props} />
    </div>
  );
}

function PassControl({ confirmingPass, onConfirmingPass, onMove, disabled }: BidViewProps): JSX.Element {
  if (!confirmingPass)
    return (
      <button type="button" data-testid="bid-pass" disabled={disabled} onClick={() => onConfirmingPass(true)}>
        Pass…
      </button>
    );
  return (
    <span className="bid-pass-confirm" role="group" aria-label="Confirm passing">
      <span>Passing ends your bidding for this round; your remaining generals stay in hand.</span>{' '}
      <button
        type="button"
        data-testid="bid-pass-confirm"
        // The Pass button it replaces had the focus; keep keyboard users in place.
        autoFocus
        disabled={disabled}
        onClick={() => onMove({ type: 'pass' })}>
        Pass for this round
      </button>{' '}
      <button type="button" data-testid="bid-pass-cancel" disabled={disabled} onClick={() => onConfirmingPass(false)}>
        Keep bidding
      </button>
    </span>
  );
}

export function BidForm(props: Omit<BidViewProps, 'form' | 'onChange' | 'confirmingPass' | 'onConfirmingPass'>): JSX.Element {
  const [form, setForm] = useState(() => initialBidForm(props.G, props.seat));
  const [confirmingPass, setConfirmingPass] = useState(false);
  return (
    <BidView {...props} form={form} onChange={setForm} confirmingPass={confirmingPass} onConfirmingPass={setConfirmingPass} />
  );
}
