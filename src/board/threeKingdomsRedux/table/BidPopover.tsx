/**
 * The small panel that opens beside the space a general was just placed on:
 * army units, gold, popular support and the Han emperor token, whichever the
 * space takes (bidExtrasFor), with what the bid would add. Each control offers
 * only what the legal assignments hold (bidLimits), with the rules' reason for
 * no more beside it; nothing is sent until the tray's Confirm.
 */
import { assignError, hanEmperorTokenAvailable } from '../../../game/threeKingdomsRedux/conflict';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { ARMY_TYPES, WEAPON_OF, type ArmyType, type StateId } from '../../../game/threeKingdomsRedux/types';
import { assignArgsFromForm, bidExtrasFor, bidFormError, bidHint, bidPreview, standingBids, type BidFormState } from '../decisions/bidArgs';
import { bidLimits } from '../decisions/bidLimits';
import { ARMY_TYPE_NAMES } from '../labels';
import { plural } from '../../../game/threeKingdomsRedux/words';
import { useSpacePopover } from './useSpacePopover';

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

interface BidPopoverProps {
  G: GameState;
  seat: StateId;
  form: BidFormState;
  onChange: (form: BidFormState) => void;
}

export function BidPopover({ G, seat, form, onChange }: BidPopoverProps): JSX.Element | null {
  const p = G.players[seat];
  const popover = useSpacePopover('.space', 'bottom-start', `${form.space}|${form.general}`);
  if (!form.general) return null;
  const extras = bidExtrasFor(form.space);
  const limits = bidLimits(G, seat, form.general, form.space);
  const types = ARMY_TYPES.filter((type) => (limits.units[type] ?? 0) > 0);
  const most = form.unitType ? (limits.units[form.unitType] ?? 0) : 0;
  const closedTypes = ARMY_TYPES.filter((type) => !types.includes(type));
  const args = assignArgsFromForm(form);
  const error = bidFormError(G, seat, form);
  const set = (patch: Partial<BidFormState>) => onChange({ ...form, ...patch });
  const hanReason =
    G.hanEmperorHolder === seat && !hanEmperorTokenAvailable(G, seat) ? assignError(G, seat, { ...args, hanEmperorToken: true }) : null;
  const hint = bidHint(args);
  return (
    <div
      ref={popover.ref}
      style={popover.style}
      className="space-popover bid-popover"
      data-testid="bid-popover"
      role="group"
      aria-label="Units and tokens with this general"
    >
      {extras.units && types.length === 0 && (
        <div className="pop-row" data-testid="bid-no-units">
          <span>No army units:</span>
          <span className="disabled-reason">{limits.unitReasons[ARMY_TYPES[0]] ?? 'none can come with this general.'}</span>
        </div>
      )}
      {extras.units && types.length > 0 && (
        <div className="pop-row">
          <label>
            Units{' '}
            <select
              data-testid="bid-unit-type"
              value={form.unitType}
              onChange={(e) => {
                const unitType = e.target.value as ArmyType | '';
                set({ unitType, unitCount: Math.max(1, Math.min(form.unitCount, limits.units[unitType as ArmyType] ?? 1)) });
              }}
            >
              <option value="">none</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {ARMY_TYPE_NAMES[t]} (up to {limits.units[t]})
                </option>
              ))}
            </select>
          </label>
          <label>
            ×{' '}
            <select
              data-testid="bid-unit-count"
              aria-label="Number of units"
              value={form.unitCount}
              disabled={!form.unitType}
              onChange={(e) => set({ unitCount: Number(e.target.value) })}
            >
              {range(1, Math.max(1, most)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <span className="muted">
            {p.trained} trained, {ARMY_TYPES.map((t) => plural(p.weapons[WEAPON_OF[t]], WEAPON_OF[t])).join(', ')}
          </span>
          {form.unitType && limits.unitReasons[form.unitType] && (
            <span className="disabled-reason" data-testid="bid-units-reason">
              No more: {limits.unitReasons[form.unitType]}
            </span>
          )}
          {!form.unitType && closedTypes.length > 0 && (
            <span className="disabled-reason" data-testid="bid-units-reason">
              {closedTypes.map((t) => `No ${ARMY_TYPE_NAMES[t].toLowerCase()}: ${limits.unitReasons[t]}`).join(' ')}
            </span>
          )}
        </div>
      )}
      {extras.gold && (
        <div className="pop-row">
          <label>
            Gold{' '}
            <select data-testid="bid-gold" value={form.gold} onChange={(e) => set({ gold: Number(e.target.value) })}>
              {range(0, limits.gold).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <span className="muted">of {p.gold}</span>
          {limits.goldReason && form.gold === limits.gold && <span className="disabled-reason">No more: {limits.goldReason}</span>}
        </div>
      )}
      {extras.contested && limits.popularSupport > 0 && (
        <div className="pop-row">
          <label>
            Popular support +{' '}
            <select
              data-testid="bid-popular-support"
              value={form.popularSupport}
              onChange={(e) => set({ popularSupport: Number(e.target.value) })}
            >
              {range(0, limits.popularSupport).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <span className="muted">of {p.popularSupport}</span>
        </div>
      )}
      {extras.contested && G.hanEmperorHolder === seat && (
        <div className="pop-row">
          <label>
            <input
              type="checkbox"
              data-testid="bid-han-token"
              checked={form.hanEmperorToken}
              disabled={hanReason !== null}
              onChange={(e) => set({ hanEmperorToken: e.target.checked })}
            />{' '}
            Han emperor token (+1)
          </label>
          {hanReason !== null && <span className="disabled-reason">{hanReason}</span>}
        </div>
      )}
      <p className="bid-preview" data-testid="bid-preview">
        {bidPreview(G, seat, args)} {standingBids(G, form.space)}
      </p>
      {hint && <p className="bid-hint">{hint}</p>}
      {error && (
        <p className="disabled-reason" data-testid="bid-error">
          Confirm is off: {error}
        </p>
      )}
    </div>
  );
}
